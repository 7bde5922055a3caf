import { tables } from "@shop/db";
import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "../../server/test/console-helpers.ts";
import { balanceOf } from "../../server/test/proxy-centre-helpers.ts";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  buyStaticIp,
  type Customer,
  connectTunnel,
  curl,
  eventually,
  newCustomer,
  type Origin,
  otherTestGateway,
  socksReply,
  startOrigin,
  startShop,
  startTestGateway,
  usedBytesOf,
} from "./helpers.ts";

const gb = 1024n ** 3n;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Tunnel plans through two gateways in front of one shop: the member's open
 * connections counted for all their sub-accounts on both gateways together,
 * traffic not taken from the balance, and the plan's end (early or on time)
 * closing what it carried within about two seconds.
 */
describe.each(trafficTestDatabaseKinds())("tunnel plans through two gateways (%s)", (kind) => {
  let shop: TestServer;
  let gateways: [RunningGateway, RunningGateway];
  let origin: Origin;
  let owner: ConsoleClient;
  const env: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};

  beforeAll(async () => {
    shop = await startShop(kind);
    gateways = [await startTestGateway(shop, env), await startTestGateway(shop, env, otherTestGateway)];
    origin = await startOrigin();
    owner = (await loggedInConsole(shop, "owner")).client;
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways ?? []) await gateway.stop();
    await origin?.close();
    await shop?.close();
  });

  const originTarget = () => new URL(origin.url).host;

  /** A member with `traffic` on their balance, two sub-accounts and a plan of `maxConnections`. */
  async function planned(traffic: bigint, maxConnections: number) {
    const customer = await newCustomer(shop, traffic);
    const second = await apiClient(shop).post<Customer["account"]>(
      "/app-api/ip/proxy-account/create",
      { username: `q${customer.account.username.slice(1)}` },
      { token: customer.token },
    );
    expect(second.code, second.msg).toBe(0);
    const given = await owner.post<{ id: number; endsAt: string }>(
      `/ops-api/members/${customer.memberId}/tunnel-plans`,
      {
        maxConnections,
        bandwidthMbps: 100,
        days: 30,
        reason: "monthly tunnel plan, paid by bank transfer",
      },
    );
    expect(given.code, given.msg).toBe(0);
    return { customer, accounts: [customer.account, second.data] as const, plan: given.data };
  }

  async function oneMore(gateway: RunningGateway, account: { username: string; password: string }) {
    const answer = await curl([
      "-v",
      "-p",
      "-x",
      `http://${account.username}:${account.password}@127.0.0.1:${gateway.httpPort}`,
      `${origin.url}/hello`,
    ]);
    return { code: answer.code, refusal: /X-Proxy-Refusal: ([a-z-]+)/i.exec(answer.stderr)?.[1] ?? null };
  }

  it.runIf(redisUrl)(
    "caps the member's connections across sub-accounts and gateways, refusing with plan-connection-limit",
    async () => {
      const { accounts } = await planned(0n, 2);
      const first = await connectTunnel(gateways[0].httpPort, originTarget(), accounts[0]);
      const second = await connectTunnel(gateways[1].httpPort, originTarget(), accounts[1]);
      for (const gateway of gateways) {
        for (const account of accounts) {
          expect(await oneMore(gateway, account)).toMatchObject({ refusal: "plan-connection-limit" });
        }
      }
      expect(
        await socksReply(
          gateways[1].socksPort,
          accounts[0].username,
          accounts[0].password,
          "127.0.0.1",
          Number(new URL(origin.url).port),
        ),
      ).toBe(2);
      first.destroy();
      await eventually(async () => (await oneMore(gateways[1], accounts[1])).refusal === null);
      second.destroy();
    },
  );

  it.skipIf(redisUrl)("without Redis, each gateway counts the member's connections against the plan", async () => {
    const { accounts } = await planned(0n, 1);
    const first = await connectTunnel(gateways[0].httpPort, originTarget(), accounts[0]);
    expect(await oneMore(gateways[0], accounts[1])).toMatchObject({ refusal: "plan-connection-limit" });
    expect(await oneMore(gateways[1], accounts[1])).toMatchObject({ code: 0, refusal: null });
    first.destroy();
  });

  it("carries traffic with an empty balance under the plan, meters it, and charges nothing", async () => {
    const { customer, accounts } = await planned(1n * gb, 50);
    for (const gateway of gateways) {
      expect(await oneMore(gateway, accounts[0])).toMatchObject({ code: 0, refusal: null });
    }
    await eventually(async () => (await usedBytesOf(shop, customer.token, accounts[0].id)) > 0, 10_000);
    expect(await balanceOf(shop, customer.memberId)).toBe(1n * gb);

    const empty = await planned(0n, 50);
    expect(await oneMore(gateways[1], empty.accounts[1])).toMatchObject({ code: 0, refusal: null });
  });

  it("closes open tunnels on both gateways within 2 s when an operator ends the plan", async () => {
    const { customer, accounts, plan } = await planned(0n, 50);
    const tunnels = [
      await connectTunnel(gateways[0].httpPort, originTarget(), accounts[0]),
      await connectTunnel(gateways[1].httpPort, originTarget(), accounts[1]),
    ];
    const closed = tunnels.map(
      (tunnel) => new Promise<number>((resolve) => tunnel.once("end", () => resolve(Date.now()))),
    );
    const endedAt = Date.now();
    const ended = await owner.post(`/ops-api/members/${customer.memberId}/tunnel-plans/end`, {
      planId: plan.id,
      reason: "customer asked to stop",
    });
    expect(ended.code, ended.msg).toBe(0);
    for (const at of await Promise.all(closed)) expect(at - endedAt).toBeLessThan(2_500);
    // With nothing on the balance, the member is now refused as out of traffic.
    for (const gateway of gateways) {
      expect(await oneMore(gateway, accounts[0])).toMatchObject({ refusal: "traffic-exhausted" });
    }
  });

  it("stops at the plan's end time without any change noted, on both gateways", async () => {
    const { accounts, plan } = await planned(0n, 50);
    // The plan runs out 1.5 s from now (the update itself is an access change: the gateways learn the new end).
    await shop.database.db
      .update(tables.tunnelPlans)
      .set({ startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 1_500) })
      .where(eq(tables.tunnelPlans.id, plan.id));
    await eventually(async () => (await oneMore(gateways[0], accounts[0])).refusal === null, 3_000);
    const tunnels = [
      await connectTunnel(gateways[0].httpPort, originTarget(), accounts[0]),
      await connectTunnel(gateways[1].httpPort, originTarget(), accounts[1]),
    ];
    const closed = tunnels.map(
      (tunnel) => new Promise<number>((resolve) => tunnel.once("end", () => resolve(Date.now()))),
    );
    const endsAt = Date.now() + 1_500;
    for (const at of await Promise.all(closed)) expect(at - endsAt).toBeLessThan(2_500);
    expect(await oneMore(gateways[1], accounts[1])).toMatchObject({ refusal: "traffic-exhausted" });
  });

  it("caps a static IP's open connections as its owner set them, refusing with static-ip-connection-limit", async () => {
    const customer = await newCustomer(shop, 0n);
    const ip = await buyStaticIp(shop, customer, "127.0.0.1");
    const [row] = await shop.database.db
      .select()
      .from(tables.staticIps)
      .where(eq(tables.staticIps.account, ip.account));
    const set = await apiClient(shop).post(
      "/app-api/ip/static-ip/limits",
      { id: row?.id, maxConnections: 1, bandwidthMbps: null },
      { token: customer.token },
    );
    expect(set.code, set.msg).toBe(0);
    const credentials = { username: ip.account, password: ip.password };
    const first = await connectTunnel(gateways[0].httpPort, originTarget(), credentials);
    expect(await oneMore(gateways[0], credentials)).toMatchObject({ refusal: "static-ip-connection-limit" });
    first.destroy();
    await eventually(async () => (await oneMore(gateways[0], credentials)).refusal === null);
  });
});
