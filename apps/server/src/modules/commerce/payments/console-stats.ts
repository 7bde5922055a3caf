import { type Database, queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";

const { paymentAnomalies, paymentAttempts, refunds, members } = tables;

/** Refunds of orders that went through, per UTC day of the provider's answer, per currency of the trade. */
export interface RefundsDay {
  day: string;
  refunds: number;
  refundedFen: number;
  refundedUsdCents: number;
}

/** The console dashboard's reads of payments. */
export function createPaymentStats(db: Database) {
  return {
    /**
     * Order refunds that succeeded since `from`, per day they succeeded in `timeZone`, optionally of one
     * substation's members. Anomaly refunds are left out: that money never counted as revenue.
     */
    async refundsByDay(from: Date, substationId: number | null, timeZone = "UTC"): Promise<RefundsDay[]> {
      const ofSubstation =
        substationId === null
          ? sql`true`
          : sql`exists (select 1 from ${members} m where m.id = r.member_id and m.substation_id = ${substationId})`;
      const rows = await queryRows<{ day: string; refunds: number; refunded: number; refunded_usd: number }>(
        db,
        sql`
        select to_char(r.completed_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*)::int as refunds,
               coalesce(sum(r.amount_fen) filter (where a.currency = 'CNY'), 0)::bigint as refunded,
               coalesce(sum(r.amount_fen) filter (where a.currency = 'USD'), 0)::bigint as refunded_usd
        from ${refunds} r join ${paymentAttempts} a on a.id = r.attempt_id
        where r.status = 'succeeded' and r.anomaly_id is null and r.completed_at >= ${from.toISOString()}
          and ${ofSubstation}
        group by 1 order by 1`,
      );
      return rows.map((row) => ({
        day: row.day,
        refunds: Number(row.refunds),
        refundedFen: Number(row.refunded),
        refundedUsdCents: Number(row.refunded_usd),
      }));
    },

    /** Refunds one operator requested that wait for a second one to approve, optionally of one substation's members. */
    async refundsWaitingApproval(substationId: number | null): Promise<number> {
      const ofSubstation =
        substationId === null
          ? sql`true`
          : sql`exists (select 1 from ${members} m where m.id = r.member_id and m.substation_id = ${substationId})`;
      const rows = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${refunds} r where r.status = 'requested' and ${ofSubstation}`,
      );
      return Number(rows[0]?.count ?? 0);
    },

    /** Money received that could not pay its order and still waits for a refund. */
    async anomaliesToRefund(): Promise<number> {
      const rows = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from ${paymentAnomalies} where status = 'needs-refund'`,
      );
      return Number(rows[0]?.count ?? 0);
    },
  };
}
export type PaymentStats = ReturnType<typeof createPaymentStats>;
