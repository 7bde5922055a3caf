import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type PayAnswer,
  type RechargeOrder,
  translateMessage,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpointList,
} from "@shop/contract";
import { type DatabaseHandle, openDatabase, tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createEventPublisher } from "../src/modules/platform/webhooks/publisher.ts";
import { createWebhooksRepo } from "../src/modules/platform/webhooks/repo.ts";
import { createWebhooksService } from "../src/modules/platform/webhooks/service.ts";
import { verifySignature } from "../src/modules/platform/webhooks/signature.ts";
import { type ApiClient, apiClient } from "./auth-helpers.ts";
import { nodeWithStock, paymentCalls, quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const list = "/app-api/member/webhook/list";
const create = "/app-api/member/webhook/create";
const setEnabled = "/app-api/member/webhook/set-enabled";
const remove = "/app-api/member/webhook/delete";
const deliveries = "/app-api/member/webhook/deliveries";
const resend = "/app-api/member/webhook/resend";
const test = "/app-api/member/webhook/test";

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver (plain http on loopback, allowed only through WEBHOOK_TEST_ORIGIN). */
async function startReceiver() {
  const received: Received[] = [];
  const state = { status: 204 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.statusCode = state.status;
      response.end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

const memberIdOf = async (server: TestServer, token: string) => {
  const me = await apiClient(server).get<{ id: number }>("/app-api/ip/member-user/get", { token });
  return me.data.id;
};

describe.each(testDatabaseKinds())("webhooks (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let receiver: Receiver;
  let token: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(kind, undefined, { env: { WEBHOOK_TEST_ORIGIN: receiver.origin } });
    api = apiClient(server);
    [token] = (await quickMembers(server, 1)) as [string];
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.status = 204;
  });

  const register = async (path: string, events: string[] = ["order.paid"]) => {
    const answer = await api.post<CreatedWebhookEndpoint>(
      create,
      { url: `${receiver.origin}${path}`, events },
      { token },
    );
    expect(answer.code, answer.msg).toBe(0);
    return answer.data;
  };

  it("refuses plain http, private addresses and unknown events with a translated message, creating nothing", async () => {
    const cases: Array<[unknown, string]> = [
      [{ url: "http://example.com/hook", events: ["order.paid"] }, "webhooks.notHttps"],
      [{ url: "https://127.0.0.1/hook", events: ["order.paid"] }, "webhooks.privateAddress"],
      [{ url: "https://169.254.169.254/latest", events: ["order.paid"] }, "webhooks.privateAddress"],
      [{ url: "https://[::ffff:10.0.0.1]/hook", events: ["order.paid"] }, "webhooks.privateAddress"],
      [{ url: "not a url at all", events: ["order.paid"] }, "webhooks.urlInvalid"],
      [{ url: "https://example.com/hook", events: [] }, "webhooks.eventsRequired"],
      [{ url: "https://example.com/hook", events: ["order.nope"] }, "webhooks.eventUnknown"],
    ];
    for (const [body, key] of cases) {
      const answer = await api.post(create, body, { token, language: "zh-CN" });
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(answer.msg).toContain(translateMessage("zh-CN", key));
    }
    expect((await api.get<WebhookEndpointList>(list, { token })).data.list).toHaveLength(0);
  });

  it("shows the secret once, signs a test event with it, and logs the receiver's answer", async () => {
    const { endpoint, secret } = await register("/hooks/a", ["order.paid", "refund.succeeded"]);
    expect(secret).toMatch(/^whsec_/);
    const listed = (await api.get<WebhookEndpointList>(list, { token })).data;
    expect(listed.list[0]).toMatchObject({
      id: endpoint.id,
      enabled: true,
      events: ["order.paid", "refund.succeeded"],
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.events).toContain("subaccount.limit_reached");

    const sent = await api.post<WebhookDelivery>(test, { id: endpoint.id }, { token });
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data).toMatchObject({
      status: "succeeded",
      attempts: 1,
      lastStatusCode: 204,
      eventType: "webhook.test",
    });
    expect(receiver.received).toHaveLength(1);
    const request = receiver.received[0] as Received;
    expect(request.path).toBe("/hooks/a");
    const body = JSON.parse(request.body);
    expect(body).toMatchObject({ event_id: sent.data.eventId, type: "webhook.test" });
    expect(new Date(body.occurred_at).toISOString()).toBe(body.occurred_at);
    const verdict = verifySignature({
      secret,
      body: request.body,
      timestamp: request.headers["webhook-timestamp"] as string,
      signature: request.headers["webhook-signature"] as string,
      now: new Date(),
    });
    expect(verdict).toEqual({ ok: true });
    // Another secret does not verify.
    expect(
      verifySignature({
        secret: "whsec_other",
        body: request.body,
        timestamp: request.headers["webhook-timestamp"] as string,
        signature: request.headers["webhook-signature"] as string,
        now: new Date(),
      }),
    ).toEqual({ ok: false, reason: "mismatch" });

    const log = await api.get<WebhookDeliveryList>(`${deliveries}?endpointId=${endpoint.id}`, { token });
    expect(log.data.list.map((row) => [row.eventType, row.status, row.lastStatusCode])).toEqual([
      ["webhook.test", "succeeded", 204],
    ]);
    // Someone else's endpoint is not found.
    const [other] = (await quickMembers(server, 1)) as [string];
    expect((await api.get(`${deliveries}?endpointId=${endpoint.id}`, { token: other })).code).toBe(404);
    expect((await api.post(test, { id: endpoint.id }, { token: other })).code).toBe(404);
    await api.post(remove, { id: endpoint.id }, { token });
  });

  it("delivers an outbox event to subscribed endpoints only, retries with backoff for 24 h, and sends again", async () => {
    const memberId = await memberIdOf(server, token);
    const paid = await register("/hooks/paid", ["order.paid"]);
    const refunds = await register("/hooks/refunds", ["refund.succeeded"]);
    let now = new Date("2026-11-28T08:00:00Z");
    const webhooks = createWebhooksService({
      db: server.database.db,
      repo: createWebhooksRepo(server.database.db),
      clock: () => now,
      random: () => 0,
      allowLoopbackOrigin: () => receiver.origin,
    });
    // Published in the transaction of the change, as modules do.
    const eventId = await server.database.db.transaction((tx) =>
      createEventPublisher(tx, () => now).publish(memberId, "order.paid", { order_no: "W1", amount_fen: 990 }),
    );
    receiver.state.status = 500;
    expect(await webhooks.deliverDue()).toMatchObject({ dispatched: 1, sent: 1, succeeded: 0 });
    expect(receiver.received.map((r) => r.path)).toEqual(["/hooks/paid"]);
    let [row] = (await webhooks.deliveries(memberId, paid.endpoint.id)).list;
    expect(row).toMatchObject({ eventId, status: "pending", attempts: 1, lastStatusCode: 500 });
    expect(row?.nextAttemptAt).toBe(new Date(now.getTime() + 30_000).toISOString());
    expect((await webhooks.deliveries(memberId, refunds.endpoint.id)).list).toHaveLength(0);

    // Not due yet: nothing is sent.
    now = new Date(now.getTime() + 10_000);
    expect((await webhooks.deliverDue()).sent).toBe(0);
    // Due: the second attempt waits twice as long after failing.
    now = new Date(now.getTime() + 20_000);
    expect((await webhooks.deliverDue()).sent).toBe(1);
    [row] = (await webhooks.deliveries(memberId, paid.endpoint.id)).list;
    expect(row).toMatchObject({ attempts: 2, status: "pending" });
    expect(row?.nextAttemptAt).toBe(new Date(now.getTime() + 60_000).toISOString());

    // Past 24 h the delivery is given up.
    now = new Date("2026-11-29T07:59:00Z");
    await server.database.db
      .update(tables.webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(eq(tables.webhookDeliveries.endpointId, paid.endpoint.id));
    await webhooks.deliverDue();
    [row] = (await webhooks.deliveries(memberId, paid.endpoint.id)).list;
    expect(row).toMatchObject({ status: "failed", attempts: 3, nextAttemptAt: null });

    // "Send again": a new delivery of the same event, which succeeds now the receiver is back.
    receiver.state.status = 200;
    const again = await api.post<WebhookDelivery>(resend, { id: row?.id }, { token });
    expect(again.data).toMatchObject({ eventId, status: "succeeded", lastStatusCode: 200, resendOf: row?.id });
    const bodies = receiver.received.map((r) => JSON.parse(r.body).event_id);
    expect(new Set(bodies)).toEqual(new Set([eventId]));
  });

  it("sends nothing to a disabled endpoint and forgets a deleted one", async () => {
    const memberId = await memberIdOf(server, token);
    const { endpoint } = await register("/hooks/off", ["ip.expired"]);
    expect((await api.post(setEnabled, { id: endpoint.id, enabled: false }, { token })).code).toBe(0);
    await server.database.db.transaction((tx) =>
      createEventPublisher(tx).publish(memberId, "ip.expired", { ip: "203.0.113.9" }),
    );
    await server.services.webhooks.deliverDue();
    expect(receiver.received).toHaveLength(0);
    const refused = await api.post(test, { id: endpoint.id }, { token, language: "en" });
    expect(refused.msg).toBe(translateMessage("en", "webhooks.disabled"));
    expect((await api.post(remove, { id: endpoint.id }, { token })).code).toBe(0);
    expect((await api.post(remove, { id: endpoint.id }, { token })).code).toBe(404);
  });

  it("checks the address again at delivery, after DNS: a host that now resolves inside is not called", async () => {
    const memberId = await memberIdOf(server, token);
    let answer = ["93.184.216.34"];
    const webhooks = createWebhooksService({
      db: server.database.db,
      repo: createWebhooksRepo(server.database.db),
      resolve: async () => answer,
      send: async () => {
        throw new Error("must not connect");
      },
    });
    const { endpoint } = await webhooks.create(memberId, {
      url: "https://hooks.example.com/in",
      events: ["ip.renewed"],
    });
    answer = ["10.1.2.3"];
    const delivery = await webhooks.sendTest(memberId, endpoint.id);
    expect(delivery).toMatchObject({ status: "pending", lastStatusCode: null, lastError: "private_address" });
    await webhooks.remove(memberId, endpoint.id);
  });

  it("publishes order.paid in the payment's transaction and delivers it to the member's endpoint", async () => {
    const [buyer] = (await quickMembers(server, 1)) as [string];
    const created = await api.post<CreatedWebhookEndpoint>(
      create,
      { url: `${receiver.origin}/hooks/orders`, events: ["order.paid"] },
      { token: buyer },
    );
    expect(created.code, created.msg).toBe(0);
    const order = await api.post<RechargeOrder>(
      "/app-api/ip/recharge-order/create",
      { trafficGb: 3 },
      { token: buyer },
    );
    const pay = await api.post<PayAnswer>(
      "/app-api/order/pay",
      { id: order.data.id, method: "alipay" },
      { token: buyer },
    );
    expect(pay.code, pay.msg).toBe(0);
    const hook = await paymentCalls(server).sandbox("/sandbox/alipay/hooks/pay", {
      pay_url: pay.data.payUrl,
      deliver: "normal",
    });
    expect(hook.status).toBe(200);
    for (let i = 0; i < 100; i++) {
      await server.services.webhooks.deliverDue();
      if (receiver.received.some((r) => r.path === "/hooks/orders")) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const got = receiver.received.filter((r) => r.path === "/hooks/orders").map((r) => JSON.parse(r.body));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      type: "order.paid",
      data: { order_kind: "recharge", order_id: order.data.id, out_trade_no: pay.data.outTradeNo, method: "alipay" },
    });
  });

  it("publishes ip.expired in the transaction that expires a static IP", async () => {
    const memberId = await memberIdOf(server, token);
    const nodeId = await nodeWithStock(server, 1, 1);
    const [pool] = await server.database.db
      .select()
      .from(tables.staticIpPool)
      .where(eq(tables.staticIpPool.nodeId, nodeId));
    if (!pool) throw new Error("no pool IP");
    const [order] = await server.database.db
      .insert(tables.staticOrders)
      .values({
        orderNo: `HOOK${nodeId}${Date.now()}`,
        memberId,
        source: "pc",
        resourceType: 1,
        nodeId,
        days: 30,
        ipCount: 1,
        amountFen: 3000,
        payDeadline: new Date(),
      })
      .returning({ id: tables.staticOrders.id });
    const [ip] = await server.database.db
      .insert(tables.staticIps)
      .values({
        memberId,
        orderId: order?.id as number,
        poolIpId: pool.id,
        nodeId,
        resourceType: 1,
        host: pool.host,
        port: pool.port,
        account: `hookip${nodeId}`,
        password: "12345678",
        outIp: pool.outIp,
        purchasedAt: new Date(Date.now() - 30 * 86_400_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    if (!ip || ip.memberId === null) throw new Error("no static IP");
    await server.database.db
      .update(tables.staticIps)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(tables.staticIps.id, ip.id));
    await server.services.orders.expireStaticIps();
    const events = await server.database.db
      .select()
      .from(tables.memberEvents)
      .where(eq(tables.memberEvents.memberId, ip.memberId));
    const ofThisIp = (event: { type: string; payload: unknown }) =>
      event.type === "ip.expired" && (event.payload as { ip: string }).ip === ip.outIp;
    const expired = events.filter(ofThisIp);
    expect(expired.map((event) => event.payload)).toEqual([
      { ip: ip.outIp, proxy_account: ip.account, expired_at: expect.any(String) },
    ]);
    // Expiring again publishes nothing new.
    await server.services.orders.expireStaticIps();
    const again = await server.database.db
      .select()
      .from(tables.memberEvents)
      .where(eq(tables.memberEvents.memberId, ip.memberId));
    expect(again.filter(ofThisIp)).toHaveLength(1);
  });

  it("is reachable with an API key that has the webhooks:write scope", async () => {
    const key = await api.post<CreatedApiKey>(
      "/app-api/member/api-key/create",
      { name: "hooks", scopes: ["webhooks:write"] },
      { token },
    );
    expect(key.code, key.msg).toBe(0);
    const listed = await api.get<WebhookEndpointList>(list, { token: key.data.secret });
    expect(listed.code).toBe(0);
    const other = await api.post<CreatedApiKey>(
      "/app-api/member/api-key/create",
      { name: "usage", scopes: ["usage:read"] },
      { token },
    );
    expect((await api.get(list, { token: other.data.secret })).code).toBe(403);
  });
});

// Locks between processes only exist on PostgreSQL.
describe.skipIf(!process.env.TEST_DATABASE_URL)("webhook delivery across processes (postgres)", () => {
  let server: TestServer;
  let second: { app: FastifyInstance; database: DatabaseHandle };
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    const env = { WEBHOOK_TEST_ORIGIN: receiver.origin };
    server = await startTestServer("postgres", undefined, { runJobs: true, env });
    const url = (server.database as DatabaseHandle & { url?: string }).url;
    if (!url) throw new Error("no database url");
    const database = await openDatabase({ kind: "postgres", url, poolSize: 3 });
    const config = loadConfig({ PGLITE_DATA_DIR: "memory://", NODE_ENV: "test", LOG_LEVEL: "error", ...env });
    const app = await buildApp({ config, database, serveWeb: false, runJobs: true, logger: false });
    second = { app, database };
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await server?.close();
    await receiver?.close();
  });

  it("delivers each event once when two servers tick the job together", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const api = apiClient(server);
    const created = await api.post<CreatedWebhookEndpoint>(
      create,
      { url: `${receiver.origin}/twice`, events: ["traffic.low", "traffic.exhausted"] },
      { token },
    );
    expect(created.code, created.msg).toBe(0);
    const memberId = await memberIdOf(server, token);
    const ids = await server.database.db.transaction(async (tx) => {
      const publisher = createEventPublisher(tx);
      return [
        await publisher.publish(memberId, "traffic.low", { remaining_bytes: "1000" }),
        await publisher.publish(memberId, "traffic.exhausted", { remaining_bytes: "0" }),
      ];
    });
    const jobsA = server.app.jobs;
    const jobsB = second.app.jobs;
    if (!jobsA || !jobsB) throw new Error("jobs are off");
    const ran = await Promise.all([jobsA.tick("deliver-webhooks"), jobsB.tick("deliver-webhooks")]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    // And even two services working the queue at once (no gate) claim each delivery once.
    await Promise.all([server.services.webhooks.deliverDue(), second.app.services.webhooks.deliverDue()]);
    const got = receiver.received.filter((r) => r.path === "/twice").map((r) => JSON.parse(r.body).event_id);
    expect(got.sort()).toEqual([...ids].sort());
  });
});
