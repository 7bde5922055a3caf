import { z } from "zod";
import { formatBeijingRfc3339, parseRfc3339 } from "./beijing-time.ts";
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
  type WechatJsapiParams,
} from "./provider.ts";
import {
  clockSkewSeconds,
  createNonce,
  decryptResource,
  formatAuthorization,
  headerValue,
  maxClockSkewSeconds,
  requestMessage,
  responseMessage,
  signTestPrefix,
  signWithRsaSha256,
  unixSeconds,
  verifyRsaSha256,
} from "./wechat-crypto.ts";

export const wechatPayDefaultGateway = "https://api.mch.weixin.qq.com";

/** One WeChat Pay merchant (API v3). */
export interface WechatPayConfig {
  mchId: string;
  /** The app id bound to the merchant (official account, mini program or open platform app). */
  appId: string;
  /** The merchant API private key, PKCS#8 PEM. */
  privateKey: string;
  /** Serial of the merchant API certificate, sent with every request. */
  serialNo: string;
  /** 32-byte APIv3 key: decrypts notification resources. */
  apiV3Key: string;
  /** WeChat Pay's public key or platform certificate (SPKI PEM): verifies responses and notifications. */
  platformPublicKey: string;
  /** Its serial (Wechatpay-Serial): anything signed under another serial is refused. */
  platformSerial: string;
  /** Origin (and path prefix, for the sandbox) of the API, without a trailing slash. */
  gateway: string;
  /** Per request; 10 s by default. */
  timeoutMs?: number;
}

/**
 * The h5_url with the page WeChat Pay sends the buyer back to (redirect_url, URL-encoded, as
 * its H5 guide says); WeChat returns there whether or not the buyer paid, so that page asks.
 */
export function withRedirectUrl(h5Url: string, returnUrl: string | undefined): string {
  if (!returnUrl) return h5Url;
  const separator = h5Url.includes("?") ? "&" : "?";
  return `${h5Url}${separator}redirect_url=${encodeURIComponent(returnUrl)}`;
}

/** The message a JSAPI paySign covers: appId, timeStamp, nonceStr and package, each followed by a newline. */
export function jsapiSignMessage(params: Pick<WechatJsapiParams, "appId" | "timeStamp" | "nonceStr" | "package">) {
  return `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
}

/**
 * The parameters of WeixinJSBridge.invoke("getBrandWCPayRequest", …) for one prepay_id, signed
 * with the merchant API key (RSA-SHA256, Base64) as the v3 JSAPI guide prescribes.
 */
export function jsapiPayParams(
  config: Pick<WechatPayConfig, "appId" | "privateKey">,
  prepayId: string,
  options: { now?: Date; nonce?: string } = {},
): WechatJsapiParams {
  const unsigned = {
    appId: config.appId,
    timeStamp: unixSeconds(options.now ?? new Date()),
    nonceStr: options.nonce ?? createNonce(),
    package: `prepay_id=${prepayId}`,
  };
  return { ...unsigned, signType: "RSA", paySign: signWithRsaSha256(jsapiSignMessage(unsigned), config.privateKey) };
}

/** WeChat Pay's limit for description. */
const descriptionMaxLength = 127;

const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z
    .object({
      total: z.unknown().optional(),
      currency: z.string().optional(),
    })
    .optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

/** A refund as the refund API answers it (create and query). */
const refundSchema = z.object({
  refund_id: z.string().optional(),
  out_refund_no: z.string().min(1),
  out_trade_no: z.string().optional(),
  status: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ refund: z.unknown(), total: z.unknown().optional(), currency: z.string().optional() }),
});
type WechatRefund = z.infer<typeof refundSchema>;

/** The decrypted resource of a refund notification (REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED). */
const refundResourceSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().min(1),
  refund_id: z.string().optional(),
  refund_status: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ refund: z.unknown(), total: z.unknown().optional() }),
});

/** Refund API errors that refuse a refund for good; others (SYSTEM_ERROR, 429, no answer) leave it unknown. */
const refundRefusals = new Set([
  "PARAM_ERROR",
  "INVALID_REQUEST",
  "NOT_ENOUGH",
  "USER_ACCOUNT_ABNORMAL",
  "RESOURCE_NOT_EXISTS",
  "NO_AUTH",
  "MCH_NOT_EXISTS",
]);

const notificationSchema = z.object({
  id: z.string().optional(),
  event_type: z.string().optional(),
  resource_type: z.string().optional(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

/**
 * WeChat Pay API v3 with node:crypto: Native, H5 and JSAPI orders, query and close, every
 * request signed with the merchant key and every answer checked against the
 * platform key; notifications verified, then their resource decrypted.
 */
export function createWechatPayProvider(config: WechatPayConfig, options: { now?: () => Date } = {}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  const gateway = config.gateway.replace(/\/+$/, "");
  const platformSerial = config.platformSerial.toUpperCase();

  /** Why a signed message (response or notification) is not to be trusted; null when it is. */
  function checkSignature(
    headers: Record<string, string | string[] | undefined>,
    body: string,
  ): "missing-signature" | "signtest-signature" | "unknown-serial" | "stale-timestamp" | "bad-signature" | null {
    const signature = headerValue(headers, "wechatpay-signature");
    const timestamp = headerValue(headers, "wechatpay-timestamp");
    const nonce = headerValue(headers, "wechatpay-nonce");
    const serial = headerValue(headers, "wechatpay-serial");
    if (!signature || !timestamp || !nonce || !serial) return "missing-signature";
    if (signature.startsWith(signTestPrefix)) return "signtest-signature";
    if (serial.toUpperCase() !== platformSerial) return "unknown-serial";
    if (clockSkewSeconds(timestamp, now()) > maxClockSkewSeconds) return "stale-timestamp";
    if (!verifyRsaSha256(responseMessage(timestamp, nonce, body), signature, config.platformPublicKey)) {
      return "bad-signature";
    }
    return null;
  }

  /**
   * A notification's decrypted resource, as JSON, once its signature, envelope, event type
   * (`acceptsEvent` sees `original_type`) and encryption check out; otherwise why not.
   */
  function openNotification(
    notification: IncomingNotification,
    acceptsEvent: (originalType: string | undefined) => boolean,
  ): { ok: true; resource: unknown } | { ok: false; reason: string } {
    const problem = checkSignature(notification.headers, notification.rawBody);
    if (problem) return { ok: false, reason: problem };
    let body: unknown;
    try {
      body = JSON.parse(notification.rawBody);
    } catch {
      return { ok: false, reason: "malformed-body" };
    }
    const parsed = notificationSchema.safeParse(body);
    if (!parsed.success) return { ok: false, reason: "malformed-body" };
    const { resource } = parsed.data;
    if (resource.algorithm !== "AEAD_AES_256_GCM") return { ok: false, reason: "unsupported-algorithm" };
    if (!acceptsEvent(resource.original_type)) return { ok: false, reason: "unsupported-event" };
    const plaintext = decryptResource(
      resource.ciphertext,
      config.apiV3Key,
      resource.associated_data ?? "",
      resource.nonce,
    );
    if (plaintext === null) return { ok: false, reason: "decrypt-failed" };
    try {
      return { ok: true, resource: JSON.parse(plaintext) };
    } catch {
      return { ok: false, reason: "malformed-resource" };
    }
  }

  async function request(
    method: "GET" | "POST",
    pathWithQuery: string,
    body?: object,
  ): Promise<{ status: number; data: Record<string, unknown> | null }> {
    const url = new URL(`${gateway}${pathWithQuery}`);
    const payload = body === undefined ? "" : JSON.stringify(body);
    const timestamp = unixSeconds(now());
    const nonce = createNonce();
    const signature = signWithRsaSha256(
      requestMessage(method, `${url.pathname}${url.search}`, timestamp, nonce, payload),
      config.privateKey,
    );
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          authorization: formatAuthorization({
            mchid: config.mchId,
            nonce_str: nonce,
            signature,
            timestamp,
            serial_no: config.serialNo,
          }),
          accept: "application/json",
          ...(payload ? { "content-type": "application/json" } : {}),
          "user-agent": "proxy-shop (node.js)",
        },
        body: payload || undefined,
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      text = await response.text();
    } catch (error) {
      const reason = (error as Error).name === "TimeoutError" ? "timed out" : (error as Error).message;
      throw new PaymentProviderError(`WeChat Pay ${method} ${url.pathname} failed: ${reason}`);
    }
    const headers = Object.fromEntries(response.headers);
    // Success must be signed; an error answer is checked when it carries a signature.
    if (response.ok || headerValue(headers, "wechatpay-signature") !== undefined) {
      const problem = checkSignature(headers, text);
      if (problem) {
        throw new PaymentProviderError(
          `WeChat Pay answer to ${method} ${url.pathname} failed verification: ${problem}`,
          "INVALID_RESPONSE_SIGNATURE",
        );
      }
    }
    let data: Record<string, unknown> | null = null;
    if (text !== "") {
      try {
        data = JSON.parse(text) as Record<string, unknown>;
      } catch {
        throw new PaymentProviderError(`WeChat Pay answered ${response.status} with a body that is not JSON`);
      }
    }
    return { status: response.status, data };
  }

  const failure = (what: string, answer: { status: number; data: Record<string, unknown> | null }) =>
    new PaymentProviderError(
      `WeChat Pay ${what} answered ${answer.status} ${String(answer.data?.message ?? "")}`.trim(),
      typeof answer.data?.code === "string" ? answer.data.code : undefined,
    );

  const isNotFound = (answer: { status: number; data: Record<string, unknown> | null }) =>
    answer.data?.code === "ORDER_NOT_EXIST" || answer.data?.code === "ORDERNOTEXIST";

  function checkOwnership(transaction: Transaction): string | null {
    if (transaction.mchid !== config.mchId) return "wrong-mchid";
    if (transaction.appid !== config.appId) return "wrong-appid";
    return null;
  }

  /** A transaction (query answer or decrypted notification) as the shop sees it; a string is a rejection reason. */
  function tradeState(transaction: Transaction): ProviderTradeState | string {
    const outTradeNo = transaction.out_trade_no;
    switch (transaction.trade_state) {
      // REFUND: the trade was paid and a refund has started since; it still counts as paid once.
      case "SUCCESS":
      case "REFUND": {
        const total = transaction.amount?.total;
        if (typeof total !== "number" || !Number.isSafeInteger(total) || total <= 0) return "malformed-amount";
        if (!transaction.transaction_id) return "missing-transaction-id";
        const paidAt = (transaction.success_time && parseRfc3339(transaction.success_time)) || now();
        const paid = {
          state: "paid" as const,
          outTradeNo,
          providerTradeNo: transaction.transaction_id,
          amountFen: total,
          paidAt,
        };
        const currency = transaction.amount?.currency;
        return currency === "CNY" ? paid : { ...paid, currency: currency ?? "unknown" };
      }
      case "NOTPAY":
      case "USERPAYING":
        return { state: "waiting", outTradeNo };
      case "CLOSED":
      case "REVOKED":
      case "PAYERROR":
        return { state: "closed", outTradeNo };
      default:
        return "unknown-trade-state";
    }
  }

  function refundState(refund: WechatRefund): ProviderRefundState {
    const amount = refund.amount.refund;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) {
      throw new PaymentProviderError("WeChat Pay answered a refund without a valid amount");
    }
    return refundFromStatus(refund.status, refund.out_refund_no, refund.refund_id ?? null, amount, refund.success_time);
  }

  function refundFromStatus(
    status: string,
    outRefundNo: string,
    providerRefundNo: string | null,
    refundFen: number,
    successTime: string | undefined,
  ): ProviderRefundState {
    switch (status) {
      case "SUCCESS":
        return {
          state: "succeeded",
          outRefundNo,
          providerRefundNo,
          refundFen,
          succeededAt: (successTime && parseRfc3339(successTime)) || now(),
        };
      // ABNORMAL: the buyer's card refused the money; WeChat Pay keeps it until the merchant acts, so not failed.
      case "PROCESSING":
      case "ABNORMAL":
        return { state: "processing", outRefundNo, providerRefundNo };
      case "CLOSED":
        return { state: "failed", outRefundNo, reason: "CLOSED" };
      default:
        throw new PaymentProviderError(`WeChat Pay reported an unknown refund status ${status}`);
    }
  }

  const pathOf = (outTradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  return {
    method: "wechat",

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.channel !== "wx_native" && input.channel !== "wx_h5" && input.channel !== "wx_jsapi") {
        throw new PaymentProviderError(`channel ${input.channel} is not a WeChat Pay channel`);
      }
      if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) {
        throw new PaymentProviderError(`amount must be a positive number of fen, got ${input.amountFen}`);
      }
      const body: Record<string, unknown> = {
        appid: config.appId,
        mchid: config.mchId,
        description: [...input.subject].slice(0, descriptionMaxLength).join(""),
        out_trade_no: input.outTradeNo,
        time_expire: formatBeijingRfc3339(input.expiresAt),
        notify_url: input.notifyUrl,
        amount: { total: input.amountFen, currency: "CNY" },
      };
      if (input.channel === "wx_h5") {
        // H5 requires the buyer's IP and the kind of site (Wap: a mobile web page).
        if (!input.clientIp) throw new PaymentProviderError("a WeChat Pay H5 order needs the buyer's IP");
        body.scene_info = { payer_client_ip: input.clientIp, h5_info: { type: "Wap" } };
        const answer = await request("POST", "/v3/pay/transactions/h5", body);
        const h5Url = answer.data?.h5_url;
        if (answer.status !== 200 || typeof h5Url !== "string" || !/^https?:\/\//.test(h5Url)) {
          throw failure("H5 order", answer);
        }
        return { payUrl: withRedirectUrl(h5Url, input.returnUrl) };
      }
      if (input.clientIp) body.scene_info = { payer_client_ip: input.clientIp };
      if (input.channel === "wx_jsapi") {
        if (!input.payerOpenId) throw new PaymentProviderError("a WeChat Pay JSAPI order needs the payer's OpenID");
        body.payer = { openid: input.payerOpenId };
        const answer = await request("POST", "/v3/pay/transactions/jsapi", body);
        const prepayId = answer.data?.prepay_id;
        if (answer.status !== 200 || typeof prepayId !== "string" || prepayId === "") {
          throw failure("JSAPI order", answer);
        }
        return { payUrl: prepayId, jsapi: jsapiPayParams(config, prepayId, { now: now() }) };
      }
      const answer = await request("POST", "/v3/pay/transactions/native", body);
      const codeUrl = answer.data?.code_url;
      if (answer.status !== 200 || typeof codeUrl !== "string" || codeUrl === "") {
        throw failure("native order", answer);
      }
      return { payUrl: codeUrl };
    },

    async query(outTradeNo: string): Promise<ProviderTradeState> {
      const answer = await request("GET", `${pathOf(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`);
      if (answer.status === 404 && isNotFound(answer)) return { state: "not-found", outTradeNo };
      if (answer.status !== 200) throw failure("query", answer);
      const parsed = transactionSchema.safeParse(answer.data);
      if (!parsed.success) throw new PaymentProviderError("WeChat Pay query answered an unreadable transaction");
      const problem = checkOwnership(parsed.data);
      if (problem || parsed.data.out_trade_no !== outTradeNo) {
        throw new PaymentProviderError(`WeChat Pay query answered another trade (${problem ?? "out_trade_no"})`);
      }
      const state = tradeState(parsed.data);
      if (typeof state === "string") throw new PaymentProviderError(`WeChat Pay query: ${state}`);
      return state;
    },

    async close(outTradeNo: string): Promise<void> {
      const answer = await request("POST", `${pathOf(outTradeNo)}/close`, { mchid: config.mchId });
      if (answer.status === 204 || answer.status === 200) return;
      if (isNotFound(answer) || answer.data?.code === "ORDER_CLOSED") return;
      throw failure("close", answer);
    },

    async verifyNotification(notification: IncomingNotification): Promise<NotificationVerdict> {
      const opened = openNotification(notification, (type) => type === undefined || type === "transaction");
      if (!opened.ok) return opened;
      const result = transactionSchema.safeParse(opened.resource);
      if (!result.success) return { ok: false, reason: "malformed-resource" };
      const transaction = result.data;
      const ownership = checkOwnership(transaction);
      if (ownership) return { ok: false, reason: ownership };
      const state = tradeState(transaction);
      if (typeof state === "string") return { ok: false, reason: state };
      return { ok: true, trade: state };
    },

    acceptedReply(): NotificationReply {
      return { status: 204, contentType: "application/json; charset=utf-8", body: "" };
    },

    async refund(input: RefundInput): Promise<ProviderRefundState> {
      if (!Number.isSafeInteger(input.refundFen) || input.refundFen <= 0 || input.refundFen > input.totalFen) {
        throw new PaymentProviderError(`refund must be 1..${input.totalFen} fen, got ${input.refundFen}`);
      }
      const answer = await request("POST", "/v3/refund/domestic/refunds", {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.outRefundNo,
        reason: [...input.reason].slice(0, 80).join(""),
        notify_url: input.notifyUrl,
        amount: { refund: input.refundFen, total: input.totalFen, currency: "CNY" },
      });
      if (answer.status === 200) {
        const parsed = refundSchema.safeParse(answer.data);
        if (!parsed.success || parsed.data.out_refund_no !== input.outRefundNo) {
          throw new PaymentProviderError("WeChat Pay answered a refund that is not the one sent");
        }
        return refundState(parsed.data);
      }
      const code = typeof answer.data?.code === "string" ? answer.data.code : "";
      if (answer.status >= 400 && answer.status < 500 && refundRefusals.has(code)) {
        return { state: "failed", outRefundNo: input.outRefundNo, reason: code };
      }
      throw failure("refund", answer);
    },

    async queryRefund(_outTradeNo: string, outRefundNo: string): Promise<ProviderRefundState> {
      const answer = await request("GET", `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
      if (answer.status === 404 && answer.data?.code === "RESOURCE_NOT_EXISTS") {
        return { state: "not-found", outRefundNo };
      }
      if (answer.status !== 200) throw failure("refund query", answer);
      const parsed = refundSchema.safeParse(answer.data);
      if (!parsed.success || parsed.data.out_refund_no !== outRefundNo) {
        throw new PaymentProviderError("WeChat Pay refund query answered another refund");
      }
      return refundState(parsed.data);
    },

    async verifyRefundNotification(notification: IncomingNotification): Promise<RefundNotificationVerdict> {
      const opened = openNotification(notification, (type) => type === "refund");
      if (!opened.ok) return opened;
      const result = refundResourceSchema.safeParse(opened.resource);
      if (!result.success) return { ok: false, reason: "malformed-resource" };
      const refund = result.data;
      if (refund.mchid !== config.mchId) return { ok: false, reason: "wrong-mchid" };
      const amount = refund.amount.refund;
      if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0) {
        return { ok: false, reason: "malformed-amount" };
      }
      try {
        return {
          ok: true,
          outTradeNo: refund.out_trade_no,
          refund: refundFromStatus(
            refund.refund_status,
            refund.out_refund_no,
            refund.refund_id ?? null,
            amount,
            refund.success_time,
          ),
        };
      } catch {
        return { ok: false, reason: "unknown-refund-status" };
      }
    },

    rejectedReply(reason: string): NotificationReply {
      // Any 4xx/5xx makes WeChat Pay retry on its schedule; 401 tells a signature problem apart.
      const isSignature = /signature|timestamp|serial/.test(reason);
      return {
        status: isSignature ? 401 : 400,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify({ code: "FAIL", message: reason }),
      };
    },
  };
}
