import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, ref, updatedAt } from "./columns.ts";
import { members } from "./members.ts";
import { staticIps } from "./orders.ts";

/** An amount of CNY in fen (integer; 64-bit so a running total never overflows), read as a JS number. */
const fen = (name: string) => bigint(name, { mode: "number" });

/**
 * The append-only ledger of each member's CNY account balance (issue #29): every
 * movement (a top-up, a payment from the balance, a refund to it, an auto-renew
 * charge, an operator's adjustment) is one row with its cause and the member's
 * balance after it. Nothing updates or deletes a row. `member_balances` keeps the
 * latest total; the service writes both in the one transaction that changes the
 * balance, after locking the member's `member_balances` row, so two payments from
 * one balance are serialised and `balance_after_fen` is a true running total.
 * `npm run ops -- ledger:verify` proves the chain, the totals and every cause.
 */
export const balanceLedger = pgTable(
  "balance_ledger",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    /** Fen added (positive) or taken (negative); never zero. */
    deltaFen: fen("delta_fen").notNull(),
    /** The member's balance after this row: the previous row's plus this delta. */
    balanceAfterFen: fen("balance_after_fen").notNull(),
    /** topup, payment, refund, renewal, adjustment, commission (referrals) or gift (gift codes). */
    kind: text("kind").notNull(),
    /**
     * What caused it, e.g. "topup-order:TP2026…", "order:R2026…", "refund:42",
     * "renewal:17:2026-12-01T00:00:00.000Z"; unique per kind, so nothing is booked twice.
     */
    cause: text("cause").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("balance_ledger_member_idx").on(t.memberId, t.id),
    uniqueIndex("balance_ledger_kind_cause_key").on(t.kind, t.cause),
    check(
      "balance_ledger_kind_check",
      sql`${t.kind} in ('topup', 'payment', 'refund', 'renewal', 'adjustment', 'commission', 'gift')`,
    ),
    check("balance_ledger_amounts", sql`${t.deltaFen} <> 0 and ${t.balanceAfterFen} >= 0`),
  ],
);

/**
 * Each member's current balance (the last ledger row's `balance_after_fen`). The
 * row a balance change locks (`select … for update`) before it appends to the
 * ledger; the check makes an overdraft impossible even if a caller forgot to.
 */
export const memberBalances = pgTable(
  "member_balances",
  {
    memberId: bigId("member_id")
      .primaryKey()
      .references(() => members.id),
    balanceFen: fen("balance_fen").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check("member_balances_not_negative", sql`${t.balanceFen} >= 0`)],
);

/** A member's auto-renew choice for one static IP: renewed from the balance on its expiry day while on. */
export const staticIpAutoRenew = pgTable(
  "static_ip_auto_renew",
  {
    staticIpId: bigId("static_ip_id")
      .primaryKey()
      .references(() => staticIps.id),
    memberId: ref("member_id", () => members.id),
    enabled: boolean("enabled").notNull().default(false),
    /** Renewal length in days (one of the product's durations). */
    days: integer("days").notNull().default(30),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("static_ip_auto_renew_enabled_idx").on(t.memberId).where(sql`${t.enabled}`),
    check("static_ip_auto_renew_days", sql`${t.days} > 0`),
  ],
);

/**
 * What the auto-renew job did for one IP and one period (the expiry it renews
 * from): the notice before, the charge on the day, the failure notice. The
 * primary key (IP, period, step) makes each step happen at most once per period,
 * whichever process runs the job; the charge and its ledger row share one transaction.
 */
export const staticIpRenewals = pgTable(
  "static_ip_renewals",
  {
    staticIpId: bigId("static_ip_id")
      .notNull()
      .references(() => staticIps.id),
    /** The expiry this period ends at (the IP's `expires_at` when the job acted). */
    periodEnd: at("period_end").notNull(),
    /** notice (N days before), charged (renewed from the balance), failed (insufficient balance, member told). */
    step: text("step").notNull(),
    amountFen: fen("amount_fen"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.staticIpId, t.periodEnd, t.step], name: "static_ip_renewals_pkey" }),
    check("static_ip_renewals_step_check", sql`${t.step} in ('notice', 'charged', 'failed')`),
  ],
);

/**
 * A top-up of the member's CNY balance (issue #29), paid through Alipay or
 * WeChat Pay like any order (payment_attempts.order_kind `topup`); paying it
 * books one ledger row "topup-order:<id>" in the same transaction.
 */
export const topupOrders = pgTable(
  "topup_orders",
  {
    id: id(),
    orderNo: text("order_no").notNull(),
    memberId: ref("member_id", () => members.id),
    source: text("source").notNull(),
    amountFen: fen("amount_fen").notNull(),
    /** waiting, paid or closed, as the other orders. */
    status: text("status").notNull().default("waiting"),
    paymentMethod: text("payment_method"),
    handlingFeeFen: integer("handling_fee_fen"),
    payAmountFen: integer("pay_amount_fen"),
    paidAt: at("paid_at"),
    closedAt: at("closed_at"),
    payDeadline: at("pay_deadline").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("topup_orders_order_no_key").on(t.orderNo),
    index("topup_orders_member_idx").on(t.memberId, t.createdAt),
    index("topup_orders_waiting_idx").on(t.payDeadline).where(sql`${t.status} = 'waiting'`),
    check("topup_orders_status_check", sql`${t.status} in ('waiting', 'paid', 'closed')`),
    check("topup_orders_amount_positive", sql`${t.amountFen} > 0`),
  ],
);
