import { queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { refunds, members } = tables;

export interface RefundExportRow {
  id: number;
  refund_no: string;
  order_kind: string;
  order_id: number;
  /** The refunded order's number; null for a payment anomaly's refund (no order kept the money). */
  order_no: string | null;
  anomaly_id: number | null;
  member_id: number;
  method: string;
  amount_fen: number;
  trade_total_fen: number;
  /** Of amount_fen, what went (or goes) to the member's balance. */
  to_balance_fen: number;
  status: string;
  reason: string;
  requested_by: number;
  decided_by: number | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  completed_at: Date | string | null;
}

/** Refunds for the console's CSV export (requested in the range), a page at a time by id. */
export function createRefundsExportRepo(x: Executor) {
  return {
    async page(
      afterId: number,
      limit: number,
      range: { from?: Date; to?: Date; substationId: number | null },
    ): Promise<RefundExportRow[]> {
      return queryRows<RefundExportRow>(
        x,
        sql`select r.id, r.refund_no, r.order_kind, r.order_id,
          case when r.order_kind = 'recharge'
            then (select o.order_no from ${tables.rechargeOrders} o where o.id = r.order_id)
            else (select o.order_no from ${tables.staticOrders} o where o.id = r.order_id) end as order_no,
          r.anomaly_id, r.member_id, r.method, r.amount_fen, r.trade_total_fen, r.to_balance_fen, r.status, r.reason,
          r.requested_by, r.decided_by, r.created_at, r.decided_at, r.completed_at
        from ${refunds} r where r.id > ${afterId}
        ${range.from ? sql`and r.created_at >= ${range.from.toISOString()}::timestamptz` : sql``}
        ${range.to ? sql`and r.created_at < ${range.to.toISOString()}::timestamptz` : sql``}
        ${range.substationId !== null ? sql`and r.member_id in (select id from ${members} where substation_id = ${range.substationId})` : sql``}
        order by r.id limit ${limit}`,
      );
    },
  };
}
