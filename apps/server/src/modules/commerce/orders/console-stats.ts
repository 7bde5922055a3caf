import { type Database, queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";

const { rechargeOrders, staticOrders, members, staticIpPool, staticNodes } = tables;

/**
 * Paid orders per business day (in `timeZone`) since `from`, both kinds: count and amount paid, fees
 * included, per currency (CNY orders in fen, USD orders in cents; never added together).
 */
export interface PaidOrdersDay {
  day: string;
  orders: number;
  revenueFen: number;
  revenueUsdCents: number;
}

/** The console dashboard's reads of orders and static stock. */
export function createOrderStats(db: Database) {
  return {
    /** Optionally only members of one substation. */
    async paidOrdersByDay(from: Date, substationId: number | null, timeZone = "UTC"): Promise<PaidOrdersDay[]> {
      const ofSubstation = (memberId: unknown) =>
        substationId === null
          ? sql`true`
          : sql`exists (select 1 from ${members} m where m.id = ${memberId} and m.substation_id = ${substationId})`;
      const rows = await queryRows<{ day: string; orders: number; revenue: number; revenue_usd: number }>(
        db,
        sql`
        select to_char(paid_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as orders,
               coalesce(sum(coalesce(pay_amount_fen, amount_fen)) filter (where currency = 'CNY'), 0)::bigint as revenue,
               coalesce(sum(coalesce(pay_amount_fen, amount_fen)) filter (where currency = 'USD'), 0)::bigint as revenue_usd
        from (
          select paid_at, pay_amount_fen, amount_fen, currency from ${rechargeOrders}
            where status = 'paid' and paid_at >= ${from.toISOString()} and ${ofSubstation(rechargeOrders.memberId)}
          union all
          select paid_at, pay_amount_fen, amount_fen, 'CNY' as currency from ${staticOrders}
            where status = 'paid' and paid_at >= ${from.toISOString()} and ${ofSubstation(staticOrders.memberId)}
        ) paid
        group by 1 order by 1`,
      );
      return rows.map((row) => ({
        day: row.day,
        orders: Number(row.orders),
        revenueFen: Number(row.revenue),
        revenueUsdCents: Number(row.revenue_usd),
      }));
    },

    /** Active static nodes with at most `threshold` addresses on sale now (expired reservations count as on sale). */
    async lowStockNodes(threshold: number) {
      const rows = await queryRows<{ node_id: number; name_zh: string; name_en: string; available: number }>(
        db,
        sql`
        select n.id as node_id, n.region_name_zh || coalesce(' ' || n.isp_name, '') as name_zh,
               n.region_name_en || coalesce(' ' || coalesce(n.isp_name_en, n.isp_name), '') as name_en,
               count(p.id) filter (
                 where p.status = 'available' or (p.status = 'reserved' and p.reserved_until < now())
               )::int as available
        from ${staticNodes} n left join ${staticIpPool} p on p.node_id = n.id
        where n.is_active
        group by n.id
        having count(p.id) filter (
          where p.status = 'available' or (p.status = 'reserved' and p.reserved_until < now())
        ) <= ${threshold}
        order by available, n.sort, n.id`,
      );
      return rows.map((row) => ({
        nodeId: Number(row.node_id),
        nameZh: row.name_zh,
        nameEn: row.name_en,
        available: Number(row.available),
      }));
    },
  };
}
export type OrderStats = ReturnType<typeof createOrderStats>;
