import { isIP } from "node:net";
import path from "node:path";
import { envFlag, envInt, envVar } from "@shop/contract";
import { z } from "zod";
import { ConfigError, parseEnvironment } from "./config-error.ts";
import { defaultBusinessTimeZone, isTimeZone } from "./lib/business-time.ts";
import { isLoopbackName } from "./lib/loopback.ts";
import { hmacSha256 } from "./lib/secrets.ts";
import { loadStaticStockConfig, type StaticStockConfig } from "./modules/commerce/orders/config.ts";
import { type ConsoleMembersConfig, loadConsoleMembersConfig } from "./modules/console/console-members/config.ts";
import { type CertificationConfig, loadCertificationConfig } from "./modules/identity/certification/config.ts";
import { isProductionReady, loadMessagingConfig, type MessagingConfig } from "./modules/platform/messaging/config.ts";
import { type FileStorageConfig, loadFileStorageConfig } from "./modules/platform/storage/config.ts";
import { loadProxyGatewayConfig, type ProxyGatewayConfig } from "./modules/proxy/proxy-accounts/config.ts";
import { loadUsageConfig, type UsageConfig } from "./modules/proxy/usage/config.ts";
import { loadPaymentsConfig, type PaymentsConfig } from "./payment-providers/config.ts";

const configSchema = z
  .object({
    APP_MODE: envVar(z.enum(["demo", "production"]).default("demo")),
    ALLOW_DEMO: envFlag(),
    NODE_ENV: envVar(z.enum(["development", "production", "test"]).optional()),
    HOST: envVar(z.string().default("0.0.0.0")),
    PORT: envInt(0, 65_535, 3000),
    PUBLIC_URL: envVar(z.url({ protocol: /^https?$/ }).optional()),
    DATABASE_URL: envVar(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATABASE_POOL_SIZE: envInt(1, 200, 10),
    MIGRATE_ON_START: envFlag(),
    PGLITE_DATA_DIR: envVar(z.string().default("./data/pglite")),
    SEED_DEMO_DATA: envFlag(),
    SITE_NAME_ZH: envVar(z.string().max(60).default("云栈代理")),
    SITE_NAME_EN: envVar(z.string().max(60).default("CloudStack Proxy")),
    APP_SECRET: envVar(z.string().min(32, { message: "must be at least 32 characters" }).optional()),
    AUDIT_CHAIN_KEY: envVar(z.string().min(32, { message: "must be at least 32 characters" }).optional()),
    AUDIT_CHECKPOINT_MINUTES: envInt(1, 24 * 60, 10),
    REDIS_URL: envVar(z.url({ protocol: /^rediss?$/ }).optional()),
    REDIS_TIMEOUT_MS: envInt(50, 10_000, 500),
    CODE_RESEND_INTERVAL_SECONDS: envInt(1, 600, 60),
    BUSINESS_TIME_ZONE: envVar(
      z
        .string()
        .trim()
        .refine(isTimeZone, { error: "must be an IANA time zone such as Asia/Shanghai or UTC" })
        .default(defaultBusinessTimeZone),
    ),
    ACCESS_TOKEN_TTL_MINUTES: envInt(5, 24 * 60, 120),
    REFRESH_TOKEN_TTL_DAYS: envInt(1, 365, 30),
    SESSION_ABSOLUTE_DAYS: envInt(1, 365, 30),
    LOG_LEVEL: envVar(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
    TRUST_PROXY: envFlag(),
    PAYMENT_JOB_INTERVAL_SECONDS: envInt(1, 3600, 30),
    /** Days before a static IP's expiry that auto-renewal from the balance tells the member (issue #29). */
    AUTO_RENEW_NOTICE_DAYS: envInt(1, 30, 3),
    SHUTDOWN_TIMEOUT_MS: envInt(1000, 120_000, 10_000),
    METRICS_PORT: envVar(
      z
        .string()
        .regex(/^(off|\d{1,5})$/, { message: "must be a port number or off" })
        .refine((value) => value === "off" || Number(value) <= 65_535, { message: "must be a port number or off" })
        .default("off"),
    ),
    METRICS_HOST: envVar(z.string().default("127.0.0.1")),
    /** Browser tests of a demo server: a clock they can move forward (`POST /sandbox/clock`); refused in production. */
    TEST_CLOCK: envFlag(),
    /** The one plain-http/loopback origin webhook endpoints may use (tests, a local receiver); never needed in production. */
    WEBHOOK_TEST_ORIGIN: envVar(z.url({ protocol: /^https?$/ }).optional()),
    /** Support tickets: first response due this many business hours after opening (issue #31). */
    SUPPORT_FIRST_RESPONSE_HOURS: envVar(z.coerce.number().int().min(1).max(240).default(8)),
    /** Operators' channel for new and overdue tickets (README "Support tickets"). */
    SUPPORT_WEBHOOK_URL: envVar(z.url({ protocol: /^https?$/ }).optional()),
    SUPPORT_WEBHOOK_FORMAT: envVar(z.enum(["generic", "wecom", "dingtalk", "telegram", "slack"]).default("generic")),
    SUPPORT_WEBHOOK_TELEGRAM_CHAT_ID: envVar(z.string().min(1).max(64).optional()),
    OPS_HOST: envVar(
      z
        .string()
        .regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i, { message: "must be a host name without scheme or port" })
        .optional(),
    ),
    OPS_IP_ALLOWLIST: envVar(
      z
        .string()
        .refine((value) => value.split(",").every((entry) => entry.trim() === "" || isCidr(entry.trim())), {
          message: "must be IP addresses or CIDR ranges, comma-separated (203.0.113.0/24,2001:db8::/32)",
        })
        .optional(),
    ),
    WEB_BUILD_DIR: envVar(z.string().default(path.resolve(import.meta.dirname, "../../web/build"))),
  })
  .superRefine((env, ctx) => {
    if (env.APP_MODE !== "production") return;
    if (!env.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["DATABASE_URL"], message: "is required when APP_MODE=production" });
    }
    if (!env.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required when APP_MODE=production" });
    }
    if (!env.APP_SECRET) {
      ctx.addIssue({ code: "custom", path: ["APP_SECRET"], message: "is required when APP_MODE=production" });
    }
    if (!env.AUDIT_CHAIN_KEY) {
      ctx.addIssue({ code: "custom", path: ["AUDIT_CHAIN_KEY"], message: "is required when APP_MODE=production" });
    } else if (env.AUDIT_CHAIN_KEY === env.APP_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUDIT_CHAIN_KEY"], message: "must not be the same as APP_SECRET" });
    }
    if (env.SEED_DEMO_DATA) {
      ctx.addIssue({ code: "custom", path: ["SEED_DEMO_DATA"], message: "must not be true when APP_MODE=production" });
    }
    if (env.TEST_CLOCK) {
      ctx.addIssue({ code: "custom", path: ["TEST_CLOCK"], message: "must not be true when APP_MODE=production" });
    }
  });

export interface Config {
  mode: "demo" | "production";
  /** TEST_CLOCK: a demo server whose clock the browser tests move forward. */
  testClock: boolean;
  isDevelopment: boolean;
  host: string;
  port: number;
  /** Origin used in canonical URLs and the sitemap; null means "the request's own". */
  publicUrl: string | null;
  database: { kind: "postgres"; url: string; poolSize: number } | { kind: "pglite"; dataDir: string };
  /**
   * Apply migrations when a process starts (default). Off (MIGRATE_ON_START=false) when the app's
   * role may not change the schema: then `npm run db:migrate` runs as the owner role and a process
   * refuses to start while a migration is missing.
   */
  migrateOnStart: boolean;
  seedDemoData: boolean;
  /** Keys HMACs of verification codes; every process of one installation needs the same. */
  appSecret: string;
  /**
   * Keys the audit log's HMAC chain and its checkpoints (AUDIT_CHAIN_KEY; in the demo derived from
   * APP_SECRET), and how often the head is checkpointed.
   */
  audit: { chainKey: string; checkpointIntervalMs: number };
  /** Rate-limit counters go to Redis when set, else to PostgreSQL. */
  redisUrl: string | null;
  /** Longest wait for one Redis command (a connection attempt: four times this); then the database answers. */
  redisTimeoutMs: number;
  accessTokenTtlMs: number;
  /** One verification code per target per this many seconds. */
  codeResendIntervalSeconds: number;
  /** BUSINESS_TIME_ZONE: the clock of notices, exports and day ranges (lib/business-time.ts). */
  businessTimeZone: string;
  refreshTokenTtlMs: number;
  /** A login session ends this long after the login, however often its refresh token rotates. */
  sessionAbsoluteMs: number;
  messaging: MessagingConfig;
  /** Real-name verification: the certification provider and its daily limit. */
  certification: CertificationConfig;
  /** Where private uploads (business licences) are kept. */
  fileStorage: FileStorageConfig;
  /** Alipay and WeChat Pay (real keys or the local sandbox), fees and the unpaid-order timeout. */
  payments: PaymentsConfig;
  /** How often the payment jobs (recover lost notifications, close overdue orders, expire IPs) run. */
  paymentJobIntervalMs: number;
  /** AUTO_RENEW_NOTICE_DAYS: the auto-renew notice goes this many days before a static IP expires. */
  autoRenewNoticeDays: number;
  /** Static-IP reservations, exchanges and reclaiming (modules/commerce/orders/config.ts). */
  staticStock: StaticStockConfig;
  /** Proxy gateways' usage reports (their secrets) and the low-traffic warning threshold. */
  usage: UsageConfig;
  /** Support's caps on manual traffic adjustments (CONSOLE_ADJUST_CAP_GB_*). */
  consoleMembers: ConsoleMembersConfig;
  /** The gateway host and ports proxy lines point at. */
  proxyGateway: ProxyGatewayConfig;
  /** Names of the main site when the installation creates it. */
  siteName: { zh: string; en: string };
  logLevel: string;
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  /** Prometheus /metrics on its own port (null: off, the default) and address (loopback by default). */
  metrics: { port: number | null; host: string };
  /**
   * Webhooks: `testOrigin` is the one origin allowed past the HTTPS/public-address rule
   * (WEBHOOK_TEST_ORIGIN; in demo mode without it, this server's own origin, where its demo receiver answers).
   */
  webhooks: { testOrigin: string | null };
  /** Support tickets: the SLA's business hours and the operators' webhook channel (SUPPORT_*). */
  support: {
    firstResponseHours: number;
    webhook: {
      url: string | null;
      format: "generic" | "wecom" | "dingtalk" | "telegram" | "slack";
      telegramChatId: string | null;
    };
  };
  webBuildDir: string;
  /**
   * The operator console: the only host name that serves /ops and /ops-api (lower case; null in
   * production without OPS_HOST, so no host serves it), and the client addresses it accepts (empty: all).
   */
  console: { host: string | null; ipAllowlist: readonly string[] };
}

export { ConfigError };

/** Parses the environment once at boot; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const e = parseEnvironment(configSchema, env);
  if (e.APP_MODE === "demo" && !e.ALLOW_DEMO) {
    const signs = realDeploymentSigns(e);
    if (signs.length > 0) {
      throw new ConfigError(
        `Refusing to start in demo mode (the default) where ${signs.join(", ")}: set APP_MODE=production, or ALLOW_DEMO=true to run the demo anyway`,
      );
    }
  }
  const messaging = loadMessagingConfig(env);
  if (e.APP_MODE === "production" && !isProductionReady(messaging)) {
    throw new ConfigError(
      "Invalid configuration: SMS_PROVIDER and EMAIL_PROVIDER must name real providers when APP_MODE=production",
    );
  }
  const certification = loadCertificationConfig(env);
  if (e.APP_MODE === "production" && certification.provider.kind === "local") {
    throw new ConfigError("Invalid configuration: CERTIFICATION_PROVIDER must be http when APP_MODE=production");
  }
  const fileStorage = loadFileStorageConfig(env);
  if (e.APP_MODE === "production" && fileStorage.kind === "local" && fileStorage.isDefaultDir) {
    // Licences are kept for years: their folder is chosen (and backed up) on purpose, or they go to S3.
    throw new ConfigError("Invalid configuration: UPLOADS_DIR or FILE_STORAGE=s3 is required when APP_MODE=production");
  }
  // Demo installations share a known secret: fine for codes on a laptop, refused in production.
  const appSecret = e.APP_SECRET ?? "demo-secret-not-for-production-use-000000";
  return {
    mode: e.APP_MODE,
    testClock: e.TEST_CLOCK === true,
    isDevelopment: e.NODE_ENV === "development",
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, "") : null,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "pglite", dataDir: e.PGLITE_DATA_DIR },
    seedDemoData: e.SEED_DEMO_DATA ?? e.APP_MODE === "demo",
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    siteName: { zh: e.SITE_NAME_ZH, en: e.SITE_NAME_EN },
    appSecret,
    audit: {
      // Production refuses to start without its own key; elsewhere it is derived from APP_SECRET
      // like the other keys (device cookies, sealed TOTP secrets), so a demo needs nothing set.
      chainKey: e.AUDIT_CHAIN_KEY ?? hmacSha256(appSecret, "audit chain key"),
      checkpointIntervalMs: e.AUDIT_CHECKPOINT_MINUTES * 60_000,
    },
    redisUrl: e.REDIS_URL ?? null,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS,
    accessTokenTtlMs: e.ACCESS_TOKEN_TTL_MINUTES * 60_000,
    codeResendIntervalSeconds: e.CODE_RESEND_INTERVAL_SECONDS,
    businessTimeZone: e.BUSINESS_TIME_ZONE,
    refreshTokenTtlMs: e.REFRESH_TOKEN_TTL_DAYS * 24 * 3600_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 24 * 3600_000,
    messaging,
    certification,
    fileStorage,
    payments: loadPaymentsConfig(env),
    paymentJobIntervalMs: e.PAYMENT_JOB_INTERVAL_SECONDS * 1000,
    autoRenewNoticeDays: e.AUTO_RENEW_NOTICE_DAYS,
    staticStock: loadStaticStockConfig(env),
    usage: loadUsageConfig(env),
    consoleMembers: loadConsoleMembersConfig(env),
    proxyGateway: loadProxyGatewayConfig(env),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metrics: { port: e.METRICS_PORT === "off" ? null : Number(e.METRICS_PORT), host: e.METRICS_HOST },
    webBuildDir: e.WEB_BUILD_DIR,
    webhooks: { testOrigin: e.WEBHOOK_TEST_ORIGIN ? new URL(e.WEBHOOK_TEST_ORIGIN).origin : null },
    support: {
      firstResponseHours: e.SUPPORT_FIRST_RESPONSE_HOURS,
      webhook: {
        url: e.SUPPORT_WEBHOOK_URL ?? null,
        format: e.SUPPORT_WEBHOOK_FORMAT,
        telegramChatId: e.SUPPORT_WEBHOOK_TELEGRAM_CHAT_ID ?? null,
      },
    },
    console: {
      host: e.OPS_HOST?.toLowerCase() ?? (e.APP_MODE === "demo" ? "ops.localhost" : null),
      ipAllowlist: (e.OPS_IP_ALLOWLIST ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ""),
    },
  };
}

/**
 * Signs that this process is a real deployment: the demo's known secret, its
 * sandbox and its demo account must never serve one just because APP_MODE was
 * forgotten. NODE_ENV counts only when set explicitly (the server defaults it
 * to production itself, e.g. under `npm start` and the browser tests).
 */
function realDeploymentSigns(
  env: Pick<z.output<typeof configSchema>, "DATABASE_URL" | "PUBLIC_URL" | "NODE_ENV">,
): string[] {
  const signs: string[] = [];
  if (env.DATABASE_URL) {
    const host = new URL(env.DATABASE_URL).hostname;
    if (!isLocalHostname(host)) signs.push(`DATABASE_URL points at ${host}`);
  }
  if (env.PUBLIC_URL?.startsWith("https:")) signs.push("PUBLIC_URL is https");
  if (env.NODE_ENV === "production") signs.push("NODE_ENV=production");
  return signs;
}

/** An IPv4 or IPv6 address, optionally with a prefix length in range for its family. */
function isCidr(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** This machine: loopback names and addresses, or a Unix socket (no host in the URL). */
function isLocalHostname(hostname: string): boolean {
  return hostname === "" || hostname.toLowerCase().startsWith("%2f") || isLoopbackName(hostname);
}
