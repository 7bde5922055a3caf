import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("runs the demo on the embedded database without any variable", () => {
    const config = loadConfig({});
    expect(config.mode).toBe("demo");
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data/pglite" });
    expect(config.seedDemoData).toBe(true);
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@db:5432/shop" }).database).toMatchObject({ kind: "postgres" });
  });

  it("stops with one clear line on a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("refuses production without a real database and public URL, and never seeds demo data there", () => {
    expect(() => loadConfig({ APP_MODE: "production" })).toThrow(/DATABASE_URL is required/);
    const config = loadConfig({
      APP_MODE: "production",
      DATABASE_URL: "postgres://u@db/shop",
      PUBLIC_URL: "https://shop.example.com/",
    });
    expect(config.seedDemoData).toBe(false);
    expect(config.publicUrl).toBe("https://shop.example.com");
  });
});
