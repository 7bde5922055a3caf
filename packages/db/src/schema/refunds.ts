import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, bytesTotal, createdAt, id, ref } from "./columns.ts";
import { members } from "./members.ts";
import { paymentAnomalies, paymentAttempts } from "./payments.ts";

/**
 * Money given back for one trade, requested by one operator and approved by
 * another: through the provider, to the member's balance, or split between them. The row (with its refund number, sent to the provider
 * as out_request_no / out_refund_no) exists before the provider is called, so
 * a retry after a lost answer sends the same number and the provider refunds once.
 *
 * requested -> processing (approved: traffic taken back, provider called)
 *           -> succeeded | failed (traffic given back); requested -> rejected.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    refundNo: text("refund_no").notNull(),
    /** The request form's own key: a double click or a resent request finds the refund it made. */
    requestKey: text("request_key").notNull(),
    /** The trade refunded (the attempt that paid the order, or the anomaly's). */
    attemptId: ref("attempt_id", () => paymentAttempts.id),
    /** Set when the money refunded could not pay its order. */
    anomalyId: bigId("anomaly_id").references(() => paymentAnomalies.id),
    orderKind: text("order_kind").notNull(),
    orderId: bigId("order_id").notNull(),
    memberId: ref("member_id", () => members.id),
    method: text("method").notNull(),
    outTradeNo: text("out_trade_no").notNull(),
    /** What the provider charged for the whole trade, integer fen. */
    tradeTotalFen: integer("trade_total_fen").notNull(),
    amountFen: integer("amount_fen").notNull(),
    /**
     * Everything the order (or anomaly) charged: the provider trade plus the part paid from the
     * member's balance (issue #29). Refunds of one trade never give back more than this.
     */
    paidFen: integer("paid_fen").notNull(),
    /**
     * Of amount_fen, the fen credited to the member's CNY balance (a balance-ledger row of kind
     * "refund", cause the refund number) in the transaction that marks the refund succeeded; the
     * rest goes back through the provider. All of it for a refund to the balance or of an order
     * paid from the balance.
     */
    toBalanceFen: integer("to_balance_fen").notNull().default(0),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("requested"),
    /** Traffic taken back from the member's balance on approval (a ledger row "refund:<refund_no>"). */
    trafficBytes: bytesTotal("traffic_bytes"),
    /** The operator chose "refund the money, keep the ledger honest": traffic already used is not taken back. */
    keepsUsedTraffic: boolean("keeps_used_traffic").notNull().default(false),
    requestedBy: bigId("requested_by").notNull(),
    decidedBy: bigId("decided_by"),
    decidedAt: at("decided_at"),
    /** Why it was rejected. */
    decisionNote: text("decision_note"),
    providerRefundNo: text("provider_refund_no"),
    /** How many times the provider was sent this refund (always the same number). */
    providerCalls: integer("provider_calls").notNull().default(0),
    lastCalledAt: at("last_called_at"),
    /** The provider's last refusal or the reason its answer was lost. */
    lastError: text("last_error"),
    completedAt: at("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refunds_refund_no_key").on(t.refundNo),
    uniqueIndex("refunds_request_key").on(t.requestKey),
    index("refunds_attempt_idx").on(t.attemptId),
    index("refunds_order_idx").on(t.orderKind, t.orderId),
    index("refunds_open_idx").on(t.status, t.createdAt).where(sql`${t.status} in ('requested', 'processing')`),
    check("refunds_status_check", sql`${t.status} in ('requested', 'processing', 'succeeded', 'failed', 'rejected')`),
    check("refunds_amount_check", sql`${t.amountFen} > 0 and ${t.amountFen} <= ${t.paidFen}`),
    check(
      "refunds_to_balance_check",
      sql`${t.toBalanceFen} >= 0 and ${t.toBalanceFen} <= ${t.amountFen} and ${t.amountFen} - ${t.toBalanceFen} <= ${t.tradeTotalFen}`,
    ),
    check("refunds_traffic_check", sql`${t.trafficBytes} >= 0`),
    check("refunds_two_people", sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
    check("refunds_order_kind_check", sql`${t.orderKind} in ('recharge', 'static')`),
  ],
);

/**
 * A bank transfer one operator says has arrived for a waiting order: the order is paid only when a
 * second operator confirms it (the same two-person rule as refunds). One open claim per order; a
 * confirmed claim's reference pays that order only (payment_attempts' unique trade number).
 *
 * requested -> confirmed (order paid, in the same transaction) | rejected | mismatch (the amount
 * received differs from the order's: nothing credited, the reason in decision_note).
 */
export const bankTransferClaims = pgTable(
  "bank_transfer_claims",
  {
    id: id(),
    orderKind: text("order_kind").notNull(),
    orderId: bigId("order_id").notNull(),
    memberId: ref("member_id", () => members.id),
    amountFen: integer("amount_fen").notNull(),
    bankReference: text("bank_reference").notNull(),
    reason: text("reason").notNull(),
    /** Who paid, as the bank statement names them; null on claims recorded before it was asked. */
    payerName: text("payer_name"),
    /** The statement's value date (YYYY-MM-DD); null on claims recorded before it was asked. */
    receivedOn: text("received_on"),
    status: text("status").notNull().default("requested"),
    requestedBy: bigId("requested_by").notNull(),
    decidedBy: bigId("decided_by"),
    decidedAt: at("decided_at"),
    decisionNote: text("decision_note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bank_transfer_claims_open_key").on(t.orderKind, t.orderId).where(sql`${t.status} = 'requested'`),
    index("bank_transfer_claims_order_idx").on(t.orderKind, t.orderId),
    check("bank_transfer_claims_status_check", sql`${t.status} in ('requested', 'confirmed', 'rejected', 'mismatch')`),
    check("bank_transfer_claims_two_people", sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
    check("bank_transfer_claims_order_kind_check", sql`${t.orderKind} in ('recharge', 'static')`),
  ],
);
