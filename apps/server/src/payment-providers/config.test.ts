import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError } from "../config-error.ts";
import { loadPaymentsConfig } from "./config.ts";

const pair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const alipayApp = pair();
const alipayPlatform = pair();
const wechatMerchant = pair();
const wechatPlatform = pair();
const pem = (key: ReturnType<typeof pair>["privateKey"] | ReturnType<typeof pair>["publicKey"]) =>
  key.type === "private"
    ? key.export({ type: "pkcs8", format: "pem" }).toString()
    : key.export({ type: "spki", format: "pem" }).toString();
const body = (text: string) => text.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");

const alipay = {
  ALIPAY_APP_ID: "2021000122671080",
  ALIPAY_PRIVATE_KEY: pem(alipayApp.privateKey),
  ALIPAY_PUBLIC_KEY: pem(alipayPlatform.publicKey),
};
const wechat = {
  WECHAT_PAY_MCH_ID: "1900000109",
  WECHAT_PAY_APP_ID: "wxd678efh567hg6787",
  WECHAT_PAY_PRIVATE_KEY: pem(wechatMerchant.privateKey),
  WECHAT_PAY_SERIAL_NO: "5157f09efdc096de15ebe81a47057a7232f1b8e1",
  WECHAT_PAY_API_V3_KEY: "0123456789abcdefghijABCDEFGHIJ01",
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: pem(wechatPlatform.publicKey),
  WECHAT_PAY_PLATFORM_SERIAL: "PUB_KEY_ID_0114232134912410000000000000",
};

describe("payments configuration", () => {
  it("uses the sandbox for both providers without any variable, with default fees and timeout", () => {
    expect(loadPaymentsConfig({})).toEqual({
      alipay: { kind: "sandbox" },
      wechat: { kind: "sandbox" },
      card: { kind: "sandbox" },
      cardForCny: false,
      notifyBaseUrl: null,
      handlingFeePermille: { alipay: 6, wechat: 6, card: 0 },
      timeoutMinutes: 30,
      sandboxKeysFile: null,
    });
  });

  it("reads real providers with the default gateways", () => {
    const config = loadPaymentsConfig({
      ...alipay,
      ...wechat,
      ALIPAY_SELLER_ID: "2088102177846880",
      PAYMENT_NOTIFY_BASE_URL: "https://shop.example.com/",
      PAYMENT_HANDLING_FEE_ALIPAY_PERMILLE: "0",
      PAYMENT_HANDLING_FEE_WECHAT_PERMILLE: "10",
      PAYMENT_TIMEOUT_MINUTES: "15",
    });
    expect(config.alipay).toMatchObject({
      kind: "real",
      appId: "2021000122671080",
      sellerId: "2088102177846880",
      gateway: "https://openapi.alipay.com/gateway.do",
    });
    expect(config.wechat).toMatchObject({
      kind: "real",
      mchId: "1900000109",
      serialNo: "5157F09EFDC096DE15EBE81A47057A7232F1B8E1",
      gateway: "https://api.mch.weixin.qq.com",
    });
    expect(config.notifyBaseUrl).toBe("https://shop.example.com");
    expect(config.handlingFeePermille).toEqual({ alipay: 0, wechat: 10, card: 0 });
    expect(config.timeoutMinutes).toBe(15);
  });

  it("accepts keys as bare base64 bodies or with literal \\n, and stores PEM", () => {
    const config = loadPaymentsConfig({
      ...alipay,
      ALIPAY_PRIVATE_KEY: body(alipay.ALIPAY_PRIVATE_KEY),
      ALIPAY_PUBLIC_KEY: alipay.ALIPAY_PUBLIC_KEY.replaceAll("\n", "\\n"),
    });
    if (config.alipay.kind !== "real") throw new Error("expected real");
    expect(config.alipay.privateKey).toBe(alipay.ALIPAY_PRIVATE_KEY);
    expect(config.alipay.alipayPublicKey).toBe(alipay.ALIPAY_PUBLIC_KEY);
  });

  it("stops at start on a half-configured provider, naming what is missing", () => {
    expect(() => loadPaymentsConfig({ ALIPAY_APP_ID: "2021000122671080" })).toThrow(
      new ConfigError(
        "Invalid configuration: Alipay is half-configured, missing ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY (set all of ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, or none for the sandbox)",
      ),
    );
    const { WECHAT_PAY_API_V3_KEY: _, ...withoutKey } = wechat;
    expect(() => loadPaymentsConfig(withoutKey)).toThrow(
      /WeChat Pay is half-configured, missing WECHAT_PAY_API_V3_KEY/,
    );
    expect(() => loadPaymentsConfig({ WECHAT_PAY_GATEWAY: "https://example.com" })).toThrow(
      /WeChat Pay is half-configured/,
    );
  });

  it("refuses the sandbox in production", () => {
    expect(() => loadPaymentsConfig({ APP_MODE: "production" })).toThrow(/required when APP_MODE=production/);
    expect(() => loadPaymentsConfig({ APP_MODE: "production", ...alipay })).toThrow(
      /WECHAT_PAY_MCH_ID.*APP_MODE=production/,
    );
    expect(loadPaymentsConfig({ APP_MODE: "production", ...alipay, ...wechat }).wechat.kind).toBe("real");
  });

  it("takes Stripe with both secrets, the sandbox with neither, and no cards in production without keys", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_test_51abcdefghijk", STRIPE_WEBHOOK_SECRET: "whsec_abcdefghijkl" };
    expect(loadPaymentsConfig({ ...stripe, PAYMENT_CARD_FOR_CNY: "true" })).toMatchObject({
      card: { kind: "real", secretKey: stripe.STRIPE_SECRET_KEY, webhookSecret: stripe.STRIPE_WEBHOOK_SECRET },
      cardForCny: true,
    });
    expect(loadPaymentsConfig({ ...stripe, STRIPE_API_BASE: "http://127.0.0.1:12111" }).card).toMatchObject({
      api: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
    expect(() => loadPaymentsConfig({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      /Stripe is half-configured, missing STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadPaymentsConfig({ ...stripe, STRIPE_SECRET_KEY: "pk_live_nope12345" })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(loadPaymentsConfig({ APP_MODE: "production", ...alipay, ...wechat }).card).toEqual({ kind: "off" });
  });

  it("names a malformed variable", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...wechat, WECHAT_PAY_API_V3_KEY: "short" }, /WECHAT_PAY_API_V3_KEY must be exactly 32 bytes/],
      [{ ...alipay, ALIPAY_PRIVATE_KEY: "not a key" }, /ALIPAY_PRIVATE_KEY must be an RSA private key/],
      [{ ...alipay, ALIPAY_PUBLIC_KEY: "MIIB" }, /ALIPAY_PUBLIC_KEY must be an RSA public key/],
      [{ ...alipay, ALIPAY_SELLER_ID: "12345" }, /ALIPAY_SELLER_ID must be the 16-digit partner id/],
      [{ ...alipay, ALIPAY_GATEWAY: "ftp://x" }, /ALIPAY_GATEWAY must be an http\(s\) URL/],
      [{ PAYMENT_HANDLING_FEE_ALIPAY_PERMILLE: "0.6" }, /PAYMENT_HANDLING_FEE_ALIPAY_PERMILLE/],
      [{ PAYMENT_TIMEOUT_MINUTES: "0" }, /PAYMENT_TIMEOUT_MINUTES/],
    ];
    for (const [env, message] of cases) expect(() => loadPaymentsConfig(env)).toThrow(message);
  });

  it("treats blank variables as unset", () => {
    expect(loadPaymentsConfig({ ALIPAY_APP_ID: " ", WECHAT_PAY_GATEWAY: "" }).alipay.kind).toBe("sandbox");
  });
});

describe("sandbox keys as configuration", () => {
  it("are valid real-provider variables pointing at another process's sandbox", async () => {
    const { createSandboxKeys, sandboxKeysToEnv } = await import("./sandbox/keys.ts");
    const keys = createSandboxKeys();
    const config = loadPaymentsConfig(sandboxKeysToEnv(keys, "http://127.0.0.1:3000"));
    expect(config.alipay).toMatchObject({
      kind: "real",
      appId: keys.alipay.appId,
      gateway: "http://127.0.0.1:3000/sandbox/alipay/gateway.do",
    });
    expect(config.wechat).toMatchObject({
      kind: "real",
      platformSerial: keys.wechat.platformSerial,
      gateway: "http://127.0.0.1:3000/sandbox/wechat",
    });
  });
});
