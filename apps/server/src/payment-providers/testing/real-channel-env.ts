import { generateKeyPairSync } from "node:crypto";

let cached: Record<string, string> | undefined;

/**
 * Environment variables of real Alipay and WeChat Pay channels with freshly
 * generated keys, for tests of production mode (the gateways are never called).
 */
export function realChannelEnv(): Record<string, string> {
  if (cached) return cached;
  const pair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privatePem = (p: ReturnType<typeof pair>) => p.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const publicPem = (p: ReturnType<typeof pair>) => p.publicKey.export({ type: "spki", format: "pem" }).toString();
  cached = {
    ALIPAY_APP_ID: "2021000122671080",
    ALIPAY_PRIVATE_KEY: privatePem(pair()),
    ALIPAY_PUBLIC_KEY: publicPem(pair()),
    WECHAT_PAY_MCH_ID: "1900000109",
    WECHAT_PAY_APP_ID: "wxd678efh567hg6787",
    WECHAT_PAY_PRIVATE_KEY: privatePem(pair()),
    WECHAT_PAY_SERIAL_NO: "5157f09efdc096de15ebe81a47057a7232f1b8e1",
    WECHAT_PAY_API_V3_KEY: "0123456789abcdefghijABCDEFGHIJ01",
    WECHAT_PAY_PLATFORM_PUBLIC_KEY: publicPem(pair()),
    WECHAT_PAY_PLATFORM_SERIAL: "PUB_KEY_ID_0114232134912410000000000000",
  };
  return cached;
}
