import { type Database, queryRows, tables } from "@shop/db";
import { sql } from "drizzle-orm";

const { paymentAnomalies } = tables;

/** The console dashboard's reads of payments. */
export function createPaymentStats(db: Database) {
  return {
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
