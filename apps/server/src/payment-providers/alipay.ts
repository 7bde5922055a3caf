import { AlipayRequestError, AlipaySdk, type AlipaySdkCommonResult } from "alipay-sdk";
import { formatBeijingTime, parseBeijingTime } from "./beijing-time.ts";
import { fenToYuan, yuanToFen } from "./money.ts";
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type IncomingNotification,
  type NotificationReply,
  type NotificationVerdict,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderRefundState,
  type ProviderTradeState,
  type RefundInput,
  type RefundNotificationVerdict,
} from "./provider.ts";

export const alipayDefaultGateway = "https://openapi.alipay.com/gateway.do";

/** One Alipay app (public-key mode, RSA2). */
export interface AlipayConfig {
  appId: string;
  /** The app's private key, PKCS#8 PEM. */
  privateKey: string;
  /** Alipay's public key (SPKI PEM), which signs responses and notifications. */
  alipayPublicKey: string;
  /** The merchant's partner id (2088…); notifications for another seller are refused when set. */
  sellerId: string | null;
  gateway: string;
  /** Per call to the gateway; 10 s by default. */
  timeoutMs?: number;
}

const pageMethods = {
  alipay_pc: { method: "alipay.trade.page.pay", productCode: "FAST_INSTANT_TRADE_PAY" },
  alipay_wap: { method: "alipay.trade.wap.pay", productCode: "QUICK_WAP_WAY" },
} as const;

/** Alipay's limit for subject. */
const subjectMaxLength = 256;

/**
 * Alipay through the official alipay-sdk: page/wap pay URLs, query and close
 * over the gateway, and notification signatures checked with checkNotifySignV2
 * (which, unlike checkNotifySign, does not percent-decode values a second time).
 *
 * The sdk stamps requests with the server's local time; Alipay reads them as
 * Beijing time, so every call passes its own Beijing `timestamp` (the sdk lets
 * a request parameter override its default).
 */
export function createAlipayProvider(config: AlipayConfig): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: config.privateKey,
    keyType: "PKCS8",
    signType: "RSA2",
    alipayPublicKey: config.alipayPublicKey,
    gateway: config.gateway,
    timeout: config.timeoutMs ?? 10_000,
    camelcase: false,
  });

  async function call(method: string, bizContent: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    try {
      return await sdk.exec(
        method,
        { bizContent, timestamp: formatBeijingTime(new Date()) },
        // The response's own signature, with Alipay's public key: a forged "paid" must not pass.
        { validateSign: true },
      );
    } catch (error) {
      if (error instanceof AlipayRequestError) {
        throw new PaymentProviderError(`Alipay ${method} failed: ${error.message}`, error.code);
      }
      throw new PaymentProviderError(`Alipay ${method} failed: ${(error as Error).message}`);
    }
  }

  const failure = (method: string, result: AlipaySdkCommonResult) =>
    new PaymentProviderError(
      `Alipay ${method} answered ${result.code} ${result.sub_code ?? ""} ${result.sub_msg ?? result.msg ?? ""}`.trim(),
      result.sub_code ?? result.code,
    );

  async function query(outTradeNo: string): Promise<ProviderTradeState> {
    const result = await call("alipay.trade.query", { out_trade_no: outTradeNo });
    if (result.code !== "10000") {
      if (result.sub_code === "ACQ.TRADE_NOT_EXIST") return { state: "not-found", outTradeNo };
      throw failure("alipay.trade.query", result);
    }
    if (result.out_trade_no !== undefined && result.out_trade_no !== outTradeNo) {
      throw new PaymentProviderError(`Alipay answered for ${result.out_trade_no} when asked about ${outTradeNo}`);
    }
    switch (result.trade_status) {
      case "TRADE_SUCCESS":
      case "TRADE_FINISHED": {
        const amountFen = typeof result.total_amount === "string" ? yuanToFen(result.total_amount) : null;
        if (amountFen === null || typeof result.trade_no !== "string" || result.trade_no === "") {
          throw new PaymentProviderError("Alipay reported a paid trade without a valid trade_no or total_amount");
        }
        const paidAt =
          (typeof result.send_pay_date === "string" && parseBeijingTime(result.send_pay_date)) || new Date();
        return { state: "paid", outTradeNo, providerTradeNo: result.trade_no, amountFen, paidAt };
      }
      case "WAIT_BUYER_PAY":
        return { state: "waiting", outTradeNo };
      case "TRADE_CLOSED":
        return { state: "closed", outTradeNo };
      default:
        throw new PaymentProviderError(`Alipay reported an unknown trade_status ${String(result.trade_status)}`);
    }
  }

  return {
    method: "alipay",

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.channel !== "alipay_pc" && input.channel !== "alipay_wap") {
        throw new PaymentProviderError(`channel ${input.channel} is not an Alipay channel`);
      }
      if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) {
        throw new PaymentProviderError(`amount must be a positive number of fen, got ${input.amountFen}`);
      }
      const { method, productCode } = pageMethods[input.channel];
      const bizContent: Record<string, string> = {
        out_trade_no: input.outTradeNo,
        total_amount: fenToYuan(input.amountFen),
        subject: [...input.subject].slice(0, subjectMaxLength).join(""),
        product_code: productCode,
        time_expire: formatBeijingTime(input.expiresAt),
      };
      if (input.channel === "alipay_wap" && input.returnUrl) bizContent.quit_url = input.returnUrl;
      const params: Record<string, unknown> = {
        bizContent,
        notify_url: input.notifyUrl,
        timestamp: formatBeijingTime(new Date()),
      };
      if (input.returnUrl) params.return_url = input.returnUrl;
      try {
        return { payUrl: sdk.pageExecute(method, "GET", params) };
      } catch (error) {
        throw new PaymentProviderError(`Alipay ${method} could not be signed: ${(error as Error).message}`);
      }
    },

    query,

    async close(outTradeNo: string): Promise<void> {
      const result = await call("alipay.trade.close", { out_trade_no: outTradeNo });
      if (result.code === "10000" || result.sub_code === "ACQ.TRADE_NOT_EXIST") return;
      if (result.sub_code === "ACQ.TRADE_STATUS_ERROR") {
        // Alipay gives the same answer for "already closed" and "already paid": only the first is fine.
        const state = await query(outTradeNo);
        if (state.state === "closed" || state.state === "not-found") return;
      }
      throw failure("alipay.trade.close", result);
    },

    async verifyNotification(notification: IncomingNotification): Promise<NotificationVerdict> {
      const fields = parseForm(notification.rawBody);
      if (!fields) return { ok: false, reason: "malformed-body" };
      if (!fields.sign) return { ok: false, reason: "missing-signature" };
      if (fields.sign_type !== undefined && fields.sign_type !== "RSA2") {
        return { ok: false, reason: "unsupported-sign-type" };
      }
      let isSigned = false;
      try {
        isSigned = sdk.checkNotifySignV2(fields);
      } catch {
        isSigned = false;
      }
      if (!isSigned) return { ok: false, reason: "bad-signature" };
      if (fields.app_id !== config.appId) return { ok: false, reason: "wrong-app-id" };
      if (config.sellerId !== null && fields.seller_id !== config.sellerId) {
        return { ok: false, reason: "wrong-seller-id" };
      }
      const outTradeNo = fields.out_trade_no;
      if (!outTradeNo) return { ok: false, reason: "missing-out-trade-no" };
      switch (fields.trade_status) {
        case "TRADE_SUCCESS":
        case "TRADE_FINISHED": {
          const amountFen = fields.total_amount === undefined ? null : yuanToFen(fields.total_amount);
          if (amountFen === null || amountFen <= 0) return { ok: false, reason: "malformed-amount" };
          if (!fields.trade_no) return { ok: false, reason: "missing-trade-no" };
          const paidAt =
            parseBeijingTime(fields.gmt_payment ?? "") ?? parseBeijingTime(fields.notify_time ?? "") ?? new Date();
          const trade = { state: "paid" as const, outTradeNo, providerTradeNo: fields.trade_no, amountFen, paidAt };
          const currency = fields.trans_currency;
          return { ok: true, trade: currency === undefined || currency === "CNY" ? trade : { ...trade, currency } };
        }
        case "WAIT_BUYER_PAY":
          return { ok: true, trade: { state: "waiting", outTradeNo } };
        case "TRADE_CLOSED":
          return { ok: true, trade: { state: "closed", outTradeNo } };
        default:
          return { ok: false, reason: "unknown-trade-status" };
      }
    },

    acceptedReply(): NotificationReply {
      // Anything but exactly "success" makes Alipay send the notification again.
      return { status: 200, contentType: "text/plain; charset=utf-8", body: "success" };
    },

    rejectedReply(): NotificationReply {
      return { status: 200, contentType: "text/plain; charset=utf-8", body: "fail" };
    },

    async refund(input: RefundInput): Promise<ProviderRefundState> {
      if (!Number.isSafeInteger(input.refundFen) || input.refundFen <= 0) {
        throw new PaymentProviderError(`refund must be a positive number of fen, got ${input.refundFen}`);
      }
      const result = await call("alipay.trade.refund", {
        out_trade_no: input.outTradeNo,
        out_request_no: input.outRefundNo,
        refund_amount: fenToYuan(input.refundFen),
        refund_reason: [...input.reason].slice(0, 256).join(""),
      });
      if (result.code === "10000") {
        if (result.out_trade_no !== undefined && result.out_trade_no !== input.outTradeNo) {
          throw new PaymentProviderError(
            `Alipay refunded ${result.out_trade_no} when asked to refund ${input.outTradeNo}`,
          );
        }
        // Answered for a repeated out_request_no too (fund_change N): the one refund it stands for is made.
        const succeededAt =
          (typeof result.gmt_refund_pay === "string" && parseBeijingTime(result.gmt_refund_pay)) || new Date();
        return {
          state: "succeeded",
          outRefundNo: input.outRefundNo,
          providerRefundNo: typeof result.trade_no === "string" ? result.trade_no : null,
          refundFen: input.refundFen,
          succeededAt,
        };
      }
      const code = result.sub_code ?? result.code;
      if (typeof code === "string" && alipayRefundRefusals.has(code)) {
        return { state: "failed", outRefundNo: input.outRefundNo, reason: code };
      }
      throw failure("alipay.trade.refund", result);
    },

    async queryRefund(outTradeNo: string, outRefundNo: string): Promise<ProviderRefundState> {
      const result = await call("alipay.trade.fastpay.refund.query", {
        out_trade_no: outTradeNo,
        out_request_no: outRefundNo,
        query_options: ["gmt_refund_pay"],
      });
      if (result.code !== "10000") {
        if (result.sub_code === "ACQ.TRADE_NOT_EXIST") return { state: "not-found", outRefundNo };
        throw failure("alipay.trade.fastpay.refund.query", result);
      }
      // Alipay: an answer with the refund's amount and an empty or REFUND_SUCCESS status is a made refund;
      // an answer without one means no refund was made under this number.
      const amountFen = typeof result.refund_amount === "string" ? yuanToFen(result.refund_amount) : null;
      if (amountFen === null || (result.refund_status !== undefined && result.refund_status !== "REFUND_SUCCESS")) {
        return { state: "not-found", outRefundNo };
      }
      if (result.out_request_no !== undefined && result.out_request_no !== outRefundNo) {
        throw new PaymentProviderError(
          `Alipay answered for refund ${result.out_request_no} when asked about ${outRefundNo}`,
        );
      }
      const succeededAt =
        (typeof result.gmt_refund_pay === "string" && parseBeijingTime(result.gmt_refund_pay)) || new Date();
      return {
        state: "succeeded",
        outRefundNo,
        providerRefundNo: typeof result.trade_no === "string" ? result.trade_no : null,
        refundFen: amountFen,
        succeededAt,
      };
    },

    async verifyRefundNotification(): Promise<RefundNotificationVerdict> {
      return { ok: false, reason: "alipay-sends-no-refund-notifications" };
    },
  };
}

/**
 * Alipay's answers that refuse a refund for good; anything else (ACQ.SYSTEM_ERROR,
 * no answer) leaves the outcome unknown until a query or a retry with the same number.
 */
const alipayRefundRefusals = new Set([
  "ACQ.TRADE_NOT_EXIST",
  "ACQ.TRADE_STATUS_ERROR",
  "ACQ.TRADE_HAS_CLOSE",
  "ACQ.TRADE_HAS_FINISHED",
  "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL",
  "ACQ.REFUND_FEE_ERROR",
  "ACQ.REASON_TRADE_REFUND_FEE_ERR",
  "ACQ.SELLER_BALANCE_NOT_ENOUGH",
  "ACQ.DISCORDANT_REPEAT_REQUEST",
  "ACQ.INVALID_PARAMETER",
]);

/** An application/x-www-form-urlencoded body as fields; null when a name repeats (ambiguous, never Alipay's). */
function parseForm(rawBody: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return fields;
}
