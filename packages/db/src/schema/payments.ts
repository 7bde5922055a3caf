import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, operatorResolution, ref } from "./columns.ts";
import { members } from "./members.ts";
import { operators } from "./operators.ts";

/**
 * One press of "pay now": its own out_trade_no at the provider, so a buyer can
 * switch between Alipay and WeChat. An order is paid once, by whichever
 * attempt's success notification (or query) arrives first.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: id(),
    outTradeNo: text("out_trade_no").notNull(),
    /** recharge, static or topup: which order table orderId points into. */
    orderKind: text("order_kind").notNull(),
    orderId: bigId("order_id").notNull(),
    memberId: ref("member_id", () => members.id),
    /** alipay or wechat; bank (an operator's transfer) or balance (paid from the member's CNY balance). */
    method: text("method").notNull(),
    /** alipay_pc, alipay_wap or wx_native. */
    channel: text("channel").notNull(),
    /** Minor units of `currency` (fen, or cents for USD). */
    amountFen: integer("amount_fen").notNull(),
    handlingFeeFen: integer("handling_fee_fen").notNull(),
    /** CNY or USD, the order's currency. */
    currency: text("currency").notNull().default("CNY"),
    /** The provider's own handle for the attempt before it is paid (Stripe: the Checkout Session id). */
    providerRef: text("provider_ref"),
    /** waiting, paid or closed. */
    status: text("status").notNull().default("waiting"),
    providerTradeNo: text("provider_trade_no"),
    /** What the buyer is sent to: Alipay's cashier URL or WeChat's code_url. */
    payUrl: text("pay_url"),
    paidAt: at("paid_at"),
    closedAt: at("closed_at"),
    expiresAt: at("expires_at").notNull(),
    /** The last time the recovery job asked the provider about it. */
    lastQueriedAt: at("last_queried_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_attempts_out_trade_no_key").on(t.outTradeNo),
    uniqueIndex("payment_attempts_provider_trade_key").on(t.method, t.providerTradeNo),
    index("payment_attempts_order_idx").on(t.orderKind, t.orderId),
    index("payment_attempts_waiting_idx").on(t.createdAt).where(sql`${t.status} = 'waiting'`),
    check("payment_attempts_status_check", sql`${t.status} in ('waiting', 'paid', 'closed')`),
    check("payment_attempts_order_kind_check", sql`${t.orderKind} in ('recharge', 'static', 'topup')`),
    check("payment_attempts_amount_positive", sql`${t.amountFen} > 0 and ${t.handlingFeeFen} >= 0`),
    check("payment_attempts_currency_check", sql`${t.currency} in ('CNY', 'USD')`),
  ],
);

/** Every notification a provider sent, raw, with what we made of it. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: id(),
    method: text("method").notNull(),
    outTradeNo: text("out_trade_no"),
    headers: jsonb("headers").notNull(),
    body: text("body").notNull(),
    signatureValid: boolean("signature_valid").notNull(),
    /** credited, duplicate, ignored, anomaly or rejected: reason. */
    outcome: text("outcome").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [index("payment_notifications_trade_idx").on(t.outTradeNo, t.receivedAt)],
);

/**
 * Money that arrived but could not pay an order (the order was closed, or
 * already paid by another attempt): never dropped, kept for operators to refund.
 */
export const paymentAnomalies = pgTable(
  "payment_anomalies",
  {
    id: id(),
    attemptId: ref("attempt_id", () => paymentAttempts.id),
    method: text("method").notNull(),
    providerTradeNo: text("provider_trade_no").notNull(),
    /** What the provider charged, in minor units of `currency` (which may differ from the attempt's). */
    amountFen: integer("amount_fen").notNull(),
    currency: text("currency").notNull().default("CNY"),
    /** attempt-closed, attempt-paid-twice, order-not-waiting, amount-mismatch, currency-mismatch or settle-failed. */
    reason: text("reason").notNull(),
    /** needs-refund until an operator resolves it. */
    status: text("status").notNull().default("needs-refund"),
    resolvedNote: text("resolved_note"),
    ...operatorResolution(() => operators.id),
  },
  (t) => [
    uniqueIndex("payment_anomalies_trade_key").on(t.method, t.providerTradeNo),
    check("payment_anomalies_status_check", sql`${t.status} in ('needs-refund', 'resolved')`),
  ],
);

/**
 * A member chose to pay an order by bank transfer (对公转账): the reference they write on the
 * transfer (unique, short, no look-alike characters) and the longer deadline it gave the order.
 */
export const orderBankTransfers = pgTable(
  "order_bank_transfers",
  {
    orderKind: text("order_kind").notNull(),
    orderId: bigId("order_id").notNull(),
    memberId: ref("member_id", () => members.id),
    reference: text("reference").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.orderKind, t.orderId] }),
    uniqueIndex("order_bank_transfers_reference_key").on(t.reference),
    check("order_bank_transfers_order_kind_check", sql`${t.orderKind} in ('recharge', 'static')`),
  ],
);
