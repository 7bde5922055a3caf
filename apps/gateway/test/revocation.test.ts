import { tables } from "@shop/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import { loggedInConsole } from "../../server/test/console-helpers.ts";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  buyStaticIp,
  type Customer,
  curl,
  curlDownload,
  eventually,
  newCustomer,
  type Origin,
  otherTestGateway,
  startOrigin,
  startShop,
  startTestGateway,
} from "./helpers.ts";

const mb = 1024 * 1024;
const gb = 1024n ** 3n;

/**
 * Every change that ends or narrows access reaches both gateways and closes
 * the open tunnels it affects, whichever path of the shop made it (the
 * database notes each change: migration 0022).
 */
describe("revocation reaches open tunnels on every gateway", () => {
  let shop: TestServer;
  let origin: Origin;
  let gateways: RunningGateway[];
  beforeAll(async () => {
    shop = await startShop("pglite");
    origin = await startOrigin();
    gateways = [await startTestGateway(shop), await startTestGateway(shop, {}, otherTestGateway)];
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways ?? []) await gateway.stop();
    await origin?.close();
    await shop?.close();
  });

  /**
   * Slow downloads (40 MB at about 0.8 MB/s) through both gateways with `line`; `change` runs once
   * both tunnels are open. Both must end long before the download would, and (measured) soon after.
   */
  async function expectTunnelsClosedBy(
    proxyOf: (gateway: RunningGateway) => string,
    change: () => Promise<void>,
    extra: string[] = [],
  ) {
    const downloads = gateways.map((gateway) =>
      curlDownload(proxyOf(gateway), `${origin.url}/slow/${40 * mb}`, { tunnel: true, extra }),
    );
    for (const gateway of gateways) await eventually(async () => gateway.core.meter.openTunnels() > 0, 10_000);
    const changedAt = Date.now();
    await change();
    const results = await Promise.all(downloads);
    for (const result of results) expect(Number(result.stdout)).toBeLessThan(40 * mb);
    return Date.now() - changedAt;
  }

  const passwordLine = (customer: Customer) => (gateway: RunningGateway) =>
    `http://${customer.account.username}:${customer.account.password}@127.0.0.1:${gateway.httpPort}`;
  const update = (customer: Customer, patch: Record<string, unknown>) =>
    apiClient(shop).post(
      "/app-api/ip/proxy-account/update",
      { id: customer.account.id, ...patch },
      { token: customer.token },
    );

  it.each([
    ["it is disabled", (customer: Customer) => update(customer, { enabled: false })],
    ["its cap is lowered below what it used", (customer: Customer) => update(customer, { trafficLimitGb: 0.0000001 })],
    [
      "it is deleted",
      (customer: Customer) =>
        apiClient(shop).post(
          "/app-api/ip/proxy-account/delete",
          { id: customer.account.id },
          { token: customer.token },
        ),
    ],
  ])(
    "closes a sub-account's tunnels when %s",
    async (_name, change) => {
      const customer = await newCustomer(shop, 10n * gb);
      const took = await expectTunnelsClosedBy(passwordLine(customer), async () => {
        const answer = await change(customer);
        expect(answer.code).toBe(0);
      });
      expect(took).toBeLessThan(5_000);
    },
    60_000,
  );

  it("closes a suspended member's tunnels and a closed account's", async () => {
    const suspended = await newCustomer(shop, 10n * gb);
    const { client } = await loggedInConsole(shop, "support");
    await expectTunnelsClosedBy(passwordLine(suspended), async () => {
      expect(
        (await client.post(`/ops-api/members/${suspended.memberId}/suspend`, { reason: "abuse report" })).code,
      ).toBe(0);
    });
    const closed = await newCustomer(shop, 10n * gb);
    await expectTunnelsClosedBy(passwordLine(closed), async () => {
      await shop.database.db
        .update(tables.members)
        .set({ closedAt: new Date() })
        .where(eq(tables.members.id, closed.memberId));
    });
  }, 60_000);

  it("closes an allowlisted client's tunnels when the entry is removed", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const [entry] = await shop.database.db
      .insert(tables.ipAllowlist)
      .values({ memberId: customer.memberId, cidr: "127.0.0.5" })
      .returning();
    await expectTunnelsClosedBy((gateway) => `http://127.0.0.1:${gateway.httpPort}`, async () => {
      await shop.database.db.delete(tables.ipAllowlist).where(eq(tables.ipAllowlist.id, entry?.id ?? 0));
    }, ["--interface", "127.0.0.5"]);
    const refused = await curl([
      "-i",
      "--interface",
      "127.0.0.5",
      "-x",
      `http://127.0.0.1:${gateways[1]?.httpPort}`,
      `${origin.url}/a`,
    ]);
    expect(refused.stdout).toMatch(/^HTTP\/1\.1 407/);
  }, 60_000);

  it("closes a static IP's tunnels when it ends (expired, refunded, exchanged or reclaimed) before its address can be sold again", async () => {
    const owner = await newCustomer(shop, 10n * gb);
    const { account, password } = await buyStaticIp(shop, owner, "127.0.0.31");
    await expectTunnelsClosedBy(
      (gateway) => `http://${account}:${password}@127.0.0.1:${gateway.httpPort}`,
      async () => {
        // What every ending path does to the row: its status leaves "active".
        await shop.database.db.update(tables.staticIps).set({ status: 3 }).where(eq(tables.staticIps.account, account));
      },
    );
    const refused = await curl([
      "-i",
      "-x",
      `http://${account}:${password}@127.0.0.1:${gateways[0]?.httpPort}`,
      `${origin.url}/a`,
    ]);
    expect(refused.stdout).toMatch(/X-Proxy-Refusal: static-ip-expired/i);
  }, 60_000);

  it("lets an allowlisted member in again right after a recharge (nothing stale stays cached)", async () => {
    const customer = await newCustomer(shop, 0n);
    await shop.database.db.insert(tables.ipAllowlist).values({ memberId: customer.memberId, cidr: "127.0.0.6" });
    const line = ["--interface", "127.0.0.6", "-x", `http://127.0.0.1:${gateways[0]?.httpPort}`, `${origin.url}/a`];
    expect((await curl(["-i", ...line])).stdout).toMatch(/X-Proxy-Refusal: traffic-exhausted/i);
    await shop.database.db
      .insert(tables.trafficLedger)
      .values({ memberId: customer.memberId, kind: "gift", deltaBytes: gb, cause: `test-gift:${customer.memberId}` });
    await eventually(async () => (await curl(line)).stdout === "hello from the origin\n", 5_000);
  }, 60_000);
});
