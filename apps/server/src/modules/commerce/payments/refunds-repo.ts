import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { refunds } = tables;

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStatus = "requested" | "processing" | "succeeded" | "failed" | "rejected";

/** Refunds that hold part of a trade's money: asked for, on their way, or made. */
const holdingMoney = ["requested", "processing", "succeeded"] as const;

export function createRefundsRepo(db: Database) {
  const repo = (x: Executor) => ({
    /** A new refund, or undefined when the form's request key made one already. */
    async insert(values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
      const [row] = await x
        .insert(refunds)
        .values(values)
        .onConflictDoNothing({ target: refunds.requestKey })
        .returning();
      return row;
    },
    /** Refunds not finished yet, by status (requested: waiting for approval; processing: at the provider). */
    async countOpen(): Promise<{ requested: number; processing: number }> {
      const rows = await x
        .select({ status: refunds.status, n: sql<number>`count(*)::int` })
        .from(refunds)
        .where(inArray(refunds.status, ["requested", "processing"]))
        .groupBy(refunds.status);
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
      return { requested: of("requested"), processing: of("processing") };
    },
    async findByRequestKey(requestKey: string): Promise<RefundRow | undefined> {
      const [row] = await x.select().from(refunds).where(eq(refunds.requestKey, requestKey));
      return row;
    },
    async find(id: number): Promise<RefundRow | undefined> {
      const [row] = await x.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },
    async lock(id: number): Promise<RefundRow | undefined> {
      const [row] = await x.select().from(refunds).where(eq(refunds.id, id)).for("update");
      return row;
    },
    async findByRefundNo(refundNo: string): Promise<RefundRow | undefined> {
      const [row] = await x.select().from(refunds).where(eq(refunds.refundNo, refundNo));
      return row;
    },
    /** Fen of the trade held by refunds (asked for, on their way or made); read under the attempt's lock. */
    async heldFen(attemptId: number): Promise<number> {
      const [row] = await x
        .select({ fen: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` })
        .from(refunds)
        .where(and(eq(refunds.attemptId, attemptId), inArray(refunds.status, [...holdingMoney])));
      return Number(row?.fen ?? 0);
    },
    async forAttempts(attemptIds: number[]): Promise<RefundRow[]> {
      if (attemptIds.length === 0) return [];
      return x.select().from(refunds).where(inArray(refunds.attemptId, attemptIds)).orderBy(asc(refunds.id));
    },
    async forOrder(orderKind: string, orderId: number): Promise<RefundRow[]> {
      return x
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderKind, orderKind), eq(refunds.orderId, orderId)))
        .orderBy(asc(refunds.id));
    },
    /**
     * Fen given back per order by refunds that went through, for the member's own order pages. Refunds
     * of a payment anomaly are left out: that money never paid the order.
     */
    async refundedFenByOrder(orderKind: "recharge" | "static", orderIds: number[]): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await x
        .select({ orderId: refunds.orderId, fen: sql<string>`sum(${refunds.amountFen})` })
        .from(refunds)
        .where(
          and(
            eq(refunds.orderKind, orderKind),
            inArray(refunds.orderId, orderIds),
            eq(refunds.status, "succeeded"),
            isNull(refunds.anomalyId),
          ),
        )
        .groupBy(refunds.orderId);
      return new Map(rows.map((row) => [row.orderId, Number(row.fen)]));
    },
    /** Refunds of one status, newest first, with the total for paging. */
    async page(filter: { status?: RefundStatus; substationId: number | null; limit: number; offset: number }) {
      const where = and(
        filter.status ? eq(refunds.status, filter.status) : undefined,
        filter.substationId !== null
          ? sql`${refunds.memberId} in (select id from members where substation_id = ${filter.substationId})`
          : undefined,
      );
      const rows = await x
        .select()
        .from(refunds)
        .where(where)
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [count] = await x.select({ n: sql<string>`count(*)` }).from(refunds).where(where);
      return { rows, total: Number(count?.n ?? 0) };
    },
    /**
     * requested -> processing by an operator other than the requester: exactly
     * one approver wins; the provider call is theirs. last_called_at is set
     * here so the retry job leaves a call in flight alone.
     */
    async approve(id: number, operatorId: number, trafficBytes: bigint, now: Date): Promise<RefundRow | undefined> {
      const [row] = await x
        .update(refunds)
        .set({ status: "processing", decidedBy: operatorId, decidedAt: now, trafficBytes, lastCalledAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, "requested"), sql`${refunds.requestedBy} <> ${operatorId}`))
        .returning();
      return row;
    },
    async reject(id: number, operatorId: number, note: string, now: Date): Promise<RefundRow | undefined> {
      const [row] = await x
        .update(refunds)
        .set({ status: "rejected", decidedBy: operatorId, decidedAt: now, decisionNote: note })
        .where(and(eq(refunds.id, id), eq(refunds.status, "requested"), sql`${refunds.requestedBy} <> ${operatorId}`))
        .returning();
      return row;
    },
    /** Counts one call to the provider (always with the same refund number). */
    async countCall(id: number, now: Date): Promise<void> {
      await x
        .update(refunds)
        .set({ providerCalls: sql`${refunds.providerCalls} + 1`, lastCalledAt: now })
        .where(eq(refunds.id, id));
    },
    async noteProvider(id: number, values: { providerRefundNo?: string | null; lastError?: string | null }) {
      await x
        .update(refunds)
        .set(values)
        .where(and(eq(refunds.id, id), eq(refunds.status, "processing")));
    },
    /** processing -> succeeded or failed, once. */
    async finish(
      id: number,
      status: "succeeded" | "failed",
      values: { providerRefundNo?: string | null; lastError?: string | null; completedAt: Date },
    ): Promise<RefundRow | undefined> {
      const [row] = await x
        .update(refunds)
        .set({ status, ...values })
        .where(and(eq(refunds.id, id), eq(refunds.status, "processing")))
        .returning();
      return row;
    },
    /**
     * Claims refunds whose outcome is still unknown and not asked about since
     * `before`: the claim moves last_called_at, so two job runs never ask twice.
     */
    async claimUnsettled(before: Date, now: Date, limit: number): Promise<RefundRow[]> {
      const due = await x
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(eq(refunds.status, "processing"), or(isNull(refunds.lastCalledAt), lt(refunds.lastCalledAt, before))),
        )
        .orderBy(asc(refunds.lastCalledAt))
        .limit(limit);
      const claimed: RefundRow[] = [];
      for (const { id } of due) {
        const [row] = await x
          .update(refunds)
          .set({ lastCalledAt: now })
          .where(
            and(
              eq(refunds.id, id),
              eq(refunds.status, "processing"),
              or(isNull(refunds.lastCalledAt), lt(refunds.lastCalledAt, before)),
            ),
          )
          .returning();
        if (row) claimed.push(row);
      }
      return claimed;
    },
  });

  return bindableRepo(db, repo);
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
