import type { FastifyInstance } from "fastify";
import { registerAlipaySandbox } from "./alipay-sandbox.ts";
import type { SandboxKeys } from "./keys.ts";
import { createNotifier } from "./notifier.ts";
import type { SandboxStore } from "./store.ts";
import { registerStripeSandbox } from "./stripe-sandbox.ts";
import { registerWechatSandbox } from "./wechat-sandbox.ts";

export interface PaymentSandboxOptions {
  keys: SandboxKeys;
  /** Trades and refunds, in the database every shop process shares. */
  store: SandboxStore;
  /** Which providers to play (those configured as sandbox); Alipay and WeChat by default. */
  channels?: readonly ("alipay" | "wechat" | "card")[];
  /** Stripe (card): the webhook endpoint the sandbox account has configured (…/pay/notify/card). */
  stripeWebhookUrl?: () => string;
  /** Waits before each notification retry; [1 s, 2 s, 4 s, … 64 s] (8 tries) by default. */
  retryDelaysMs?: readonly number[];
  /** Per notification attempt; 5 s by default. */
  notifyTimeoutMs?: number;
}

/**
 * The local payment sandbox (demo mode and tests only, never in production):
 * /sandbox/alipay/* plays Alipay, /sandbox/wechat/* plays WeChat Pay, /v1/* and
 * /sandbox/stripe/* play Stripe (stripe-sandbox.ts). The shop
 * reaches it through its real adapters, configured with the sandbox keys and
 * gateways `${origin}/sandbox/alipay/gateway.do` and `${origin}/sandbox/wechat`.
 *
 * Trades and refunds live in the database (store.ts), so every shop process
 * on it answers query, close and refund calls alike and a restart keeps them;
 * the keys are shared through loadSandboxKeys. The notification log, its
 * retries and the refund-mode switch stay in the process that sent or got
 * them: they are test hooks, and a lost notification is what the shop's
 * recovery job exists for.
 */
export async function paymentSandboxRoutes(app: FastifyInstance, opts: PaymentSandboxOptions) {
  const channels = opts.channels ?? ["alipay", "wechat"];
  // Signatures cover the exact bytes: bodies stay raw strings in this (encapsulated) plugin.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  const notifierOptions = { retryDelaysMs: opts.retryDelaysMs, timeoutMs: opts.notifyTimeoutMs };
  if (channels.includes("alipay")) {
    // Alipay stops retrying only on a body of exactly "success".
    const notifier = createNotifier((status, body) => status === 200 && body === "success", notifierOptions);
    app.addHook("onClose", async () => notifier.stop());
    registerAlipaySandbox(app, { keys: opts.keys, notifier, store: opts.store });
  }
  if (channels.includes("wechat")) {
    const notifier = createNotifier((status) => status === 200 || status === 204, notifierOptions);
    app.addHook("onClose", async () => notifier.stop());
    registerWechatSandbox(app, { keys: opts.keys, notifier, store: opts.store });
  }
  if (channels.includes("card") && opts.stripeWebhookUrl) {
    // Stripe stops retrying on any 2xx.
    const notifier = createNotifier((status) => status >= 200 && status < 300, notifierOptions);
    app.addHook("onClose", async () => notifier.stop());
    registerStripeSandbox(app, { keys: opts.keys, notifier, store: opts.store, webhookUrl: opts.stripeWebhookUrl });
  }
}
