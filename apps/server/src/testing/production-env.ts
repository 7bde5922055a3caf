import { realChannelEnv } from "../payment-providers/testing/real-channel-env.ts";

/**
 * A complete production environment with real providers of every kind (none is ever called):
 * what loadConfig accepts for APP_MODE=production. `overrides` change or add values.
 */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    APP_MODE: "production",
    DATABASE_URL: "postgres://u@db/shop",
    PUBLIC_URL: "https://shop.example.com",
    APP_SECRET: "a".repeat(40),
    AUDIT_CHAIN_KEY: "k".repeat(40),
    SMS_PROVIDER: "tencent",
    TENCENT_SMS_SECRET_ID: "id",
    TENCENT_SMS_SECRET_KEY: "key",
    TENCENT_SMS_SDK_APP_ID: "1400000000",
    TENCENT_SMS_SIGN_NAME: "云栈代理",
    TENCENT_SMS_TEMPLATE_REGISTER: "100001",
    TENCENT_SMS_TEMPLATE_RESET: "100002",
    EMAIL_PROVIDER: "smtp",
    SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
    SMTP_FROM: "Shop <no-reply@example.com>",
    CERTIFICATION_PROVIDER: "http",
    CERTIFICATION_HTTP_URL: "https://eid.shumaidata.com/eid/check",
    CERTIFICATION_HTTP_APPCODE: "0123456789abcdef0123456789abcdef",
    UPLOADS_DIR: "/var/lib/shop/uploads",
    ...realChannelEnv(),
    ...overrides,
  };
}
