import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { signStripeWebhook } from "../stripe.ts";
import type { SandboxKeys } from "./keys.ts";
import { registerNotificationHooks } from "./notification-hooks.ts";
import { type DeliveryMode, deliverPayment, type NotificationMessage, type Notifier } from "./notifier.ts";
import { type PageLanguage, pickLanguage, renderPage, sendPage, text } from "./page.ts";
import { createRefundMode, dropAnswer, refundModeSchema } from "./refund-mode.ts";
import { jsonBody } from "./request-params.ts";
import type { SandboxRefund, SandboxStore, SandboxTrade } from "./store.ts";

/**
 * The local Stripe: the few API calls the shop's adapter makes through the official `stripe`
 * package (pointed here with host/port/protocol), Checkout's hosted page, and signed webhooks.
 *
 *   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST …/:id/expire
 *   POST /v1/refunds (Idempotency-Key), GET /v1/refunds?payment_intent=
 *
 * A session is a row of payment_sandbox_trades (provider "stripe"): out_trade_no is the
 * client_reference_id, token the cs_… id, tradeNo the pi_… once paid, method the checkout's locale
 * (en, zh or auto), chargedFen/chargedCurrency
 * what the card was charged (the session's amount and currency, unless a test hook said otherwise).
 * Webhooks go to the endpoint a real account would have configured (`webhookUrl`), signed with the
 * sandbox's whsec_ exactly as Stripe signs them (t=…,v1=HMAC-SHA256).
 */

/** The sandbox account's API key and webhook signing secret, derived from the sandbox keys file. */
export function stripeSandboxSecrets(keys: SandboxKeys): { secretKey: string; webhookSecret: string } {
  const seed = createHash("sha256").update(`stripe:${keys.wechat.apiV3Key}`).digest("hex");
  return { secretKey: `sk_test_sandbox${seed.slice(0, 24)}`, webhookSecret: `whsec_sandbox${seed.slice(24, 56)}` };
}

type SessionStatus = "open" | "complete" | "expired";

const maxAmount = 99_999_999;

const payHookSchema = z.object({
  out_trade_no: z.string().min(1),
  deliver: z.enum(["normal", "never", "duplicates", "out-of-order"]).default("normal"),
  copies: z.number().int().min(2).max(50).default(5),
  /** Tests only: report the session paid with this amount (minor units) or currency instead of the ordered ones. */
  total: z.number().int().positive().optional(),
  currency: z.string().length(3).optional(),
});

/** Stripe's form encoding (a[b][0][c]=v) back into nested objects; arrays stay objects keyed "0", "1". */
function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node = root;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else {
        const next = node[part];
        const child = typeof next === "object" && next !== null ? (next as Record<string, unknown>) : {};
        node[part] = child;
        node = child;
      }
    }
  }
  return root;
}

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const positiveInt = (value: unknown): number | null =>
  typeof value === "string" && /^[1-9]\d{0,8}$/.test(value) && Number(value) <= maxAmount ? Number(value) : null;

function stripeError(reply: FastifyReply, status: number, code: string, message: string, param?: string) {
  return reply
    .code(status)
    .send({ error: { type: "invalid_request_error", code, message, ...(param ? { param } : {}) } });
}

const seconds = (at: Date | null | undefined) => (at ? Math.floor(at.getTime() / 1000) : null);

export function registerStripeSandbox(
  app: FastifyInstance,
  opts: { keys: SandboxKeys; notifier: Notifier; store: SandboxStore; webhookUrl: () => string },
) {
  const { notifier, store } = opts;
  const secrets = stripeSandboxSecrets(opts.keys);
  const refundMode = createRefundMode();
  const now = () => store.now();

  const statusOf = (trade: SandboxTrade): SessionStatus =>
    trade.status === "complete" ? "complete" : trade.status === "expired" ? "expired" : "open";

  /** A Checkout Session as the API shows it. */
  const session = (trade: SandboxTrade, origin: string) => {
    const status = statusOf(trade);
    return {
      id: trade.token,
      object: "checkout.session",
      livemode: false,
      mode: "payment",
      status,
      payment_status: status === "complete" ? "paid" : "unpaid",
      amount_total: trade.chargedFen ?? trade.amountFen,
      amount_subtotal: trade.amountFen,
      currency: (trade.chargedCurrency ?? "usd").toLowerCase(),
      client_reference_id: trade.outTradeNo,
      metadata: { out_trade_no: trade.outTradeNo },
      payment_intent: trade.tradeNo,
      success_url: trade.returnUrl,
      cancel_url: trade.returnUrl,
      locale: trade.method ?? "auto",
      url:
        status === "open"
          ? `${origin}/sandbox/stripe/pay/${trade.token}${trade.method === "en" || trade.method === "zh" ? `?lang=${trade.method}` : ""}`
          : null,
      created: seconds(trade.createdAt),
      expires_at: seconds(trade.expiresAt),
    };
  };

  const refundObject = (refund: SandboxRefund, trade: SandboxTrade) => ({
    id: refund.refundId,
    object: "refund",
    amount: refund.amountFen,
    currency: (trade.chargedCurrency ?? "usd").toLowerCase(),
    payment_intent: trade.tradeNo,
    status: refund.status === "SUCCESS" ? "succeeded" : "pending",
    reason: "requested_by_customer",
    metadata: { out_refund_no: refund.outRefundNo, out_trade_no: trade.outTradeNo },
    created: seconds(refund.createdAt),
  });

  /** The webhook Stripe sends for a session, signed now. */
  const event = (trade: SandboxTrade, type: string, origin: string): NotificationMessage => {
    const at = now();
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2026-10-28.endive",
      created: seconds(at),
      livemode: false,
      type,
      data: { object: session(trade, origin) },
    });
    return {
      channel: "stripe",
      outTradeNo: trade.outTradeNo,
      kind: "normal",
      tradeState: type,
      url: opts.webhookUrl(),
      headers: {
        "content-type": "application/json",
        "stripe-signature": signStripeWebhook(body, secrets.webhookSecret, at),
      },
      body,
    };
  };

  /** open -> complete, with a PaymentIntent; undefined when the session was no longer open. */
  const pay = (trade: SandboxTrade, charged?: { total: number; currency: string }) =>
    store.transition("stripe", trade.outTradeNo, "open", "complete", {
      paidAt: now(),
      tradeNo: `pi_sandbox${randomBytes(10).toString("hex")}`,
      ...(charged ? { chargedFen: charged.total, chargedCurrency: charged.currency.toUpperCase() } : {}),
    });

  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  /** Every /v1 call carries the account's secret key as a bearer token. */
  const authorized = (request: FastifyRequest): boolean => {
    const given = Buffer.from(request.headers.authorization ?? "");
    const expected = Buffer.from(`Bearer ${secrets.secretKey}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/v1/")) return;
    if (!authorized(request)) {
      return reply.code(401).send({
        error: { type: "invalid_request_error", message: "Invalid API Key provided (Stripe sandbox)." },
      });
    }
  });

  app.post("/v1/checkout/sessions", async (request, reply) => {
    const form = parseStripeForm(typeof request.body === "string" ? request.body : "");
    const outTradeNo = str(form.client_reference_id);
    const item = obj(obj(form.line_items)["0"]);
    const price = obj(item.price_data);
    const amount = positiveInt(price.unit_amount);
    const quantity = positiveInt(item.quantity ?? "1");
    const currency = str(price.currency);
    const successUrl = str(form.success_url);
    const expiresAt = Number(str(form.expires_at));
    if (str(form.mode) !== "payment")
      return stripeError(reply, 400, "parameter_invalid", "mode must be payment", "mode");
    if (!outTradeNo) return stripeError(reply, 400, "parameter_missing", "client_reference_id is required");
    if (amount === null || quantity === null)
      return stripeError(reply, 400, "parameter_invalid_integer", "line_items[0][price_data][unit_amount]");
    if (!currency || !/^[a-z]{3}$/.test(currency)) return stripeError(reply, 400, "parameter_invalid", "currency");
    if (!successUrl || !URL.canParse(successUrl)) return stripeError(reply, 400, "url_invalid", "success_url");
    const created = now();
    const wait = expiresAt * 1000 - created.getTime();
    if (!Number.isFinite(expiresAt) || wait < 30 * 60_000 || wait > 24 * 3600_000) {
      return stripeError(
        reply,
        400,
        "parameter_invalid",
        "expires_at must be 30 minutes to 24 hours away",
        "expires_at",
      );
    }
    // The same client_reference_id (our number, also in the idempotency key) answers the same session.
    const trade = await store.insertTrade("stripe", {
      outTradeNo,
      token: `cs_test_${randomBytes(16).toString("hex")}`,
      amountFen: amount * quantity,
      subject: str(obj(price.product_data).name) ?? "",
      method: str(form.locale) ?? "auto",
      returnUrl: successUrl,
      status: "open",
      expiresAt: new Date(expiresAt * 1000),
      createdAt: created,
      chargedCurrency: currency.toUpperCase(),
    });
    return session(trade, originOf(request));
  });

  app.get<{ Params: { id: string } }>("/v1/checkout/sessions/:id", async (request, reply) => {
    const trade = await store.findByToken("stripe", request.params.id);
    if (!trade) return stripeError(reply, 404, "resource_missing", `No such checkout.session: '${request.params.id}'`);
    return session(trade, originOf(request));
  });

  app.post<{ Params: { id: string } }>("/v1/checkout/sessions/:id/expire", async (request, reply) => {
    const trade = await store.findByToken("stripe", request.params.id);
    if (!trade) return stripeError(reply, 404, "resource_missing", `No such checkout.session: '${request.params.id}'`);
    const expired = await store.transition("stripe", trade.outTradeNo, "open", "expired");
    if (!expired) {
      return stripeError(
        reply,
        400,
        "checkout_session_not_open",
        "Only Checkout Sessions with a status of open can be expired.",
      );
    }
    return session(expired, originOf(request));
  });

  app.post("/v1/refunds", async (request, reply) => {
    const form = parseStripeForm(typeof request.body === "string" ? request.body : "");
    const paymentIntent = str(form.payment_intent) ?? "";
    const amount = positiveInt(form.amount);
    const idempotencyKey = String(request.headers["idempotency-key"] ?? "");
    const outRefundNo = str(obj(form.metadata).out_refund_no) ?? idempotencyKey;
    if (amount === null) return stripeError(reply, 400, "parameter_invalid_integer", "amount");
    if (!outRefundNo) return stripeError(reply, 400, "parameter_missing", "an Idempotency-Key is required here");
    const found = await store.findByTradeNo("stripe", paymentIntent);
    if (!found) return stripeError(reply, 404, "resource_missing", `No such payment_intent: '${paymentIntent}'`);
    const answer = await store.withTradeLocked("stripe", found.outTradeNo, async (trade, tx) => {
      if (trade?.status !== "complete") return { error: "payment_intent_unexpected_state" } as const;
      const refunds = await tx.refundsOf("stripe", trade.outTradeNo);
      const again = refunds.find((refund) => refund.outRefundNo === outRefundNo);
      if (again) return { refund: again, trade } as const;
      const refunded = refunds.reduce((sum, refund) => sum + refund.amountFen, 0);
      const paid = trade.chargedFen ?? trade.amountFen;
      if (refunded >= paid) return { error: "charge_already_refunded" } as const;
      if (refunded + amount > paid) return { error: "amount_too_large" } as const;
      const refund = await tx.insertRefund("stripe", trade.outTradeNo, {
        outRefundNo,
        refundId: `re_sandbox${randomBytes(10).toString("hex")}`,
        amountFen: amount,
        reason: str(form.reason) ?? "",
        notifyUrl: null,
        status: "SUCCESS",
        createdAt: now(),
        succeededAt: now(),
      });
      return { refund, trade } as const;
    });
    if ("error" in answer) return stripeError(reply, 400, answer.error ?? "invalid", `refund refused: ${answer.error}`);
    if (refundMode.takeTimeout()) return dropAnswer(request, reply);
    return refundObject(answer.refund, answer.trade);
  });

  app.get<{ Querystring: { payment_intent?: string } }>("/v1/refunds", async (request) => {
    const trade = await store.findByTradeNo("stripe", request.query.payment_intent ?? "");
    const refunds = trade ? await store.refundsOf("stripe", trade.outTradeNo) : [];
    return {
      object: "list",
      url: "/v1/refunds",
      has_more: false,
      data: trade ? refunds.map((refund) => refundObject(refund, trade)).reverse() : [],
    };
  });

  // Checkout's hosted page: "Pay" charges the card, sends the webhook and goes back to the shop.
  const cashier = (reply: FastifyReply, lang: PageLanguage, trade: SandboxTrade, request: FastifyRequest) => {
    const status = statusOf(trade);
    const base = `/sandbox/stripe/pay/${encodeURIComponent(trade.token)}`;
    const rows: [string, string][] = [
      [text(lang, "payee"), text(lang, "merchant")],
      [text(lang, "subject"), trade.subject],
      [text(lang, "orderNo"), trade.outTradeNo],
      [text(lang, "cardNumber"), "4242 4242 4242 4242"],
    ];
    const state =
      status === "open"
        ? {
            heading: text(lang, "pay"),
            actions: [
              [text(lang, "pay"), `${base}/pay?lang=${lang}`, true],
              [text(lang, "cancel"), `${base}/cancel?lang=${lang}`, false],
            ] as [string, string, boolean][],
          }
        : status === "complete"
          ? {
              heading: text(lang, "paid"),
              note: text(lang, "paidNote"),
              link: [text(lang, "back"), trade.returnUrl ?? "/"] as [string, string],
            }
          : { heading: text(lang, "closed"), note: text(lang, "closedNote") };
    void request;
    return sendPage(
      reply,
      200,
      renderPage({
        lang,
        provider: "stripe",
        amountFen: trade.chargedFen ?? trade.amountFen,
        currency: trade.chargedCurrency === "USD" ? "USD" : "CNY",
        rows,
        ...state,
      }),
    );
  };

  app.get<{ Params: { token: string } }>("/sandbox/stripe/pay/:token", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const trade = await store.findByToken("stripe", request.params.token);
    if (!trade) return sendPage(reply, 404, renderPage({ lang, provider: "stripe", heading: text(lang, "error") }));
    return cashier(reply, lang, trade, request);
  });

  app.post<{ Params: { token: string } }>("/sandbox/stripe/pay/:token/pay", async (request, reply) => {
    const lang = pickLanguage(request.query, request.headers["accept-language"]);
    const trade = await store.findByToken("stripe", request.params.token);
    if (!trade) return sendPage(reply, 404, renderPage({ lang, provider: "stripe", heading: text(lang, "error") }));
    const paid = await pay(trade);
    if (!paid) return cashier(reply, lang, (await store.findByToken("stripe", trade.token)) ?? trade, request);
    await notifier.deliver(event(paid, "checkout.session.completed", originOf(request)));
    return reply.redirect(paid.returnUrl ?? "/", 303);
  });

  app.post<{ Params: { token: string } }>("/sandbox/stripe/pay/:token/cancel", async (request, reply) => {
    const trade = await store.findByToken("stripe", request.params.token);
    return reply.redirect(trade?.returnUrl ?? "/", 303);
  });

  app.post("/sandbox/stripe/hooks/pay", async (request, reply) => {
    const parsed = payHookSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) {
      return reply.code(400).send({ error: "INVALID_REQUEST", message: parsed.error.issues[0]?.message });
    }
    const hook = parsed.data;
    const found = await store.findTrade("stripe", hook.out_trade_no);
    if (!found)
      return reply.code(404).send({ error: "resource_missing", message: "no session with this out_trade_no" });
    const charged =
      hook.total !== undefined || hook.currency !== undefined
        ? { total: hook.total ?? found.amountFen, currency: hook.currency ?? found.chargedCurrency ?? "USD" }
        : undefined;
    const trade = found.status === "open" ? await pay(found, charged) : undefined;
    if (!trade) return reply.code(409).send({ error: "session_not_open", message: `the session is ${found.status}` });
    const origin = originOf(request);
    const notifications = await deliverPayment(
      notifier,
      hook.deliver as DeliveryMode,
      hook.copies,
      event(trade, "checkout.session.completed", origin),
      () => null,
    );
    return { session: session(trade, origin), notifications };
  });

  app.post("/sandbox/stripe/hooks/refund-mode", async (request, reply) => {
    const parsed = refundModeSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) return reply.code(400).send({ error: "INVALID_REQUEST" });
    refundMode.set(parsed.data);
    return { ok: true };
  });

  app.get<{ Querystring: { out_trade_no?: string } }>("/sandbox/stripe/hooks/refunds", async (request, reply) => {
    const trade = await store.findTrade("stripe", request.query.out_trade_no ?? "");
    if (!trade) return reply.code(404).send({ error: "resource_missing", message: "no such session" });
    const refunds = await store.refundsOf("stripe", trade.outTradeNo);
    return {
      refundedFen: refunds.reduce((sum, refund) => sum + refund.amountFen, 0),
      refunds: refunds.map((r) => ({
        outRefundNo: r.outRefundNo,
        amountFen: r.amountFen,
        status: r.status,
        at: r.createdAt,
      })),
    };
  });

  registerNotificationHooks(app, "stripe", notifier);
}
