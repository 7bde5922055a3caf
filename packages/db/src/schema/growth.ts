import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, ref, updatedAt } from "./columns.ts";
import { members } from "./members.ts";
import { operators } from "./operators.ts";

/** An amount of CNY in fen, read as a JS number. */
const fen = (name: string) => bigint(name, { mode: "number" });

/**
 * The growth settings operators change in the console (issue #29): one row, id 1.
 * Commission percent and holding period of referrals; the real-name trial grant.
 */
export const growthSettings = pgTable(
  "growth_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Percent of an invitee's paid order the referrer earns (0 turns referral commissions off). */
    commissionPercent: integer("commission_percent").notNull().default(10),
    /** Days a commission waits before it is credited; a refund inside them cancels it. */
    holdingDays: integer("holding_days").notNull().default(14),
    /** Whether passing real-name verification grants trial traffic (off by default). */
    trialEnabled: boolean("trial_enabled").notNull().default(false),
    /** Megabytes of trial traffic granted once per verified identity. */
    trialMb: integer("trial_mb").notNull().default(200),
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("growth_settings_single_row", sql`${t.id} = 1`),
    check("growth_settings_percent", sql`${t.commissionPercent} between 0 and 50`),
    check("growth_settings_holding", sql`${t.holdingDays} between 0 and 365`),
    check("growth_settings_trial", sql`${t.trialMb} between 1 and 10240`),
  ],
);

/**
 * A coupon created in the console: a fixed amount or a percent off an order of
 * the products in scope (none listed: every product), from a minimum amount,
 * inside a validity window, limited in total and per member, optionally only
 * for a member's first paid order.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    /** What the member types, upper case (A-Z, 0-9, dash). */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** fixed (amountOffFen off) or percent (percentOff % off). */
    kind: text("kind").notNull(),
    amountOffFen: fen("amount_off_fen"),
    percentOff: integer("percent_off"),
    /** Product keys the coupon applies to: dynamic, static-1, static-2, static-3, static-12; empty = all. */
    products: text("products").array().notNull().default(sql`'{}'::text[]`),
    minAmountFen: fen("min_amount_fen").notNull().default(0),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** Uses across all members; null = unlimited. */
    totalUses: integer("total_uses"),
    usesPerMember: integer("uses_per_member").notNull().default(1),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdByOperatorId: bigId("created_by_operator_id").references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_key").on(t.code),
    check("coupons_kind_check", sql`${t.kind} in ('fixed', 'percent')`),
    check(
      "coupons_amount_check",
      sql`(${t.kind} = 'fixed' and ${t.amountOffFen} > 0 and ${t.percentOff} is null) or (${t.kind} = 'percent' and ${t.percentOff} between 1 and 99 and ${t.amountOffFen} is null)`,
    ),
    check("coupons_window_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("coupons_uses_check", sql`(${t.totalUses} is null or ${t.totalUses} > 0) and ${t.usesPerMember} > 0`),
  ],
);

/**
 * One use of a coupon by one order: `held` from the order's creation (it counts
 * against the limits), `used` once paid, `released` when the order closes
 * unpaid or is refunded in full (the use comes back).
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: ref("coupon_id", () => coupons.id),
    memberId: ref("member_id", () => members.id),
    /** recharge or static: which order table orderId is in. */
    orderKind: text("order_kind").notNull(),
    orderId: bigId("order_id").notNull(),
    listPriceFen: fen("list_price_fen").notNull(),
    discountFen: fen("discount_fen").notNull(),
    status: text("status").notNull().default("held"),
    /** closed or refunded, when released. */
    releaseReason: text("release_reason"),
    createdAt: createdAt(),
    releasedAt: at("released_at"),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_key").on(t.orderKind, t.orderId),
    index("coupon_redemptions_coupon_idx").on(t.couponId, t.memberId),
    check("coupon_redemptions_status_check", sql`${t.status} in ('held', 'used', 'released')`),
    check("coupon_redemptions_discount_check", sql`${t.discountFen} > 0 and ${t.discountFen} < ${t.listPriceFen}`),
  ],
);

/** Each member's invite code (made the first time they open the invite page). */
export const referralCodes = pgTable(
  "referral_codes",
  {
    memberId: ref("member_id", () => members.id).primaryKey(),
    code: text("code").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("referral_codes_code_key").on(t.code)],
);

/** Who invited whom: recorded once, when the invitee registers through an invite link. */
export const referrals = pgTable(
  "referrals",
  {
    inviteeId: ref("invitee_id", () => members.id).primaryKey(),
    referrerId: ref("referrer_id", () => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerId),
    check("referrals_not_self", sql`${t.inviteeId} <> ${t.referrerId}`),
  ],
);

/**
 * A referrer's commission on one paid order of an invitee: `holding` until
 * `available_at`, then `credited` to the balance by the settle job; a refund
 * inside the holding period lowers it (`cancelled` when nothing is left), a
 * refund after it reverses the refunded share with a balance debit; an
 * operator may `withhold` one still holding, with a reason.
 */
export const referralCommissions = pgTable(
  "referral_commissions",
  {
    id: id(),
    referrerId: ref("referrer_id", () => members.id),
    inviteeId: ref("invitee_id", () => members.id),
    orderKind: text("order_kind").notNull(),
    orderId: bigId("order_id").notNull(),
    orderNo: text("order_no").notNull(),
    /** The order's amount (after any coupon, before the handling fee): what the percent is of. */
    paidFen: fen("paid_fen").notNull(),
    /** What the trade charged (with the handling fee): refunds are a share of this. */
    chargedFen: fen("charged_fen").notNull(),
    percent: integer("percent").notNull(),
    /** What the referrer earns: paid × percent, less the share of refunds made while holding. */
    amountFen: fen("amount_fen").notNull(),
    status: text("status").notNull().default("holding"),
    availableAt: at("available_at").notNull(),
    creditedAt: at("credited_at"),
    /** Refunded fen of the order seen so far (the share taken off or reversed). */
    refundedFen: fen("refunded_fen").notNull().default(0),
    /** Taken back from the balance after crediting. */
    reversedFen: fen("reversed_fen").notNull().default(0),
    /** Still to be taken back: the balance did not cover it yet; the settle job retries. */
    owedFen: fen("owed_fen").notNull().default(0),
    withheldReason: text("withheld_reason"),
    withheldByOperatorId: bigId("withheld_by_operator_id").references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("referral_commissions_order_key").on(t.orderKind, t.orderId),
    index("referral_commissions_referrer_idx").on(t.referrerId, t.id),
    index("referral_commissions_due_idx").on(t.availableAt).where(sql`${t.status} = 'holding'`),
    check(
      "referral_commissions_status_check",
      sql`${t.status} in ('holding', 'credited', 'cancelled', 'withheld', 'reversed')`,
    ),
    check("referral_commissions_amounts", sql`${t.amountFen} >= 0 and ${t.reversedFen} >= 0 and ${t.owedFen} >= 0`),
  ],
);

/** A batch of gift codes generated in the console: each worth traffic or balance, until the expiry. */
export const giftCodeBatches = pgTable(
  "gift_code_batches",
  {
    id: id(),
    name: text("name").notNull(),
    /** traffic (trafficGb) or balance (amountFen). */
    kind: text("kind").notNull(),
    trafficGb: integer("traffic_gb"),
    amountFen: fen("amount_fen"),
    count: integer("count").notNull(),
    expiresAt: at("expires_at").notNull(),
    createdByOperatorId: bigId("created_by_operator_id").references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    check("gift_code_batches_kind_check", sql`${t.kind} in ('traffic', 'balance')`),
    check(
      "gift_code_batches_value_check",
      sql`(${t.kind} = 'traffic' and ${t.trafficGb} > 0 and ${t.amountFen} is null) or (${t.kind} = 'balance' and ${t.amountFen} > 0 and ${t.trafficGb} is null)`,
    ),
    check("gift_code_batches_count_check", sql`${t.count} between 1 and 5000`),
  ],
);

/** One gift code (16 characters without look-alikes); redeemed once, by one member. */
export const giftCodes = pgTable(
  "gift_codes",
  {
    id: id(),
    batchId: ref("batch_id", () => giftCodeBatches.id),
    code: text("code").notNull(),
    redeemedByMemberId: bigId("redeemed_by_member_id").references(() => members.id),
    redeemedAt: at("redeemed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("gift_codes_code_key").on(t.code), index("gift_codes_batch_idx").on(t.batchId)],
);

/** The real-name trial grant: one per verified identity (the ID number's HMAC), whichever account. */
export const trialGrants = pgTable("trial_grants", {
  identityKey: text("identity_key").primaryKey(),
  memberId: ref("member_id", () => members.id),
  megabytes: integer("megabytes").notNull(),
  createdAt: createdAt(),
});
