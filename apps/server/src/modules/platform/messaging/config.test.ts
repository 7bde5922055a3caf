import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../config-error.ts";
import { isProductionReady, loadMessagingConfig } from "./config.ts";

const aliyun = {
  SMS_PROVIDER: "aliyun",
  ALIYUN_SMS_ACCESS_KEY_ID: "LTAI5tKeyId",
  ALIYUN_SMS_ACCESS_KEY_SECRET: "secret",
  ALIYUN_SMS_SIGN_NAME: "云栈代理",
  ALIYUN_SMS_TEMPLATE_REGISTER: "SMS_1",
  ALIYUN_SMS_TEMPLATE_RESET: "SMS_3",
};
const tencent = {
  SMS_PROVIDER: "tencent",
  TENCENT_SMS_SECRET_ID: "AKIDid",
  TENCENT_SMS_SECRET_KEY: "key",
  TENCENT_SMS_SDK_APP_ID: "1400006666",
  TENCENT_SMS_SIGN_NAME: "云栈代理",
  TENCENT_SMS_TEMPLATE_REGISTER: "1110001",
  TENCENT_SMS_TEMPLATE_RESET: "1110003",
};
const smtp = {
  EMAIL_PROVIDER: "smtp",
  SMTP_URL: "smtps://mailer:pw@smtp.example.com:465",
  SMTP_FROM: "CloudStack Proxy <no-reply@example.com>",
};

describe("messaging configuration", () => {
  it("uses the outbox for both channels without any variable, which is not production-ready", () => {
    const config = loadMessagingConfig({});
    expect(config).toEqual({ sms: { provider: "outbox" }, email: { provider: "outbox" } });
    expect(isProductionReady(config)).toBe(false);
  });

  it("reads Aliyun with the default endpoint and SMTP; both real is production-ready", () => {
    const config = loadMessagingConfig({ ...aliyun, ...smtp });
    expect(config.sms).toEqual({
      provider: "aliyun",
      accessKeyId: "LTAI5tKeyId",
      accessKeySecret: "secret",
      signName: "云栈代理",
      templateRegister: "SMS_1",
      templateReset: "SMS_3",
      endpoint: "https://dysmsapi.aliyuncs.com",
    });
    expect(config.email).toEqual({ provider: "smtp", url: smtp.SMTP_URL, from: smtp.SMTP_FROM });
    expect(isProductionReady(config)).toBe(true);
    expect(isProductionReady(loadMessagingConfig(aliyun))).toBe(false);
  });

  it("reads Tencent with the default region and endpoint, or the given ones", () => {
    expect(loadMessagingConfig(tencent).sms).toMatchObject({
      provider: "tencent",
      sdkAppId: "1400006666",
      region: "ap-guangzhou",
      endpoint: "https://sms.tencentcloudapi.com",
    });
    expect(
      loadMessagingConfig({ ...tencent, TENCENT_SMS_REGION: "ap-beijing", TENCENT_SMS_ENDPOINT: "http://127.0.0.1:9" })
        .sms,
    ).toMatchObject({ region: "ap-beijing", endpoint: "http://127.0.0.1:9" });
  });

  it("names the missing variable of the chosen provider in one line", () => {
    expect(() => loadMessagingConfig({ SMS_PROVIDER: "aliyun" })).toThrow(ConfigError);
    expect(() => loadMessagingConfig({ SMS_PROVIDER: "aliyun" })).toThrow(
      "Invalid configuration: ALIYUN_SMS_ACCESS_KEY_ID is required when SMS_PROVIDER=aliyun",
    );
    expect(() => loadMessagingConfig({ ...aliyun, ALIYUN_SMS_TEMPLATE_RESET: "" })).toThrow(
      "Invalid configuration: ALIYUN_SMS_TEMPLATE_RESET is required when SMS_PROVIDER=aliyun",
    );
    expect(() => loadMessagingConfig({ ...tencent, TENCENT_SMS_SECRET_KEY: " " })).toThrow(
      "Invalid configuration: TENCENT_SMS_SECRET_KEY is required when SMS_PROVIDER=tencent",
    );
    expect(() => loadMessagingConfig({ EMAIL_PROVIDER: "smtp", SMTP_URL: smtp.SMTP_URL })).toThrow(
      "Invalid configuration: SMTP_FROM is required when EMAIL_PROVIDER=smtp",
    );
  });

  it("refuses malformed values", () => {
    expect(() => loadMessagingConfig({ SMS_PROVIDER: "twilio" })).toThrow(
      "Invalid configuration: SMS_PROVIDER must be one of outbox, aliyun, tencent",
    );
    expect(() => loadMessagingConfig({ EMAIL_PROVIDER: "ses" })).toThrow(/^Invalid configuration: EMAIL_PROVIDER /);
    expect(() => loadMessagingConfig({ ...smtp, SMTP_URL: "https://smtp.example.com" })).toThrow(
      /^Invalid configuration: SMTP_URL must look like smtps:\/\//,
    );
    expect(() => loadMessagingConfig({ ...tencent, TENCENT_SMS_SDK_APP_ID: "app-1" })).toThrow(
      "Invalid configuration: TENCENT_SMS_SDK_APP_ID must be digits only",
    );
    expect(() => loadMessagingConfig({ ...aliyun, ALIYUN_SMS_ENDPOINT: "dysmsapi.aliyuncs.com" })).toThrow(
      "Invalid configuration: ALIYUN_SMS_ENDPOINT must be an http(s) URL",
    );
  });

  it("ignores the other provider's variables and blank values", () => {
    expect(loadMessagingConfig({ SMS_PROVIDER: "", EMAIL_PROVIDER: "", ALIYUN_SMS_ACCESS_KEY_ID: "x" })).toEqual({
      sms: { provider: "outbox" },
      email: { provider: "outbox" },
    });
  });
});
