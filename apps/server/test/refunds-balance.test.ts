import type {
  BalanceMovementPage,
  BalanceSummary,
  ConsoleOrderDetail,
  PayAnswer,
  RechargeOrder,
  Refund,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { createBalanceLedger } from "../src/modules/commerce/balance/ledger.ts";
import type { RefundActor, RefundsService } from "../src/modules/commerce/payments/refunds-service.ts";
import { bytesPerGb, createLedgerWriter } from "../src/modules/proxy/traffic/ledger.ts";
import { verifyBalanceLedger, verifyLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, apiClient } from "./auth-helpers.ts";
import { loggedInConsole } from "./console-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import { refusal } from "./service-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const actor = (operatorId: number): RefundActor => ({
  operatorId,
  role: "finance",
  ip: "203.0.113.9",
  userAgent: "refunds to balance test",
  requestId: `req-${operatorId}`,
});
const requester = actor(301);
const approver = actor(302);
const secondApprover = actor(303);

describe.each(testDatabaseKinds())("refunds to the balance (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let refunds: RefundsService;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server);
    refunds = server.services.refunds;
    await server.database.db.insert(tables.operators).values(
      [requester, approver, secondApprover].map((who) => ({
        id: who.operatorId,
        email: `finance-${who.operatorId}@example.com`,
        name: `Finance ${who.operatorId}`,
        role: "finance",
      })),
    );
  });
  afterAll(() => server?.close());

  let keyCounter = 0;
  const requestKey = () => `balance-${Date.now()}-${keyCounter++}`;
  const sandbox = (path: string, body: unknown) => paymentCalls(server).sandbox(path, body);
  const sandboxRefunds = async (outTradeNo: string) => {
    const response = await fetch(`${server.baseUrl}/sandbox/alipay/hooks/refunds?out_trade_no=${outTradeNo}`);
    return (await response.json()) as { refundedFen: number };
  };
  const balanceOf = async (token: string) =>
    (await api.get<BalanceSummary>("/app-api/balance/get", { token })).data.balance;
  const movements = async (token: string) =>
    (await api.get<BalanceMovementPage>("/app-api/balance/movements", { token })).data.list;
  const trafficOf = (memberId: number) => createLedgerWriter(server.database.db).balance(memberId);
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  /** A member with `fen` on the CNY balance (an operator's adjustment) and a waiting recharge order. */
  async function memberWithOrder(fen: number, trafficGb = 2) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb }, { token })).data;
    const [row] = await server.database.db
      .select({ memberId: tables.rechargeOrders.memberId })
      .from(tables.rechargeOrders)
      .where(eq(tables.rechargeOrders.id, order.id));
    const memberId = row?.memberId as number;
    if (fen > 0) {
      await inTransaction(server.database.db, (tx) =>
        createBalanceLedger(tx).move({ memberId, kind: "adjustment", deltaFen: fen, cause: `test-seed:${memberId}` }),
      );
    }
    return { token, memberId, order };
  }
  const refundOf = (orderId: number, amountFen: number, destination?: "original" | "balance") =>
    refunds.request(requester, {
      target: { type: "order", orderKind: "recharge", orderId },
      amountFen,
      destination,
      reason: "the member asked for it",
      keepUsedTraffic: true,
      requestKey: requestKey(),
    });

  it("refunds an order paid wholly from the balance to the balance, once, with no provider", async () => {
    const { token, memberId, order } = await memberWithOrder(10_000);
    const paid = await api.post("/app-api/order/balancePay", { orderType: "recharge", id: order.id }, { token });
    expect(paid).toMatchObject({ code: 0, data: { status: "paid", balance: 10_000 - order.amount } });
    expect(await trafficOf(memberId)).toBe(2n * bytesPerGb);

    expect(await refunds.refundable({ type: "order", orderKind: "recharge", orderId: order.id })).toMatchObject({
      paidFen: order.amount,
      availableFen: order.amount,
      providerAvailableFen: 0,
    });
    // "Original channel" of a balance payment is the balance.
    const requested = await refundOf(order.id, order.amount, "original");
    expect(requested).toMatchObject({ status: "requested", amountFen: order.amount, toBalanceFen: order.amount });
    expect(await balanceOf(token)).toBe(10_000 - order.amount);

    const done = await refunds.approve(approver, requested.id);
    expect(done).toMatchObject({ status: "succeeded", providerCalls: 0, providerRefundNo: null });
    expect(await balanceOf(token)).toBe(10_000);
    expect((await movements(token))[0]).toMatchObject({
      kind: "refund",
      cause: requested.refundNo,
      amount: order.amount,
      balanceAfter: 10_000,
    });
    // The traffic the order credited went back with the money.
    expect(await trafficOf(memberId)).toBe(0n);
    // Approving again changes nothing.
    expect(await refusal(refunds.approve(approver, requested.id))).toMatchObject({ key: "refunds.alreadyDecided" });
    expect(await refusal(refundOf(order.id, 1, "balance"))).toMatchObject({
      key: "refunds.amountTooLarge",
      params: { available: "0.00" },
    });
    expect(await balanceOf(token)).toBe(10_000);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("refunds an Alipay order to the balance without calling Alipay, and the rest through Alipay", async () => {
    const { token, order } = await memberWithOrder(0, 4);
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token })).data;
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl, deliver: "normal" });
    await waitFor(async () => {
      const status = await api.get<{ status: string }>(`/app-api/ip/recharge-order/getStatus/${order.id}`, { token });
      return status.data.status === "paid";
    }, "the order to be paid");

    const toBalance = await refundOf(order.id, 1_000, "balance");
    expect(toBalance).toMatchObject({ amountFen: 1_000, toBalanceFen: 1_000 });
    expect(await refunds.approve(approver, toBalance.id)).toMatchObject({ status: "succeeded", providerCalls: 0 });
    expect((await sandboxRefunds(pay.outTradeNo)).refundedFen).toBe(0);
    expect(await balanceOf(token)).toBe(1_000);

    // Never more than paid minus refunded, whichever way it goes.
    expect(await refusal(refundOf(order.id, pay.total - 999, "original"))).toMatchObject({
      key: "refunds.amountTooLarge",
      params: { available: ((pay.total - 1_000) / 100).toFixed(2) },
    });
    const rest = await refundOf(order.id, pay.total - 1_000, "original");
    expect(rest).toMatchObject({ toBalanceFen: 0 });
    expect(await refunds.approve(approver, rest.id)).toMatchObject({ status: "succeeded", providerCalls: 1 });
    expect((await sandboxRefunds(pay.outTradeNo)).refundedFen).toBe(pay.total - 1_000);
    expect(await balanceOf(token)).toBe(1_000);

    // The refund.succeeded webhook says how much went to the balance, and by which channel.
    const events = await server.database.db
      .select()
      .from(tables.memberEvents)
      .where(
        and(
          eq(tables.memberEvents.type, "refund.succeeded"),
          eq(tables.memberEvents.memberId, toBalance.memberId as number),
        ),
      );
    const byRefund = new Map(
      events.map((event) => [(event.payload as { refund_no: string }).refund_no, event.payload]),
    );
    expect(byRefund.get(toBalance.refundNo)).toMatchObject({
      amount_fen: 1_000,
      to_balance_fen: 1_000,
      channel: "balance",
    });
    expect(byRefund.get(rest.refundNo)).toMatchObject({
      amount_fen: pay.total - 1_000,
      to_balance_fen: 0,
      channel: "alipay",
    });
  });

  it("an order paid partly from the balance: the balance part goes back to the balance, the rest to Alipay", async () => {
    const { token, order } = await memberWithOrder(1_500, 2);
    expect(
      await api.post("/app-api/order/useBalance", { orderType: "recharge", id: order.id, amount: 1_500 }, { token }),
    ).toMatchObject({ code: 0, data: { balanceUsed: 1_500 } });
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token })).data;
    // The provider is asked for the rest (and its handling fee), never for the balance part.
    expect(pay.amount).toBe(order.amount - 1_500);
    await sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl, deliver: "normal" });
    await waitFor(async () => {
      const status = await api.get<{ status: string }>(`/app-api/ip/recharge-order/getStatus/${order.id}`, { token });
      return status.data.status === "paid";
    }, "the order to be paid");
    expect(await balanceOf(token)).toBe(0);
    const paidFen = pay.total + 1_500;
    expect(await refunds.refundable({ type: "order", orderKind: "recharge", orderId: order.id })).toMatchObject({
      paidFen,
      availableFen: paidFen,
      providerAvailableFen: pay.total,
    });

    // The whole order back, "to the original channel": Alipay its part, the balance its part.
    const whole = await refundOf(order.id, paidFen, "original");
    expect(whole).toMatchObject({ amountFen: paidFen, toBalanceFen: 1_500, tradeTotalFen: pay.total });
    const done = await refunds.approve(approver, whole.id);
    expect(done).toMatchObject({ status: "succeeded", providerCalls: 1 });
    expect((await sandboxRefunds(pay.outTradeNo)).refundedFen).toBe(pay.total);
    expect(await balanceOf(token)).toBe(1_500);
    expect((await movements(token))[0]).toMatchObject({ kind: "refund", cause: whole.refundNo, amount: 1_500 });
    expect(await refusal(refundOf(order.id, 1))).toMatchObject({ key: "refunds.amountTooLarge" });
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("an order paid partly from the balance and then the rest from it too is refunded in full, to the balance", async () => {
    const { token, order } = await memberWithOrder(10_000);
    await api.post("/app-api/order/useBalance", { orderType: "recharge", id: order.id, amount: 700 }, { token });
    const paid = await api.post("/app-api/order/balancePay", { orderType: "recharge", id: order.id }, { token });
    expect(paid).toMatchObject({ code: 0, data: { balance: 10_000 - order.amount } });
    expect(await refunds.refundable({ type: "order", orderKind: "recharge", orderId: order.id })).toMatchObject({
      paidFen: order.amount,
      providerAvailableFen: 0,
    });
    const whole = await refundOf(order.id, order.amount, "original");
    expect(await refunds.approve(approver, whole.id)).toMatchObject({
      status: "succeeded",
      toBalanceFen: order.amount,
    });
    expect(await balanceOf(token)).toBe(10_000);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });

  it("closing an account's waiting orders gives back the balance part taken from them, once", async () => {
    const { token, memberId, order } = await memberWithOrder(800);
    await api.post("/app-api/order/useBalance", { orderType: "recharge", id: order.id, amount: 800 }, { token });
    expect(await balanceOf(token)).toBe(0);
    for (let i = 0; i < 2; i++) {
      await inTransaction(server.database.db, (tx) => server.services.orders.closeWaitingOrdersOf(tx, memberId));
    }
    const ledger = createBalanceLedger(server.database.db);
    expect(await ledger.balance(memberId)).toBe(800);
    const releases = await server.database.db
      .select()
      .from(tables.balanceLedger)
      .where(and(eq(tables.balanceLedger.memberId, memberId), eq(tables.balanceLedger.kind, "refund")));
    expect(releases).toMatchObject([{ deltaFen: 800, cause: `order-release:recharge:${order.id}` }]);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("over the console: the operator's choice is audited, and bad choices are refused in both languages", async () => {
    const { token, order } = await memberWithOrder(10_000);
    await api.post("/app-api/order/balancePay", { orderType: "recharge", id: order.id }, { token });
    const first = await loggedInConsole(server, "finance");
    const second = await loggedInConsole(server, "finance");
    const detail = await first.client.get<ConsoleOrderDetail>(`/ops-api/orders/recharge/${order.id}`);
    expect(detail.data.order.paymentMethod).toBe("balance");
    expect(detail.data.refundable).toMatchObject({
      paidFen: order.amount,
      availableFen: order.amount,
      providerAvailableFen: 0,
    });
    const body = (extra: Record<string, unknown>) => ({
      orderKind: "recharge",
      orderId: order.id,
      amountFen: order.amount,
      reason: "duplicate purchase",
      requestKey: `k${Date.now()}${keyCounter++}abcdefgh`,
      ...extra,
    });
    const badChoice = await first.client.post("/ops-api/refunds/request", body({ destination: "cash" }), {
      language: "zh-CN",
    });
    expect(badChoice).toMatchObject({ code: 400, msg: "请选择退回原支付渠道或退到账户余额" });
    const tooMuch = await first.client.post("/ops-api/refunds/request", body({ amountFen: order.amount + 1 }));
    expect(tooMuch).toMatchObject({
      code: 400,
      msg: `At most ¥${(order.amount / 100).toFixed(2)} of this payment can still be refunded`,
    });
    const tooMuchZh = await first.client.post("/ops-api/refunds/request", body({ amountFen: order.amount + 1 }), {
      language: "zh-CN",
    });
    expect(tooMuchZh.msg).toBe(`该笔付款最多还可退 ¥${(order.amount / 100).toFixed(2)}`);
    expect(await balanceOf(token)).toBe(10_000 - order.amount);

    const requested = await first.client.post<Refund>("/ops-api/refunds/request", body({ destination: "balance" }));
    expect(requested.data).toMatchObject({
      amountFen: order.amount,
      toBalanceFen: order.amount,
      paidFen: order.amount,
    });
    const approved = await second.client.post<Refund>("/ops-api/refunds/approve", { id: requested.data.id });
    expect(approved.data).toMatchObject({ status: "succeeded", providerCalls: 0 });
    expect(await balanceOf(token)).toBe(10_000);
    const audits = await server.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.recordType, "refund"), eq(tables.auditLog.recordId, String(requested.data.id))));
    // The refunds export says what went to the balance, in the reader's language.
    const csv = await first.client.get("/ops-api/exports/refunds?from=2020-01-01&to=2099-12-31");
    const yuan = (order.amount / 100).toFixed(2);
    expect(csv.text.split("\r\n")[0]).toMatch(/,Of which to balance \(CNY\)$/);
    const line = csv.text.split("\r\n").find((row) => row.startsWith(`${requested.data.refundNo},`));
    expect(line).toContain(`,Balance,${yuan},${yuan},Refunded,`);
    expect(line?.endsWith(`,${yuan}`)).toBe(true);
    expect(audits.map((row) => [row.action, row.after])).toMatchObject([
      ["refund.request", { destination: "balance", toBalanceFen: order.amount }],
      ["refund.approve", { status: "succeeded", toBalanceFen: order.amount }],
    ]);
  });

  it.runIf(kind === "postgres")("two approvals of one refund at once credit the balance once", async () => {
    const { token, order } = await memberWithOrder(10_000);
    const paid = await api.post("/app-api/order/balancePay", { orderType: "recharge", id: order.id }, { token });
    expect(paid).toMatchObject({ code: 0 });
    const requested = await refundOf(order.id, order.amount, "balance");
    const outcomes = await Promise.allSettled([
      refunds.approve(approver, requested.id),
      refunds.approve(secondApprover, requested.id),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ messageKey: "refunds.alreadyDecided" });
    expect(await balanceOf(token)).toBe(10_000);
    const credits = await server.database.db
      .select()
      .from(tables.balanceLedger)
      .where(and(eq(tables.balanceLedger.kind, "refund"), eq(tables.balanceLedger.cause, requested.refundNo)));
    expect(credits).toHaveLength(1);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });
});
