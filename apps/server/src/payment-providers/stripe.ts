import Stripe from "stripe";
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

/** Card payments through Stripe Checkout: the real API, or the local sandbox that plays it. */
export interface StripeConfig {
  /** sk_live_… / sk_test_… (the sandbox's own key in demo mode). */
  secretKey: string;
  /** whsec_…: the signing secret of the webhook endpoint pointing at /pay/notify/card. */
  webhookSecret: string;
  /** Where the API is: Stripe's own by default, the sandbox (this server) in demo mode. */
  api?: { host: string; port: number; protocol: "http" | "https" };
}

/** Stripe refuses a Checkout Session that expires sooner than this after its creation. */
const minimumSessionMs = 31 * 60_000;
/** …or later than this. */
const maximumSessionMs = 24 * 3600_000 - 60_000;
/** Webhook signatures older than this are refused (Stripe's own default). */
const signatureToleranceSeconds = 300;

/** Refusals Stripe gives for a refund that will never be made: anything else is "unknown". */
const finalRefundRefusals = new Set(["charge_already_refunded", "amount_too_large", "charge_disputed"]);

type Session = Stripe.Checkout.Session;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/**
 * The Stripe adapter. A Checkout Session is one attempt: its id is kept with the attempt
 * (`providerRef`) and asked about by `query`/`close`; the PaymentIntent it creates is the
 * provider trade number (refunds are made against it). Our out_trade_no travels as
 * client_reference_id and in the metadata, and each create/refund carries an idempotency
 * key of our own number, so a retried call makes nothing twice.
 */
export function createStripeProvider(config: StripeConfig, now: () => Date = () => new Date()): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });

  /** A Stripe failure as the payments service expects it: unknown outcome, with Stripe's code. */
  const failure = (error: unknown): PaymentProviderError => {
    if (error instanceof Stripe.errors.StripeError) {
      return new PaymentProviderError(`Stripe: ${error.message}`, error.code ?? error.type);
    }
    return new PaymentProviderError(`Stripe: ${error instanceof Error ? error.message : String(error)}`);
  };

  const tradeOf = (session: Session, outTradeNo: string, paidAt: Date): ProviderTradeState => {
    if (session.payment_status === "paid") {
      return {
        state: "paid",
        outTradeNo,
        providerTradeNo: idOf(session.payment_intent) ?? session.id,
        amountFen: session.amount_total ?? 0,
        paidAt,
        currency: (session.currency ?? "").toUpperCase(),
      };
    }
    if (session.status === "expired") return { state: "closed", outTradeNo };
    return { state: "waiting", outTradeNo };
  };

  const refundState = (refund: Stripe.Refund, outRefundNo: string): ProviderRefundState => {
    if (refund.status === "succeeded") {
      return {
        state: "succeeded",
        outRefundNo,
        providerRefundNo: refund.id,
        refundFen: refund.amount,
        succeededAt: new Date(refund.created * 1000),
      };
    }
    if (refund.status === "failed" || refund.status === "canceled") {
      return { state: "failed", outRefundNo, reason: refund.failure_reason ?? refund.status };
    }
    return { state: "processing", outRefundNo, providerRefundNo: refund.id };
  };

  const reply = (status: number, body: unknown): NotificationReply => ({
    status,
    contentType: "application/json",
    body: JSON.stringify(body),
  });

  return {
    method: "card",

    async create(input: CreatePaymentInput): Promise<CreatedPayment> {
      const at = now().getTime();
      const expiresAt = Math.min(Math.max(input.expiresAt.getTime(), at + minimumSessionMs), at + maximumSessionMs);
      const returnUrl = input.returnUrl ?? input.notifyUrl;
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            client_reference_id: input.outTradeNo,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: (input.currency ?? "CNY").toLowerCase(),
                  unit_amount: input.amountFen,
                  product_data: { name: input.subject },
                },
              },
            ],
            locale: input.language ?? "auto",
            success_url: returnUrl,
            cancel_url: returnUrl,
            expires_at: Math.floor(expiresAt / 1000),
            metadata: { out_trade_no: input.outTradeNo },
            payment_intent_data: { metadata: { out_trade_no: input.outTradeNo } },
          },
          { idempotencyKey: `checkout-${input.outTradeNo}` },
        );
        if (!session.url) throw new PaymentProviderError("Stripe: the Checkout Session has no URL");
        return { payUrl: session.url, providerRef: session.id };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : failure(error);
      }
    },

    async query(outTradeNo: string, providerRef?: string | null): Promise<ProviderTradeState> {
      if (!providerRef) return { state: "not-found", outTradeNo };
      try {
        return tradeOf(await stripe.checkout.sessions.retrieve(providerRef), outTradeNo, now());
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return { state: "not-found", outTradeNo };
        }
        throw failure(error);
      }
    },

    async close(outTradeNo: string, providerRef?: string | null): Promise<void> {
      if (!providerRef) return;
      try {
        const session = await stripe.checkout.sessions.retrieve(providerRef);
        if (session.status === "open") await stripe.checkout.sessions.expire(providerRef);
        else if (session.status === "complete") {
          throw new PaymentProviderError(`Stripe: session of ${outTradeNo} is complete`, "session_complete");
        }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
        throw error instanceof PaymentProviderError ? error : failure(error);
      }
    },

    async verifyNotification(notification: IncomingNotification): Promise<NotificationVerdict> {
      const header = notification.headers["stripe-signature"];
      if (typeof header !== "string" || header === "") return { ok: false, reason: "signature-missing" };
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          notification.rawBody,
          header,
          config.webhookSecret,
          signatureToleranceSeconds,
          undefined,
          Math.floor(now().getTime() / 1000),
        );
      } catch {
        return { ok: false, reason: "signature-invalid" };
      }
      if (!event.type.startsWith("checkout.session.")) {
        // Refund and charge events: refunds are asked about by their own job, nothing to settle here.
        return { ok: true, trade: { state: "waiting", outTradeNo: "" } };
      }
      const session = event.data.object as Session;
      const outTradeNo = session.client_reference_id ?? session.metadata?.out_trade_no ?? "";
      if (!outTradeNo) return { ok: false, reason: "out-trade-no-missing" };
      return { ok: true, trade: tradeOf(session, outTradeNo, new Date(event.created * 1000)) };
    },

    acceptedReply: () => reply(200, { received: true }),
    rejectedReply: (reason: string) => reply(400, { error: reason }),

    async refund(input: RefundInput): Promise<ProviderRefundState> {
      if (!input.providerTradeNo) throw new PaymentProviderError("Stripe: the trade has no PaymentIntent to refund");
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.providerTradeNo,
            amount: input.refundFen,
            reason: "requested_by_customer",
            metadata: { out_refund_no: input.outRefundNo, out_trade_no: input.outTradeNo },
          },
          { idempotencyKey: `refund-${input.outRefundNo}` },
        );
        return refundState(refund, input.outRefundNo);
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code !== undefined &&
          finalRefundRefusals.has(error.code)
        ) {
          return { state: "failed", outRefundNo: input.outRefundNo, reason: error.code };
        }
        throw failure(error);
      }
    },

    async queryRefund(_outTradeNo: string, outRefundNo: string, providerTradeNo?: string | null) {
      if (!providerTradeNo) return { state: "not-found", outRefundNo } satisfies ProviderRefundState;
      try {
        for await (const refund of stripe.refunds.list({ payment_intent: providerTradeNo, limit: 100 })) {
          if (refund.metadata?.out_refund_no === outRefundNo) return refundState(refund, outRefundNo);
        }
        return { state: "not-found", outRefundNo } satisfies ProviderRefundState;
      } catch (error) {
        throw failure(error);
      }
    },

    /** Stripe answers refunds at once (or the settle-refunds job asks); its refund events are not used. */
    async verifyRefundNotification(): Promise<RefundNotificationVerdict> {
      return { ok: false, reason: "not-used" };
    },
  };
}

/** Signs a webhook body the way Stripe does (the sandbox's notifier and tests). */
export function signStripeWebhook(payload: string, secret: string, at: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
}
