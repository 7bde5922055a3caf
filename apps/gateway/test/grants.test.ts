import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import { balanceOf } from "../../server/test/proxy-centre-helpers.ts";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  curl,
  curlDownload,
  eventually,
  newCustomer,
  type Origin,
  otherTestGateway,
  startOrigin,
  startShop,
  startTestGateway,
  usedBytesOf,
} from "./helpers.ts";

const mb = 1024 * 1024;
const gb = 1024n ** 3n;

/**
 * Prepaid traffic through two gateways on one shop: what moves is what was
 * granted, and what was granted never exceeds what was paid for, whatever
 * the number of tunnels, gateways or the report interval.
 */
describe.each(trafficTestDatabaseKinds())("byte grants through two gateways (%s)", (kind) => {
  let shop: TestServer;
  let gateways: RunningGateway[];
  let origin: Origin;

  beforeAll(async () => {
    shop = await startShop(kind);
    gateways = [
      // Reports every 5 s: the cut-off must not depend on the report interval.
      await startTestGateway(shop, { GATEWAY_FLUSH_INTERVAL_MS: "5000" }),
      await startTestGateway(shop, { GATEWAY_FLUSH_INTERVAL_MS: "5000" }, otherTestGateway),
    ];
    origin = await startOrigin();
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways ?? []) await gateway.stop();
    await origin?.close();
    await shop?.close();
  });

  const proxiesOf = (username: string, password: string, gateway: RunningGateway) => ({
    http: `http://${username}:${password}@127.0.0.1:${gateway.httpPort}`,
    socks: `socks5h://${username}:${password}@127.0.0.1:${gateway.socksPort}`,
  });

  const writeOut = "%{http_code} %{size_download}";

  /** 12 downloads of 40 MB each at once: CONNECT, SOCKS5 and plain HTTP on both gateways. */
  async function downloadEverywhere(username: string, password: string): Promise<number> {
    const runs: Promise<{ stdout: string }>[] = [];
    for (const gateway of gateways) {
      const proxy = proxiesOf(username, password, gateway);
      for (let i = 0; i < 2; i += 1) {
        runs.push(curlDownload(proxy.http, `${origin.url}/bytes/${40 * mb}`, { tunnel: true, writeOut }));
        runs.push(curlDownload(proxy.socks, `${origin.url}/bytes/${40 * mb}`, { writeOut }));
        runs.push(curlDownload(proxy.http, `${origin.url}/bytes/${40 * mb}`, { writeOut }));
      }
    }
    const results = await Promise.all(runs);
    // Bodies from the origin only: a refusal's own short page did not cross the tunnel.
    return results.reduce((sum, result) => {
      const [code, size] = result.stdout.trim().split(" ");
      return sum + (code === "200" ? Number(size) || 0 : 0);
    }, 0);
  }

  async function settle(): Promise<void> {
    for (const gateway of gateways) {
      await eventually(async () => {
        await gateway.core.meter.flushNow();
        return !gateway.core.meter.unreported();
      }, 20_000);
    }
  }

  it("stops a sub-account at its own cap, to the byte, and charges exactly what moved", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const capBytes = 3 * mb;
    const updated = await apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: customer.account.id, trafficLimitGb: capBytes / 1024 ** 3 },
      { token: customer.token },
    );
    expect(updated.code).toBe(0);

    const delivered = await downloadEverywhere(customer.account.username, customer.account.password);
    await settle();
    const used = await usedBytesOf(shop, customer.token, customer.account.id);
    // Bodies the clients received are part of what moved (headers are the rest).
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThanOrEqual(used);
    expect(used).toBeLessThanOrEqual(capBytes);
    expect(await balanceOf(shop, customer.memberId)).toBe(10n * gb - BigInt(used));

    // 480 MB asked for: every granted byte was spent, so the cap is used to the byte.
    expect(used).toBe(capBytes);
    const proxy = proxiesOf(customer.account.username, customer.account.password, gateways[0] as RunningGateway);
    const refused = await curl(["-i", "-x", proxy.http, `${origin.url}/bytes/${mb}`]);
    expect(refused.stdout).toMatch(/^HTTP\/1\.1 402/);
    expect(refused.stdout).toMatch(/X-Proxy-Refusal: limit-reached/i);
  }, 120_000);

  it("stops a member whose traffic runs out, on both gateways together, without overdraft", async () => {
    const paid = 5n * BigInt(mb);
    const customer = await newCustomer(shop, paid);
    const delivered = await downloadEverywhere(customer.account.username, customer.account.password);
    await settle();
    const used = await usedBytesOf(shop, customer.token, customer.account.id);
    expect(delivered).toBeLessThanOrEqual(used);
    expect(BigInt(used)).toBe(paid);
    expect(await balanceOf(shop, customer.memberId)).toBe(paid - BigInt(used));
    const stats = await apiClient(shop).get<{ totalOverdraftBytes: number }>("/app-api/ip/deduct-hour-record/stats", {
      token: customer.token,
    });
    expect(stats.data.totalOverdraftBytes).toBe(0);
  }, 120_000);

  it("keeps the sum under the cap while the member raises and lowers it in a loop", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const low = 2 * mb;
    const high = 4 * mb;
    const setCap = (bytes: number) =>
      apiClient(shop).post(
        "/app-api/ip/proxy-account/update",
        { id: customer.account.id, trafficLimitGb: bytes / 1024 ** 3 },
        { token: customer.token },
      );
    await setCap(low);
    let flipping = true;
    const flipper = (async () => {
      for (let i = 0; flipping; i += 1) {
        await setCap(i % 2 === 0 ? high : low);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const delivered = await downloadEverywhere(customer.account.username, customer.account.password);
    flipping = false;
    await flipper;
    await settle();
    const used = await usedBytesOf(shop, customer.token, customer.account.id);
    expect(used).toBeLessThanOrEqual(high);
    // Every byte that crossed was granted, so charged: a lowered cap does not make bytes in flight free.
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThanOrEqual(used);
    expect(await balanceOf(shop, customer.memberId)).toBe(10n * gb - BigInt(used));
  }, 120_000);

  it("closes an open tunnel on every gateway within about a second of a password change, and refuses the old password", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const { username, password } = customer.account;
    const downloads = gateways.map((gateway) =>
      curlDownload(proxiesOf(username, password, gateway).http, `${origin.url}/slow/${40 * mb}`, { tunnel: true }),
    );
    for (const gateway of gateways) await eventually(async () => gateway.core.meter.openTunnels() > 0, 10_000);
    const changed = await apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: customer.account.id, password: "Changed2026pw" },
      { token: customer.token },
    );
    expect(changed.code).toBe(0);
    const closedAt = Date.now();
    const results = await Promise.all(downloads);
    for (const result of results) expect(Number(result.stdout)).toBeLessThan(40 * mb);
    // The access watch polls every 500 ms: measured here, not a tight bound.
    expect(Date.now() - closedAt).toBeLessThan(5_000);
    const old = await curl([
      "-i",
      "-x",
      proxiesOf(username, password, gateways[1] as RunningGateway).http,
      `${origin.url}/a`,
    ]);
    expect(old.stdout).toMatch(/^HTTP\/1\.1 407/);
    const fresh = await curl([
      "-x",
      proxiesOf(username, "Changed2026pw", gateways[1] as RunningGateway).http,
      `${origin.url}/a`,
    ]);
    expect(fresh.stdout).toBe("hello from the origin\n");
  }, 60_000);
});
