import net from "node:net";
import type { ProxyAccount } from "@shop/contract";
import { tables } from "@shop/db";
import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  curl,
  eventually,
  newCustomer,
  type Origin,
  otherTestGateway,
  startOrigin,
  startShop,
  startTestGateway,
  usedBytesOf,
} from "./helpers.ts";

const gb = 1024n ** 3n;
const redisUrl = process.env.TEST_REDIS_URL;

/** A CONNECT tunnel without credentials from `localAddress`; resolves the socket or rejects with the answer's head. */
function tunnelFrom(localAddress: string, port: number, target: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    socket.once("error", reject);
    socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
    socket.once("data", (data: Buffer) => {
      const head = data.toString("latin1");
      if (head.startsWith("HTTP/1.1 200")) resolve(socket);
      else {
        socket.destroy();
        reject(new Error(head));
      }
    });
  });
}

/**
 * An allowlist entry bound to a sub-account, through two gateways: traffic
 * from the address is charged to that sub-account (not the member's oldest)
 * and held to its limits on both gateways together.
 */
describe.each(trafficTestDatabaseKinds())("allowlist entries bound to a sub-account (%s)", (kind) => {
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

  const fromAddress = (address: string, gateway: RunningGateway) =>
    curl(["-i", "--interface", address, "-x", `http://127.0.0.1:${gateway.httpPort}`, `${origin.url}/`]);

  it("charges the bound sub-account, holds it to its connection cap on both gateways, and never falls back", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const created = await apiClient(shop).post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username: `bound${Date.now().toString(36)}`, maxConnections: 1 },
      { token: customer.token },
    );
    expect(created.code).toBe(0);
    const bound = created.data;
    // Loopback cannot be allowlisted through the API (the server test covers the API); the client address is one.
    await shop.database.db
      .insert(tables.ipAllowlist)
      .values({ memberId: customer.memberId, cidr: "127.0.0.4", accountId: bound.id });

    for (const gateway of gateways) {
      expect((await fromAddress("127.0.0.4", gateway)).stdout).toMatch(/hello from the origin\n$/);
    }
    for (const gateway of gateways) await gateway.core.meter.flushNow();
    await eventually(async () => (await usedBytesOf(shop, customer.token, bound.id)) > 0, 5_000);
    // The member's oldest sub-account (what an unbound entry charges) carried nothing.
    expect(await usedBytesOf(shop, customer.token, customer.account.id)).toBe(0);

    // The bound sub-account's cap of one connection holds for the address on both gateways.
    const tunnel = await tunnelFrom("127.0.0.4", gateways[0].httpPort, new URL(origin.url).host);
    const second = redisUrl ? gateways[1] : gateways[0];
    const refused = await fromAddress("127.0.0.4", second);
    expect(refused.stdout).toMatch(/^HTTP\/1\.1 429/);
    expect(refused.stdout).toMatch(/X-Proxy-Refusal: too-many-connections/);
    tunnel.destroy();
    await eventually(async () => /^HTTP\/1\.1 200/.test((await fromAddress("127.0.0.4", second)).stdout), 5_000);

    // Its sub-account switched off: refused as that account, not charged to another one.
    const off = await apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: bound.id, enabled: false },
      { token: customer.token },
    );
    expect(off.code).toBe(0);
    for (const gateway of gateways) {
      await eventually(
        async () => /X-Proxy-Refusal: account-disabled/.test((await fromAddress("127.0.0.4", gateway)).stdout),
        3_000,
      );
    }
    expect(await usedBytesOf(shop, customer.token, customer.account.id)).toBe(0);
  });
});
