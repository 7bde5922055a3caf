import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../src/config.ts";
import { type RunningGateway, startGateway } from "../src/gateway.ts";
import { createSelfAddresses } from "../src/self-addresses.ts";
import { type FakeShop, startFakeShop } from "./fake-shop.ts";
import { curl, type Origin, startOrigin } from "./helpers.ts";

const carol = { username: "carol_01", password: "CarolPass2026" };

describe("production refusals: special-purpose ranges, this machine and the shop", () => {
  let shop: FakeShop;
  let origin: Origin;
  const gateways: RunningGateway[] = [];

  /** A production gateway with a direct exit in front of the fake shop. */
  async function production(env: Record<string, string> = {}): Promise<RunningGateway> {
    const dir = mkdtempSync(join(tmpdir(), "exits-"));
    const file = join(dir, "exits.json");
    writeFileSync(file, JSON.stringify({ pools: [{ country: "*", exits: [{ kind: "direct" }] }] }));
    const gateway = await startGateway(
      loadGatewayConfig({
        APP_MODE: "production",
        GATEWAY_ID: "gw-refusals",
        GATEWAY_SECRET: "gateway-refusals-test-secret",
        GATEWAY_SHOP_URL: shop.url,
        GATEWAY_EXIT_POOL_FILE: file,
        GATEWAY_LISTEN_HOST: "127.0.0.1",
        GATEWAY_HTTP_PORT: "0",
        GATEWAY_SOCKS5_PORT: "0",
        GATEWAY_METRICS_PORT: "off",
        LOG_LEVEL: "silent",
        ...env,
      }),
    );
    gateways.push(gateway);
    return gateway;
  }

  /** The status of `CONNECT target` through the gateway, as curl reports it. */
  async function connectStatus(gateway: RunningGateway, target: string): Promise<string> {
    const proxy = `http://${carol.username}:${carol.password}@127.0.0.1:${gateway.httpPort}`;
    const answer = await curl([
      "-p",
      "-o",
      "/dev/null",
      "-w",
      "%{http_connect}",
      "--max-time",
      "5",
      "-x",
      proxy,
      target,
    ]);
    return answer.stdout;
  }

  beforeAll(async () => {
    shop = await startFakeShop({ [carol.username]: carol.password });
    origin = await startOrigin();
  });

  afterAll(async () => {
    for (const gateway of gateways) await gateway.stop();
    await origin?.close();
    await shop?.close();
  });

  it("refuses NAT64, 6to4, shared, benchmarking, documentation, unique-local and link-local targets", async () => {
    const gateway = await production();
    for (const target of [
      "http://[64:ff9b::808:808]/",
      "http://[64:ff9b::7f00:1]/",
      "http://[64:ff9b:1::1]/",
      "http://[2002:a00:1::1]/",
      "http://[::ffff:7f00:1]/",
      "http://100.64.0.1/",
      "http://100.100.100.200/",
      "http://198.18.0.1/",
      "http://192.0.2.1/",
      "http://[fc00::1]/",
      "http://[fe80::1]/",
      "http://[3fff::1]/",
    ]) {
      expect(await connectStatus(gateway, target), target).toBe("403");
    }
  });

  it("never reaches this machine or the shop, even where private targets are allowed, unless told to", async () => {
    const open = await production({ GATEWAY_ALLOW_PRIVATE_TARGETS: "true" });
    // Loopback is this machine: the origin here, and the shop (its URL names 127.0.0.1).
    expect(await connectStatus(open, `${origin.url}/`)).toBe("403");
    expect(await connectStatus(open, `http://127.0.0.2:${origin.port}/`)).toBe("403");
    expect(await connectStatus(open, `${shop.url}/internal/proxy/accounts/carol_01`)).toBe("403");
    const allowed = await production({ GATEWAY_ALLOW_PRIVATE_TARGETS: "true", GATEWAY_DENY_OWN_ADDRESSES: "false" });
    expect(await connectStatus(allowed, `${origin.url}/`)).toBe("200");
  });

  it("knows this machine's public addresses and the shop's resolved ones", async () => {
    const self = createSelfAddresses({
      shopUrls: ["https://shop.internal:8443"],
      listenHost: "0.0.0.0",
      interfaces: () => ({
        eth0: [
          {
            address: "93.184.215.14",
            netmask: "255.255.255.0",
            family: "IPv4",
            mac: "02:00:00:00:00:01",
            internal: false,
            cidr: "93.184.215.14/24",
          },
        ],
      }),
      lookup: async (host) => (host === "shop.internal" ? ["151.101.1.69", "2a04:4e42::325"] : []),
    });
    await self.refresh();
    self.close();
    expect(self.has("93.184.215.14")).toBe(true);
    expect(self.has("::ffff:93.184.215.14")).toBe(true);
    expect(self.has("93.184.215.15")).toBe(false);
    expect(self.has("151.101.1.69")).toBe(true);
    expect(self.has("2a04:4e42:0:0::325")).toBe(true);
    // No loopback interface listed: loopback is left to the ranges.
    expect(self.has("127.0.0.1")).toBe(false);
  });

  it("is on in production and off in a demo, and can be turned off", () => {
    const dir = mkdtempSync(join(tmpdir(), "exits-"));
    const file = join(dir, "exits.json");
    writeFileSync(file, JSON.stringify({ pools: [{ country: "*", exits: [{ kind: "direct" }] }] }));
    const production = {
      APP_MODE: "production",
      GATEWAY_ID: "gw1",
      GATEWAY_SECRET: "a-secret-of-16-characters",
      GATEWAY_SHOP_URL: "https://shop.internal",
      GATEWAY_EXIT_POOL_FILE: file,
    };
    expect(loadGatewayConfig({}).denyOwnAddresses).toBe(false);
    expect(loadGatewayConfig(production).denyOwnAddresses).toBe(true);
    expect(loadGatewayConfig({ ...production, GATEWAY_DENY_OWN_ADDRESSES: "false" }).denyOwnAddresses).toBe(false);
  });
});
