import { queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { rechargeOrders, staticOrders, members, refunds, couponRedemptions, coupons } = tables;

/** The coupon priced into an order (issue #29): code, list price and discount, read beside the order. */
const couponColumns = (kind: "recharge" | "static", table: typeof rechargeOrders | typeof staticOrders) => sql`
  (select c.code from ${couponRedemptions} cr join ${coupons} c on c.id = cr.coupon_id
    where cr.order_kind = ${kind} and cr.order_id = ${table.id}) as coupon_code,
  (select cr.list_price_fen from ${couponRedemptions} cr
    where cr.order_kind = ${kind} and cr.order_id = ${table.id}) as list_price_fen,
  (select cr.discount_fen from ${couponRedemptions} cr
    where cr.order_kind = ${kind} and cr.order_id = ${table.id}) as discount_fen`;

/** Fen refunded of an order (refunds that went through), read beside the order like the console's orders list. */
const refundedFen = (kind: "recharge" | "static", table: typeof rechargeOrders | typeof staticOrders) =>
  sql`(select coalesce(sum(r.amount_fen), 0)::int from ${refunds} r
        where r.order_kind = ${kind} and r.order_id = ${table.id} and r.status = 'succeeded' and r.anomaly_id is null)`;

export interface OrderExportRow {
  id: number;
  order_no: string;
  type: string;
  member_id: number;
  status: string;
  amount_fen: number;
  handling_fee_fen: number | null;
  pay_amount_fen: number | null;
  /** Refunds of the order that went through: paid minus this is what the shop kept. */
  refunded_fen: number;
  /** The coupon priced in, its list price before it and the discount; null without a coupon. */
  coupon_code: string | null;
  list_price_fen: number | string | null;
  discount_fen: number | string | null;
  payment_method: string | null;
  detail: string;
  created_at: Date | string;
  paid_at: Date | string | null;
  closed_at: Date | string | null;
  /** CNY or USD: the amounts above are in this currency's main unit once formatted (fen or cents stored). */
  currency: string;
}

export interface ExportRange {
  from?: Date;
  to?: Date;
  /** Only orders of this substation's members. */
  substationId: number | null;
}

/** Orders for the console's CSV export, a page at a time by id, so an export never sits in memory whole. */
export function createOrdersExportRepo(x: Executor) {
  const filters = (table: typeof rechargeOrders | typeof staticOrders, range: ExportRange) => sql`
    ${range.from ? sql`and ${table.createdAt} >= ${range.from.toISOString()}::timestamptz` : sql``}
    ${range.to ? sql`and ${table.createdAt} < ${range.to.toISOString()}::timestamptz` : sql``}
    ${range.substationId !== null ? sql`and ${table.memberId} in (select id from ${members} where substation_id = ${range.substationId})` : sql``}`;
  return {
    async pageRecharge(afterId: number, limit: number, range: ExportRange): Promise<OrderExportRow[]> {
      return queryRows<OrderExportRow>(
        x,
        sql`select id, order_no, 'recharge' as type, member_id, status, amount_fen, handling_fee_fen, pay_amount_fen,
          ${refundedFen("recharge", rechargeOrders)} as refunded_fen, ${couponColumns("recharge", rechargeOrders)},
          payment_method, (traffic_gb + gift_gb)::text || ' GB' as detail, created_at, paid_at, closed_at, currency
        from ${rechargeOrders} where id > ${afterId} ${filters(rechargeOrders, range)}
        order by id limit ${limit}`,
      );
    },
    async pageStatic(afterId: number, limit: number, range: ExportRange): Promise<OrderExportRow[]> {
      return queryRows<OrderExportRow>(
        x,
        sql`select id, order_no, 'static-' || kind as type, member_id, status, amount_fen, handling_fee_fen, pay_amount_fen,
          ${refundedFen("static", staticOrders)} as refunded_fen, ${couponColumns("static", staticOrders)},
          payment_method, ip_count::text || ' IP × ' || days::text || ' d' as detail, created_at, paid_at, closed_at,
          'CNY' as currency
        from ${staticOrders} where id > ${afterId} ${filters(staticOrders, range)}
        order by id limit ${limit}`,
      );
    },
  };
}
