import { type Database, queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";

const { trafficBalances, members } = tables;

/** The console dashboard's reads of the traffic ledger's balances. */
export function createTrafficStats(db: Database) {
  return {
    /** Dynamic traffic credited (recharges and gifts) and used, in bytes, optionally of one substation. */
    async soldAndUsed(substationId: number | null): Promise<{ soldBytes: number; usedBytes: number }> {
      const rows = await queryRows<{ sold: string; used: string }>(
        db,
        sql`
        select coalesce(sum(b.recharged_bytes), 0)::text as sold, coalesce(sum(b.consumed_bytes), 0)::text as used
        from ${trafficBalances} b join ${members} m on m.id = b.member_id
        where ${substationId}::int is null or m.substation_id = ${substationId}::int`,
      );
      return { soldBytes: Number(rows[0]?.sold ?? 0), usedBytes: Number(rows[0]?.used ?? 0) };
    },
  };
}
export type TrafficStats = ReturnType<typeof createTrafficStats>;
