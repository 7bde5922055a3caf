import type { DenyDomainEntry } from "@shop/contract";
import { trafficTestDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandLineActor } from "../../server/src/lib/console-actor.ts";
import { apiClient } from "../../server/test/auth-helpers.ts";
import type { TestServer } from "../../server/test/test-server.ts";
import type { RunningGateway } from "../src/gateway.ts";
import {
  type Customer,
  curl,
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

/**
 * Target-domain deny lists through two gateways on one shop: a member's list
 * for all of their sub-accounts, the seller's for everyone, refused before any
 * connection with `target-denied`, and changes on both gateways within ~2 s.
 */
describe.each(trafficTestDatabaseKinds())("target deny lists through two gateways (%s)", (kind) => {
  let shop: TestServer;
  let gateways: [RunningGateway, RunningGateway];
  let origin: Origin;

  beforeAll(async () => {
    shop = await startShop(kind);
    gateways = [await startTestGateway(shop), await startTestGateway(shop, {}, otherTestGateway)];
    origin = await startOrigin();
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways ?? []) await gateway.stop();
    await origin?.close();
    await shop?.close();
  });

  const port = () => Number(new URL(origin.url).port);
  const proxyOf = (customer: Customer, gateway: RunningGateway) =>
    `http://${customer.account.username}:${customer.account.password}@127.0.0.1:${gateway.httpPort}`;

  /** A plain HTTP request through the proxy, or a CONNECT tunnel (`-p`): the status and the refusal header. */
  async function ask(customer: Customer, gateway: RunningGateway, host: string, tunnel = false) {
    const answer = await curl([
      "-v",
      ...(tunnel ? ["-p"] : []),
      "-x",
      proxyOf(customer, gateway),
      `http://${host}:${port()}/bytes/16`,
    ]);
    const statuses = [...answer.stderr.matchAll(/< HTTP\/1\.1 (\d+)/g)].map((match) => Number(match[1]));
    return {
      status: statuses[0] ?? 0,
      refusal: /X-Proxy-Refusal: ([a-z-]+)/i.exec(answer.stderr)?.[1] ?? null,
    };
  }

  async function deny(customer: Customer, domain: string): Promise<DenyDomainEntry> {
    const answer = await apiClient(shop).post<DenyDomainEntry>(
      "/app-api/ip/deny-domain/create",
      { domain },
      { token: customer.token },
    );
    expect(answer.code).toBe(0);
    return answer.data;
  }

  it("refuses a member's denied domain and the names under it on both gateways, before connecting", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const other = await newCustomer(shop, 10n * gb);
    // Typed as people type it: the list keeps the normalised spelling.
    expect((await deny(customer, "*.LocalHost.")).domain).toBe("localhost");
    const connectionsBefore = origin.peers.length;

    for (const gateway of gateways) {
      await eventually(async () => (await ask(customer, gateway, "localhost")).refusal === "target-denied", 3_000);
      expect(await ask(customer, gateway, "localhost")).toEqual({ status: 403, refusal: "target-denied" });
      expect(await ask(customer, gateway, "localhost", true)).toEqual({ status: 403, refusal: "target-denied" });
      // A name under it is denied without being looked up; the target's spelling does not matter.
      expect(await ask(customer, gateway, "api.LOCALHOST.", true)).toEqual({ status: 403, refusal: "target-denied" });
      const { username, password } = customer.account;
      expect(await socksReply(gateway.socksPort, username, password, "Www.LocalHost.", port())).toBe(2);
      // An address is not a domain: 127.0.0.1 is not matched (documented).
      expect(await ask(customer, gateway, "127.0.0.1")).toEqual({ status: 200, refusal: null });
      // Another member's accounts are not concerned.
      expect(await ask(other, gateway, "localhost")).toEqual({ status: 200, refusal: null });
    }
    // Only the two requests to 127.0.0.1 and the other member's two reached the origin.
    expect(origin.peers.length - connectionsBefore).toBe(4);
  });

  it("lets the domain through again on both gateways within about two seconds of its removal", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    const entry = await deny(customer, "localhost");
    for (const gateway of gateways) {
      await eventually(async () => (await ask(customer, gateway, "localhost")).refusal === "target-denied", 3_000);
    }
    const removed = await apiClient(shop).post(
      "/app-api/ip/deny-domain/delete",
      { id: entry.id },
      { token: customer.token },
    );
    expect(removed.code).toBe(0);
    const started = Date.now();
    for (const gateway of gateways) {
      await eventually(async () => (await ask(customer, gateway, "localhost")).status === 200, 3_000);
    }
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("refuses the seller's denied domains to every member, on both gateways, until removed", async () => {
    const customer = await newCustomer(shop, 10n * gb);
    // Cached as allowed first: the seller's change must reach gateways that already know the account.
    for (const gateway of gateways) expect(await ask(customer, gateway, "localhost")).toMatchObject({ status: 200 });
    const actor = commandLineActor("deny-lists test");
    const entry = await shop.services.targetDeny.addForSeller(actor, { domain: "localhost" });
    for (const gateway of gateways) {
      await eventually(async () => (await ask(customer, gateway, "localhost")).refusal === "target-denied", 3_000);
    }
    const listed = await apiClient(shop).get<{ seller: string[] }>("/app-api/ip/deny-domain/list", {
      token: customer.token,
    });
    expect(listed.data.seller).toEqual(["localhost"]);
    await shop.services.targetDeny.deleteForSeller(actor, entry.id);
    for (const gateway of gateways) {
      await eventually(async () => (await ask(customer, gateway, "localhost")).status === 200, 3_000);
    }
  });
});
