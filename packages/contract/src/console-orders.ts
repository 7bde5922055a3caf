/**
 * The console's orders and refunds: search, one order with its payment
 * history, closing, marking a bank transfer paid, and refunds (requested by
 * one operator, approved by another). Money in whole fen, traffic in bytes,
 * times ISO 8601 in UTC.
 */

import { consoleLimits } from "./console.ts";
import { requiredText } from "./fields.ts";
import { consolePagingFields, pageOf } from "./paging.ts";
import { z } from "./zod.ts";

export const consoleOrderKinds = ["recharge", "static"] as const;
export const consoleOrderStatuses = ["waiting", "paid", "closed"] as const;
/** How an order was paid: a provider, or a bank transfer an operator marked paid. */
export const consolePaidMethods = ["alipay", "wechat", "bank"] as const;
export const consoleOrderSorts = ["createdAt", "amount", "paidAt"] as const;
export const refundStatuses = ["requested", "processing", "succeeded", "failed", "rejected"] as const;
/** Where a refund goes: back through the provider paid, or to the member's CNY balance. */
export const refundDestinations = ["original", "balance"] as const;
export type RefundDestination = (typeof refundDestinations)[number];

const orderKind = z.enum(consoleOrderKinds, { error: "consoleOrders.kindInvalid" });
const id = z.coerce.number({ error: "consoleOrders.idInvalid" }).int().positive({ error: "consoleOrders.idInvalid" });
const reason = requiredText("consoleOrders.reasonInvalid").max(consoleLimits.reasonMaxLength, {
  error: "consoleOrders.reasonInvalid",
});
const day = z.iso.date({ error: "consoleOrders.dateInvalid" }).optional();

/** The orders grid's URL search params; sorting, filtering and paging happen in SQL. */
export const consoleOrderQuerySchema = z.object({
  /** An order number, out_trade_no, the member's mobile or e-mail. */
  q: z.string().trim().max(64).optional(),
  status: z.enum(consoleOrderStatuses).optional(),
  product: orderKind.optional(),
  method: z.enum(consolePaidMethods).optional(),
  /** Created on or after this day, Beijing time. */
  from: day,
  /** Created on or before this day, Beijing time. */
  to: day,
  sort: z.enum(consoleOrderSorts).default("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  ...consolePagingFields,
});
export type ConsoleOrderQuery = z.input<typeof consoleOrderQuerySchema>;
/** The query after parsing: defaults filled in. */
export type ConsoleOrderFilter = z.output<typeof consoleOrderQuerySchema>;

export const consoleOrderRowSchema = z.object({
  kind: orderKind,
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  /** The member's mobile, or e-mail when they have none. */
  memberAccount: z.string(),
  status: z.enum(consoleOrderStatuses),
  /** recharge: GB bought (plus gift); static: IPs and days. */
  trafficGb: z.number().int().nullable(),
  giftGb: z.number().int().nullable(),
  ipCount: z.number().int().nullable(),
  days: z.number().int().nullable(),
  /** Minor units of `currency`: fen, or cents of a USD order (paid by card). */
  amountFen: z.number().int(),
  payAmountFen: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  refundedFen: z.number().int(),
  currency: z.enum(["CNY", "USD"]).default("CNY"),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;

export const consoleOrderPageSchema = pageOf(consoleOrderRowSchema);
export type ConsoleOrderPage = z.infer<typeof consoleOrderPageSchema>;

export const consoleOrderParamsSchema = z.object({ kind: orderKind, id });

export const refundSchema = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  orderKind: orderKind,
  orderId: z.number().int(),
  orderNo: z.string().nullable(),
  anomalyId: z.number().int().nullable(),
  memberId: z.number().int(),
  /** The member's login (mobile, else e-mail): a refund's confirmation names who is paid. */
  memberAccount: z.string(),
  method: z.string(),
  outTradeNo: z.string(),
  tradeTotalFen: z.number().int(),
  /** What the order charged in all: the provider trade plus the part paid from the balance. */
  paidFen: z.number().int(),
  amountFen: z.number().int(),
  /** Of amountFen, what goes to the member's CNY balance; the rest goes back through the provider. */
  toBalanceFen: z.number().int(),
  reason: z.string(),
  status: z.enum(refundStatuses),
  /** Traffic taken back from the member's balance when it was approved. */
  trafficBytes: z.number(),
  keepsUsedTraffic: z.boolean(),
  requestedBy: z.object({ id: z.number().int(), name: z.string() }),
  decidedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  providerRefundNo: z.string().nullable(),
  providerCalls: z.number().int(),
  lastError: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const consoleOrderDetailSchema = z.object({
  order: consoleOrderRowSchema,
  attempts: z.array(
    z.object({
      id: z.number().int(),
      outTradeNo: z.string(),
      method: z.string(),
      channel: z.string(),
      amountFen: z.number().int(),
      status: z.string(),
      providerTradeNo: z.string().nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
      /** Money of this attempt that could not pay the order, waiting for a refund. */
      anomaly: z
        .object({ id: z.number().int(), reason: z.string(), amountFen: z.number().int(), status: z.string() })
        .nullable(),
    }),
  ),
  /** Every notification the providers sent about the order's trades, raw. */
  notifications: z.array(
    z.object({
      id: z.number().int(),
      method: z.string(),
      outTradeNo: z.string().nullable(),
      outcome: z.string(),
      signatureValid: z.boolean(),
      body: z.string(),
      receivedAt: z.string(),
    }),
  ),
  refunds: z.array(refundSchema),
  /**
   * A bank transfer one operator reported for this waiting order: the order is paid only when
   * another operator confirms it. Null when none is waiting.
   */
  bankTransfer: z
    .object({
      id: z.number().int(),
      bankReference: z.string(),
      amountFen: z.number().int(),
      reason: z.string(),
      payerName: z.string().nullable().optional(),
      receivedOn: z.string().nullable().optional(),
      requestedBy: z.object({ id: z.number().int(), name: z.string() }),
      createdAt: z.string(),
    })
    .nullable(),
  /** The reference the member was given when they chose bank transfer; null when they did not. */
  memberBankReference: z.string().nullable().optional(),
  /** Reported transfers not credited because the amount differed: status "mismatch" and why. */
  bankTransferMismatches: z
    .array(z.object({ id: z.number().int(), amountFen: z.number().int(), bankReference: z.string(), note: z.string() }))
    .optional(),
  /** What can still be refunded; null when the order was paid by bank transfer (or not paid). */
  refundable: z
    .object({
      tradeTotalFen: z.number().int(),
      /** The provider trade plus the part paid from the balance. */
      paidFen: z.number().int(),
      availableFen: z.number().int(),
      /** What can still go back through the provider: 0 for an order paid wholly from the balance. */
      providerAvailableFen: z.number().int(),
      creditedBytes: z.number(),
      /**
       * A static order's IPs the member still holds: a refund of all that is left takes them back
       * (a purchase's are released, a renewal's lose the renewed days); a partial one gives money only.
       * `laterRenewals`: paid renewals of those IPs placed afterwards, whose time a take-back ends too.
       */
      staticIps: z
        .object({
          kind: z.enum(["new", "renewal"]),
          days: z.number().int(),
          liveIps: z.number().int(),
          laterRenewals: z.array(z.object({ id: z.number().int(), orderNo: z.string() })),
        })
        .nullable(),
    })
    .nullable(),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

export const closeOrderRequestSchema = z.object({ kind: orderKind, id, reason });
export type CloseOrderRequest = z.input<typeof closeOrderRequestSchema>;

export const markPaidRequestSchema = z.object({
  kind: orderKind,
  id,
  /** The bank's reference of the transfer; one transfer pays one order. */
  bankReference: z
    .string({ error: "consoleOrders.bankReferenceInvalid" })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_\-/]{3,63}$/, { error: "consoleOrders.bankReferenceInvalid" }),
  reason,
  /** The amount the statement shows, in fen; the order's amount when left out. A different amount is never credited. */
  amountFen: z.coerce
    .number({ error: "consoleOrders.receivedAmountInvalid" })
    .int({ error: "consoleOrders.receivedAmountInvalid" })
    .positive({ error: "consoleOrders.receivedAmountInvalid" })
    .max(100_000_000_00, { error: "consoleOrders.receivedAmountInvalid" })
    .optional(),
  /** Who paid, as the statement names them. */
  payerName: z.string().trim().max(100, { error: "consoleOrders.payerNameInvalid" }).optional(),
  /** The statement's value date. */
  receivedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "consoleOrders.receivedOnInvalid" })
    .optional(),
});
export type MarkPaidRequest = z.input<typeof markPaidRequestSchema>;

/** The second operator's answer to a reported bank transfer: confirm (the order is paid) or reject. */
export const bankTransferDecisionSchema = z.object({
  kind: orderKind,
  id,
  decision: z.enum(["confirm", "reject"], { error: "consoleOrders.decisionInvalid" }),
  /** Why it was rejected; optional on a confirmation. */
  reason: z.string().trim().max(consoleLimits.reasonMaxLength, { error: "consoleOrders.reasonInvalid" }).optional(),
});
export type BankTransferDecision = z.input<typeof bankTransferDecisionSchema>;

export const refundQuerySchema = z.object({ status: z.enum(refundStatuses).optional(), ...consolePagingFields });
export type RefundQuery = z.input<typeof refundQuerySchema>;
export const refundPageSchema = pageOf(refundSchema);
export type RefundPage = z.infer<typeof refundPageSchema>;

export const refundRequestSchema = z
  .object({
    orderKind: orderKind.optional(),
    orderId: id.optional(),
    /** Refund a payment anomaly (money that could not pay its order) instead of an order. */
    anomalyId: id.optional(),
    amountFen: z
      .number({ error: "refunds.amountInvalid" })
      .int({ error: "refunds.amountInvalid" })
      .positive({ error: "refunds.amountInvalid" })
      .max(100_000_000, { error: "refunds.amountInvalid" }),
    reason,
    /** "Refund the money, keep the ledger honest": refund although traffic was used. */
    keepUsedTraffic: z.boolean().default(false),
    /**
     * "original": back through Alipay / WeChat Pay (a part paid from the balance, or what the provider
     * charged beyond, goes to the balance); "balance": all of it to the member's CNY balance.
     */
    destination: z.enum(refundDestinations, { error: "refunds.destinationInvalid" }).default("original"),
    /** Made once per form: a double click or a resend answers the refund the first made. */
    requestKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "consoleOrders.requestKeyInvalid" }),
  })
  .refine((body) => (body.anomalyId === undefined) === (body.orderKind !== undefined && body.orderId !== undefined), {
    error: "consoleOrders.targetInvalid",
  });
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundIdRequestSchema = z.object({ id });
export const refundRejectRequestSchema = z.object({ id, reason });
export type RefundRejectRequest = z.input<typeof refundRejectRequestSchema>;
