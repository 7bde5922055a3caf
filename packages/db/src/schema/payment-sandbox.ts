import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, id } from "./columns.ts";

/*
 * The local payment sandbox's own state (demo mode and tests only): the trades
 * and refunds it plays Alipay and WeChat Pay with. In the database, not in one
 * process's memory, so that several shop processes on one database answer the
 * same signed protocol calls alike: a trade paid at one process's cashier is
 * paid when another process's close job asks its sandbox about it.
 */

/** One trade at the sandbox "provider", keyed by the merchant's out_trade_no. */
export const paymentSandboxTrades = pgTable(
  "payment_sandbox_trades",
  {
    /** alipay or wechat. */
    provider: text("provider").notNull(),
    outTradeNo: text("out_trade_no").notNull(),
    /** The cashier page's unguessable id. */
    token: text("token").notNull(),
    /** Alipay's trade_no (from the start) or WeChat's transaction_id (once paid). */
    tradeNo: text("trade_no"),
    /** Alipay: alipay.trade.page.pay or alipay.trade.wap.pay. */
    method: text("method"),
    amountFen: integer("amount_fen").notNull(),
    /** Alipay's subject, WeChat's description. */
    subject: text("subject").notNull(),
    notifyUrl: text("notify_url"),
    returnUrl: text("return_url"),
    /** WeChat: the page the code_url opens. */
    codeUrl: text("code_url"),
    /** The provider's own words: WAIT_BUYER_PAY, TRADE_SUCCESS, TRADE_CLOSED, NOTPAY, SUCCESS, CLOSED. */
    status: text("status").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull(),
    paidAt: at("paid_at"),
    /** Tests only: what the buyer was charged when it differs from the order (anomalies). */
    chargedFen: integer("charged_fen"),
    chargedCurrency: text("charged_currency"),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.outTradeNo] }),
    uniqueIndex("payment_sandbox_trades_token_key").on(t.token),
    index("payment_sandbox_trades_trade_no_idx").on(t.provider, t.tradeNo),
  ],
);

/** One refund the sandbox made: Alipay's out_request_no per trade, WeChat's out_refund_no per merchant. */
export const paymentSandboxRefunds = pgTable(
  "payment_sandbox_refunds",
  {
    id: id(),
    provider: text("provider").notNull(),
    outTradeNo: text("out_trade_no").notNull(),
    outRefundNo: text("out_refund_no").notNull(),
    /** WeChat's refund_id. */
    refundId: text("refund_id"),
    amountFen: integer("amount_fen").notNull(),
    reason: text("reason").notNull(),
    notifyUrl: text("notify_url"),
    /** PROCESSING or SUCCESS. */
    status: text("status").notNull(),
    createdAt: at("created_at").notNull(),
    succeededAt: at("succeeded_at"),
  },
  (t) => [
    uniqueIndex("payment_sandbox_refunds_key").on(t.provider, t.outTradeNo, t.outRefundNo),
    index("payment_sandbox_refunds_number_idx").on(t.provider, t.outRefundNo),
  ],
);
