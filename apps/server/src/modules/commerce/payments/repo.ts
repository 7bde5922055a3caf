import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, desc, eq, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { paymentAttempts, paymentNotifications, paymentAnomalies } = tables;

export type AttemptRow = typeof paymentAttempts.$inferSelect;
export type AnomalyRow = typeof paymentAnomalies.$inferSelect;

/** The attempts made to pay one order. */
const attemptOfOrder = (orderKind: string, orderId: number) =>
  and(eq(paymentAttempts.orderKind, orderKind), eq(paymentAttempts.orderId, orderId));

export function createPaymentsRepo(db: Database) {
  const repo = (x: Executor) => ({
    async insertAttempt(values: typeof paymentAttempts.$inferInsert): Promise<AttemptRow> {
      const [row] = await x.insert(paymentAttempts).values(values).returning();
      return row as AttemptRow;
    },
    /** `providerRef`: the provider's handle for the attempt (Stripe's Checkout Session id), when it gives one. */
    async setPayUrl(id: number, payUrl: string, providerRef?: string): Promise<void> {
      await x
        .update(paymentAttempts)
        .set({ payUrl, ...(providerRef ? { providerRef } : {}) })
        .where(eq(paymentAttempts.id, id));
    },
    async findByOutTradeNo(outTradeNo: string): Promise<AttemptRow | undefined> {
      const [row] = await x.select().from(paymentAttempts).where(eq(paymentAttempts.outTradeNo, outTradeNo));
      return row;
    },
    /** waiting -> paid only if still waiting: exactly one caller ever gets the row back. */
    async markPaid(outTradeNo: string, providerTradeNo: string, paidAt: Date): Promise<AttemptRow | undefined> {
      const [row] = await x
        .update(paymentAttempts)
        .set({ status: "paid", providerTradeNo, paidAt })
        .where(and(eq(paymentAttempts.outTradeNo, outTradeNo), eq(paymentAttempts.status, "waiting")))
        .returning();
      return row;
    },
    async markClosed(id: number, now: Date): Promise<boolean> {
      const rows = await x
        .update(paymentAttempts)
        .set({ status: "closed", closedAt: now })
        .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, "waiting")))
        .returning({ id: paymentAttempts.id });
      return rows.length === 1;
    },
    async touchQueried(id: number, now: Date): Promise<void> {
      await x.update(paymentAttempts).set({ lastQueriedAt: now }).where(eq(paymentAttempts.id, id));
    },
    async waitingForOrder(orderKind: string, orderId: number): Promise<AttemptRow[]> {
      return x
        .select()
        .from(paymentAttempts)
        .where(and(attemptOfOrder(orderKind, orderId), eq(paymentAttempts.status, "waiting")))
        .orderBy(asc(paymentAttempts.id));
    },
    /** The order's newest attempt: what a page waiting for its payment shows. */
    async latestForOrder(orderKind: string, orderId: number): Promise<AttemptRow | undefined> {
      const [row] = await x
        .select()
        .from(paymentAttempts)
        .where(attemptOfOrder(orderKind, orderId))
        .orderBy(desc(paymentAttempts.id))
        .limit(1);
      return row;
    },
    /** Waiting attempts older than `createdBefore` not asked about since `queriedBefore`. */
    async dueForQuery(createdBefore: Date, queriedBefore: Date, limit: number): Promise<AttemptRow[]> {
      return x
        .select()
        .from(paymentAttempts)
        .where(
          and(
            eq(paymentAttempts.status, "waiting"),
            lt(paymentAttempts.createdAt, createdBefore),
            or(isNull(paymentAttempts.lastQueriedAt), lt(paymentAttempts.lastQueriedAt, queriedBefore)),
          ),
        )
        .orderBy(asc(paymentAttempts.lastQueriedAt), asc(paymentAttempts.id))
        .limit(limit);
    },
    async recordNotification(values: typeof paymentNotifications.$inferInsert): Promise<void> {
      await x.insert(paymentNotifications).values(values);
    },
    /** Money that could not pay its order; recorded once per provider trade. */
    async recordAnomaly(values: typeof paymentAnomalies.$inferInsert): Promise<void> {
      await x
        .insert(paymentAnomalies)
        .values(values)
        .onConflictDoNothing({ target: [paymentAnomalies.method, paymentAnomalies.providerTradeNo] });
    },
    /** How many paid trades wait for a refund (the metrics' gauge: one count, no rows). */
    async countAnomaliesNeedingRefund(): Promise<number> {
      const [row] = await x
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentAnomalies)
        .where(eq(paymentAnomalies.status, "needs-refund"));
      return Number(row?.n ?? 0);
    },
    async listAnomalies(status?: "needs-refund" | "resolved"): Promise<Array<AnomalyRow & { outTradeNo: string }>> {
      const rows = await x
        .select({ anomaly: paymentAnomalies, outTradeNo: paymentAttempts.outTradeNo })
        .from(paymentAnomalies)
        .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentAnomalies.attemptId))
        .where(status ? eq(paymentAnomalies.status, status) : undefined)
        .orderBy(desc(paymentAnomalies.createdAt));
      return rows.map((row) => ({ ...row.anomaly, outTradeNo: row.outTradeNo }));
    },
    /**
     * Locks one attempt's row until the transaction ends: refunds of its trade
     * are checked against what it paid under this lock, so two at once cannot both pass.
     */
    async lockAttempt(id: number): Promise<AttemptRow | undefined> {
      const [row] = await x.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for("update");
      return row;
    },
    async findAttempt(id: number): Promise<AttemptRow | undefined> {
      const [row] = await x.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
      return row;
    },
    /** The attempt that paid the order: paid, and not kept as an anomaly (that money paid nothing). */
    async payingAttempt(orderKind: string, orderId: number): Promise<AttemptRow | undefined> {
      const [row] = await x
        .select()
        .from(paymentAttempts)
        .where(
          and(
            attemptOfOrder(orderKind, orderId),
            eq(paymentAttempts.status, "paid"),
            notExists(
              x
                .select({ one: sql`1` })
                .from(paymentAnomalies)
                .where(eq(paymentAnomalies.attemptId, paymentAttempts.id)),
            ),
          ),
        )
        .orderBy(asc(paymentAttempts.id))
        .limit(1);
      return row;
    },
    async attemptsForOrder(orderKind: string, orderId: number): Promise<AttemptRow[]> {
      return x
        .select()
        .from(paymentAttempts)
        .where(attemptOfOrder(orderKind, orderId))
        .orderBy(asc(paymentAttempts.id));
    },
    async notificationsFor(outTradeNos: string[]) {
      if (outTradeNos.length === 0) return [];
      return x
        .select()
        .from(paymentNotifications)
        .where(sql`${paymentNotifications.outTradeNo} = any(${`{${outTradeNos.join(",")}}`}::text[])`)
        .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id));
    },
    async findAnomaly(id: number): Promise<AnomalyRow | undefined> {
      const [row] = await x.select().from(paymentAnomalies).where(eq(paymentAnomalies.id, id));
      return row;
    },
    async anomaliesForAttempts(attemptIds: number[]): Promise<AnomalyRow[]> {
      if (attemptIds.length === 0) return [];
      return x
        .select()
        .from(paymentAnomalies)
        .where(sql`${paymentAnomalies.attemptId} = any(${`{${attemptIds.join(",")}}`}::bigint[])`);
    },
    /** needs-refund -> resolved; `operatorId` is the console operator who resolved it, null from the command line. */
    async resolveAnomaly(id: number, note: string, now: Date, operatorId: number | null): Promise<boolean> {
      const rows = await x
        .update(paymentAnomalies)
        .set({ status: "resolved", resolvedNote: note, resolvedAt: now, resolvedByOperatorId: operatorId })
        .where(and(eq(paymentAnomalies.id, id), eq(paymentAnomalies.status, "needs-refund")))
        .returning({ id: paymentAnomalies.id });
      return rows.length === 1;
    },
  });

  return bindableRepo(db, repo);
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
