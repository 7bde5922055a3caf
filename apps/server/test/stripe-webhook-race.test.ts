import type { OrderPaymentStatus, PayAnswer, RechargeOrder } from "@shop/contract";
import { type DatabaseHandle, openDatabase, tables } from "@shop/db";
import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { bytesPerGb } from "../src/modules/proxy/traffic/ledger.ts";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { loadSandboxKeys } from "../src/payment-providers/sandbox/keys.ts";
import { stripeSandboxSecrets } from "../src/payment-providers/sandbox/stripe-sandbox.ts";
import { signStripeWebhook } from "../src/payment-providers/stripe.ts";
import { apiClient } from "./auth-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * Stripe delivers one event more than once, and two shop processes behind a load balancer may get
 * the copies at the same moment: on PostgreSQL, with two connection pools, twenty concurrent copies
 * of one signed checkout.session.completed credit the order exactly once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("Stripe webhooks delivered concurrently (postgres)", () => {
  let a: TestServer;
  let b: FastifyInstance;
  let bUrl = "";
  let second: DatabaseHandle;

  beforeAll(async () => {
    a = await startTestServer("postgres");
    const url = (a.database as DatabaseHandle & { url?: string }).url as string;
    second = await openDatabase({ kind: "postgres", url, poolSize: 5 });
    const config = loadConfig({ PGLITE_DATA_DIR: "memory://", NODE_ENV: "test", LOG_LEVEL: "error" });
    b = await buildApp({ config, database: second, serveWeb: false, logger: false });
    await b.listen({ host: "127.0.0.1", port: 0 });
    const address = b.server.address();
    bUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
  });

  it("twenty copies of one paid session at two processes credit once", async () => {
    const [token] = (await quickMembers(a, 1)) as [string];
    const api = apiClient(a);
    const order = (
      await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { packageId: 3, currency: "USD" }, { token })
    ).data;
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "card" }, { token })).data;
    // Charged at Stripe, its own webhook held back: the test sends the copies itself.
    const hook = await paymentCalls(a).sandbox("/sandbox/stripe/hooks/pay", {
      out_trade_no: pay.outTradeNo,
      deliver: "never",
    });
    expect(hook.status).toBe(200);
    const session = hook.body.session as Record<string, unknown>;
    expect(session).toMatchObject({ payment_status: "paid", amount_total: 17_500, currency: "usd" });

    const secret = stripeSandboxSecrets(await loadSandboxKeys({ file: null })).webhookSecret;
    const body = JSON.stringify({
      id: "evt_race",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: session },
    });
    const headers = {
      "content-type": "application/json",
      "stripe-signature": signStripeWebhook(body, secret, new Date()),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${i % 2 === 0 ? a.baseUrl : bUrl}/pay/notify/card`, { method: "POST", headers, body }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, () => 200));

    const outcomes = (
      await a.database.db
        .select({ outcome: tables.paymentNotifications.outcome })
        .from(tables.paymentNotifications)
        .where(eq(tables.paymentNotifications.outTradeNo, pay.outTradeNo))
    ).map((row) => row.outcome);
    expect(outcomes.filter((outcome) => outcome === "credited")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "duplicate")).toHaveLength(19);

    const status = (await api.get<OrderPaymentStatus>(`/app-api/ip/recharge-order/getStatus/${order.id}`, { token }))
      .data;
    expect(status.status).toBe("paid");
    const rows = await a.database.db
      .select()
      .from(tables.trafficLedger)
      .where(like(tables.trafficLedger.cause, `recharge-order:${order.id}`));
    // Professional: 50 GB + 8 GB gift, once.
    expect(rows.reduce((sum, row) => sum + BigInt(row.deltaBytes), 0n)).toBe(58n * bytesPerGb);
    expect(await a.database.db.select().from(tables.paymentAnomalies)).toEqual([]);
    expect((await verifyLedger(a.database.db)).problems).toEqual([]);
  });
});
