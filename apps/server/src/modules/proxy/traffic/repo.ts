import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { trafficBalances } = tables;

/** On the database or inside a transaction (usage charging reads the totals it just changed). */
export function createTrafficRepo(db: Executor) {
  return {
    async sumByMember(memberId: number): Promise<{ balance: bigint; recharged: bigint; consumed: bigint }> {
      // The running totals of the member's ledger rows (kept by the ledger's trigger).
      const [row] = await db.select().from(trafficBalances).where(eq(trafficBalances.memberId, memberId));
      return {
        balance: row?.balanceBytes ?? 0n,
        recharged: row?.rechargedBytes ?? 0n,
        consumed: row?.consumedBytes ?? 0n,
      };
    },
  };
}

export type TrafficRepo = ReturnType<typeof createTrafficRepo>;
