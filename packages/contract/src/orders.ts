import { staticResourceTypeSchema } from "./catalogue.ts";
import { int4Max } from "./column-bounds.ts";
import { optionalCouponCodeSchema } from "./growth.ts";
import { pageNumber, pageOf } from "./paging.ts";
import { currencies, latestTradeSchema } from "./payments.ts";
import { z } from "./zod.ts";

/** Where an order was placed: the public /order page, the mobile /h5 flow or the user centre. */
export const orderSources = ["web", "h5", "admin"] as const;
export type OrderSource = (typeof orderSources)[number];

/** waiting for payment, paid (exactly once), or closed unpaid. */
export const orderStatuses = ["waiting", "paid", "closed"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const source = z.enum(orderSources, { error: "orders.sourceInvalid" }).default("web");
/** An id of a bigserial column (orders, IPs): zod's int() keeps it within the safe integers. */
const positiveId = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error });
/** An id of a serial (int4) column: packages, nodes. */
const positiveInt4Id = (error: string) => positiveId(error).max(int4Max, { error });

/** The most IPs one order may buy, and the longest a custom traffic order may be. */
export const maxIpsPerOrder = 200;

/**
 * POST /app-api/ip/recharge-order/create: a package, or a custom amount of GB
 * at the unit price. The client never sends a price; the server computes it.
 */
export const createRechargeOrderSchema = z
  .object({
    packageId: positiveInt4Id("orders.packageInvalid").optional(),
    trafficGb: z.coerce
      .number({ error: "orders.trafficInvalid" })
      .int({ error: "orders.trafficInvalid" })
      .positive({ error: "orders.trafficInvalid" })
      .max(1_000_000, { error: "orders.trafficInvalid" })
      .optional(),
    source,
    /** A coupon to price in (issue #29); the server checks it and computes the discount. */
    couponCode: optionalCouponCodeSchema,
    /** USD prices the order at the package's USD price (cents), paid by card; CNY by default. */
    currency: z.enum(currencies, { error: "orders.currencyInvalid" }).default("CNY"),
  })
  .refine((value) => (value.packageId === undefined) !== (value.trafficGb === undefined), {
    error: "orders.packageOrTraffic",
  });
export type CreateRechargeOrderRequest = z.input<typeof createRechargeOrderSchema>;

const ipCount = z.coerce
  .number({ error: "orders.countInvalid" })
  .int({ error: "orders.countInvalid" })
  .min(1, { error: "orders.countInvalid" })
  .max(maxIpsPerOrder, { error: "orders.countTooLarge" });
const days = z.coerce
  .number({ error: "orders.durationInvalid" })
  .int({ error: "orders.durationInvalid" })
  .positive({ error: "orders.durationInvalid" })
  .max(int4Max, { error: "orders.durationInvalid" });

/** POST /app-api/ip/static-order/create (ISP, data centre), /createNative and /createCN. */
export const createStaticOrderSchema = z.object({
  nodeId: positiveInt4Id("orders.nodeInvalid"),
  days,
  count: ipCount,
  source,
  /** A coupon to price in (issue #29); the server checks it and computes the discount. */
  couponCode: optionalCouponCodeSchema,
});

/** POST /app-api/ip/static-order-renewal/ips */
export const renewableIpsQuerySchema = z.object({ type: staticResourceTypeSchema.optional() });

/** POST /app-api/ip/static-order-renewal/create */
export const createRenewalOrderSchema = z.object({
  ipIds: z
    .array(positiveId("orders.ipInvalid"), { error: "orders.ipsRequired" })
    .min(1, { error: "orders.ipsRequired" })
    .max(maxIpsPerOrder, { error: "orders.countTooLarge" }),
  days,
  source,
});

/** What every order answers about its price and payment, after what it buys. */
const orderPaymentFields = {
  /** The price in fen (SPEC "recharge amount" for traffic). */
  amount: z.number().int(),
  /** Set once paid: the fee of the method that paid, and what was paid in total. */
  handlingFee: z.number().int().nullable(),
  /** What was paid in total: the provider's charge (with its fee) and any part paid from the balance. */
  payAmount: z.number().int().nullable(),
  /** Fen of the price paid from the account balance before the rest went to a provider; 0 when none. */
  balancePaid: z.number().int(),
  paymentMethod: z.enum(["alipay", "wechat", "card"]).nullable(),
  payTime: z.string().nullable(),
  createTime: z.string(),
  /** An unpaid order closes at this time. */
  payDeadline: z.string(),
  /**
   * Fen given back to the payer by refunds that went through; 0 when none. A refund in full of a
   * static purchase also took its IPs back.
   */
  refundedAmount: z.number().int(),
  /**
   * The coupon priced into the order (issue #29), or null: its code, the list price before it and
   * the discount it took off. `amount` is what was left to pay (list price − discount).
   */
  coupon: z.object({ code: z.string(), listPrice: z.number().int(), discount: z.number().int() }).nullable(),
};

export const rechargeOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  /** SPEC §4 payment status: 0 pending, 1 paid. */
  payStatus: z.union([z.literal(0), z.literal(1)]),
  source: z.enum(orderSources),
  packageId: z.number().int().nullable(),
  trafficGb: z.number().int(),
  giftGb: z.number().int(),
  /** CNY (amounts in fen) or USD (amounts in cents). */
  currency: z.enum(currencies).default("CNY"),
  ...orderPaymentFields,
});
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>;

export const staticOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(["new", "renewal"]),
  status: z.enum(orderStatuses),
  payStatus: z.union([z.literal(0), z.literal(1)]),
  source: z.enum(orderSources),
  /** SPEC §3 resource type 1, 2, 3 or 12. */
  type: z.number().int(),
  nodeId: z.number().int().nullable(),
  countryCode: z.string().nullable(),
  /** Where the order's IPs were bought. */
  regionName: z.string().nullable(),
  /** Where its IPs are now (the region bought included if some stayed), once exchanges moved any; else empty. */
  regionsNow: z.array(z.string()),
  days: z.number().int(),
  count: z.number().int(),
  ...orderPaymentFields,
  /** When the IPs bought by this order expire (latest, after renewals); null until paid. */
  expireTime: z.string().nullable(),
  /** When the first of its IPs expires: earlier than expireTime once only some of them were renewed. */
  firstExpireTime: z.string().nullable(),
});
export type StaticOrder = z.infer<typeof staticOrderSchema>;

/** An IP a member holds (SPEC §3 static IP). Status 1 Normal, 2 Expired. */
export const staticIpSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  host: z.string(),
  port: z.number().int(),
  account: z.string(),
  password: z.string(),
  outIp: z.string(),
  type: z.number().int(),
  nodeId: z.number().int(),
  countryCode: z.string(),
  regionName: z.string(),
  purchaseTime: z.string(),
  expireTime: z.string(),
  status: z.union([z.literal(1), z.literal(2)]),
  /** Cap on open connections through this IP, every gateway together; null (or absent) for none. */
  maxConnections: z.number().int().nullable().optional(),
  /** Mbit/s each direction, per gateway; null (or absent) for none. */
  bandwidthMbps: z.number().int().nullable().optional(),
});
export type StaticIp = z.infer<typeof staticIpSchema>;

const dateFilter = z.iso.date({ error: "orders.dateInvalid" }).optional();
const pageNo = pageNumber("orders.pageInvalid");
const pageSize = z.coerce
  .number({ error: "orders.pageInvalid" })
  .int()
  .min(1, { error: "orders.pageInvalid" })
  .max(100, { error: "orders.pageInvalid" })
  .default(10);
const orderNoFilter = z
  .string()
  .trim()
  .max(40, { error: "orders.orderNoInvalid" })
  .optional()
  .transform((value) => value || undefined);

/** GET /app-api/ip/recharge-order/page and /ip/static-order/page: dates are UTC days, inclusive. */
export const orderPageQuerySchema = z
  .object({
    pageNo,
    pageSize,
    orderNo: orderNoFilter,
    status: z.enum(orderStatuses, { error: "orders.statusInvalid" }).optional(),
    startDate: dateFilter,
    endDate: dateFilter,
    type: staticResourceTypeSchema.optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || value.startDate <= value.endDate, {
    error: "orders.dateRangeInvalid",
  });

/** GET /app-api/ip/static-order-item/page: the member's IPs. */
export const staticIpPageQuerySchema = z.object({
  pageNo,
  pageSize,
  type: staticResourceTypeSchema.optional(),
  nodeId: z.coerce.number().int().positive().max(int4Max).optional(),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: "orders.statusInvalid" }))
    .optional(),
  orderNo: orderNoFilter,
});

export const rechargeOrderPageSchema = pageOf(rechargeOrderSchema);
export const staticOrderPageSchema = pageOf(staticOrderSchema);
/** serverTime lets the page count remaining time down without trusting the device clock. */
export const staticIpPageSchema = pageOf(staticIpSchema).extend({ serverTime: z.string() });
export type StaticIpPage = z.infer<typeof staticIpPageSchema>;

/** A renewable IP with what renewing it costs per duration. */
export const renewableIpSchema = staticIpSchema.extend({
  prices: z.array(z.object({ days: z.number().int(), discountPercent: z.number().int(), amount: z.number().int() })),
});
export type RenewableIp = z.infer<typeof renewableIpSchema>;

/** GET /app-api/ip/recharge-order/getStatus/{id} and /static-order/getStatus/{id} */
export const orderStatusSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(orderStatuses),
  payStatus: z.union([z.literal(0), z.literal(1)]),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusSchema>;

/**
 * What getStatus and /order/cancel answer: the order's status plus its newest
 * payment attempt (null before the first "pay now"), so a page waiting for a
 * payment sees a trade cancelled at the cashier.
 */
export const orderPaymentStatusSchema = orderStatusSchema.extend({ latestTrade: latestTradeSchema.nullable() });
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatusSchema>;

export const orderIdParamsSchema = z.object({ id: positiveId("orders.orderInvalid") });
export const orderIdQuerySchema = z.object({ id: positiveId("orders.orderInvalid") });

/** GET /app-api/order/receipt?orderType=&id= : the PDF receipt of one of the member's paid orders (issue #31). */
export const orderReceiptQuerySchema = z.object({
  orderType: z.enum(["recharge", "static"], { error: "payments.orderTypeInvalid" }),
  id: positiveInt4Id("orders.orderInvalid"),
});
export type OrderReceiptQuery = z.infer<typeof orderReceiptQuerySchema>;

/** GET /app-api/ip/static-order-item-exchange/getExchangeNode?id= : regions with stock for replacing IP `id`. */
export const exchangeNodeQuerySchema = z.object({ id: positiveId("orders.ipInvalid") });

export const exchangeNodeSchema = z.object({
  id: z.number().int(),
  countryCode: z.string(),
  regionName: z.string(),
  ispName: z.string().nullable(),
  stock: z.number().int(),
  /** Fen per IP per 30 days in this region: what a renewal costs once the IP has moved here. */
  pricePer30Days: z.number().int(),
});
export type ExchangeNode = z.infer<typeof exchangeNodeSchema>;

/**
 * GET /app-api/ip/static-order-item-exchange/getExchangeQuote?id= : what the exchange dialog shows
 * before the move: the IP's price where it is now, the regions it may move to with theirs, and how
 * many more exchanges the daily limits allow (the smaller of the IP's and the member's).
 */
export const exchangeQuoteSchema = z.object({
  pricePer30Days: z.number().int(),
  exchangesLeft: z.number().int(),
  nodes: z.array(exchangeNodeSchema),
});
export type ExchangeQuote = z.infer<typeof exchangeQuoteSchema>;

/** POST /app-api/ip/static-order-item-exchange/shareExchange: swap IP `id` for one in region `nodeId`. */
export const shareExchangeSchema = z.object({
  id: positiveId("orders.ipInvalid"),
  nodeId: z.coerce
    .number({ error: "orders.exchangeRegionRequired" })
    .int({ error: "orders.exchangeRegionRequired" })
    .positive({ error: "orders.exchangeRegionRequired" })
    .max(int4Max, { error: "orders.exchangeRegionRequired" }),
});
