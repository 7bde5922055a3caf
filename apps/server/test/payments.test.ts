import type {
  MemberUser,
  PayAnswer,
  PayInfo,
  RechargeOrder,
  StaticIp,
  StaticOrder,
  TrafficPackage,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq, inArray, like, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { buildAlipayNotification, buildWechatNotification } from "../src/payment-providers/sandbox/forge.ts";
import { loadSandboxKeys, type SandboxKeys } from "../src/payment-providers/sandbox/keys.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { nodeWithStock, paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

const GB = 1024 ** 3;

describe.each(testDatabaseKinds())("payments (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let keys: SandboxKeys;
  let packages: TrafficPackage[];
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      runJobs: true,
      env: { PAYMENT_JOB_INTERVAL_SECONDS: "1" },
    }));
    // memory:// databases: the server and this test share the process's sandbox keys.
    keys = await loadSandboxKeys({ file: null });
    packages = (await api.get<TrafficPackage[]>("/app-api/ip/traffic-combo-product-price/list")).data;
  });
  afterAll(() => server?.close());

  const sandbox = (path: string, body: unknown) => paymentCalls(server).sandbox(path, body);
  const notify = (method: "alipay" | "wechat", forged: { headers: Record<string, string>; rawBody: string }) =>
    paymentCalls(server).notify(method, forged);
  const balance = async (token: string) =>
    (await api.get<MemberUser>("/app-api/ip/member-user/get", { token })).data.limitBalance;
  const rechargeRows = async (orderId: number) =>
    server.database.db
      .select()
      .from(tables.trafficLedger)
      .where(eq(tables.trafficLedger.cause, `recharge-order:${orderId}`));
  const buyTraffic = async (token: string, body: object = { trafficGb: 3 }) =>
    (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", body, { token })).data;
  const payRecharge = async (token: string, id: number, method: "alipay" | "wechat") =>
    api.post<PayAnswer>("/app-api/order/pay", { id, method }, { token });
  /** A new member's 30-day order for all `count` IPs of a node of its own, its WeChat payment started. */
  async function staticOrderPayingByWechat(count: number) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const nodeId = await nodeWithStock(server, 1, count);
    const order = (
      await api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId, days: 30, count }, { token })
    ).data;
    const attempt = (
      await api.post<PayAnswer>("/app-api/order/staticPay", { id: order.id, method: "wechat" }, { token })
    ).data;
    return { token, nodeId, order, attempt };
  }
  const status = async (token: string, kind: "recharge" | "static", id: number) =>
    (await api.get<{ status: string; payStatus: number }>(`/app-api/ip/${kind}-order/getStatus/${id}`, { token })).data;
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it("shows each method's handling fee before paying, computed on the server", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token, { trafficGb: 10 });
    const info = await api.get<PayInfo>(`/app-api/order/getPayInfo?orderType=recharge&id=${order.id}`, { token });
    expect(info.data).toMatchObject({
      amount: 34_000,
      status: "waiting",
      subject: "Dynamic residential traffic 10 GB",
    });
    expect(info.data.options).toEqual([
      { method: "alipay", handlingFee: 204, handlingFeePermille: 6, total: 34_204 },
      { method: "wechat", handlingFee: 204, handlingFeePermille: 6, total: 34_204 },
    ]);
  });

  it("credits traffic plus gift once when Alipay's notification arrives", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const chosen = packages.find((p) => p.giftGb > 0) as TrafficPackage;
    const order = await buyTraffic(token, { packageId: chosen.id });
    const paid = await payRecharge(token, order.id, "alipay");
    expect(paid.code).toBe(0);
    expect(paid.data).toMatchObject({ method: "alipay", channel: "alipay_pc", amount: chosen.price });
    expect(paid.data.total).toBe(chosen.price + Math.round((chosen.price * 6) / 1000));
    expect(paid.data.outTradeNo.length).toBeLessThanOrEqual(32);
    expect(new URL(paid.data.payUrl).pathname).toBe("/sandbox/alipay/gateway.do");

    const hook = await sandbox("/sandbox/alipay/hooks/pay", { pay_url: paid.data.payUrl, deliver: "normal" });
    expect(hook.status).toBe(200);
    await waitFor(async () => (await status(token, "recharge", order.id)).status === "paid", "the order to be paid");
    expect(await balance(token)).toBe((chosen.trafficGb + chosen.giftGb) * GB);
    const info = await api.get<RechargeOrder>(`/app-api/order/getRechargeOrderInfo?id=${order.id}`, { token });
    expect(info.data).toMatchObject({
      status: "paid",
      payStatus: 1,
      paymentMethod: "alipay",
      payAmount: paid.data.total,
    });
    expect((await rechargeRows(order.id)).map((row) => row.kind).sort()).toEqual(["gift", "recharge"]);

    // The same notification again, byte for byte: acknowledged, nothing more credited.
    const replay = await sandbox("/sandbox/alipay/hooks/replay", { out_trade_no: paid.data.outTradeNo });
    expect(replay.body.notification).toMatchObject({ kind: "replay", isAcknowledged: true });
    expect(await balance(token)).toBe((chosen.trafficGb + chosen.giftGb) * GB);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("credits once under ten concurrent duplicates and out-of-order delivery", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token, { trafficGb: 5 });
    const paid = await payRecharge(token, order.id, "wechat");
    expect(new URL(paid.data.payUrl).pathname).toMatch(/^\/sandbox\/wechat\/checkout\//);
    const hook = await sandbox("/sandbox/wechat/hooks/pay", {
      out_trade_no: paid.data.outTradeNo,
      deliver: "duplicates",
      copies: 10,
    });
    expect(hook.status).toBe(200);
    const second = await buyTraffic(token, { trafficGb: 2 });
    const secondPay = await payRecharge(token, second.id, "alipay");
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: secondPay.data.payUrl, deliver: "out-of-order" });
    await waitFor(async () => (await balance(token)) === 7 * GB, "both credits");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balance(token)).toBe(7 * GB);
    expect(await rechargeRows(order.id)).toHaveLength(1);
    const notes = await server.database.db
      .select({ outcome: tables.paymentNotifications.outcome })
      .from(tables.paymentNotifications)
      .where(eq(tables.paymentNotifications.outTradeNo, paid.data.outTradeNo));
    expect(notes.filter((n) => n.outcome === "credited")).toHaveLength(1);
    expect(notes.filter((n) => n.outcome === "duplicate").length).toBeGreaterThanOrEqual(9);
  });

  it("recovers a lost notification by asking the provider when the page polls", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token, { trafficGb: 4 });
    const paid = await payRecharge(token, order.id, "wechat");
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: paid.data.outTradeNo, deliver: "never" });
    expect(await balance(token)).toBe(0);
    expect(await status(token, "recharge", order.id)).toMatchObject({ status: "paid", payStatus: 1 });
    expect(await balance(token)).toBe(4 * GB);
  });

  it("lets a buyer switch methods; money from the second method is kept for a refund, never credited twice", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await buyTraffic(token, { trafficGb: 6 });
    const alipay = await payRecharge(token, order.id, "alipay");
    const wechat = await payRecharge(token, order.id, "wechat");
    expect(alipay.data.outTradeNo).not.toBe(wechat.data.outTradeNo);
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: wechat.data.outTradeNo, deliver: "normal" });
    await waitFor(async () => (await status(token, "recharge", order.id)).status === "paid", "payment");
    const again = await payRecharge(token, order.id, "alipay");
    expect(again).toMatchObject({ code: 400, msg: "This order has already been paid" });
    // The first attempt is paid too (the buyer had both open): recorded, not credited.
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: alipay.data.payUrl, deliver: "normal" });
    await waitFor(async () => {
      const rows = await server.database.db.select().from(tables.paymentAnomalies);
      return rows.some((row) => row.reason === "order-not-waiting");
    }, "the anomaly");
    expect(await balance(token)).toBe(6 * GB);
    const [anomaly] = await server.database.db
      .select()
      .from(tables.paymentAnomalies)
      .innerJoin(tables.paymentAttempts, eq(tables.paymentAttempts.id, tables.paymentAnomalies.attemptId))
      .where(eq(tables.paymentAttempts.outTradeNo, alipay.data.outTradeNo));
    expect(anomaly?.payment_anomalies).toMatchObject({ status: "needs-refund", amountFen: alipay.data.total });
  });

  describe("forged and broken notifications credit nothing", () => {
    let token: string;
    let order: RechargeOrder;
    let attempt: PayAnswer;
    let wechatAttempt: PayAnswer;
    beforeAll(async () => {
      [token] = (await quickMembers(server, 1)) as [string];
      order = await buyTraffic(token, { trafficGb: 1 });
      attempt = (await payRecharge(token, order.id, "alipay")).data;
      wechatAttempt = (await payRecharge(token, order.id, "wechat")).data;
    });
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    const alipayFields = () => ({ out_trade_no: attempt.outTradeNo, total_amount: yuan(attempt.total) });
    const wechatTransaction = (overrides: Record<string, unknown> = {}) =>
      ({
        out_trade_no: wechatAttempt.outTradeNo,
        transaction_id: `4200${Date.now()}`,
        amount: { total: wechatAttempt.total, currency: "CNY" },
        ...overrides,
      }) as Parameters<typeof buildWechatNotification>[1];

    it.each([
      [
        "a signature by another key",
        () => buildAlipayNotification(keys, alipayFields(), { privateKey: keys.alipay.merchantPrivateKey }),
      ],
      [
        "another merchant's app id",
        () => buildAlipayNotification(keys, { ...alipayFields(), app_id: "2021000000000000" }),
      ],
      [
        "an unknown order",
        () => buildAlipayNotification(keys, { out_trade_no: "P2026000000000000000000", total_amount: "1.00" }),
      ],
    ])("Alipay: %s gets `fail`", async (_what, forge) => {
      const answer = await notify("alipay", forge());
      expect(answer.body).toBe("fail");
      expect(await balance(token)).toBe(0);
    });

    it("Alipay: a tampered body (amount changed after signing) gets `fail`", async () => {
      const forged = buildAlipayNotification(keys, alipayFields());
      const answer = await notify("alipay", {
        ...forged,
        rawBody: forged.rawBody.replace(/total_amount=[^&]+/, "total_amount=0.01"),
      });
      expect(answer.body).toBe("fail");
      expect(await balance(token)).toBe(0);
    });

    it.each([
      [
        "a WECHATPAY/SIGNTEST/ signature",
        () => buildWechatNotification(keys, wechatTransaction(), { signature: "WECHATPAY/SIGNTEST/abc" }),
        401,
      ],
      [
        "a stale timestamp",
        () =>
          buildWechatNotification(keys, wechatTransaction(), {
            timestamp: String(Math.floor(Date.now() / 1000) - 600),
          }),
        401,
      ],
      ["a corrupted GCM tag", () => buildWechatNotification(keys, wechatTransaction(), { corruptTag: true }), 400],
      ["another merchant's id", () => buildWechatNotification(keys, wechatTransaction({ mchid: "1900000000" })), 400],
    ])("WeChat: %s gets a FAIL answer", async (_what, forge, expected) => {
      const answer = await notify("wechat", forge());
      expect(answer.status).toBe(expected);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "FAIL" });
      expect(await balance(token)).toBe(0);
    });

    it("records every notification raw, with what became of it", async () => {
      const rows = await server.database.db
        .select()
        .from(tables.paymentNotifications)
        .where(
          or(
            like(tables.paymentNotifications.outcome, "rejected%"),
            inArray(tables.paymentNotifications.outcome, ["amount-mismatch", "unknown-trade"]),
          ),
        );
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.every((row) => row.body.length > 0)).toBe(true);
    });

    it("accepts a genuine notification whose values contain `%`, and credits once", async () => {
      const forged = buildAlipayNotification(keys, {
        ...alipayFields(),
        subject: "100% 住宅流量 %E4%BD%A0",
        body: "a%2Bb=c&d",
      });
      expect(await notify("alipay", forged)).toEqual({ status: 200, body: "success" });
      expect(await notify("alipay", forged)).toEqual({ status: 200, body: "success" });
      expect(await balance(token)).toBe(1 * GB);
    });
  });

  it("sells static IPs over WeChat: allocated with 8-digit passwords, renewed, exchanged", async () => {
    const [token, other] = (await quickMembers(server, 2)) as [string, string];
    const nodeId = await nodeWithStock(server, 2, 4);
    const order = (
      await api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId, days: 30, count: 2 }, { token })
    ).data;
    const paid = await api.post<PayAnswer>("/app-api/order/staticPay", { id: order.id, method: "wechat" }, { token });
    expect(paid.code).toBe(0);
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: paid.data.outTradeNo, deliver: "normal" });
    await waitFor(async () => (await status(token, "static", order.id)).status === "paid", "the static order");

    const ips = await api.get<{ list: StaticIp[]; total: number }>(`/app-api/ip/static-order-item/page?type=2`, {
      token,
    });
    expect(ips.data.total).toBe(2);
    for (const ip of ips.data.list) {
      expect(ip).toMatchObject({ status: 1, orderNo: order.orderNo, type: 2, countryCode: "DE" });
      expect(ip.password).toMatch(/^\d{8}$/);
      const days = (new Date(ip.expireTime).getTime() - new Date(ip.purchaseTime).getTime()) / 86_400_000;
      expect(days).toBe(30);
    }
    expect((await api.get<{ total: number }>("/app-api/ip/static-order-item/page", { token: other })).data.total).toBe(
      0,
    );

    // Renewal: 60 more days for one IP.
    const first = ips.data.list[0] as StaticIp;
    const renewable = await api.post<Array<{ id: number; prices: Array<{ days: number; amount: number }> }>>(
      "/app-api/ip/static-order-renewal/ips",
      { type: 2 },
      { token },
    );
    expect(renewable.data.map((ip) => ip.id).sort()).toEqual(ips.data.list.map((ip) => ip.id).sort());
    const foreign = await api.post(
      "/app-api/ip/static-order-renewal/create",
      { ipIds: [first.id], days: 60 },
      { token: other },
    );
    expect(foreign).toMatchObject({ code: 400, msg: "Renewal failed" });
    const renewal = await api.post<StaticOrder>(
      "/app-api/ip/static-order-renewal/create",
      { ipIds: [first.id], days: 60 },
      { token },
    );
    expect(renewal.data).toMatchObject({ kind: "renewal", count: 1, days: 60 });
    expect(renewal.data.amount).toBe(renewable.data[0]?.prices.find((p) => p.days === 60)?.amount);
    const renewPay = await api.post<PayAnswer>(
      "/app-api/order/staticPay",
      { id: renewal.data.id, method: "alipay" },
      { token },
    );
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: renewPay.data.payUrl, deliver: "normal" });
    await waitFor(async () => (await status(token, "static", renewal.data.id)).status === "paid", "the renewal");
    const after = await api.get<{ list: StaticIp[] }>(`/app-api/ip/static-order-item/page?type=2`, { token });
    const renewed = after.data.list.find((ip) => ip.id === first.id) as StaticIp;
    expect(new Date(renewed.expireTime).getTime() - new Date(first.expireTime).getTime()).toBe(60 * 86_400_000);

    // Exchange needs certification.
    const refused = await api.get(`/app-api/ip/static-order-item-exchange/getExchangeNode?id=${first.id}`, { token });
    expect(refused.code).toBe(1006000000);
    await server.database.db
      .update(tables.members)
      .set({ certificationStatus: 3 })
      .where(sql`${tables.members.id} in (select member_id from static_ips where id = ${first.id})`);
    const target = await nodeWithStock(server, 2, 1);
    const nodes = await api.get<Array<{ id: number; stock: number }>>(
      `/app-api/ip/static-order-item-exchange/getExchangeNode?id=${first.id}`,
      { token },
    );
    expect(nodes.data.map((n) => n.id)).toContain(target);
    expect(nodes.data.map((n) => n.id)).not.toContain(nodeId);
    const noRegion = await api.post(
      "/app-api/ip/static-order-item-exchange/shareExchange",
      { id: first.id },
      { token },
    );
    expect(noRegion).toMatchObject({ code: 400, msg: "Please select a region" });
    const swapped = await api.post<StaticIp>(
      "/app-api/ip/static-order-item-exchange/shareExchange",
      { id: first.id, nodeId: target },
      { token },
    );
    expect(swapped.data).toMatchObject({
      id: first.id,
      nodeId: target,
      password: first.password,
      account: first.account,
    });
    expect(swapped.data.outIp).not.toBe(first.outIp);
    expect(swapped.data.expireTime).toBe(renewed.expireTime);
    const [oldAddress] = await server.database.db
      .select({ status: tables.staticIpPool.status })
      .from(tables.staticIpPool)
      .where(eq(tables.staticIpPool.outIp, first.outIp));
    expect(oldAddress?.status).toBe("available");
    const emptied = await api.post(
      "/app-api/ip/static-order-item-exchange/shareExchange",
      { id: first.id, nodeId: target },
      { token },
    );
    expect(emptied.code).toBe(400);
  });

  it("turns a static IP to 2 Expired at its expiration time", async () => {
    const { token, order, attempt } = await staticOrderPayingByWechat(1);
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: attempt.outTradeNo, deliver: "normal" });
    await waitFor(async () => (await status(token, "static", order.id)).status === "paid", "payment");
    await server.database.db
      .update(tables.staticIps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.staticIps.orderId, order.id));
    await waitFor(async () => {
      const page = await api.get<{ list: StaticIp[] }>("/app-api/ip/static-order-item/page?status=2", { token });
      return page.data.list.length === 1;
    }, "the expiry job");
    const normal = await api.get<{ total: number }>("/app-api/ip/static-order-item/page?status=1", { token });
    expect(normal.data.total).toBe(0);
  });

  it("closes an unpaid order at its deadline: the trade is closed at the provider, the IPs go back on sale, late money is kept for a refund", async () => {
    const { token, nodeId, order, attempt } = await staticOrderPayingByWechat(3);
    await server.database.db
      .update(tables.staticOrders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(tables.staticOrders.id, order.id));
    await waitFor(async () => (await status(token, "static", order.id)).status === "closed", "the close job");
    const pool = await server.database.db
      .select({ status: tables.staticIpPool.status })
      .from(tables.staticIpPool)
      .where(eq(tables.staticIpPool.nodeId, nodeId));
    expect(pool.map((row) => row.status)).toEqual(["available", "available", "available"]);
    const payLater = await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: attempt.outTradeNo });
    expect(payLater.status).toBe(409);
    const pay = await api.post("/app-api/order/staticPay", { id: order.id, method: "alipay" }, { token });
    expect(pay).toMatchObject({ code: 400, msg: "This order has been closed. Please place a new one." });

    // Money that arrives anyway (a provider's late success) is recorded, never allocated.
    const late = buildWechatNotification(keys, {
      out_trade_no: attempt.outTradeNo,
      transaction_id: `4200${Date.now()}9`,
      amount: { total: attempt.total, currency: "CNY" },
    });
    expect((await notify("wechat", late)).status).toBe(204);
    const anomalies = await server.database.db
      .select()
      .from(tables.paymentAnomalies)
      .where(and(eq(tables.paymentAnomalies.method, "wechat"), eq(tables.paymentAnomalies.reason, "attempt-closed")));
    expect(anomalies.length).toBeGreaterThanOrEqual(1);
    expect((await api.get<{ total: number }>("/app-api/ip/static-order-item/page", { token })).data.total).toBe(0);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });
});
