import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../config.ts";

describe("console configuration", () => {
  it("serves the console on ops.localhost in the demo, with no allowlist", () => {
    expect(loadConfig({ PGLITE_DATA_DIR: "memory://" }).console).toEqual({ host: "ops.localhost", ipAllowlist: [] });
  });

  it("takes OPS_HOST in lower case and the allowlist's addresses and ranges", () => {
    const config = loadConfig({
      PGLITE_DATA_DIR: "memory://",
      OPS_HOST: "Ops.Example.com",
      OPS_IP_ALLOWLIST: "203.0.113.0/24, 2001:db8::/32,198.51.100.7",
    });
    expect(config.console).toEqual({
      host: "ops.example.com",
      ipAllowlist: ["203.0.113.0/24", "2001:db8::/32", "198.51.100.7"],
    });
  });

  it("stops at a bad value with a line naming it", () => {
    expect(() => loadConfig({ PGLITE_DATA_DIR: "memory://", OPS_IP_ALLOWLIST: "10.0.0.0/33" })).toThrow(
      /OPS_IP_ALLOWLIST/,
    );
    expect(() => loadConfig({ PGLITE_DATA_DIR: "memory://", OPS_IP_ALLOWLIST: "not-an-ip" })).toThrow(
      /OPS_IP_ALLOWLIST/,
    );
    expect(() => loadConfig({ PGLITE_DATA_DIR: "memory://", OPS_HOST: "https://ops.example.com" })).toThrow(/OPS_HOST/);
  });
});
