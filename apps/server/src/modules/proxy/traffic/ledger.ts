import { tables } from "@shop/db";
import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { trafficLedger, trafficBalances } = tables;

type LedgerKind = "recharge" | "gift" | "usage" | "refund" | "adjustment";

export interface LedgerEntry {
  memberId: number;
  kind: LedgerKind;
  /** Bytes added (positive) or taken (negative). */
  deltaBytes: bigint;
  /** What caused it; (kind, cause) is unique, so booking it again does nothing. */
  cause: string;
  note?: string;
}

export const bytesPerGb = 1024n * 1024n * 1024n;

/** Writes to the append-only ledger inside the caller's transaction. */
export function createLedgerWriter(x: Executor) {
  /**
   * Balances of several members in one query; members without rows are 0.
   * Read from the running totals the ledger's trigger keeps in the same transaction.
   */
  async function balances(memberIds: number[]): Promise<Map<number, bigint>> {
    const result = new Map<number, bigint>(memberIds.map((id) => [id, 0n]));
    if (memberIds.length === 0) return result;
    const rows = await x
      .select({ memberId: trafficBalances.memberId, balance: trafficBalances.balanceBytes })
      .from(trafficBalances)
      .where(inArray(trafficBalances.memberId, memberIds));
    for (const row of rows) result.set(row.memberId, row.balance);
    return result;
  }

  return {
    /** Serialises balance-changing work per member across processes until the transaction ends. */
    async lockMember(memberId: number): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`traffic:${memberId}`}))`);
    },

    /**
     * lockMember for several members in one statement, in ascending id order,
     * so two callers locking overlapping sets never wait on each other in a circle.
     */
    async lockMembers(memberIds: number[]): Promise<void> {
      const ids = [...new Set(memberIds)].sort((a, b) => a - b);
      if (ids.length === 0) return;
      // The same key as lockMember: hashtext of "traffic:<id>".
      await x.execute(sql`
        select pg_advisory_xact_lock(hashtext('traffic:' || s.id::text))
        from (select id from unnest(${`{${ids.join(",")}}`}::bigint[]) as id order by id) as s`);
    },

    /** Books the entries; returns how many were new (0 when each cause was booked before). */
    async book(entries: LedgerEntry[]): Promise<number> {
      const rows = entries.filter((entry) => entry.deltaBytes !== 0n);
      if (rows.length === 0) return 0;
      const inserted = await x
        .insert(trafficLedger)
        .values(rows)
        .onConflictDoNothing({ target: [trafficLedger.kind, trafficLedger.cause] })
        .returning({ id: trafficLedger.id });
      return inserted.length;
    },

    balances,

    /** All the traffic the member was ever given (recharge and gift rows): what a "below Y %" alert is a share of. */
    async recharged(memberId: number): Promise<bigint> {
      const [row] = await x
        .select({ recharged: trafficBalances.rechargedBytes })
        .from(trafficBalances)
        .where(inArray(trafficBalances.memberId, [memberId]));
      return row?.recharged ?? 0n;
    },

    async balance(memberId: number): Promise<bigint> {
      return (await balances([memberId])).get(memberId) ?? 0n;
    },
  };
}
