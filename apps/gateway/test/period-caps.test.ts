import type { ProxyAccount } from "@shop/contract";
import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import { balanceOf } from "../../server/test/proxy-centre-helpers.ts";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  type Customer,
  curl,
  curlDownload,
  eventually,
  newCustomer,
  type Origin,
  otherTestGateway,
  socksReply,
  startOrigin,
  startShop,
  startTestGateway,
} from "./helpers.ts";

const mb = 1024 * 1024;
const gb = 1024n ** 3n;
const dayMs = 86_400_000;

/**
 * Daily and monthly caps of a sub-account through two gateways on one shop:
 * the shop never grants past the period's cap, so both gateways together
 * carry at most the cap; then both refuse with the period's code until the
 * business day (month) starts again.
 */
describe.each(trafficTestDatabaseKinds())("sub-account period caps through two gateways (%s)", (kind) => {
  let shop: TestServer;
  let gateways: [RunningGateway, RunningGateway];
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

  const proxiesOf = (customer: Customer, gateway: RunningGateway) => ({
    http: `http://${customer.account.username}:${customer.account.password}@127.0.0.1:${gateway.httpPort}`,
    socks: `socks5h://${customer.account.username}:${customer.account.password}@127.0.0.1:${gateway.socksPort}`,
  });
  const writeOut = "%{http_code} %{size_download}";

  async function capped(caps: { dailyLimitGb?: number | null; monthlyLimitGb?: number | null }) {
    const customer = await newCustomer(shop, 10n * gb);
    const answer = await apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: customer.account.id, ...caps },
      { token: customer.token },
    );
    expect(answer.code).toBe(0);
    return customer;
  }

  /** 6 downloads of 20 MB each at once: CONNECT, SOCKS5 and plain HTTP on both gateways. */
  async function downloadEverywhere(customer: Customer): Promise<number> {
    const runs: Promise<{ stdout: string }>[] = [];
    for (const gateway of gateways) {
      const proxy = proxiesOf(customer, gateway);
      runs.push(curlDownload(proxy.http, `${origin.url}/bytes/${20 * mb}`, { tunnel: true, writeOut }));
      runs.push(curlDownload(proxy.socks, `${origin.url}/bytes/${20 * mb}`, { writeOut }));
      runs.push(curlDownload(proxy.http, `${origin.url}/bytes/${20 * mb}`, { writeOut }));
    }
    const results = await Promise.all(runs);
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

  async function accountOf(customer: Customer): Promise<ProxyAccount> {
    const page = await apiClient(shop).get<{ list: ProxyAccount[] }>("/app-api/ip/proxy-account/list?pageSize=100", {
      token: customer.token,
    });
    const account = page.data.list.find((row) => row.id === customer.account.id);
    if (!account) throw new Error("account not listed");
    return account;
  }

  /** What a client sees asking `gateway` for a page: the status line and the refusal header. */
  async function ask(customer: Customer, gateway: RunningGateway) {
    const answer = await curl(["-i", "-x", proxiesOf(customer, gateway).http, `${origin.url}/bytes/1024`]);
    return {
      status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer.stdout)?.[1] ?? 0),
      refusal: /X-Proxy-Refusal: ([a-z-]+)/i.exec(answer.stdout)?.[1] ?? null,
    };
  }

  const originPort = () => Number(new URL(origin.url).port);

  it("stops a sub-account at its daily cap on both gateways together, to the byte, and lets it through again the next day", async () => {
    const capBytes = 3 * mb;
    const customer = await capped({ dailyLimitGb: capBytes / 1024 ** 3 });

    const delivered = await downloadEverywhere(customer);
    await settle();
    const account = await accountOf(customer);
    // 120 MB asked for through two gateways: what both carried together is the day's cap, no more.
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThanOrEqual(account.dailyUsedBytes);
    expect(account).toMatchObject({
      dailyUsedBytes: capBytes,
      monthlyUsedBytes: capBytes,
      usedBytes: capBytes,
      dailyLimitBytes: capBytes,
      periodLimitReached: "daily",
    });
    expect(await balanceOf(shop, customer.memberId)).toBe(10n * gb - BigInt(capBytes));

    // Each gateway refuses it with the code a client can read: 402 and X-Proxy-Refusal, SOCKS5 reply 0x02.
    for (const gateway of gateways) {
      expect(await ask(customer, gateway)).toEqual({ status: 402, refusal: "daily-limit-reached" });
      const { username, password } = customer.account;
      expect(await socksReply(gateway.socksPort, username, password, "127.0.0.1", originPort())).toBe(2);
    }

    // Midnight passes: the day's use is yesterday's, and the reset job (run just after 00:00) tells the gateways.
    await shop.database.db.execute(
      sql`update usage_account_hourly set hour = hour - interval '1 day' where account_id = ${customer.account.id}`,
    );
    const tomorrow = new Date(Date.parse(account.dailyResetsAt) + 5_000);
    expect(await shop.services.usage.notePeriodResets(tomorrow)).toBeGreaterThanOrEqual(1);
    for (const gateway of gateways) {
      await eventually(async () => (await ask(customer, gateway)).status === 200, 3_000);
    }
    expect(await accountOf(customer)).toMatchObject({ dailyUsedBytes: 0, periodLimitReached: null });
  }, 120_000);

  it("refuses with monthly-limit-reached once the month's cap is used, whatever the day's cap leaves", async () => {
    const capBytes = 2 * mb;
    const customer = await capped({ dailyLimitGb: 1, monthlyLimitGb: capBytes / 1024 ** 3 });
    await downloadEverywhere(customer);
    await settle();
    expect(await accountOf(customer)).toMatchObject({ monthlyUsedBytes: capBytes, periodLimitReached: "monthly" });
    for (const gateway of gateways) {
      expect(await ask(customer, gateway)).toEqual({ status: 402, refusal: "monthly-limit-reached" });
    }
    // A new day is no reset for a monthly cap: told to forget the account, the gateways still refuse it.
    const account = await accountOf(customer);
    expect(
      await shop.services.usage.notePeriodResets(new Date(Date.parse(account.dailyResetsAt) - dayMs + 5_000)),
    ).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await ask(customer, gateways[1])).toEqual({ status: 402, refusal: "monthly-limit-reached" });
    // Raising the cap lets it through again on both gateways (an access change, within the usual bound).
    const raised = await apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: customer.account.id, monthlyLimitGb: null },
      { token: customer.token },
    );
    expect(raised.code).toBe(0);
    for (const gateway of gateways) {
      await eventually(async () => (await ask(customer, gateway)).status === 200, 3_000);
    }
  }, 120_000);
});
