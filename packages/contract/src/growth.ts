import { int4Max } from "./column-bounds.ts";
import { z } from "./zod.ts";

/**
 * Money and growth (issue #29): coupons, referrals, gift codes and the
 * real-name trial. Money is whole fen; times are ISO 8601 (UTC).
 */

/** The products a coupon may be limited to: dynamic traffic, or static IPs of one resource type. */
export const couponProducts = ["dynamic", "static-1", "static-2", "static-3", "static-12"] as const;
export type CouponProduct = (typeof couponProducts)[number];

/** A coupon code as typed at checkout: letters, digits and dashes, case ignored. */
export const couponCodeSchema = z
  .string({ error: "growth.coupon.codeInvalid" })
  .trim()
  .min(3, { error: "growth.coupon.codeInvalid" })
  .max(32, { error: "growth.coupon.codeInvalid" })
  .regex(/^[A-Za-z0-9-]+$/, { error: "growth.coupon.codeInvalid" });

/** An optional coupon on an order: a blank field is no coupon. */
export const optionalCouponCodeSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  couponCodeSchema.optional(),
);

/** Why a coupon cannot be used: each has its own message at checkout. */
export const couponRefusals = [
  "not-found",
  "not-started",
  "expired",
  "not-applicable",
  "minimum-not-met",
  "used-up",
  "used-by-member",
  "first-order-only",
] as const;
export type CouponRefusal = (typeof couponRefusals)[number];

const positiveInt = z.coerce.number({ error: "validation.invalid" }).int({ error: "validation.invalid" });
const fenField = positiveInt.min(1, { error: "validation.tooSmall" }).max(int4Max, { error: "validation.tooBig" });
const id = positiveInt.positive({ error: "validation.invalid" }).max(int4Max, { error: "validation.invalid" });

/** POST /app-api/growth/coupon/quote: a coupon on a choice from /buy, priced by the server. */
export const couponQuoteRequestSchema = z
  .object({
    code: couponCodeSchema,
    packageId: id.optional(),
    trafficGb: positiveInt.min(1, { error: "orders.trafficInvalid" }).max(1_000_000).optional(),
    /** A static order: the node's resource type decides the product. */
    nodeId: id.optional(),
    days: positiveInt.min(1).max(3650).optional(),
    count: positiveInt.min(1).max(1000).optional(),
  })
  .refine(
    (v) =>
      [v.packageId !== undefined, v.trafficGb !== undefined, v.nodeId !== undefined].filter(Boolean).length === 1 &&
      (v.nodeId === undefined || (v.days !== undefined && v.count !== undefined)),
    { error: "growth.coupon.choiceInvalid" },
  );
export type CouponQuoteRequest = z.input<typeof couponQuoteRequestSchema>;

export const couponQuoteSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("applicable"),
    code: z.string(),
    name: z.string(),
    listPriceFen: z.number().int(),
    discountFen: z.number().int(),
    amountFen: z.number().int(),
  }),
  z.object({ status: z.enum(couponRefusals), minAmountFen: z.number().int() }),
]);
/** What a coupon takes off a choice, or why it cannot be used. */
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

const text = (max: number) =>
  z.string().trim().min(1, { error: "validation.required" }).max(max, { error: "validation.tooLong" });
const isoTime = z.iso.datetime({ offset: true, error: "validation.invalid" });

/** A coupon as the console creates it. */
export const couponFieldsSchema = z
  .object({
    code: couponCodeSchema,
    name: text(60),
    kind: z.enum(["fixed", "percent"], { error: "validation.invalid" }),
    amountOff: fenField.nullable().optional(),
    percentOff: positiveInt
      .min(1, { error: "validation.tooSmall" })
      .max(99, { error: "validation.tooBig" })
      .nullable()
      .optional(),
    products: z.array(z.enum(couponProducts, { error: "validation.invalid" })).max(couponProducts.length),
    minAmount: positiveInt.min(0, { error: "validation.tooSmall" }).max(int4Max, { error: "validation.tooBig" }),
    startsAt: isoTime,
    endsAt: isoTime,
    totalUses: positiveInt.min(1, { error: "validation.tooSmall" }).max(int4Max).nullable().optional(),
    usesPerMember: positiveInt.min(1, { error: "validation.tooSmall" }).max(1000, { error: "validation.tooBig" }),
    firstOrderOnly: z.boolean(),
  })
  .refine((v) => (v.kind === "fixed" ? v.amountOff != null : v.percentOff != null), {
    error: "growth.coupon.valueRequired",
    path: ["amountOff"],
  });
export type CouponFields = z.output<typeof couponFieldsSchema>;

export const consoleCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(["fixed", "percent"]),
  amountOff: z.number().int().nullable(),
  percentOff: z.number().int().nullable(),
  products: z.array(z.string()),
  minAmount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  totalUses: z.number().int().nullable(),
  usesPerMember: z.number().int(),
  firstOrderOnly: z.boolean(),
  isActive: z.boolean(),
  /** Uses held by waiting orders or made by paid ones. */
  used: z.number().int(),
  createdAt: z.string(),
});
export type ConsoleCoupon = z.infer<typeof consoleCouponSchema>;
export const couponActiveSchema = z.object({ isActive: z.boolean() });

/** A commission's state: waiting out the holding period, on the balance, or not paid. */
export const commissionStatuses = ["holding", "credited", "cancelled", "withheld", "reversed"] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

export const commissionSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** The invitee as shown to the referrer: masked. */
  invitee: z.string(),
  paidFen: z.number().int(),
  percent: z.number().int(),
  amountFen: z.number().int(),
  reversedFen: z.number().int(),
  status: z.enum(commissionStatuses),
  /** Why an operator withheld it; shown to the referrer too (null unless withheld). */
  withheldReason: z.string().nullable(),
  availableAt: z.string(),
  createdAt: z.string(),
});
export type Commission = z.infer<typeof commissionSchema>;

/** The member's invite page: their code, who came through it and what they earned. */
export const myReferralSchema = z.object({
  code: z.string(),
  invitees: z.number().int(),
  percent: z.number().int(),
  holdingDays: z.number().int(),
  creditedFen: z.number().int(),
  holdingFen: z.number().int(),
  commissions: z.array(commissionSchema),
});
export type MyReferral = z.infer<typeof myReferralSchema>;

export const consoleCommissionSchema = commissionSchema.extend({
  referrerId: z.number().int(),
  inviteeId: z.number().int(),
  /** The referrer's and invitee's logins (mobile, else e-mail), for the operator to recognise them. */
  referrerAccount: z.string(),
  inviteeAccount: z.string(),
  owedFen: z.number().int(),
});
export type ConsoleCommission = z.infer<typeof consoleCommissionSchema>;
export const withholdCommissionSchema = z.object({ reason: text(200) });

export const growthSettingsSchema = z.object({
  commissionPercent: positiveInt.min(0, { error: "validation.tooSmall" }).max(50, { error: "validation.tooBig" }),
  holdingDays: positiveInt.min(0, { error: "validation.tooSmall" }).max(365, { error: "validation.tooBig" }),
  trialEnabled: z.boolean(),
  trialMb: positiveInt.min(1, { error: "validation.tooSmall" }).max(10240, { error: "validation.tooBig" }),
});
export type GrowthSettings = z.infer<typeof growthSettingsSchema>;

/** A batch of gift codes as the console makes it. */
export const giftBatchFieldsSchema = z
  .object({
    name: text(60),
    kind: z.enum(["traffic", "balance"], { error: "validation.invalid" }),
    trafficGb: positiveInt
      .min(1, { error: "validation.tooSmall" })
      .max(10_000, { error: "validation.tooBig" })
      .nullable()
      .optional(),
    amountFen: fenField.nullable().optional(),
    count: positiveInt.min(1, { error: "validation.tooSmall" }).max(5000, { error: "validation.tooBig" }),
    expiresAt: isoTime,
  })
  .refine((v) => (v.kind === "traffic" ? v.trafficGb != null : v.amountFen != null), {
    error: "growth.gift.valueRequired",
    path: ["trafficGb"],
  });
export type GiftBatchFields = z.output<typeof giftBatchFieldsSchema>;

export const giftBatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(["traffic", "balance"]),
  trafficGb: z.number().int().nullable(),
  amountFen: z.number().int().nullable(),
  count: z.number().int(),
  redeemed: z.number().int(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type GiftBatch = z.infer<typeof giftBatchSchema>;

/** A gift code as typed: dashes, spaces and case do not matter. */
export const redeemGiftCodeSchema = z.object({
  code: z
    .string({ error: "growth.gift.codeInvalid" })
    .trim()
    .min(1, { error: "growth.gift.codeInvalid" })
    .max(40, { error: "growth.gift.codeInvalid" }),
});
export const giftRedemptionSchema = z.object({
  kind: z.enum(["traffic", "balance"]),
  trafficGb: z.number().int().nullable(),
  amountFen: z.number().int().nullable(),
});
export type GiftRedemption = z.infer<typeof giftRedemptionSchema>;

/** The invite code a registration came through (from the invite link's ?invite=). */
export const inviteCodeSchema = z
  .string()
  .trim()
  .max(16, { error: "growth.referral.codeInvalid" })
  .regex(/^[A-Za-z0-9]*$/, { error: "growth.referral.codeInvalid" });
