import { bankTransferInfoSchema } from "./bank-transfer.ts";
import { z } from "./zod.ts";

/**
 * The currencies an order can be in: CNY (amounts in fen) and USD (amounts in cents, from the
 * catalogue's own USD prices, never converted). Two currencies' amounts are never added together.
 */
export const currencies = ["CNY", "USD"] as const;
export type Currency = (typeof currencies)[number];

/** card: Stripe Checkout (the only method of USD orders; CNY orders when the seller enables it). */
export const paymentMethods = ["alipay", "wechat", "card"] as const;
export type PaymentMethodName = (typeof paymentMethods)[number];
/**
 * SPEC §4 channels, plus Alipay's mobile cashier used by /h5/pay, WeChat Pay H5 (a phone's
 * browser outside WeChat) and WeChat Pay JSAPI (WeChat's own browser).
 */
export const paymentChannels = ["alipay_pc", "alipay_wap", "wx_native", "wx_h5", "wx_jsapi", "card_checkout"] as const;
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
  /** CNY (amounts in fen) or USD (amounts in cents): what every amount of this answer is counted in. */
  currency: z.enum(currencies).default("CNY"),
  /** The part of the order paid from the balance (0 when none); given back if the order closes unpaid. */
  balanceUsed: z.number().int(),
  options: z.array(payOptionSchema),
  payDeadline: z.string(),
  serverTime: z.string(),
  /** Whether the shop takes bank transfers for this order (a traffic or static order, an account set up). */
  bankTransferAvailable: z.boolean().optional(),
  /** The bank transfer the member chose for this order, if they did. */
  bankTransfer: bankTransferInfoSchema.nullable().optional(),
});
export type PayInfo = z.infer<typeof payInfoSchema>;

const returnPathSchema = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[\w\-/?=&.%]*$/, { error: "payments.returnPathInvalid" });

/** GET /app-api/order/wechatAuthorize?returnPath= : WeChat's OAuth page, which comes back to returnPath with a code. */
export const wechatAuthorizeQuerySchema = z.object({ returnPath: returnPathSchema });
export const wechatAuthorizeSchema = z.object({ url: z.string() });
export type WechatAuthorize = z.infer<typeof wechatAuthorizeSchema>;

/** What WeixinJSBridge.invoke("getBrandWCPayRequest", …) takes, signed by the server (paySign, RSA). */
export const wechatJsapiParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal("RSA"),
  paySign: z.string(),
});
export type WechatJsapiParams = z.infer<typeof wechatJsapiParamsSchema>;

/** POST /app-api/order/pay (traffic orders) and /order/staticPay (static orders). */
export const payRequestSchema = z.object({
  id: z.coerce.number({ error: "orders.orderInvalid" }).int().positive({ error: "orders.orderInvalid" }),
  method: z.enum(paymentMethods, { error: "payments.methodInvalid" }),
  /** alipay_wap for the mobile flow; defaults to alipay_pc / wx_native. */
  channel: z.enum(paymentChannels, { error: "payments.channelInvalid" }).optional(),
  /** Where Alipay's cashier (and WeChat Pay H5) sends the buyer back: a path of this site. */
  returnPath: returnPathSchema.optional(),
  /** wx_jsapi only: the code WeChat's OAuth sent back, exchanged on the server for the buyer's OpenID. */
  oauthCode: z.string().min(1).max(512, { error: "payments.oauthCodeInvalid" }).optional(),
});
export type PayRequest = z.input<typeof payRequestSchema>;

export const payAnswerSchema = z.object({
  outTradeNo: z.string(),
  method: z.enum(paymentMethods),
  channel: z.enum(paymentChannels),
  /**
   * Alipay: open this URL (the cashier). WeChat Native: show it as a QR code; H5: open it
   * (WeChat Pay's page, which returns to returnPath); JSAPI: the prepay_id.
   */
  payUrl: z.string(),
  /** wx_jsapi only: the parameters for the JS bridge. */
  jsapi: wechatJsapiParamsSchema.optional(),
  /** wx_jsapi in the local sandbox only: a script that stands in for WeChat's JS bridge. */
  bridgeScript: z.string().optional(),
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
