import { z } from "./zod.ts";

export const paymentMethods = ["alipay", "wechat"] as const;
export type PaymentMethodName = (typeof paymentMethods)[number];
/** SPEC §4 channels, plus Alipay's mobile cashier used by /h5/pay. */
export const paymentChannels = ["alipay_pc", "alipay_wap", "wx_native"] as const;
export type PaymentChannelName = (typeof paymentChannels)[number];

/** What a payment attempt pays: a traffic order, a static order or a top-up of the CNY balance. */
export const orderKinds = ["recharge", "static", "topup"] as const;
export type OrderKind = (typeof orderKinds)[number];

/** GET /app-api/order/getPayInfo?orderType=&id= : what each method would cost, before paying. */
export const payInfoQuerySchema = z.object({
  orderType: z.enum(orderKinds, { error: "payments.orderTypeInvalid" }),
  id: z.coerce.number({ error: "orders.orderInvalid" }).int().positive({ error: "orders.orderInvalid" }),
});

export const payOptionSchema = z.object({
  method: z.enum(paymentMethods),
  /** Handling fee of this method in fen, computed on the server from its configured rate. */
  handlingFee: z.number().int(),
  /** Rate in per mille, for the label. */
  handlingFeePermille: z.number().int(),
  total: z.number().int(),
});
export type PayOption = z.infer<typeof payOptionSchema>;

export const payInfoSchema = z.object({
  orderType: z.enum(orderKinds),
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(["waiting", "paid", "closed"]),
  /** A one-line description of what is bought, in the request's language. */
  subject: z.string(),
  /** Fen still to pay: the order's amount less the part already paid from the CNY balance. */
  amount: z.number().int(),
  /** The part of the order paid from the balance (0 when none); given back if the order closes unpaid. */
  balanceUsed: z.number().int(),
  options: z.array(payOptionSchema),
  payDeadline: z.string(),
  serverTime: z.string(),
});
export type PayInfo = z.infer<typeof payInfoSchema>;

/** POST /app-api/order/pay (traffic orders) and /order/staticPay (static orders). */
export const payRequestSchema = z.object({
  id: z.coerce.number({ error: "orders.orderInvalid" }).int().positive({ error: "orders.orderInvalid" }),
  method: z.enum(paymentMethods, { error: "payments.methodInvalid" }),
  /** alipay_wap for the mobile flow; defaults to alipay_pc / wx_native. */
  channel: z.enum(paymentChannels, { error: "payments.channelInvalid" }).optional(),
  /** Where Alipay's cashier sends the buyer back: a path of this site. */
  returnPath: z
    .string()
    .max(200)
    .regex(/^\/(?!\/)[\w\-/?=&.%]*$/, { error: "payments.returnPathInvalid" })
    .optional(),
});
export type PayRequest = z.input<typeof payRequestSchema>;

export const payAnswerSchema = z.object({
  outTradeNo: z.string(),
  method: z.enum(paymentMethods),
  channel: z.enum(paymentChannels),
  /** Alipay: open this URL (the cashier). WeChat: show it as a QR code. */
  payUrl: z.string(),
  amount: z.number().int(),
  handlingFee: z.number().int(),
  total: z.number().int(),
});
export type PayAnswer = z.infer<typeof payAnswerSchema>;

/**
 * The newest payment attempt of an order as the provider last told us: a
 * trade the buyer cancelled at the cashier (or that expired there) is
 * `closed` while the order itself is still waiting and can be paid again.
 */
export const latestTradeSchema = z.object({
  outTradeNo: z.string(),
  method: z.enum(paymentMethods),
  status: z.enum(["waiting", "paid", "closed"]),
});

/** POST /app-api/order/cancel {orderType, id}: closes one's own unpaid order, its trades at the provider first. */
export const cancelOrderRequestSchema = payInfoQuerySchema;
