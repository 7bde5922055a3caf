import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { coverageOf, coverageServes, demoExitCountries, type ExitPoolFile, parseProxyUsername } from "@shop/contract";
import { describe, expect, it } from "vitest";
import { GatewayConfigError, loadGatewayConfig } from "./config.ts";
import { createExitSelector, NoExitError } from "./exits.ts";

const paramsOf = (username: string) => {
  const parsed = parseProxyUsername(username);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.params;
};

const upstream = (username: string) => ({ kind: "upstream-http" as const, host: "up.example", port: 8000, username });

const file: ExitPoolFile = {
  pools: [
    { country: "*", exits: [upstream("u-{country}"), { kind: "direct" }] },
    { country: "US", region: "california", exits: [{ kind: "direct" }] },
    { country: "US", region: "texas", city: "houston", exits: [{ kind: "direct", localAddresses: ["192.0.2.7"] }] },
    { country: "DE", exits: [{ kind: "direct" }, upstream("u-{country}-{region}")] },
  ],
};

describe("exit selection: a line goes only where its place is served, as the shop was told", () => {
  const selector = createExitSelector(file);
  const coverage = coverageOf(file).pools;
  const lines = [
    "alice-zone-US-region-california",
    "alice-zone-US-region-texas",
    "alice-zone-US-region-texas-city-houston",
    "alice-zone-US",
    "alice-zone-US-region-california-city-los_angeles",
    "alice-zone-DE-region-bavaria",
    "alice-zone-DE-region-bavaria-city-munich",
    "alice-zone-FR",
    "alice-zone-FR-region-ile_de_france",
    "alice",
  ];

  it("agrees with the coverage the shop offers from, line by line", async () => {
    for (const line of lines) {
      const params = paramsOf(line);
      const served = coverageServes(coverage, params);
      const chosen = await selector.choose(params, 10).then(
        (choice) => choice,
        (error: unknown) => {
          expect(error, line).toBeInstanceOf(NoExitError);
          return null;
        },
      );
      expect(chosen !== null, line).toBe(served);
    }
  });

  it("sends a less specific pool's traffic only through exits that carry the missing part", async () => {
    // California's direct exits cannot pick Los Angeles; Germany's pool only through its upstream.
    await expect(selector.choose(paramsOf("alice-zone-US-region-california-city-los_angeles"), 10)).rejects.toThrow(
      NoExitError,
    );
    for (let i = 0; i < 4; i += 1) {
      const choice = await selector.choose(paramsOf("alice-zone-DE-region-bavaria"), 10);
      expect(choice.exit.kind).toBe("upstream-http");
    }
    // A country without a pool of its own goes to the global upstream that carries {country}.
    expect((await selector.choose(paramsOf("alice-zone-FR"), 10)).exit).toEqual(upstream("u-{country}"));
    // A region without a pool is served by its cities' pools together.
    expect((await selector.choose(paramsOf("alice-zone-US-region-texas"), 10)).localAddress).toBe("192.0.2.7");
  });
});

describe("the demo's exit pool", () => {
  it("has a demo exit for every country the demo sells, and serves their regions and cities", async () => {
    const config = loadGatewayConfig({ APP_MODE: "demo" });
    const selector = createExitSelector(config.exitPool);
    const pools = coverageOf(config.exitPool).pools;
    for (const country of demoExitCountries) {
      expect(coverageServes(pools, { country, region: "any_region", city: "any_city" }), country).toBe(true);
      const choice = await selector.choose(paramsOf(`alice-zone-${country}-region-somewhere-city-someplace`), 10);
      expect(choice.exit).toEqual({ kind: "direct", demo: true });
    }
    expect(pools.every((pool) => pool.demo)).toBe(true);
    // Antarctica is not sold: no line for it.
    expect(coverageServes(pools, { country: "AQ" })).toBe(false);
  });

  it("is refused in production", () => {
    const path = join(tmpdir(), `demo-exits-${process.pid}.json`);
    writeFileSync(path, JSON.stringify({ pools: [{ country: "US", exits: [{ kind: "direct", demo: true }] }] }));
    expect(() =>
      loadGatewayConfig({
        APP_MODE: "production",
        GATEWAY_ID: "gw1",
        GATEWAY_SECRET: "a-production-secret-0123456789",
        GATEWAY_SHOP_URL: "https://shop.example",
        GATEWAY_EXIT_POOL_FILE: path,
      }),
    ).toThrow(GatewayConfigError);
  });
});
