import type {
  BalanceMovementPage,
  BalanceSummary,
  PayAnswer,
  PayInfo,
  RechargeOrder,
  StaticOrder,
  TopupOrder,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyBalanceLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { nodeWithStock, paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("CNY balance: top-up, paying from it, history (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  const sandbox = (path: string, body: unknown) => paymentCalls(server).sandbox(path, body);
  const balanceOf = async (token: string) =>
    (await api.get<BalanceSummary>("/app-api/balance/get", { token })).data.balance;
  const topup = (token: string, amount: unknown, language = "en") =>
    api.post<TopupOrder>("/app-api/balance/topup/create", { amount }, { token, language });
  const topupStatus = async (token: string, id: number) =>
    (await api.get<{ status: string }>(`/app-api/balance/topup/getStatus/${id}`, { token })).data.status;
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  /** A member with `fen` on the balance, topped up through Alipay's sandbox cashier. */
  async function memberWithBalance(fen: number) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await topup(token, fen)).data;
    const paid = await api.post<PayAnswer>("/app-api/order/topupPay", { id: order.id, method: "alipay" }, { token });
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: paid.data.payUrl, deliver: "normal" });
    await waitFor(async () => (await balanceOf(token)) === fen, "the top-up");
    return { token, order, paid: paid.data };
  }

  it("tops up through Alipay: the cashier shows the top-up, the balance is credited once", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    expect(await balanceOf(token)).toBe(0);
    const order = await topup(token, 20_000);
    expect(order.data).toMatchObject({ amount: 20_000, status: "waiting" });
    expect(order.data.orderNo).toMatch(/^T\d{20}$/);
    const info = await api.get<PayInfo>(`/app-api/order/getPayInfo?orderType=topup&id=${order.data.id}`, { token });
    expect(info.data).toMatchObject({ orderType: "topup", amount: 20_000, subject: "Balance top-up ¥200" });
    const paid = await api.post<PayAnswer>(
      "/app-api/order/topupPay",
      { id: order.data.id, method: "alipay" },
      { token },
    );
    expect(paid.data).toMatchObject({ method: "alipay", amount: 20_000 });
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: paid.data.payUrl, deliver: "duplicates", copies: 5 });
    await waitFor(async () => (await topupStatus(token, order.data.id)) === "paid", "the top-up to be paid");
    await waitFor(async () => (await balanceOf(token)) === 20_000, "the credit");
    // The same notification again, byte for byte: nothing more.
    await sandbox("/sandbox/alipay/hooks/replay", { out_trade_no: paid.data.outTradeNo });
    expect(await balanceOf(token)).toBe(20_000);
    const page = await api.get<BalanceMovementPage>("/app-api/balance/movements", { token });
    expect(page.data).toMatchObject({
      total: 1,
      list: [{ kind: "topup", cause: `topup-order:${order.data.id}`, amount: 20_000, balanceAfter: 20_000 }],
    });
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });

  it("a lost WeChat notification is credited once by the recovery query", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await topup(token, 5_000)).data;
    const paid = await api.post<PayAnswer>("/app-api/order/topupPay", { id: order.id, method: "wechat" }, { token });
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: paid.data.outTradeNo, deliver: "never" });
    expect(await balanceOf(token)).toBe(0);
    const [attempt] = await server.database.db
      .update(tables.paymentAttempts)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(tables.paymentAttempts.outTradeNo, paid.data.outTradeNo))
      .returning();
    expect(attempt?.orderKind).toBe("topup");
    await server.services.payments.recoverLostNotifications();
    await server.services.payments.recoverLostNotifications();
    expect(await balanceOf(token)).toBe(5_000);
    expect(await topupStatus(token, order.id)).toBe("paid");
  });

  it("money for a closed top-up is kept as an anomaly, never credited", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await topup(token, 3_000)).data;
    const paid = await api.post<PayAnswer>("/app-api/order/topupPay", { id: order.id, method: "wechat" }, { token });
    await server.database.db
      .update(tables.topupOrders)
      .set({ status: "closed" })
      .where(eq(tables.topupOrders.id, order.id));
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: paid.data.outTradeNo, deliver: "normal" });
    await waitFor(async () => {
      const rows = await server.database.db.select().from(tables.paymentAnomalies);
      return rows.some((row) => row.amountFen === paid.data.total && row.reason === "order-not-waiting");
    }, "the anomaly");
    expect(await balanceOf(token)).toBe(0);
  });

  it("refuses amounts outside the limits with a translated message, creating nothing", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const before = await server.database.db.$count(tables.topupOrders);
    expect(await topup(token, 999)).toMatchObject({ code: 400, msg: "The smallest top-up is ¥10" });
    expect(await topup(token, 999, "zh-CN")).toMatchObject({ code: 400, msg: "单笔最少充值 ¥10" });
    expect(await topup(token, 5_000_001)).toMatchObject({ code: 400, msg: "The largest top-up is ¥50000" });
    expect(await topup(token, "ten")).toMatchObject({ code: 400, msg: "Please enter the top-up amount in whole yuan" });
    expect(await topup(token, 10.5)).toMatchObject({ code: 400 });
    expect(await server.database.db.$count(tables.topupOrders)).toBe(before);
  });

  it("pays a static order wholly from the balance, once; a short balance changes nothing", async () => {
    const { token } = await memberWithBalance(10_000);
    const nodeId = await nodeWithStock(server, 1, 3);
    const order = (
      await api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId, days: 30, count: 2 }, { token })
    ).data;
    expect(order.amount).toBe(6_000);
    const paid = await api.post("/app-api/order/balancePay", { orderType: "static", id: order.id }, { token });
    expect(paid).toMatchObject({ code: 0, data: { status: "paid", balance: 4_000 } });
    const again = await api.post("/app-api/order/balancePay", { orderType: "static", id: order.id }, { token });
    expect(again).toMatchObject({ code: 400, msg: "This order can no longer be paid from the balance" });
    const ips = await server.database.db.select().from(tables.staticIps).where(eq(tables.staticIps.orderId, order.id));
    expect(ips).toHaveLength(2);

    const traffic = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token }))
      .data;
    const short = await api.post(
      "/app-api/order/balancePay",
      { orderType: "recharge", id: traffic.id },
      { token, language: "zh-CN" },
    );
    expect(short).toMatchObject({
      code: 400,
      msg: `余额 ¥40.00 不足以支付本订单（¥${(traffic.amount / 100).toFixed(2)}），请先充值`,
    });
    expect(await balanceOf(token)).toBe(4_000);
    const status = await api.get<{ status: string }>(`/app-api/ip/recharge-order/getStatus/${traffic.id}`, { token });
    expect(status.data.status).toBe("waiting");
    const page = await api.get<BalanceMovementPage>("/app-api/balance/movements?pageSize=1&pageNo=1", { token });
    expect(page.data).toMatchObject({
      total: 2,
      list: [{ kind: "payment", cause: `order:static:${order.id}`, amount: -6_000, balanceAfter: 4_000 }],
    });
    const second = await api.get<BalanceMovementPage>("/app-api/balance/movements?pageSize=1&pageNo=2", { token });
    expect(second.data.list).toMatchObject([{ kind: "topup", amount: 10_000, balanceAfter: 10_000 }]);
    expect(await api.get("/app-api/balance/movements?pageSize=500", { token })).toMatchObject({
      code: 400,
      msg: "The page is not valid",
    });
  });

  it("pays part of an order from the balance and the rest at Alipay; a cancelled order gives its part back once", async () => {
    const { token } = await memberWithBalance(5_000);
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token }))
      .data;
    const part = (amount: number, id = order.id, language = "en") =>
      api.post("/app-api/order/useBalance", { orderType: "recharge", id, amount }, { token, language });
    expect(await part(order.amount)).toMatchObject({
      code: 400,
      msg: `Use at most ¥${((order.amount - 1) / 100).toFixed(2)} of the balance here; to pay the whole order from it, choose Pay from balance`,
    });
    expect(await part(4_000)).toMatchObject({
      code: 0,
      data: { balanceUsed: 4_000, amount: order.amount - 4_000, balance: 1_000 },
    });
    expect(await part(500, order.id, "zh-CN")).toMatchObject({ code: 400, msg: "该订单已使用过余额抵扣" });
    const info = await api.get<PayInfo>(`/app-api/order/getPayInfo?orderType=recharge&id=${order.id}`, { token });
    expect(info.data).toMatchObject({ amount: order.amount - 4_000, balanceUsed: 4_000 });
    const paid = await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token });
    expect(paid.data).toMatchObject({ amount: order.amount - 4_000 });
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: paid.data.payUrl, deliver: "normal" });
    await waitFor(async () => {
      const status = await api.get<{ status: string }>(`/app-api/ip/recharge-order/getStatus/${order.id}`, { token });
      return status.data.status === "paid";
    }, "the order to be paid");
    expect(await balanceOf(token)).toBe(1_000);

    // Another order: ¥5 from the balance, then cancelled: the ¥5 comes back, once.
    const second = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token }))
      .data;
    expect(await part(500, second.id)).toMatchObject({ code: 0, data: { balance: 500 } });
    // While a provider payment is open, the balance cannot be used again on it.
    const third = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token }))
      .data;
    await api.post("/app-api/order/pay", { id: third.id, method: "wechat" }, { token });
    expect(await part(100, third.id)).toMatchObject({
      code: 400,
      msg: "A payment of this order is still open at the cashier. Cancel it or wait for it to close before using the balance.",
    });
    for (let i = 0; i < 2; i++) {
      const cancelled = await api.post("/app-api/order/cancel", { orderType: "recharge", id: second.id }, { token });
      expect(cancelled).toMatchObject({ code: 0, data: { status: "closed" } });
    }
    expect(await balanceOf(token)).toBe(1_000);
    const page = await api.get<BalanceMovementPage>("/app-api/balance/movements", { token });
    expect(page.data.list.slice(0, 2)).toMatchObject([
      { kind: "refund", cause: `order-release:recharge:${second.id}`, amount: 500, balanceAfter: 1_000 },
      { kind: "payment", cause: `order-hold:recharge:${second.id}`, amount: -500, balanceAfter: 500 },
    ]);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });

  it("downloads the history as CSV in the member's language", async () => {
    const { token, order } = await memberWithBalance(1_500);
    const download = async (language: string) => {
      const response = await fetch(`${server.baseUrl}/app-api/balance/movements/export`, {
        headers: { authorization: `Bearer ${token}`, "accept-language": language },
      });
      return { type: response.headers.get("content-type"), text: await response.text() };
    };
    const en = await download("en");
    expect(en.type).toMatch(/^text\/csv/);
    const lines = en.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Time (UTC),Kind,Cause,Amount (CNY),Balance after (CNY)");
    expect(lines[1]).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,Top-up,topup-order:${order.id},15,15$`),
    );
    const zh = await download("zh-CN");
    expect(zh.text).toContain("时间（UTC）,类型,来源,金额（元）,变动后余额（元）");
    expect(zh.text).toContain(`,充值,topup-order:${order.id},15,15`);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("CNY balance checkout races (postgres)", () => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi("postgres"));
  });
  afterAll(() => server?.close());

  it("two checkouts spending the same balance at once: one pays, the other is refused, never below zero", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<TopupOrder>("/app-api/balance/topup/create", { amount: 5_000 }, { token })).data;
    const paid = await api.post<PayAnswer>("/app-api/order/topupPay", { id: order.id, method: "alipay" }, { token });
    await paymentCalls(server).sandbox("/sandbox/alipay/hooks/pay", { pay_url: paid.data.payUrl, deliver: "normal" });
    for (let i = 0; i < 100; i++) {
      const b = await api.get<BalanceSummary>("/app-api/balance/get", { token });
      if (b.data.balance === 5_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const a = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token })).data;
    const b = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token })).data;
    expect(a.amount).toBeGreaterThan(2_500);
    const results = await Promise.all(
      [a, b].map((o) => api.post("/app-api/order/balancePay", { orderType: "recharge", id: o.id }, { token })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 400]);
    const left = (await api.get<BalanceSummary>("/app-api/balance/get", { token })).data.balance;
    expect(left).toBe(5_000 - a.amount);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);

    // Two orders each taking part of the same ¥(balance) at once: one is refused, never below zero.
    const before = (await api.get<BalanceSummary>("/app-api/balance/get", { token })).data.balance;
    const c = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 3 }, { token })).data;
    const d = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 3 }, { token })).data;
    const parts = await Promise.all(
      [c, d].map((o) =>
        api.post("/app-api/order/useBalance", { orderType: "recharge", id: o.id, amount: before - 100 }, { token }),
      ),
    );
    expect(parts.map((r) => r.code).sort()).toEqual([0, 400]);
    expect((await api.get<BalanceSummary>("/app-api/balance/get", { token })).data.balance).toBe(100);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });
});
