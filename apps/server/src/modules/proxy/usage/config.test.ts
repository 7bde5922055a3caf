import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../config-error.ts";
import { demoGateway, loadUsageConfig } from "./config.ts";

describe("usage configuration", () => {
  it("reads gateway secrets and the warning threshold", () => {
    const config = loadUsageConfig({
      USAGE_GATEWAY_SECRETS: "gw1:0123456789abcdef, gw-2.eu : another-secret-value ",
      LOW_TRAFFIC_THRESHOLD_GB: "0.5",
    });
    expect([...config.gatewaySecrets]).toEqual([
      ["gw1", "0123456789abcdef"],
      ["gw-2.eu", "another-secret-value"],
    ]);
    expect(config.lowTrafficThresholdBytes).toBe(BigInt(512 * 1024 ** 2));
  });

  it("accepts the documented demo gateway in demo mode only", () => {
    expect([...loadUsageConfig({}).gatewaySecrets]).toEqual([[demoGateway.id, demoGateway.secret]]);
    expect(loadUsageConfig({}).lowTrafficThresholdBytes).toBe(BigInt(1024 ** 3));
    expect(loadUsageConfig({ APP_MODE: "production" }).gatewaySecrets.size).toBe(0);
    expect(() =>
      loadUsageConfig({ APP_MODE: "production", USAGE_GATEWAY_SECRETS: `${demoGateway.id}:${demoGateway.secret}` }),
    ).toThrow("USAGE_GATEWAY_SECRETS must not use the demo secret");
  });

  it("stops with one clear line on a malformed list", () => {
    for (const value of ["gw1", "gw1:short", "bad id:0123456789abcdef", "a:0123456789abcdef,a:0123456789abcdef"]) {
      expect(() => loadUsageConfig({ USAGE_GATEWAY_SECRETS: value }), value).toThrow(ConfigError);
    }
    expect(() => loadUsageConfig({ LOW_TRAFFIC_THRESHOLD_GB: "-1" })).toThrow(
      /^Invalid configuration: LOW_TRAFFIC_THRESHOLD_GB/,
    );
  });
});
