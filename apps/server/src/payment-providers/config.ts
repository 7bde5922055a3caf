import { envFlag, envInt, envText, envVar } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module.
import { ConfigError, parseEnvironment } from "../config-error.ts";
import { httpUrl } from "../lib/env-settings.ts";
import { type AlipayConfig, alipayDefaultGateway } from "./alipay.ts";
import { normalizePrivateKey, normalizePublicKey } from "./pem.ts";
import type { StripeConfig } from "./stripe.ts";
import { type WechatPayConfig, wechatPayDefaultGateway } from "./wechat.ts";

/** Real keys for a provider, or the local sandbox (never in production). */
type AlipayChannelConfig = ({ kind: "real" } & AlipayConfig) | { kind: "sandbox" };
/** appSecret: the official account's AppSecret for the OAuth before JSAPI payments; null offers no JSAPI. */
type WechatPayChannelConfig = ({ kind: "real"; appSecret: string | null } & WechatPayConfig) | { kind: "sandbox" };

/**
 * Stripe for card payments: real keys, the local sandbox (no STRIPE_SECRET_KEY outside production),
 * or off (no key in production: card payments and USD orders are not offered).
 */
type StripeChannelConfig = ({ kind: "real" } & StripeConfig) | { kind: "sandbox" } | { kind: "off" };

export interface PaymentsConfig {
  alipay: AlipayChannelConfig;
  wechat: WechatPayChannelConfig;
  card: StripeChannelConfig;
  /** Whether CNY orders may also be paid by card (USD orders always pay by card). */
  cardForCny: boolean;
  /** Origin the providers post notifications to (…/pay/notify/…); null means PUBLIC_URL, else this server over loopback. */
  notifyBaseUrl: string | null;
  /** Handling fee per payment method in ‰ of the order amount (integers). */
  handlingFeePermille: { alipay: number; wechat: number; card: number };
  /** Unpaid orders (and their provider trades) close after this. */
  timeoutMinutes: number;
  /** Where the sandbox keeps its generated keys; null means the caller's default. */
  sandboxKeysFile: string | null;
}

const pattern = (regex: RegExp, error: string) => envVar(z.string().trim().regex(regex, { error }).optional());
/** An optional http(s) URL setting, without trailing slashes (paths are appended to it). */
const baseUrl = () =>
  envVar(
    httpUrl()
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  );
/** An optional key setting, normalised to PEM; `expected` says what it must be when it is not one. */
const pemKey = (normalize: (value: string) => string, expected: string) => () =>
  envVar(
    z
      .string()
      .transform((value, ctx) => {
        try {
          return normalize(value);
        } catch {
          ctx.addIssue({ code: "custom", message: expected });
          return z.NEVER;
        }
      })
      .optional(),
  );
const privateKey = pemKey(normalizePrivateKey, "must be an RSA private key (PKCS#8 PEM or its base64 body)");
const publicKey = pemKey(normalizePublicKey, "must be an RSA public key (PEM or its base64 body) or certificate");
const permille = () => envInt(0, 1000, 6);

const schema = z.object({
  APP_MODE: envVar(z.string().optional()),
  ALIPAY_APP_ID: pattern(/^\d{8,32}$/, "must be the digits of the Alipay app id"),
  ALIPAY_PRIVATE_KEY: privateKey(),
  ALIPAY_PUBLIC_KEY: publicKey(),
  ALIPAY_SELLER_ID: pattern(/^2088\d{12}$/, "must be the 16-digit partner id starting with 2088"),
  ALIPAY_GATEWAY: baseUrl(),
  WECHAT_PAY_MCH_ID: pattern(/^\d{6,20}$/, "must be the digits of the merchant id"),
  WECHAT_PAY_APP_ID: pattern(/^wx[0-9A-Za-z]{16}$/, "must be an app id like wx1234567890abcdef"),
  WECHAT_PAY_PRIVATE_KEY: privateKey(),
  WECHAT_PAY_SERIAL_NO: pattern(/^[0-9A-Fa-f]{8,64}$/, "must be the hexadecimal serial of the merchant certificate"),
  WECHAT_PAY_API_V3_KEY: envVar(
    z
      .string()
      .refine((value) => Buffer.byteLength(value, "utf8") === 32, { error: "must be exactly 32 bytes" })
      .optional(),
  ),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: publicKey(),
  WECHAT_PAY_PLATFORM_SERIAL: pattern(
    /^[0-9A-Za-z_]{8,64}$/,
    "must be the platform certificate serial or the PUB_KEY_ID_… of the WeChat Pay public key",
  ),
  WECHAT_PAY_GATEWAY: baseUrl(),
  WECHAT_PAY_APP_SECRET: pattern(/^[0-9a-fA-F]{32}$/, "must be the 32-character AppSecret of the official account"),
  STRIPE_SECRET_KEY: pattern(
    /^(sk|rk)_(live|test)_[0-9A-Za-z_]{8,}$/,
    "must be a Stripe secret key (sk_live_… or sk_test_…)",
  ),
  STRIPE_WEBHOOK_SECRET: pattern(/^whsec_[0-9A-Za-z_+/=]{8,}$/, "must be the webhook signing secret (whsec_…)"),
  STRIPE_API_BASE: baseUrl(),
  PAYMENT_CARD_FOR_CNY: envFlag(),
  PAYMENT_NOTIFY_BASE_URL: baseUrl(),
  PAYMENT_HANDLING_FEE_ALIPAY_PERMILLE: permille(),
  PAYMENT_HANDLING_FEE_WECHAT_PERMILLE: permille(),
  PAYMENT_HANDLING_FEE_CARD_PERMILLE: envInt(0, 1000, 0),
  PAYMENT_TIMEOUT_MINUTES: envInt(1, 1440, 30),
  PAYMENT_SANDBOX_KEYS_FILE: envText(),
});

type Env = z.infer<typeof schema>;

const alipayRequired = ["ALIPAY_APP_ID", "ALIPAY_PRIVATE_KEY", "ALIPAY_PUBLIC_KEY"] as const;
const alipayOptional = ["ALIPAY_SELLER_ID", "ALIPAY_GATEWAY"] as const;
const wechatRequired = [
  "WECHAT_PAY_MCH_ID",
  "WECHAT_PAY_APP_ID",
  "WECHAT_PAY_PRIVATE_KEY",
  "WECHAT_PAY_SERIAL_NO",
  "WECHAT_PAY_API_V3_KEY",
  "WECHAT_PAY_PLATFORM_PUBLIC_KEY",
  "WECHAT_PAY_PLATFORM_SERIAL",
] as const;
const wechatOptional = ["WECHAT_PAY_GATEWAY", "WECHAT_PAY_APP_SECRET"] as const;

/** "real" when every required variable is set, "sandbox" when none of the channel's is; else a ConfigError. */
function channelKind(
  e: Env,
  label: string,
  required: readonly (keyof Env)[],
  optional: readonly (keyof Env)[],
  isProduction: boolean,
): "real" | "sandbox" {
  const missing = required.filter((name) => e[name] === undefined);
  if (missing.length === 0) return "real";
  const anySet = [...required, ...optional].some((name) => e[name] !== undefined);
  if (anySet) {
    throw new ConfigError(
      `Invalid configuration: ${label} is half-configured, missing ${missing.join(", ")} (set all of ${required.join(", ")}, or none for the sandbox)`,
    );
  }
  if (isProduction) {
    throw new ConfigError(
      `Invalid configuration: ${required.join(", ")} are required when APP_MODE=production (the payment sandbox is refused)`,
    );
  }
  return "sandbox";
}

/**
 * Reads the payment variables once at boot. Each provider is real (all of its
 * variables), or the local sandbox (none of them, refused in production); a
 * half-configured one stops the process with one line naming what is missing.
 */
export function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const e = parseEnvironment(schema, env);
  const isProduction = e.APP_MODE === "production";
  // channelKind guarantees the required values of a real channel.
  const required = (value: string | undefined) => value ?? "";

  const alipay: AlipayChannelConfig =
    channelKind(e, "Alipay", alipayRequired, alipayOptional, isProduction) === "real"
      ? {
          kind: "real",
          appId: required(e.ALIPAY_APP_ID),
          privateKey: required(e.ALIPAY_PRIVATE_KEY),
          alipayPublicKey: required(e.ALIPAY_PUBLIC_KEY),
          sellerId: e.ALIPAY_SELLER_ID ?? null,
          gateway: e.ALIPAY_GATEWAY ?? alipayDefaultGateway,
        }
      : { kind: "sandbox" };
  const wechat: WechatPayChannelConfig =
    channelKind(e, "WeChat Pay", wechatRequired, wechatOptional, isProduction) === "real"
      ? {
          kind: "real",
          mchId: required(e.WECHAT_PAY_MCH_ID),
          appId: required(e.WECHAT_PAY_APP_ID),
          privateKey: required(e.WECHAT_PAY_PRIVATE_KEY),
          serialNo: required(e.WECHAT_PAY_SERIAL_NO).toUpperCase(),
          apiV3Key: required(e.WECHAT_PAY_API_V3_KEY),
          platformPublicKey: required(e.WECHAT_PAY_PLATFORM_PUBLIC_KEY),
          platformSerial: required(e.WECHAT_PAY_PLATFORM_SERIAL),
          gateway: e.WECHAT_PAY_GATEWAY ?? wechatPayDefaultGateway,
          appSecret: e.WECHAT_PAY_APP_SECRET ?? null,
        }
      : { kind: "sandbox" };

  const card = stripeChannel(e, isProduction);

  return {
    alipay,
    wechat,
    card,
    cardForCny: e.PAYMENT_CARD_FOR_CNY ?? false,
    notifyBaseUrl: e.PAYMENT_NOTIFY_BASE_URL ?? null,
    handlingFeePermille: {
      alipay: e.PAYMENT_HANDLING_FEE_ALIPAY_PERMILLE,
      wechat: e.PAYMENT_HANDLING_FEE_WECHAT_PERMILLE,
      card: e.PAYMENT_HANDLING_FEE_CARD_PERMILLE,
    },
    timeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
    sandboxKeysFile: e.PAYMENT_SANDBOX_KEYS_FILE ?? null,
  };
}

/** Stripe: both secrets (real), neither (sandbox, or off in production), never one of them. */
function stripeChannel(e: Env, isProduction: boolean): StripeChannelConfig {
  const key = e.STRIPE_SECRET_KEY;
  const secret = e.STRIPE_WEBHOOK_SECRET;
  if (key && secret) {
    const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : null;
    return {
      kind: "real",
      secretKey: key,
      webhookSecret: secret,
      ...(base
        ? {
            api: {
              host: base.hostname,
              port: Number(base.port || (base.protocol === "http:" ? 80 : 443)),
              protocol: base.protocol === "http:" ? "http" : "https",
            },
          }
        : {}),
    };
  }
  if (key || secret || e.STRIPE_API_BASE) {
    throw new ConfigError(
      `Invalid configuration: Stripe is half-configured, missing ${key ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"} (set both, or neither for the sandbox)`,
    );
  }
  return isProduction ? { kind: "off" } : { kind: "sandbox" };
}
