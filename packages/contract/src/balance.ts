import { pageNumber, pageOf } from "./paging.ts";
import { z } from "./zod.ts";

/** The smallest and largest top-up of the CNY balance, in fen (¥10 to ¥50,000). */
export const topupLimitsFen = { min: 1_000, max: 5_000_000 } as const;

/**
 * What moved a balance: a top-up, a payment from it, a refund to it, an auto-renewal, an operator's
 * adjustment, a referral commission (credited or taken back), a gift code's value. The balance
 * ledger's check constraint allows the same kinds.
 */
export const balanceKinds = ["topup", "payment", "refund", "renewal", "adjustment", "commission", "gift"] as const;
export type BalanceKindName = (typeof balanceKinds)[number];

/** POST /app-api/balance/topup/create {amount}: a top-up order of `amount` fen (within topupLimitsFen, checked by the server), paid like any order. */
export const createTopupOrderSchema = z.object({
  amount: z.coerce.number({ error: "balance.topupAmountInvalid" }).int({ error: "balance.topupAmountInvalid" }),
  source: z.enum(["web", "h5", "admin"]).default("admin"),
});
export type CreateTopupOrderRequest = z.input<typeof createTopupOrderSchema>;

export const topupOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number().int(),
  status: z.enum(["waiting", "paid", "closed"]),
  payDeadline: z.string(),
  createdAt: z.string(),
});
export type TopupOrder = z.infer<typeof topupOrderSchema>;

export const balanceSummarySchema = z.object({
  /** The member's CNY balance in fen. */
  balance: z.number().int(),
  topupMin: z.number().int(),
  topupMax: z.number().int(),
});
export type BalanceSummary = z.infer<typeof balanceSummarySchema>;

export const balanceMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(balanceKinds),
  /** What caused it, e.g. topup-order:12 or order:static:34. */
  cause: z.string(),
  /** Fen in (positive) or out (negative). */
  amount: z.number().int(),
  /** The balance after this movement. */
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type BalanceMovement = z.infer<typeof balanceMovementSchema>;

export const balanceMovementsQuerySchema = z.object({
  pageNo: pageNumber("balance.pageInvalid"),
  pageSize: z.coerce
    .number({ error: "balance.pageInvalid" })
    .int({ error: "balance.pageInvalid" })
    .min(1, { error: "balance.pageInvalid" })
    .max(100, { error: "balance.pageInvalid" })
    .default(20),
});
export type BalanceMovementsQuery = z.input<typeof balanceMovementsQuerySchema>;
export const balanceMovementPageSchema = pageOf(balanceMovementSchema);
export type BalanceMovementPage = z.infer<typeof balanceMovementPageSchema>;

/** POST /app-api/order/balancePay {orderType, id}: pays a waiting order wholly from the balance. */
export const balancePayRequestSchema = z.object({
  orderType: z.enum(["recharge", "static"], { error: "payments.orderTypeInvalid" }),
  id: z.coerce.number({ error: "orders.orderInvalid" }).int().positive({ error: "orders.orderInvalid" }),
});
export type BalancePayRequest = z.input<typeof balancePayRequestSchema>;
export const balancePayAnswerSchema = z.object({ status: z.literal("paid"), balance: z.number().int() });
export type BalancePayAnswer = z.infer<typeof balancePayAnswerSchema>;

/** POST /app-api/order/useBalance {orderType, id, amount}: pays `amount` fen of a waiting order from the balance, the rest at a provider. */
export const useBalanceRequestSchema = balancePayRequestSchema.extend({
  amount: z.coerce
    .number({ error: "balance.partInvalid" })
    .int({ error: "balance.partInvalid" })
    .positive({ error: "balance.partInvalid" }),
});
export type UseBalanceRequest = z.input<typeof useBalanceRequestSchema>;
export const useBalanceAnswerSchema = z.object({
  /** The part paid from the balance. */
  balanceUsed: z.number().int(),
  /** What is left to pay at Alipay or WeChat Pay (before its handling fee). */
  amount: z.number().int(),
  /** The balance after. */
  balance: z.number().int(),
});
export type UseBalanceAnswer = z.infer<typeof useBalanceAnswerSchema>;

/** POST /app-api/ip/static-ip/autoRenew {id, enabled, days}: renew this IP from the balance on its expiry day. */
export const autoRenewRequestSchema = z.object({
  id: z.coerce.number({ error: "orders.ipInvalid" }).int().positive({ error: "orders.ipInvalid" }),
  enabled: z.boolean({ error: "balance.autoRenewInvalid" }),
  days: z.coerce
    .number({ error: "orders.durationUnavailable" })
    .int({ error: "orders.durationUnavailable" })
    .positive({ error: "orders.durationUnavailable" })
    .default(30),
});
export type AutoRenewRequest = z.input<typeof autoRenewRequestSchema>;
export const autoRenewSettingSchema = z.object({
  id: z.number().int(),
  enabled: z.boolean(),
  days: z.number().int(),
});
export type AutoRenewSetting = z.infer<typeof autoRenewSettingSchema>;
export const autoRenewListSchema = z.array(autoRenewSettingSchema);
