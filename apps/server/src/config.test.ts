import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { productionEnv } from "./testing/production-env.ts";

describe("configuration", () => {
  it("runs the demo on the embedded database without any variable", () => {
    const config = loadConfig({});
    expect(config.mode).toBe("demo");
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data/pglite" });
    expect(config.seedDemoData).toBe(true);
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }).database).toMatchObject({
      kind: "postgres",
    });
  });

  it("refuses to run the demo where a real deployment shows, unless ALLOW_DEMO=true", () => {
    const refusal = /^Refusing to start in demo mode .*set APP_MODE=production, or ALLOW_DEMO=true/;
    for (const env of [
      { DATABASE_URL: "postgres://shop@db.internal:5432/shop" },
      { PUBLIC_URL: "https://shop.example.com" },
      { NODE_ENV: "production" },
      { APP_MODE: "demo", NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(refusal);
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(loadConfig({ ...env, ALLOW_DEMO: "true" }).mode).toBe("demo");
    }
    expect(() => loadConfig({ DATABASE_URL: "postgres://shop@db.internal:5432/shop" })).toThrow(
      /where DATABASE_URL points at db\.internal:/,
    );
    // A laptop's demo: no NODE_ENV (npm start, the browser tests), local PostgreSQL, plain-http public URL.
    for (const env of [
      {},
      { NODE_ENV: "test" },
      { NODE_ENV: "development" },
      { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/shop" },
      { DATABASE_URL: "postgres://postgres@localhost/shop" },
      { DATABASE_URL: "postgresql://postgres@%2Fvar%2Frun%2Fpostgresql/shop" },
      { PUBLIC_URL: "http://localhost:3000" },
    ]) {
      expect(loadConfig(env).mode, JSON.stringify(env)).toBe("demo");
    }
  });

  it("ends sessions SESSION_ABSOLUTE_DAYS (30) after login", () => {
    expect(loadConfig({}).sessionAbsoluteMs).toBe(30 * 24 * 3600_000);
    expect(loadConfig({ SESSION_ABSOLUTE_DAYS: "7" }).sessionAbsoluteMs).toBe(7 * 24 * 3600_000);
    expect(() => loadConfig({ SESSION_ABSOLUTE_DAYS: "0" })).toThrow(/^Invalid configuration: SESSION_ABSOLUTE_DAYS /);
  });

  it("keeps one business time zone, Asia/Shanghai unless BUSINESS_TIME_ZONE names another", () => {
    expect(loadConfig({}).businessTimeZone).toBe("Asia/Shanghai");
    expect(loadConfig({ BUSINESS_TIME_ZONE: "Europe/Berlin" }).businessTimeZone).toBe("Europe/Berlin");
    expect(() => loadConfig({ BUSINESS_TIME_ZONE: "Beijing" })).toThrow(/^Invalid configuration: BUSINESS_TIME_ZONE /);
  });

  it("stops with one clear line on a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("treats blank variables as unset, in its own and in every module's loader", () => {
    const config = loadConfig({
      APP_MODE: "",
      NODE_ENV: " ",
      HOST: "",
      PORT: "",
      DATABASE_URL: "",
      TRUST_PROXY: "",
      SITE_NAME_EN: " ",
      OPS_HOST: "",
      STATIC_RESERVATION_MAX_IPS: "",
      PROXY_GATEWAY_HTTP_PORT: " ",
      CONSOLE_ADJUST_CAP_GB_PER_ACTION: "",
      CERTIFICATION_CHECKS_PER_DAY: "",
      LOW_TRAFFIC_THRESHOLD_GB: "",
    });
    const defaults = loadConfig({});
    expect(config.mode).toBe("demo");
    expect(config.isDevelopment).toBe(false);
    expect(config.host).toBe(defaults.host);
    expect(config.port).toBe(3000);
    expect(config.database).toEqual(defaults.database);
    expect(config.trustProxy).toBe(false);
    expect(config.siteName).toEqual(defaults.siteName);
    expect(config.console).toEqual(defaults.console);
    expect(config.staticStock).toEqual(defaults.staticStock);
    expect(config.proxyGateway).toEqual(defaults.proxyGateway);
    expect(config.consoleMembers).toEqual(defaults.consoleMembers);
    expect(config.certification.checksPerDay).toBe(defaults.certification.checksPerDay);
    expect(config.usage.lowTrafficThresholdBytes).toBe(defaults.usage.lowTrafficThresholdBytes);
  });

  it("refuses production without a real database and public URL, and never seeds demo data there", () => {
    expect(() => loadConfig({ APP_MODE: "production" })).toThrow(/DATABASE_URL is required/);
    const production = productionEnv({ PUBLIC_URL: "https://shop.example.com/" });
    expect(() => loadConfig({ ...production, APP_SECRET: undefined })).toThrow(/APP_SECRET is required/);
    expect(() => loadConfig({ ...production, SMS_PROVIDER: "outbox" })).toThrow(/must name real providers/);
    expect(() => loadConfig({ ...production, CERTIFICATION_PROVIDER: "local" })).toThrow(
      "Invalid configuration: CERTIFICATION_PROVIDER must be http when APP_MODE=production",
    );
    expect(() => loadConfig({ ...production, UPLOADS_DIR: undefined })).toThrow(
      "Invalid configuration: UPLOADS_DIR or FILE_STORAGE=s3 is required when APP_MODE=production",
    );
    expect(() => loadConfig({ ...production, WECHAT_PAY_API_V3_KEY: undefined })).toThrow(/WECHAT_PAY_API_V3_KEY/);
    const config = loadConfig(production);
    expect(config.payments.alipay.kind).toBe("real");
    expect(config.payments.wechat.kind).toBe("real");
    expect(config.seedDemoData).toBe(false);
    expect(config.publicUrl).toBe("https://shop.example.com");
  });
});
