import { type AlipayConfig, createAlipayProvider } from "./alipay.ts";
import type { PaymentsConfig } from "./config.ts";
import { type PaymentMethodName, type PaymentProvider, PaymentProviderError } from "./provider.ts";
import { type SandboxKeys, sandboxWechatAppSecret } from "./sandbox/keys.ts";
import { stripeSandboxSecrets } from "./sandbox/stripe-sandbox.ts";
import { createStripeProvider, type StripeConfig } from "./stripe.ts";
import { createWechatPayProvider, type WechatPayConfig } from "./wechat.ts";
import { createWechatOAuth, type WechatOAuth, wechatOAuthDefaults } from "./wechat-oauth.ts";

/** The Alipay adapter's settings for the sandbox served at `origin`. */
export function sandboxAlipayConfig(keys: SandboxKeys, origin: string): AlipayConfig {
  return {
    appId: keys.alipay.appId,
    privateKey: keys.alipay.merchantPrivateKey,
    alipayPublicKey: keys.alipay.alipayPublicKey,
    sellerId: keys.alipay.sellerId,
    gateway: `${origin}/sandbox/alipay/gateway.do`,
  };
}

/** The WeChat Pay adapter's settings for the sandbox served at `origin`. */
export function sandboxWechatPayConfig(keys: SandboxKeys, origin: string): WechatPayConfig {
  return {
    mchId: keys.wechat.mchId,
    appId: keys.wechat.appId,
    privateKey: keys.wechat.merchantPrivateKey,
    serialNo: keys.wechat.merchantSerial,
    apiV3Key: keys.wechat.apiV3Key,
    platformPublicKey: keys.wechat.platformPublicKey,
    platformSerial: keys.wechat.platformSerial,
    gateway: `${origin}/sandbox/wechat`,
  };
}

/** The Stripe adapter's settings for the sandbox served at `origin` (the package's host/port/protocol). */
export function sandboxStripeConfig(keys: SandboxKeys, origin: string): StripeConfig {
  const url = new URL(origin);
  const protocol = url.protocol === "https:" ? "https" : "http";
  return {
    ...stripeSandboxSecrets(keys),
    api: { host: url.hostname, port: Number(url.port || (protocol === "https" ? 443 : 80)), protocol },
  };
}

/** Card payments are off (production without Stripe keys): every call says so. */
function cardPaymentsOff(): PaymentProvider {
  const off = async (): Promise<never> => {
    throw new PaymentProviderError("card payments are not configured (STRIPE_SECRET_KEY)");
  };
  return {
    method: "card",
    create: off,
    query: off,
    close: async () => undefined,
    verifyNotification: async () => ({ ok: false, reason: "card-payments-off" }),
    acceptedReply: () => ({ status: 200, contentType: "application/json", body: "{}" }),
    rejectedReply: (reason) => ({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ error: reason }),
    }),
    refund: off,
    queryRefund: off,
    verifyRefundNotification: async () => ({ ok: false, reason: "card-payments-off" }),
  };
}

/**
 * An adapter built on first use with the origin known at that moment: a
 * server listening on port 0 learns its own address only after start.
 */
function lazyProvider(method: PaymentMethodName, build: (origin: string) => PaymentProvider, origin: () => string) {
  let built: { origin: string; provider: PaymentProvider } | null = null;
  const current = () => {
    const now = origin();
    if (built?.origin !== now) built = { origin: now, provider: build(now) };
    return built.provider;
  };
  const provider: PaymentProvider = {
    method,
    create: (input) => current().create(input),
    query: (outTradeNo, providerRef) => current().query(outTradeNo, providerRef),
    close: (outTradeNo, providerRef) => current().close(outTradeNo, providerRef),
    verifyNotification: (notification) => current().verifyNotification(notification),
    acceptedReply: () => current().acceptedReply(),
    rejectedReply: (reason) => current().rejectedReply(reason),
    refund: (input) => current().refund(input),
    queryRefund: (outTradeNo, outRefundNo, providerTradeNo) =>
      current().queryRefund(outTradeNo, outRefundNo, providerTradeNo),
    verifyRefundNotification: (notification) => current().verifyRefundNotification(notification),
  };
  return provider;
}

/**
 * The two providers the shop uses: real adapters with the configured keys, or
 * the same adapters pointed at the local sandbox (`sandbox` is required when a
 * channel is sandbox; `origin` must reach this server from both the server
 * itself and, unless sandbox/buyer-origin.ts moves the cashier link, the buyer's browser: PUBLIC_URL or
 * http://127.0.0.1:PORT).
 */
export function createPaymentProviders(
  config: Pick<PaymentsConfig, "alipay" | "wechat"> & Partial<Pick<PaymentsConfig, "card">>,
  sandbox: { keys: SandboxKeys; origin: () => string; now?: () => Date } | null,
): Record<PaymentMethodName, PaymentProvider> {
  /** The adapter `build` makes, pointed at the local sandbox. */
  const sandboxed = (method: PaymentMethodName, build: (keys: SandboxKeys, origin: string) => PaymentProvider) => {
    if (!sandbox) throw new Error("a payment channel is configured as sandbox, but no sandbox keys were given");
    const { keys, origin } = sandbox;
    return lazyProvider(method, (at) => build(keys, at), origin);
  };
  const alipay =
    config.alipay.kind === "real"
      ? createAlipayProvider(config.alipay)
      : sandboxed("alipay", (keys, at) => createAlipayProvider(sandboxAlipayConfig(keys, at)));
  const wechat =
    config.wechat.kind === "real"
      ? createWechatPayProvider(config.wechat)
      : sandboxed("wechat", (keys, at) => createWechatPayProvider(sandboxWechatPayConfig(keys, at)));
  const cardConfig = config.card ?? { kind: "off" };
  const card =
    cardConfig.kind === "real"
      ? createStripeProvider(cardConfig, sandbox?.now)
      : cardConfig.kind === "sandbox"
        ? sandboxed("card", (keys, at) => createStripeProvider(sandboxStripeConfig(keys, at), sandbox?.now))
        : cardPaymentsOff();
  return { alipay, wechat, card };
}

/**
 * What JSAPI payments need besides the adapter: WeChat's OAuth (real with WECHAT_PAY_APP_SECRET,
 * none without; the sandbox's stand-in, opened on the buyer's origin and asked over `serverOrigin`)
 * and, in the sandbox only, the script that plays WeChat's JS bridge.
 */
export function wechatJsapiDeps(
  config: { payments: Pick<PaymentsConfig, "wechat"> },
  sandboxKeys: SandboxKeys | null,
  serverOrigin: () => string,
): {
  wechatOAuth: ((buyerOrigin: string) => WechatOAuth) | null;
  wechatBridgeScript: ((buyerOrigin: string) => string) | null;
} {
  const wechat = config.payments.wechat;
  if (wechat.kind === "real") {
    const secret = wechat.appSecret;
    if (!secret) return { wechatOAuth: null, wechatBridgeScript: null };
    const oauth = createWechatOAuth({ appId: wechat.appId, appSecret: secret, ...wechatOAuthDefaults });
    return { wechatOAuth: () => oauth, wechatBridgeScript: null };
  }
  if (!sandboxKeys) return { wechatOAuth: null, wechatBridgeScript: null };
  return {
    wechatOAuth: (buyerOrigin) =>
      createWechatOAuth({
        appId: sandboxKeys.wechat.appId,
        appSecret: sandboxWechatAppSecret(sandboxKeys),
        authorizeBase: `${buyerOrigin}/sandbox/wechat/open`,
        apiBase: `${serverOrigin()}/sandbox/wechat/api`,
      }),
    wechatBridgeScript: (buyerOrigin) => `${buyerOrigin}/sandbox/wechat/jsbridge.js`,
  };
}
