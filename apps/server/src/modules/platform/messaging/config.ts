import { envText, envVar } from "@shop/contract";
import { z } from "zod";
// config-error.ts, not config.ts: config.ts imports this module, and the cycle is avoidable.
import { parseEnvironment } from "../../../config-error.ts";
import { optionalHttpUrl } from "../../../lib/env-settings.ts";
import { type AliyunSmsConfig, aliyunSmsDefaultEndpoint } from "./aliyun-sms-sender.ts";
import type { SmtpConfig } from "./smtp-sender.ts";
import { type TencentSmsConfig, tencentSmsDefaultEndpoint, tencentSmsDefaultRegion } from "./tencent-sms-sender.ts";

type SmsConfig =
  | { provider: "outbox" }
  | ({ provider: "aliyun" } & AliyunSmsConfig)
  | ({ provider: "tencent" } & TencentSmsConfig);

type EmailConfig = { provider: "outbox" } | ({ provider: "smtp" } & SmtpConfig);

/** Which adapter delivers each channel, with its credentials. */
export interface MessagingConfig {
  sms: SmsConfig;
  email: EmailConfig;
}

const digits = () => envVar(z.string().trim().regex(/^\d+$/, { error: "must be digits only" }).optional());

const schema = z
  .object({
    SMS_PROVIDER: envVar(
      z.enum(["outbox", "aliyun", "tencent"], { error: "must be one of outbox, aliyun, tencent" }).default("outbox"),
    ),
    EMAIL_PROVIDER: envVar(z.enum(["outbox", "smtp"], { error: "must be one of outbox, smtp" }).default("outbox")),
    SMTP_URL: envVar(
      z
        .string()
        .trim()
        .refine(
          (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && !!new URL(value).hostname,
          {
            error: "must look like smtps://user:password@host:465 or smtp://user:password@host:587",
          },
        )
        .optional(),
    ),
    SMTP_FROM: envVar(z.string().trim().regex(/@/, { error: "must contain an e-mail address" }).optional()),
    ALIYUN_SMS_ACCESS_KEY_ID: envText(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: envText(),
    ALIYUN_SMS_SIGN_NAME: envText(),
    ALIYUN_SMS_TEMPLATE_REGISTER: envText(),
    ALIYUN_SMS_TEMPLATE_RESET: envText(),
    ALIYUN_SMS_TEMPLATE_REGISTER_INTL: envText(),
    ALIYUN_SMS_TEMPLATE_RESET_INTL: envText(),
    ALIYUN_SMS_TEMPLATE_NOTICE: envText(),
    ALIYUN_SMS_ENDPOINT: optionalHttpUrl(),
    TENCENT_SMS_SECRET_ID: envText(),
    TENCENT_SMS_SECRET_KEY: envText(),
    TENCENT_SMS_SDK_APP_ID: digits(),
    TENCENT_SMS_SIGN_NAME: envText(),
    TENCENT_SMS_TEMPLATE_REGISTER: digits(),
    TENCENT_SMS_TEMPLATE_RESET: digits(),
    TENCENT_SMS_TEMPLATE_REGISTER_INTL: digits(),
    TENCENT_SMS_TEMPLATE_RESET_INTL: digits(),
    TENCENT_SMS_TEMPLATE_NOTICE: digits(),
    TENCENT_SMS_REGION: envVar(
      z
        .string()
        .trim()
        .regex(/^[a-z]+(-[a-z]+)+$/, { error: "must be a region such as ap-guangzhou" })
        .default(tencentSmsDefaultRegion),
    ),
    TENCENT_SMS_ENDPOINT: optionalHttpUrl(),
  })
  .superRefine((env, ctx) => {
    const requireFor = (condition: string, names: (keyof typeof env)[]) => {
      for (const name of names) {
        if (env[name] === undefined)
          ctx.addIssue({ code: "custom", path: [name], message: `is required when ${condition}` });
      }
    };
    if (env.SMS_PROVIDER === "aliyun") {
      requireFor("SMS_PROVIDER=aliyun", [
        "ALIYUN_SMS_ACCESS_KEY_ID",
        "ALIYUN_SMS_ACCESS_KEY_SECRET",
        "ALIYUN_SMS_SIGN_NAME",
        "ALIYUN_SMS_TEMPLATE_REGISTER",
        "ALIYUN_SMS_TEMPLATE_RESET",
      ]);
    }
    if (env.SMS_PROVIDER === "tencent") {
      requireFor("SMS_PROVIDER=tencent", [
        "TENCENT_SMS_SECRET_ID",
        "TENCENT_SMS_SECRET_KEY",
        "TENCENT_SMS_SDK_APP_ID",
        "TENCENT_SMS_SIGN_NAME",
        "TENCENT_SMS_TEMPLATE_REGISTER",
        "TENCENT_SMS_TEMPLATE_RESET",
      ]);
    }
    if (env.EMAIL_PROVIDER === "smtp") requireFor("EMAIL_PROVIDER=smtp", ["SMTP_URL", "SMTP_FROM"]);
  });

/**
 * Reads the messaging variables once at boot. A missing or malformed variable
 * for the chosen provider stops the process with one clear line (ConfigError).
 */
export function loadMessagingConfig(env: NodeJS.ProcessEnv): MessagingConfig {
  const e = parseEnvironment(schema, env);
  // The superRefine above guarantees the credentials of the chosen provider.
  const required = (value: string | undefined) => value ?? "";

  let sms: SmsConfig = { provider: "outbox" };
  if (e.SMS_PROVIDER === "aliyun") {
    sms = {
      provider: "aliyun",
      accessKeyId: required(e.ALIYUN_SMS_ACCESS_KEY_ID),
      accessKeySecret: required(e.ALIYUN_SMS_ACCESS_KEY_SECRET),
      signName: required(e.ALIYUN_SMS_SIGN_NAME),
      templateRegister: required(e.ALIYUN_SMS_TEMPLATE_REGISTER),
      templateReset: required(e.ALIYUN_SMS_TEMPLATE_RESET),
      templateRegisterInternational: e.ALIYUN_SMS_TEMPLATE_REGISTER_INTL,
      templateResetInternational: e.ALIYUN_SMS_TEMPLATE_RESET_INTL,
      templateNotice: e.ALIYUN_SMS_TEMPLATE_NOTICE,
      endpoint: e.ALIYUN_SMS_ENDPOINT ?? aliyunSmsDefaultEndpoint,
    };
  } else if (e.SMS_PROVIDER === "tencent") {
    sms = {
      provider: "tencent",
      secretId: required(e.TENCENT_SMS_SECRET_ID),
      secretKey: required(e.TENCENT_SMS_SECRET_KEY),
      sdkAppId: required(e.TENCENT_SMS_SDK_APP_ID),
      signName: required(e.TENCENT_SMS_SIGN_NAME),
      templateRegister: required(e.TENCENT_SMS_TEMPLATE_REGISTER),
      templateReset: required(e.TENCENT_SMS_TEMPLATE_RESET),
      templateRegisterInternational: e.TENCENT_SMS_TEMPLATE_REGISTER_INTL,
      templateResetInternational: e.TENCENT_SMS_TEMPLATE_RESET_INTL,
      templateNotice: e.TENCENT_SMS_TEMPLATE_NOTICE,
      region: e.TENCENT_SMS_REGION,
      endpoint: e.TENCENT_SMS_ENDPOINT ?? tencentSmsDefaultEndpoint,
    };
  }

  const email: EmailConfig =
    e.EMAIL_PROVIDER === "smtp"
      ? { provider: "smtp", url: required(e.SMTP_URL), from: required(e.SMTP_FROM) }
      : { provider: "outbox" };

  return { sms, email };
}

/** Real providers on both channels: what APP_MODE=production needs. */
export function isProductionReady(config: MessagingConfig): boolean {
  return config.sms.provider !== "outbox" && config.email.provider !== "outbox";
}
