import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { eq, sql } from "drizzle-orm";

const { trafficLedger } = tables;

export function createTrafficRepo(db: Database) {
  return {
    async sumByMember(memberId: number): Promise<{ balance: bigint; recharged: bigint; consumed: bigint }> {
      const [row] = await db
        .select({
          balance: sql<string>`coalesce(sum(${trafficLedger.deltaBytes}), 0)`,
          recharged: sql<string>`coalesce(sum(${trafficLedger.deltaBytes}) filter (where ${trafficLedger.kind} in ('recharge', 'gift')), 0)`,
          consumed: sql<string>`coalesce(-sum(${trafficLedger.deltaBytes}) filter (where ${trafficLedger.kind} = 'usage'), 0)`,
        })
        .from(trafficLedger)
        .where(eq(trafficLedger.memberId, memberId));
      return {
        balance: BigInt(row?.balance ?? 0),
        recharged: BigInt(row?.recharged ?? 0),
        consumed: BigInt(row?.consumed ?? 0),
      };
    },
  };
}

export type TrafficRepo = ReturnType<typeof createTrafficRepo>;
