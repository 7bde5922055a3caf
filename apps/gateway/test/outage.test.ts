import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setImmediate as nextTick } from "node:timers/promises";
import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/test-server.ts";
import {
  curl,
  curlDownload,
  eventually,
  newCustomer,
  type Origin,
  otherTestGateway,
  startOrigin,
  startShop,
  startShopLine,
  startTestGateway,
  usedBytesOf,
} from "./helpers.ts";
import { freePort } from "./sockets.ts";

const mb = 1024 * 1024;
const gb = 1024n ** 3n;

/** A gateway without its shop fails closed, and loses no usage, not even to kill -9. */
describe.each(trafficTestDatabaseKinds())("a gateway when the shop is away (%s)", (kind) => {
  let shop: TestServer;
  let origin: Origin;
  beforeAll(async () => {
    shop = await startShop(kind);
    origin = await startOrigin();
  }, 120_000);
  afterAll(async () => {
    await origin?.close();
    await shop?.close();
  });

  it("spends only what it was granted, then refuses with shop-unavailable; cached credentials expire; charged = delivered once the shop is back", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const line = await startShopLine(shop.baseUrl);
    // The gateway's clock moves with its waits: an outage of many seconds takes none.
    let skew = 0;
    const gateway = await startTestGateway(shop, { GATEWAY_SHOP_URL: line.url }, otherTestGateway, {
      now: () => Date.now() + skew,
      sleep: async (ms) => {
        skew += ms;
        await nextTick();
      },
    });
    try {
      const proxy = `http://${customer.account.username}:${customer.account.password}@127.0.0.1:${gateway.httpPort}`;
      expect((await curl(["-x", proxy, `${origin.url}/a`])).stdout).toBe("hello from the origin\n");
      const grantedTotal = (await gateway.core.metrics.grantBytes.get()).values[0]?.value ?? 0;
      expect(grantedTotal).toBeGreaterThan(0);
      line.cut();

      const download = await curlDownload(proxy, `${origin.url}/bytes/${200 * mb}`, { tunnel: true });
      const delivered = Number(download.stdout);
      expect(delivered).toBeLessThan(200 * mb);
      expect(delivered).toBeLessThanOrEqual(grantedTotal);

      // Nothing left to spend: a new connection is refused with the reason, not as a wrong password.
      const refused = await curl(["-i", "-x", proxy, `${origin.url}/a`]);
      expect(refused.stdout).toMatch(/^HTTP\/1\.1 503/);
      expect(refused.stdout).toMatch(/X-Proxy-Refusal: shop-unavailable/i);
      // Past the cache's lifetime the credentials themselves cannot be trusted any more.
      skew += 31_000;
      const expired = await curl(["-i", "-x", proxy, `${origin.url}/a`]);
      expect(expired.stdout).toMatch(/X-Proxy-Refusal: shop-unavailable/i);

      line.restore();
      await eventually(async () => {
        await gateway.core.meter.flushNow();
        return !gateway.core.meter.unreported();
      }, 20_000);
      const used = await usedBytesOf(shop, customer.token, customer.account.id);
      // Everything that moved was charged: the first request, and the download up to its cut-off.
      expect(used).toBeGreaterThanOrEqual(delivered);
      expect(used).toBeLessThanOrEqual(grantedTotal);
    } finally {
      await gateway.stop();
      await line.close();
    }
  }, 90_000);

  it("books usage once after a kill -9 during an outage: the journal is replayed at start", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const line = await startShopLine(shop.baseUrl);
    const journalDir = mkdtempSync(path.join(tmpdir(), "gateway-journal-kill-"));
    const httpPort = await freePort();
    const startChild = (flushMs: number): ChildProcess =>
      spawn(process.execPath, [path.join(import.meta.dirname, "../src/main.ts")], {
        env: {
          PATH: process.env.PATH,
          APP_MODE: "demo",
          GATEWAY_ID: otherTestGateway.id,
          GATEWAY_SECRET: otherTestGateway.secret,
          GATEWAY_SHOP_URL: line.url,
          GATEWAY_HTTP_PORT: String(httpPort),
          GATEWAY_SOCKS5_PORT: "0",
          GATEWAY_METRICS_PORT: "off",
          GATEWAY_FLUSH_INTERVAL_MS: String(flushMs),
          GATEWAY_JOURNAL_DIR: journalDir,
          LOG_LEVEL: process.env.DEBUG_CHILD ? "debug" : "silent",
        },
        stdio: process.env.DEBUG_CHILD ? "inherit" : "ignore",
      });
    const proxy = `http://${customer.account.username}:${customer.account.password}@127.0.0.1:${httpPort}`;
    // The first run never reports (and so never rewrites its journal) before it dies: what it moved
    // is only in the lines written before each chunk moved.
    let child = startChild(60_000);
    try {
      await eventually(
        async () => (await curl(["-x", proxy, `${origin.url}/a`])).stdout === "hello from the origin\n",
        30_000,
      );
      const before = await usedBytesOf(shop, customer.token, customer.account.id);
      line.cut();
      // Three complete transfers while the shop is away, then the gateway dies without a word.
      let delivered = 0;
      for (let i = 0; i < 3; i += 1) {
        delivered += Number((await curlDownload(proxy, `${origin.url}/bytes/${mb}`, { tunnel: true })).stdout);
      }
      expect(delivered).toBe(3 * mb);
      // At once: every chunk was journaled before it moved, open tunnel or not.
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      line.restore();
      if (process.env.DEBUG_CHILD) console.log(readFileSync(path.join(journalDir, "usage.journal"), "utf8"));

      child = startChild(200);
      // What moved is charged, once; with the tunnels' own headers on top of the bodies.
      await eventually(
        async () => (await usedBytesOf(shop, customer.token, customer.account.id)) - before >= delivered,
        30_000,
      );
      const charged = (await usedBytesOf(shop, customer.token, customer.account.id)) - before;
      expect(charged).toBeLessThan(delivered + 64 * 1024);
      // Another report interval later nothing more was added: the journal was not booked twice.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await usedBytesOf(shop, customer.token, customer.account.id)) - before).toBe(charged);
    } finally {
      child.kill("SIGKILL");
      await line.close();
    }
  }, 90_000);

  it("charges usage from a gateway whose clock is 30 minutes off: it signs and dates with the shop's time", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const gateway = await startTestGateway(shop, {}, otherTestGateway, { now: () => Date.now() + 30 * 60_000 });
    try {
      const proxy = `http://${customer.account.username}:${customer.account.password}@127.0.0.1:${gateway.httpPort}`;
      const download = await curlDownload(proxy, `${origin.url}/bytes/${mb}`, { tunnel: true });
      expect(Number(download.stdout)).toBe(mb);
      await eventually(async () => {
        await gateway.core.meter.flushNow();
        return !gateway.core.meter.unreported();
      }, 20_000);
      expect(await usedBytesOf(shop, customer.token, customer.account.id)).toBeGreaterThanOrEqual(mb);
    } finally {
      await gateway.stop();
    }
  }, 60_000);
});
