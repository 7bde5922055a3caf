/**
 * One payment provider (Alipay, WeChat Pay or Stripe for cards) as the shop sees it. The real
 * services and the local sandbox are reached through the same adapters; only
 * the gateway URL and keys differ.
 */

export type PaymentMethodName = "alipay" | "wechat" | "card";
/**
 * SPEC §4 channel codes, plus Alipay's mobile-web cashier for /h5/pay and WeChat Pay's
 * H5 (phone browsers outside WeChat) and JSAPI (WeChat's own browser) payments, and Stripe Checkout for cards.
 */
type PaymentChannelName = "alipay_pc" | "alipay_wap" | "wx_native" | "wx_h5" | "wx_jsapi" | "card_checkout";

export interface CreatePaymentInput {
  outTradeNo: string;
  /** What the buyer pays, integer minor units of `currency` (order amount + handling fee). */
  amountFen: number;
  /** CNY unless said (Stripe card payments of USD orders). */
  currency?: "CNY" | "USD";
  /** Stripe only: the language of its checkout page (the buyer's language on the shop). */
  language?: "zh" | "en";
  /** Shown at the cashier, e.g. "Dynamic residential traffic 10 GB". */
  subject: string;
  channel: PaymentChannelName;
  /** The provider closes the trade itself after this. */
  expiresAt: Date;
  /** Full URL the provider posts its asynchronous notification to. */
  notifyUrl: string;
  /** Alipay only: where the cashier sends the buyer back. */
  returnUrl?: string;
  /** WeChat only: the buyer's IP for scene_info (required by H5). */
  clientIp?: string;
  /** WeChat JSAPI only: the buyer's OpenID under the configured app id (from the OAuth step). */
  payerOpenId?: string;
}

/** What WeixinJSBridge.invoke("getBrandWCPayRequest", …) takes, paySign included. */
export interface WechatJsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  /** "prepay_id=…" */
  package: string;
  signType: "RSA";
  paySign: string;
}

export interface CreatedPayment {
  /**
   * Alipay: the signed cashier URL to open. WeChat Native: the code_url to show as a QR code;
   * H5: the h5_url (with redirect_url) to send the browser to; JSAPI: the prepay_id.
   */
  payUrl: string;
  /** WeChat JSAPI only: the signed parameters for the page's JS bridge. */
  jsapi?: WechatJsapiParams;
  /** Stripe only: the Checkout Session id, kept with the attempt for query and close. */
  providerRef?: string;
}

/** What the provider says about one trade (query, or a verified notification). */
export type ProviderTradeState =
  | {
      state: "paid";
      outTradeNo: string;
      providerTradeNo: string;
      amountFen: number;
      paidAt: Date;
      /**
       * Set only when the provider says the money is not CNY: the trade is still
       * paid (the buyer was charged), so it is kept as an anomaly, never dropped.
       */
      currency?: string;
    }
  | { state: "waiting"; outTradeNo: string }
  | { state: "closed"; outTradeNo: string }
  /** The provider has no such trade (Alipay: cashier never opened). */
  | { state: "not-found"; outTradeNo: string };

export interface IncomingNotification {
  /** Lower-cased header names, as Fastify gives them. */
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received (signatures are over the raw bytes). */
  rawBody: string;
}

export type NotificationVerdict =
  | { ok: true; trade: ProviderTradeState }
  /** reason: a short machine-readable cause, recorded with the raw notification. */
  | { ok: false; reason: string };

/** The HTTP answer a provider expects, so it stops (or keeps) retrying. */
export interface NotificationReply {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundInput {
  outTradeNo: string;
  /** Ours, unique per refund: the provider makes one refund per number however often it is sent. */
  outRefundNo: string;
  refundFen: number;
  /** What the buyer paid for the whole trade, integer fen (WeChat Pay wants it with every refund). */
  totalFen: number;
  reason: string;
  /** Stripe only: the PaymentIntent that paid the trade (refunds are made against it). */
  providerTradeNo?: string | null;
  /** WeChat only: where its refund notification goes. */
  notifyUrl: string;
}

/** What the provider says about one refund (its answer, a query, or a verified notification). */
export type ProviderRefundState =
  | { state: "succeeded"; outRefundNo: string; providerRefundNo: string | null; refundFen: number; succeededAt: Date }
  /** Accepted, money not yet back (WeChat Pay refunds asynchronously). */
  | { state: "processing"; outRefundNo: string; providerRefundNo: string | null }
  /** The provider refused or closed this refund for good; `reason` is its code. */
  | { state: "failed"; outRefundNo: string; reason: string }
  /** The provider has no refund with this number: it was never made, so sending it again is safe. */
  | { state: "not-found"; outRefundNo: string };

export type RefundNotificationVerdict =
  | { ok: true; outTradeNo: string; refund: ProviderRefundState }
  | { ok: false; reason: string };

export interface PaymentProvider {
  readonly method: PaymentMethodName;
  create(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** `providerRef`: what create answered as providerRef (Stripe's session id); the others ignore it. */
  query(outTradeNo: string, providerRef?: string | null): Promise<ProviderTradeState>;
  /** Closing a trade that does not exist or is already closed is not an error. */
  close(outTradeNo: string, providerRef?: string | null): Promise<void>;
  /**
   * Checks the signature (and for WeChat the timestamp and decrypts the
   * resource) and our app id / seller id / merchant id. The amount and the
   * currency against the order are the payments service's job: a genuine paid
   * trade is always passed on, so that money that cannot pay its order is
   * recorded instead of refused (and retried by the provider forever).
   */
  verifyNotification(notification: IncomingNotification): Promise<NotificationVerdict>;
  acceptedReply(): NotificationReply;
  rejectedReply(reason: string): NotificationReply;
  /**
   * Sends one refund. Throws PaymentProviderError when the outcome is
   * unknown (no answer, a system error): the caller must ask with
   * queryRefund, or send the same outRefundNo again, never a new number.
   */
  refund(input: RefundInput): Promise<ProviderRefundState>;
  /** `providerTradeNo`: the paid trade's number at the provider (Stripe finds refunds by it). */
  queryRefund(outTradeNo: string, outRefundNo: string, providerTradeNo?: string | null): Promise<ProviderRefundState>;
  /** WeChat Pay's refund notifications (Alipay answers refunds synchronously and sends none). */
  verifyRefundNotification(notification: IncomingNotification): Promise<RefundNotificationVerdict>;
}

export class PaymentProviderError extends Error {
  /** The provider's own error code when it gave one (e.g. ACQ.TRADE_NOT_EXIST, ORDERNOTEXIST). */
  readonly providerCode: string | undefined;

  constructor(message: string, providerCode?: string) {
    super(message);
    this.name = "PaymentProviderError";
    this.providerCode = providerCode;
  }
}
