import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { eq } from "drizzle-orm";

const { trafficBalances } = tables;

export function createTrafficRepo(db: Database) {
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
