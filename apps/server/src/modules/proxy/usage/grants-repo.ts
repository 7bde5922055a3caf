import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { trafficGrants, accessChanges } = tables;

export type GrantRow = typeof trafficGrants.$inferSelect;

/** A grant still reserves bytes while it is neither closed nor past its release time. */
const open = (now: Date) => and(isNull(trafficGrants.closedAt), gt(trafficGrants.releaseAt, now));

/** Queries of byte grants and of the access-change notes the triggers write (migration 0022). */
export function grantsRepo(x: Executor) {
  return {
    /**
     * Bytes reserved by a member's open grants and not yet reported used, on every gateway.
     * A tunnel plan's grants reserve nothing of the balance (their traffic is not charged).
     */
    async outstandingOfMember(memberId: number, now: Date): Promise<bigint> {
      const [row] = await x
        .select({ bytes: sql<string>`coalesce(sum(${trafficGrants.bytes} - ${trafficGrants.usedBytes}), 0)` })
        .from(trafficGrants)
        .where(and(eq(trafficGrants.memberId, memberId), open(now), isNull(trafficGrants.planId)));
      return BigInt(row?.bytes ?? 0);
    },

    /** The same for one sub-account. */
    async outstandingOfAccount(accountId: number, now: Date): Promise<bigint> {
      const [row] = await x
        .select({ bytes: sql<string>`coalesce(sum(${trafficGrants.bytes} - ${trafficGrants.usedBytes}), 0)` })
        .from(trafficGrants)
        .where(and(eq(trafficGrants.accountId, accountId), open(now)));
      return BigInt(row?.bytes ?? 0);
    },

    async insertGrant(values: typeof trafficGrants.$inferInsert): Promise<void> {
      await x.insert(trafficGrants).values(values);
    },

    /**
     * Counts `bytes` reported by a gateway against its open grants of the
     * account, oldest first, each up to its size; answers what no grant covered.
     */
    async settle(gatewayId: string, accountId: number, bytes: bigint, now: Date): Promise<bigint> {
      return (await this.settleWithPlans(gatewayId, accountId, bytes, now)).ungranted;
    },

    /** `settle`, also telling how many of the bytes went under a tunnel plan's grants (not charged). */
    async settleWithPlans(
      gatewayId: string,
      accountId: number,
      bytes: bigint,
      now: Date,
    ): Promise<{ ungranted: bigint; planned: bigint }> {
      const grants = await x
        .select()
        .from(trafficGrants)
        .where(and(eq(trafficGrants.gatewayId, gatewayId), eq(trafficGrants.accountId, accountId), open(now)))
        .orderBy(asc(trafficGrants.createdAt), asc(trafficGrants.grantId));
      let left = bytes;
      let planned = 0n;
      for (const grant of grants) {
        if (left === 0n) break;
        const room = grant.bytes - grant.usedBytes;
        if (room <= 0n) continue;
        // BigInts: Math.min does not take them.
        let taken = room;
        if (left < room) taken = left;
        await x
          .update(trafficGrants)
          .set({ usedBytes: sql`${trafficGrants.usedBytes} + ${taken}` })
          .where(eq(trafficGrants.grantId, grant.grantId));
        left -= taken;
        if (grant.planId !== null) planned += taken;
      }
      return { ungranted: left, planned };
    },

    /** Closes a gateway's grants it will spend no more of: what they still reserve returns to the member. */
    async close(gatewayId: string, grantIds: string[], now: Date): Promise<void> {
      if (grantIds.length === 0) return;
      await x
        .update(trafficGrants)
        .set({ closedAt: now })
        .where(
          and(
            eq(trafficGrants.gatewayId, gatewayId),
            inArray(trafficGrants.grantId, grantIds),
            isNull(trafficGrants.closedAt),
          ),
        );
    },

    /** Notes that these accounts' access changed (what the triggers write for a table change), in one statement. */
    async noteAccounts(usernames: string[]): Promise<void> {
      if (usernames.length === 0) return;
      await x.insert(accessChanges).values(usernames.map((name) => ({ subject: `account:${name}` })));
    },

    /** The newest access-change note's number (0 before any). */
    async latestChange(): Promise<number> {
      const [row] = await x
        .select({ seq: accessChanges.seq })
        .from(accessChanges)
        .orderBy(desc(accessChanges.seq))
        .limit(1);
      return row?.seq ?? 0;
    },

    async changesAfter(after: number, limit: number): Promise<{ seq: number; subject: string }[]> {
      return x
        .select({ seq: accessChanges.seq, subject: accessChanges.subject })
        .from(accessChanges)
        .where(gt(accessChanges.seq, after))
        .orderBy(asc(accessChanges.seq))
        .limit(limit);
    },
  };
}

export type GrantsRepo = ReturnType<typeof grantsRepo>;

/** Grants on the database, and bound to another module's transaction. */
export function createGrantsRepo(db: Database) {
  return { ...grantsRepo(db), bind: grantsRepo };
}
