import type { OrderPaymentStatus, PayAnswer, RechargeOrder } from "@shop/contract";
import { type DatabaseHandle, openDatabase, tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { apiClient } from "./auth-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/**
 * Two shop processes on one database (issue 27): on PostgreSQL two connections pools, on PGlite
 * two app instances on the one embedded database. Each serves its own payment sandbox, as in a
 * demo or staging topology behind a load balancer; a buyer pays at one, the jobs run on the other.
 */
describe.each(testDatabaseKinds())("payments across shop processes (%s)", (kind) => {
  let a: TestServer;
  let b: TestServer;
  let secondDatabase: DatabaseHandle | null = null;
  /** Makes the sandbox's trade query fail at server A (its provider unreachable or answering garbage). */
  let failQueriesAtA = false;

  beforeAll(async () => {
    a = await startTestServer(kind, (app) => {
      app.addHook("onRequest", async (request, reply) => {
        const isQuery = request.url.includes("method=alipay.trade.query");
        if (failQueriesAtA && request.url.startsWith("/sandbox/alipay/gateway.do") && isQuery) {
          return reply.code(502).send("bad gateway");
        }
      });
    });
    const url = (a.database as DatabaseHandle & { url?: string }).url;
    const database =
      kind === "postgres" && url ? await openDatabase({ kind: "postgres", url, poolSize: 3 }) : a.database;
    if (database !== a.database) secondDatabase = database;
    const config = loadConfig({
      PGLITE_DATA_DIR: "memory://",
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      TRUST_PROXY: "true",
    });
    const app: FastifyInstance = await buildApp({ config, database, serveWeb: false, logger: false });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    b = {
      app,
      database,
      services: app.services,
      baseUrl: `http://127.0.0.1:${port}`,
      logs: [],
      close: () => app.close(),
    };
  });
  afterAll(async () => {
    await b?.close();
    await secondDatabase?.close();
    await a?.close();
  });

  /**
   * A member's overdue recharge order whose Alipay cashier was opened at B; paid there (notification
   * suppressed) unless `pays` is false.
   */
  async function orderPaidAtB(pays = true): Promise<{ token: string; order: RechargeOrder; payUrl: string }> {
    const [token] = (await quickMembers(a, 1)) as [string];
    const atB = apiClient(b);
    const order = (await atB.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token }))
      .data;
    const pay = await atB.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token });
    expect(pay.code).toBe(0);
    if (pays) await payAtB(pay.data.payUrl);
    else expect((await fetch(pay.data.payUrl, { redirect: "manual" })).status).toBe(302);
    // Past its deadline: the close job's to decide.
    await a.database.db
      .update(tables.rechargeOrders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(tables.rechargeOrders.id, order.id));
    return { token, order, payUrl: pay.data.payUrl };
  }
  async function payAtB(payUrl: string) {
    const paid = await paymentCalls(b).sandbox("/sandbox/alipay/hooks/pay", { pay_url: payUrl, deliver: "never" });
    expect(paid.status).toBe(200);
  }

  const statusAt = async (server: TestServer, token: string, id: number) =>
    (await apiClient(server).get<OrderPaymentStatus>(`/app-api/ip/recharge-order/getStatus/${id}`, { token })).data;
  const credits = async (orderId: number) =>
    a.database.db
      .select()
      .from(tables.trafficLedger)
      .where(eq(tables.trafficLedger.cause, `recharge-order:${orderId}`));

  it("credits once an order paid in B's sandbox when A's close job asks about it", async () => {
    const { token, order } = await orderPaidAtB();
    await a.services.payments.closeOverdueOrders();
    expect((await statusAt(a, token, order.id)).status).toBe("paid");
    // B's jobs asking again change nothing.
    await b.services.payments.closeOverdueOrders();
    await b.services.payments.recoverLostNotifications();
    expect(await credits(order.id)).toHaveLength(1);
    expect((await statusAt(b, token, order.id)).status).toBe("paid");
    expect((await verifyLedger(a.database.db)).problems).toEqual([]);
  });

  it("keeps an overdue order open while its provider cannot say whether it was paid", async () => {
    const { token, order, payUrl } = await orderPaidAtB(false);
    failQueriesAtA = true;
    try {
      await a.services.payments.closeOverdueOrders();
      expect((await statusAt(a, token, order.id)).status).toBe("waiting");
      // The buyer pays while the shop cannot ask: the trade was never closed, so the money is taken.
      await payAtB(payUrl);
      await a.services.payments.closeOverdueOrders();
      expect((await statusAt(a, token, order.id)).status).toBe("waiting");
      expect(await credits(order.id)).toHaveLength(0);
    } finally {
      failQueriesAtA = false;
    }
    // Once the provider answers, the money is found and credited.
    await a.services.payments.closeOverdueOrders();
    expect((await statusAt(a, token, order.id)).status).toBe("paid");
    expect(await credits(order.id)).toHaveLength(1);
  });
});
