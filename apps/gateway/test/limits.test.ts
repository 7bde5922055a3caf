import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  type Customer,
  connectTunnel,
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

const gb = 1024n ** 3n;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A sub-account's own limits, enforced by two gateways in front of one shop:
 * open connections counted for both together (through Redis when the gateways
 * have it), bandwidth per tunnel direction, each refusal readable by the client.
 */
describe.each(trafficTestDatabaseKinds())("sub-account limits through two gateways (%s)", (kind) => {
  let shop: TestServer;
  let gateways: [RunningGateway, RunningGateway];
  let origin: Origin;
  const env: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};

  beforeAll(async () => {
    shop = await startShop(kind);
    gateways = [await startTestGateway(shop, env), await startTestGateway(shop, env, otherTestGateway)];
    origin = await startOrigin();
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways ?? []) await gateway.stop();
    await origin?.close();
    await shop?.close();
  });

  async function limited(limits: { maxConnections?: number | null; bandwidthMbps?: number | null }) {
    const customer = await newCustomer(shop, 10n * gb);
    const answer = await apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: customer.account.id, ...limits },
      { token: customer.token },
    );
    expect(answer.code).toBe(0);
    return customer;
  }
  const credentialsOf = (customer: Customer) => ({
    username: customer.account.username,
    password: customer.account.password,
  });
  const originTarget = () => new URL(origin.url).host;

  /** What a client sees when it asks `gateway` for one more tunnel: the status and the refusal header. */
  async function oneMore(gateway: RunningGateway, customer: Customer) {
    const { username, password } = credentialsOf(customer);
    const answer = await curl([
      "-v",
      "-p",
      "-x",
      `http://${username}:${password}@127.0.0.1:${gateway.httpPort}`,
      `${origin.url}/hello`,
    ]);
    return {
      code: answer.code,
      refusal: /X-Proxy-Refusal: ([a-z-]+)/i.exec(answer.stderr)?.[1] ?? null,
    };
  }

  it.runIf(redisUrl)(
    "counts open connections across both gateways and refuses one more with too-many-connections",
    async () => {
      const customer = await limited({ maxConnections: 2 });
      const first = await connectTunnel(gateways[0].httpPort, originTarget(), credentialsOf(customer));
      const second = await connectTunnel(gateways[1].httpPort, originTarget(), credentialsOf(customer));
      for (const gateway of gateways) {
        expect(await oneMore(gateway, customer)).toMatchObject({ refusal: "too-many-connections" });
      }
      const { username, password } = credentialsOf(customer);
      // SOCKS5 tells it as reply 0x02, "connection not allowed by ruleset".
      expect(
        await socksReply(gateways[1].socksPort, username, password, "127.0.0.1", Number(new URL(origin.url).port)),
      ).toBe(2);
      // A closed tunnel gives its place back, on either gateway.
      first.destroy();
      await eventually(async () => (await oneMore(gateways[1], customer)).refusal === null);
      second.destroy();
    },
  );

  it.skipIf(redisUrl)("without Redis, each gateway counts its own connections against the cap", async () => {
    const customer = await limited({ maxConnections: 1 });
    const first = await connectTunnel(gateways[0].httpPort, originTarget(), credentialsOf(customer));
    expect(await oneMore(gateways[0], customer)).toMatchObject({ refusal: "too-many-connections" });
    expect(await oneMore(gateways[1], customer)).toMatchObject({ code: 0, refusal: null });
    first.destroy();
    await eventually(async () => (await oneMore(gateways[0], customer)).refusal === null);
  });

  it("leaves an account without a connection cap alone", async () => {
    const customer = await limited({});
    const tunnels = await Promise.all(
      [0, 1, 0, 1].map((index) =>
        connectTunnel(gateways[index as 0 | 1].httpPort, originTarget(), credentialsOf(customer)),
      ),
    );
    expect(await oneMore(gateways[0], customer)).toMatchObject({ code: 0, refusal: null });
    for (const tunnel of tunnels) tunnel.destroy();
  });

  it("holds a download to the account's bandwidth on each gateway, and lifts it when the limit is removed", async () => {
    // 8 Mbit/s = 1 MB/s, a second's worth of burst: 3 MB take at least about 2 s.
    const customer = await limited({ bandwidthMbps: 8 });
    const { username, password } = credentialsOf(customer);
    const size = 3 * 1024 * 1024;
    for (const gateway of gateways) {
      const started = performance.now();
      const result = await curlDownload(
        `http://${username}:${password}@127.0.0.1:${gateway.httpPort}`,
        `${origin.url}/bytes/${size}`,
        {
          tunnel: true,
        },
      );
      const seconds = (performance.now() - started) / 1000;
      expect(Number(result.stdout)).toBe(size);
      expect(seconds).toBeGreaterThan(1.6);
      expect(seconds).toBeLessThan(6);
    }
    // Removing the limit reaches the gateways through the access-change poll.
    const answer = await apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: customer.account.id, bandwidthMbps: null },
      { token: customer.token },
    );
    expect(answer.code).toBe(0);
    await eventually(async () => {
      const started = performance.now();
      await curlDownload(
        `http://${username}:${password}@127.0.0.1:${gateways[0].httpPort}`,
        `${origin.url}/bytes/${size}`,
        {
          tunnel: true,
        },
      );
      return performance.now() - started < 1000;
    }, 10_000);
  });
});
