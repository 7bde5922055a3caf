import type { MemberUser, OrderPaymentStatus, PayAnswer, RechargeOrder, StaticOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { buildAlipayNotification, buildWechatNotification } from "../src/payment-providers/sandbox/forge.ts";
import { loadSandboxKeys, type SandboxKeys } from "../src/payment-providers/sandbox/keys.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { loggedInConsole } from "./console-helpers.ts";
import { nodeWithStock, paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

const GB = 1024 ** 3;

/**
 * A provider-verified paid trade that cannot pay
 * its order is kept as an anomaly at once and never holds the order open;
 * "cancel order" closes the provider's trade, then the order and its stock;
 * the status poll reports a trade cancelled at the cashier.
 */
describe.each(testDatabaseKinds())("payment anomalies, cancel and trade status (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let keys: SandboxKeys;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      runJobs: true,
      env: { PAYMENT_JOB_INTERVAL_SECONDS: "1" },
    }));
    keys = await loadSandboxKeys({ file: null });
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const sandbox = (path: string, body: unknown) => paymentCalls(server).sandbox(path, body);
  const notify = (method: "alipay" | "wechat", forged: { headers: Record<string, string>; rawBody: string }) =>
    paymentCalls(server).notify(method, forged);
  const balance = async (token: string) =>
    (await api.get<MemberUser>("/app-api/ip/member-user/get", { token })).data.limitBalance;
  const buyTraffic = async (token: string, trafficGb = 2) =>
    (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb }, { token })).data;
  const buyStatic = async (token: string, nodeId: number, count: number) =>
    (await api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId, days: 30, count }, { token })).data;
  const pay = async (token: string, orderType: "recharge" | "static", id: number, method: "alipay" | "wechat") =>
    (
      await api.post<PayAnswer>(
        orderType === "recharge" ? "/app-api/order/pay" : "/app-api/order/staticPay",
        {
          id,
          method,
        },
        { token },
      )
    ).data;
  const status = async (token: string, orderType: "recharge" | "static", id: number) =>
    (await api.get<OrderPaymentStatus>(`/app-api/ip/${orderType}-order/getStatus/${id}`, { token })).data;
  const cancel = (token: string, orderType: "recharge" | "static" | string, id: number | string, language = "en") =>
    api.post<OrderPaymentStatus>("/app-api/order/cancel", { orderType, id }, { token, language });
  const anomaliesOf = (outTradeNo: string) =>
    db()
      .select({ anomaly: tables.paymentAnomalies })
      .from(tables.paymentAnomalies)
      .innerJoin(tables.paymentAttempts, eq(tables.paymentAttempts.id, tables.paymentAnomalies.attemptId))
      .where(eq(tables.paymentAttempts.outTradeNo, outTradeNo))
      .then((rows) => rows.map((row) => row.anomaly));
  const attemptOf = async (outTradeNo: string) =>
    (await db().select().from(tables.paymentAttempts).where(eq(tables.paymentAttempts.outTradeNo, outTradeNo)))[0];
  const poolOf = async (nodeId: number) =>
    (
      await db()
        .select({ status: tables.staticIpPool.status })
        .from(tables.staticIpPool)
        .where(eq(tables.staticIpPool.nodeId, nodeId))
    ).map((row) => row.status);
  const expire = async (orderType: "recharge" | "static", id: number) => {
    const table = orderType === "recharge" ? tables.rechargeOrders : tables.staticOrders;
    await db()
      .update(table)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(table.id, id));
  };
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  describe("a paid trade that cannot pay its order", () => {
    it("notify path, wrong amount: accepted, kept as an anomaly at once, the order closes at its deadline", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const order = await buyTraffic(token);
      const attempt = await pay(token, "recharge", order.id, "alipay");
      const forged = buildAlipayNotification(keys, { out_trade_no: attempt.outTradeNo, total_amount: "0.01" });
      // "success": Alipay stops retrying; the money is on record for a refund.
      expect(await notify("alipay", forged)).toEqual({ status: 200, body: "success" });
      expect(await anomaliesOf(attempt.outTradeNo)).toMatchObject([
        { reason: "amount-mismatch", amountFen: 1, status: "needs-refund" },
      ]);
      expect((await attemptOf(attempt.outTradeNo))?.status).toBe("paid");
      expect(await status(token, "recharge", order.id)).toMatchObject({ status: "waiting" });
      expect(await balance(token)).toBe(0);
      // The same notification again is a duplicate, not a second anomaly.
      expect(await notify("alipay", forged)).toEqual({ status: 200, body: "success" });
      expect(await anomaliesOf(attempt.outTradeNo)).toHaveLength(1);

      await expire("recharge", order.id);
      await waitFor(async () => (await status(token, "recharge", order.id)).status === "closed", "the close job");
      expect(await balance(token)).toBe(0);
    });

    it("notify path, another currency: accepted (204) and kept as an anomaly", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const order = await buyTraffic(token);
      const attempt = await pay(token, "recharge", order.id, "wechat");
      const forged = buildWechatNotification(keys, {
        out_trade_no: attempt.outTradeNo,
        transaction_id: `4200${Date.now()}1`,
        amount: { total: attempt.total, currency: "USD" },
      });
      expect((await notify("wechat", forged)).status).toBe(204);
      expect(await anomaliesOf(attempt.outTradeNo)).toMatchObject([{ reason: "currency-mismatch" }]);
      expect(await balance(token)).toBe(0);
      expect(await status(token, "recharge", order.id)).toMatchObject({ status: "waiting" });
    });

    it("query path, wrong amount: an anomaly at the first query, stock released at the deadline, never asked again", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const nodeId = await nodeWithStock(server, 1, 2);
      const order = await buyStatic(token, nodeId, 2);
      const attempt = await pay(token, "static", order.id, "wechat");
      // The provider took 0.01 and its notification is lost: only a query finds the trade.
      const paid = await sandbox("/sandbox/wechat/hooks/pay", {
        out_trade_no: attempt.outTradeNo,
        deliver: "never",
        total: 1,
      });
      expect(paid.status).toBe(200);
      expect(await status(token, "static", order.id)).toMatchObject({ status: "waiting" });
      expect(await anomaliesOf(attempt.outTradeNo)).toMatchObject([{ reason: "amount-mismatch", amountFen: 1 }]);
      const settled = await attemptOf(attempt.outTradeNo);
      expect(settled?.status).toBe("paid");

      await expire("static", order.id);
      await waitFor(async () => (await status(token, "static", order.id)).status === "closed", "the close job");
      expect(await poolOf(nodeId)).toEqual(["available", "available"]);
      expect((await attemptOf(attempt.outTradeNo))?.lastQueriedAt).toEqual(settled?.lastQueriedAt);
      expect((await api.get<{ total: number }>("/app-api/ip/static-order-item/page", { token })).data.total).toBe(0);
      expect((await verifyLedger(db())).problems).toEqual([]);
    });
  });

  it("an anomaly refunded through the console names the approving operator; one resolved by command names none", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const anomalyOf = async () => {
      const order = await buyTraffic(token, 1);
      const attempt = await pay(token, "recharge", order.id, "wechat");
      // The buyer was charged 1 fen for the whole order: the money cannot pay it.
      await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: attempt.outTradeNo, total: 1 });
      const [anomaly] = await anomaliesOf(attempt.outTradeNo);
      expect(anomaly).toMatchObject({ reason: "amount-mismatch", status: "needs-refund" });
      return anomaly?.id as number;
    };
    const refunded = await anomalyOf();
    const first = await loggedInConsole(server, "finance");
    const second = await loggedInConsole(server, "finance");
    const requested = await first.client.post<{ id: number }>("/ops-api/refunds/request", {
      anomalyId: refunded,
      amountFen: 1,
      reason: "charged the wrong amount",
      requestKey: `anomaly-${Date.now()}`,
    });
    expect(requested.code).toBe(0);
    expect((await second.client.post("/ops-api/refunds/approve", { id: requested.data.id })).code).toBe(0);
    const row = async (id: number) =>
      (await db().select().from(tables.paymentAnomalies).where(eq(tables.paymentAnomalies.id, id)))[0];
    await waitFor(async () => (await row(refunded))?.status === "resolved", "the refund to go through");
    expect(await row(refunded)).toMatchObject({ resolvedByOperatorId: second.operator.id });

    const byCommand = await anomalyOf();
    expect(await server.services.payments.resolveAnomaly(byCommand, "refunded by bank transfer")).toBe(true);
    expect(await row(byCommand)).toMatchObject({ status: "resolved", resolvedByOperatorId: null });
  });

  describe("cancel order", () => {
    it("closes the trade at the provider first, then the order, and puts its IPs back at once", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const nodeId = await nodeWithStock(server, 2, 3);
      const order = await buyStatic(token, nodeId, 2);
      expect(await poolOf(nodeId)).toEqual(expect.arrayContaining(["reserved", "reserved", "available"]));
      const attempt = await pay(token, "static", order.id, "wechat");

      const answer = await cancel(token, "static", order.id);
      expect(answer).toMatchObject({
        code: 0,
        data: { id: order.id, status: "closed", latestTrade: { outTradeNo: attempt.outTradeNo, status: "closed" } },
      });
      expect(await poolOf(nodeId)).toEqual(["available", "available", "available"]);
      // The buyer cannot pay the old QR code any more: the trade is closed at WeChat Pay.
      expect((await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: attempt.outTradeNo })).status).toBe(409);
      const again = await api.post("/app-api/order/staticPay", { id: order.id, method: "alipay" }, { token });
      expect(again).toMatchObject({ code: 400, msg: "This order has been closed. Please place a new one." });
      // Cancelling again changes nothing.
      expect(await cancel(token, "static", order.id)).toMatchObject({ code: 0, data: { status: "closed" } });
    });

    it("cancels a recharge order without any attempt; refuses others' orders and bad input in both languages", async () => {
      const [token, other] = (await quickMembers(server, 2)) as [string, string];
      const order = await buyTraffic(token);
      expect(await cancel(other, "recharge", order.id)).toMatchObject({ code: 404 });
      expect(await cancel(token, "static", order.id)).toMatchObject({ code: 404 });
      expect(await cancel(token, "traffic", order.id)).toMatchObject({
        code: 400,
        msg: "The order type is not valid",
      });
      expect(await cancel(token, "recharge", "abc", "zh-CN")).toMatchObject({ code: 400, msg: "订单无效" });
      expect(await status(token, "recharge", order.id)).toMatchObject({ status: "waiting", latestTrade: null });
      expect(await cancel(token, "recharge", order.id)).toMatchObject({
        code: 0,
        data: { status: "closed", latestTrade: null },
      });
    });

    it("a trade found paid while cancelling is settled, not cancelled", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const order = await buyTraffic(token, 3);
      const attempt = await pay(token, "recharge", order.id, "wechat");
      await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: attempt.outTradeNo, deliver: "never" });
      expect(await cancel(token, "recharge", order.id)).toMatchObject({
        code: 0,
        data: { status: "paid", payStatus: 1, latestTrade: { status: "paid" } },
      });
      expect(await balance(token)).toBe(3 * GB);
    });

    it("money arriving after a cancel is kept as an anomaly, never credited", async () => {
      const [token] = (await quickMembers(server, 1)) as [string];
      const order = await buyTraffic(token);
      const attempt = await pay(token, "recharge", order.id, "alipay");
      expect(await cancel(token, "recharge", order.id)).toMatchObject({ data: { status: "closed" } });
      const late = buildAlipayNotification(keys, {
        out_trade_no: attempt.outTradeNo,
        total_amount: (attempt.total / 100).toFixed(2),
      });
      expect(await notify("alipay", late)).toEqual({ status: 200, body: "success" });
      expect(await anomaliesOf(attempt.outTradeNo)).toMatchObject([{ reason: "attempt-closed" }]);
      expect(await balance(token)).toBe(0);
    });
  });

  it("an order of 2 IPs with one renewed shows both expiries, in the list and in the details", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const nodeId = await nodeWithStock(server, 2, 2);
    const order = await buyStatic(token, nodeId, 2);
    const attempt = await pay(token, "static", order.id, "wechat");
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: attempt.outTradeNo });
    await waitFor(async () => (await status(token, "static", order.id)).status === "paid", "payment");
    const ips = await api.get<{ list: Array<{ id: number; expireTime: string }> }>(
      `/app-api/ip/static-order-item/page?orderNo=${order.orderNo}`,
      { token },
    );
    const [first] = ips.data.list as [{ id: number; expireTime: string }];
    const renewal = await api.post<StaticOrder>(
      "/app-api/ip/static-order-renewal/create",
      { ipIds: [first.id], days: 30 },
      { token },
    );
    const renewalAttempt = await pay(token, "static", renewal.data.id, "wechat");
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: renewalAttempt.outTradeNo });
    await waitFor(async () => (await status(token, "static", renewal.data.id)).status === "paid", "renewal");

    const original = new Date(first.expireTime).toISOString();
    const renewed = new Date(new Date(first.expireTime).getTime() + 30 * 86_400_000).toISOString();
    const listed = await api.get<{ list: StaticOrder[] }>(`/app-api/ip/static-order/page?orderNo=${order.orderNo}`, {
      token,
    });
    expect(listed.data.list[0]).toMatchObject({ firstExpireTime: original, expireTime: renewed });
    const details = await api.get<StaticOrder>(`/app-api/order/getStaticOrderInfo?id=${order.id}`, { token });
    expect(details.data).toMatchObject({ firstExpireTime: original, expireTime: renewed });
  });

  it("the status poll reports a WeChat trade cancelled at the cashier while the order stays payable", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token);
    const attempt = await pay(token, "recharge", order.id, "wechat");
    expect(await status(token, "recharge", order.id)).toMatchObject({
      status: "waiting",
      latestTrade: { outTradeNo: attempt.outTradeNo, method: "wechat", status: "waiting" },
    });
    const checkout = new URL(attempt.payUrl).pathname;
    const cancelled = await fetch(`${server.baseUrl}${checkout}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancelled.status).toBe(303);
    // The server asks the provider at most every 3 s per trade.
    await waitFor(async () => (await status(token, "recharge", order.id)).latestTrade?.status === "closed", "closed");
    expect(await status(token, "recharge", order.id)).toMatchObject({
      status: "waiting",
      latestTrade: { outTradeNo: attempt.outTradeNo, status: "closed" },
    });
    // Paying again makes a new trade, which is the latest one.
    const second = await pay(token, "recharge", order.id, "wechat");
    expect(await status(token, "recharge", order.id)).toMatchObject({
      latestTrade: { outTradeNo: second.outTradeNo, status: "waiting" },
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("cancel racing a payment (postgres)", () => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi("postgres"));
  });
  afterAll(() => server?.close());

  it("each order ends either paid and credited once, or closed with its money (if any) kept as an anomaly", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const rounds = 8;
    const results = await Promise.all(
      Array.from({ length: rounds }, async () => {
        const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token }))
          .data;
        const attempt = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "wechat" }, { token }))
          .data;
        const [cancelled] = await Promise.all([
          api.post<OrderPaymentStatus>("/app-api/order/cancel", { orderType: "recharge", id: order.id }, { token }),
          fetch(`${server.baseUrl}/sandbox/wechat/hooks/pay`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ out_trade_no: attempt.outTradeNo, deliver: "duplicates", copies: 3 }),
          }),
        ]);
        expect(cancelled.code).toBe(0);
        return { order, attempt, answer: cancelled.data };
      }),
    );
    // Let the duplicate notifications land.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    let paid = 0;
    for (const { order, attempt } of results) {
      const [row] = await server.database.db
        .select({ status: tables.rechargeOrders.status })
        .from(tables.rechargeOrders)
        .where(eq(tables.rechargeOrders.id, order.id));
      const credits = await server.database.db
        .select()
        .from(tables.trafficLedger)
        .where(eq(tables.trafficLedger.cause, `recharge-order:${order.id}`));
      const attemptRow = (
        await server.database.db
          .select()
          .from(tables.paymentAttempts)
          .where(eq(tables.paymentAttempts.outTradeNo, attempt.outTradeNo))
      )[0];
      if (row?.status === "paid") {
        paid++;
        expect(credits.filter((credit) => credit.kind === "recharge")).toHaveLength(1);
      } else {
        expect(row?.status).toBe("closed");
        expect(credits).toHaveLength(0);
        // Money that reached a closed order is on record for a refund; otherwise the trade was closed unpaid.
        if (attemptRow?.status === "paid") {
          const anomalies = await server.database.db
            .select()
            .from(tables.paymentAnomalies)
            .where(eq(tables.paymentAnomalies.attemptId, attemptRow.id));
          expect(anomalies).toHaveLength(1);
        }
      }
    }
    const balance = (await api.get<MemberUser>("/app-api/ip/member-user/get", { token })).data.limitBalance;
    expect(balance).toBe(paid * GB);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });
});
