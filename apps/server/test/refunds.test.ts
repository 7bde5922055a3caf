import type { PayAnswer, RechargeOrder, StaticIp, StaticOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRefundsRepo } from "../src/modules/commerce/payments/refunds-repo.ts";
import {
  createRefundsService,
  type RefundActor,
  type RefundAudit,
  type RefundsService,
} from "../src/modules/commerce/payments/refunds-service.ts";
import { createPaymentsRepo } from "../src/modules/commerce/payments/repo.ts";
import { bytesPerGb, createLedgerWriter } from "../src/modules/proxy/traffic/ledger.ts";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { createPaymentProviders } from "../src/payment-providers/create-providers.ts";
import { buildWechatRefundNotification } from "../src/payment-providers/sandbox/forge.ts";
import { loadSandboxKeys, type SandboxKeys } from "../src/payment-providers/sandbox/keys.ts";
import { type ApiClient, apiClient } from "./auth-helpers.ts";
import { nodeWithStock, paymentCalls, quickMembers } from "./orders-helpers.ts";
import { refusal } from "./service-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

type AuditEntry = Parameters<RefundAudit["record"]>[1];

const actor = (operatorId: number): RefundActor => ({
  operatorId,
  role: "finance",
  ip: "203.0.113.7",
  userAgent: "refunds test",
  requestId: `req-${operatorId}`,
});
const requester = actor(101);
const approver = actor(202);

describe.each(testDatabaseKinds())("refunds (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let keys: SandboxKeys;
  let refunds: RefundsService;
  const audited: AuditEntry[] = [];
  let auditFails = false;

  beforeAll(async () => {
    keys = await loadSandboxKeys({ file: null });
    // The server's own refunds service takes WeChat's refund notifications; this one shares its database.
    server = await startTestServer(kind);
    // The two finance operators exist: what they resolve names them.
    await server.database.db.insert(tables.operators).values(
      [requester, approver].map((who) => ({
        id: who.operatorId,
        email: `finance-${who.operatorId}@example.com`,
        name: `Finance ${who.operatorId}`,
        role: "finance",
      })),
    );
    const origin = server.baseUrl;
    api = apiClient(server);
    const db = server.database.db;
    const providers = createPaymentProviders({ alipay: { kind: "sandbox" }, wechat: { kind: "sandbox" } } as never, {
      keys,
      origin: () => origin,
    });
    refunds = createRefundsService({
      db,
      repo: createRefundsRepo(db),
      payments: createPaymentsRepo(db),
      orders: server.services.orders.forRefunds,
      providers,
      audit: {
        async record(_x, entry) {
          if (auditFails) throw new Error("audit log unavailable");
          audited.push(entry);
        },
      },
      notifyBaseUrl: () => origin,
      reservedTraffic: server.services.reservedTraffic,
      log: server.app.log,
    });
  });
  afterAll(() => server?.close());

  const sandbox = (path: string, body: unknown) => paymentCalls(server).sandbox(path, body);
  const sandboxRefunds = async (method: "alipay" | "wechat", outTradeNo: string) => {
    const response = await fetch(`${server.baseUrl}/sandbox/${method}/hooks/refunds?out_trade_no=${outTradeNo}`);
    return (await response.json()) as { refundedFen: number; refunds: unknown[] };
  };
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  const balanceOf = (memberId: number) => createLedgerWriter(server.database.db).balance(memberId);
  let keyCounter = 0;
  const requestKey = () => `test-${Date.now()}-${keyCounter++}`;
  /** WeChat Pay's signed, encrypted notification that a whole payment's refund ended in `status`. */
  const fullRefundNotification = (
    pay: { outTradeNo: string; total: number },
    refund: { refundNo: string; providerRefundNo: string | null },
    status: "SUCCESS" | "CLOSED",
    transactionId: string,
  ) =>
    buildWechatRefundNotification(keys, {
      mchid: keys.wechat.mchId,
      out_trade_no: pay.outTradeNo,
      transaction_id: transactionId,
      out_refund_no: refund.refundNo,
      refund_id: refund.providerRefundNo as string,
      refund_status: status,
      user_received_account: "支付用户零钱",
      amount: { total: pay.total, refund: pay.total, payer_total: pay.total, payer_refund: pay.total },
    });
  /** The requester asks for `amountFen` of an order back, used traffic not kept, with a fresh request key. */
  const requestRefund = (orderId: number, amountFen: number, reason: string) =>
    refunds.request(requester, {
      target: target(orderId),
      amountFen,
      reason,
      keepUsedTraffic: false,
      requestKey: requestKey(),
    });

  /** A member's paid recharge order of `trafficGb`, paid through the sandbox. */
  async function paidOrder(method: "alipay" | "wechat", trafficGb = 10, extra: Record<string, unknown> = {}) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb }, { token })).data;
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method }, { token })).data;
    const hook =
      method === "alipay"
        ? await sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl, ...extra })
        : await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: pay.outTradeNo, ...extra });
    expect(hook.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(tables.rechargeOrders)
      .where(eq(tables.rechargeOrders.id, order.id));
    return { orderId: order.id, memberId: row?.memberId as number, pay, status: row?.status, token };
  }
  /** What the member reads of an order on their own pages: the list's row and the detail. */
  const memberSees = async (kind: "recharge" | "static", orderId: number, token: string) => {
    const [pagePath, detailPath] =
      kind === "recharge"
        ? ["/app-api/ip/recharge-order/page", "/app-api/order/getRechargeOrderInfo"]
        : ["/app-api/ip/static-order/page", "/app-api/order/getStaticOrderInfo"];
    const page = await api.get<{ list: (RechargeOrder | StaticOrder)[] }>(pagePath, { token });
    const detail = await api.get<RechargeOrder | StaticOrder>(`${detailPath}?id=${orderId}`, { token });
    const row = page.data.list.find((order) => order.id === orderId);
    return { listed: row?.refundedAmount, detail: detail.data.refundedAmount, status: detail.data.status };
  };
  const target = (orderId: number) => ({ type: "order" as const, orderKind: "recharge" as const, orderId });

  it("refunds an Alipay order in full through alipay.trade.refund, once, taking its traffic back", async () => {
    const order = await paidOrder("alipay", 10);
    expect(order.status).toBe("paid");
    const before = await balanceOf(order.memberId);
    expect(before).toBe(10n * bytesPerGb);

    const requested = await requestRefund(order.orderId, order.pay.total, "customer changed their mind");
    expect(requested).toMatchObject({ status: "requested", amountFen: order.pay.total, providerCalls: 0 });
    expect(requested.refundNo).toMatch(/^RF\d{14}\d{8}$/);
    // Nothing leaves before the second operator approves.
    expect((await sandboxRefunds("alipay", order.pay.outTradeNo)).refundedFen).toBe(0);

    const done = await refunds.approve(approver, requested.id);
    expect(done).toMatchObject({ status: "succeeded", providerCalls: 1, decidedBy: approver.operatorId });
    expect(done.trafficBytes).toBe(10n * bytesPerGb);
    expect(await sandboxRefunds("alipay", order.pay.outTradeNo)).toMatchObject({
      refundedFen: order.pay.total,
      refunds: [{ outRequestNo: requested.refundNo, amountFen: order.pay.total }],
    });
    expect(await balanceOf(order.memberId)).toBe(0n);
    expect(audited.filter((e) => e.recordId === String(requested.id)).map((e) => [e.action, e.outcome])).toEqual([
      ["refund.request", "ok"],
      ["refund.approve", "ok"],
    ]);

    // Nothing more to refund: a second request is refused with what is left (¥0.00).
    expect(await refusal(requestRefund(order.orderId, 1, "again"))).toEqual({
      code: 400,
      key: "refunds.amountTooLarge",
      params: { available: "0.00" },
    });
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("keeps partial refunds within paid minus refunded, and refuses nonsense amounts", async () => {
    const order = await paidOrder("alipay", 3);
    const total = order.pay.total;
    const first = await requestRefund(order.orderId, 1000, "one GB short");
    expect(await refusal(requestRefund(order.orderId, total - 999, "too much"))).toMatchObject({
      key: "refunds.amountTooLarge",
      params: { available: ((total - 1000) / 100).toFixed(2) },
    });
    expect(await refusal(requestRefund(order.orderId, 0, "zero"))).toMatchObject({ key: "refunds.amountInvalid" });
    const done = await refunds.approve(approver, first.id);
    expect(done.status).toBe("succeeded");
    // A third of the order's share of traffic, floor: 1000 / total of 3 GB.
    expect(done.trafficBytes).toBe((3n * bytesPerGb * 1000n) / BigInt(total));
    expect(await refunds.refundable(target(order.orderId))).toMatchObject({ availableFen: total - 1000 });
    // The member's own pages say what came back; a refund still waiting for approval is not counted.
    await refunds.request(requester, {
      target: target(order.orderId),
      amountFen: 500,
      reason: "waits for a second operator",
      keepUsedTraffic: false,
      requestKey: requestKey(),
    });
    expect(await memberSees("recharge", order.orderId, order.token)).toEqual({
      listed: 1000,
      detail: 1000,
      status: "paid",
    });
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("needs two different operators: the requester can neither approve nor reject", async () => {
    const order = await paidOrder("alipay", 1);
    const requested = await requestRefund(order.orderId, order.pay.total, "duplicate purchase");
    expect(await refusal(refunds.approve(requester, requested.id))).toMatchObject({
      code: 403,
      key: "refunds.sameOperator",
    });
    expect(await refusal(refunds.reject(requester, requested.id, "no"))).toMatchObject({ code: 403 });
    expect(audited.filter((e) => e.recordId === String(requested.id) && e.outcome === "refused")).toHaveLength(2);
    expect((await sandboxRefunds("alipay", order.pay.outTradeNo)).refundedFen).toBe(0);

    const rejected = await refunds.reject(approver, requested.id, "the member used the service");
    expect(rejected).toMatchObject({ status: "rejected", decisionNote: "the member used the service" });
    expect(await refusal(refunds.approve(approver, requested.id))).toMatchObject({
      key: "refunds.alreadyDecided",
      params: { status: "rejected" },
    });
    expect(await balanceOf(order.memberId)).toBe(1n * bytesPerGb);
    // A rejected refund holds no money: the whole payment can still be refunded.
    expect(await refunds.refundable(target(order.orderId))).toMatchObject({ availableFen: order.pay.total });
  });

  it("refuses to refund used traffic unless the operator keeps the ledger honest", async () => {
    const order = await paidOrder("alipay", 4);
    // The member used 3 of the 4 GB (an adjustment stands in for usage here).
    await createLedgerWriter(server.database.db).book([
      {
        memberId: order.memberId,
        kind: "adjustment",
        deltaBytes: -3n * bytesPerGb,
        cause: `test-use:${order.orderId}`,
      },
    ]);
    const base = { target: target(order.orderId), amountFen: order.pay.total, reason: "refund all" };
    expect(
      await refusal(refunds.request(requester, { ...base, keepUsedTraffic: false, requestKey: requestKey() })),
    ).toMatchObject({ code: 400, key: "refunds.trafficUsed", params: { gb: "3.00" } });

    const honest = await refunds.request(requester, {
      ...base,
      reason: "service outage all week; money back, traffic used stays used",
      keepUsedTraffic: true,
      requestKey: requestKey(),
    });
    const done = await refunds.approve(approver, honest.id);
    expect(done).toMatchObject({ status: "succeeded", keepsUsedTraffic: true });
    // Only the unused 1 GB comes back, and the balance stops at zero.
    expect(done.trafficBytes).toBe(1n * bytesPerGb);
    expect(await balanceOf(order.memberId)).toBe(0n);
    expect((await sandboxRefunds("alipay", order.pay.outTradeNo)).refundedFen).toBe(order.pay.total);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
    // The member is told once, after the refund committed, by their contact channel (platform/alerts).
    await server.services.memberNotices.deliverDue();
    await server.services.memberNotices.deliverDue();
    const told = (await server.database.db.select().from(tables.outboxMessages)).filter(
      (message) => message.subject?.includes(done.refundNo) && message.body.includes("¥"),
    );
    expect(told).toHaveLength(1);
  });

  it("refunds WeChat Pay through v3 refunds and completes on its signed, encrypted REFUND.SUCCESS", async () => {
    const order = await paidOrder("wechat", 2);
    const requested = await requestRefund(order.orderId, order.pay.total, "wrong product");
    const approved = await refunds.approve(approver, requested.id);
    // WeChat Pay accepts first (PROCESSING) and returns the money a moment later.
    expect(approved.status).toBe("processing");
    expect(approved.providerRefundNo).toMatch(/^50\d+$/);
    const notesOf = () =>
      server.database.db
        .select()
        .from(tables.paymentNotifications)
        .where(like(tables.paymentNotifications.outcome, `refund succeeded: ${requested.refundNo}%`));
    await waitFor(async () => (await notesOf()).length > 0, "REFUND.SUCCESS");
    expect((await refunds.get(requested.id))?.status).toBe("succeeded");
    const notes = await notesOf();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ signatureValid: true, outTradeNo: order.pay.outTradeNo });
    expect(await sandboxRefunds("wechat", order.pay.outTradeNo)).toMatchObject({ refundedFen: order.pay.total });
    expect(await balanceOf(order.memberId)).toBe(0n);

    // The same notification again changes nothing; a forged one is refused.
    const again = fullRefundNotification(order.pay, approved, "SUCCESS", "4200000000000000000000000000");
    const post = (forged: { headers: Record<string, string>; rawBody: string }) =>
      fetch(`${server.baseUrl}/pay/notify/wechat-refund`, {
        method: "POST",
        headers: forged.headers,
        body: forged.rawBody,
      });
    expect((await post(again)).status).toBe(204);
    const forged = buildWechatRefundNotification(
      keys,
      {
        ...JSON.parse("{}"),
        mchid: keys.wechat.mchId,
        out_trade_no: order.pay.outTradeNo,
        transaction_id: "x",
        out_refund_no: requested.refundNo,
        refund_id: "x",
        refund_status: "SUCCESS",
        user_received_account: "x",
        amount: { total: 1, refund: 1, payer_total: 1, payer_refund: 1 },
      },
      { privateKey: keys.wechat.merchantPrivateKey },
    );
    expect((await post(forged)).status).toBe(401);
    expect((await refunds.get(requested.id))?.status).toBe("succeeded");
    expect((await sandboxRefunds("wechat", order.pay.outTradeNo)).refunds).toHaveLength(1);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  for (const method of ["alipay", "wechat"] as const) {
    it(`${method}: a refund whose answer was lost is settled with the same number and charged once`, async () => {
      const order = await paidOrder(method, 1);
      const mode = await sandbox(`/sandbox/${method}/hooks/refund-mode`, {
        mode: "timeout",
        times: 2,
        deliver: "never",
      });
      expect(mode.status).toBe(200);
      const requested = await requestRefund(order.orderId, order.pay.total, "lost answer");
      const approved = await refunds.approve(approver, requested.id);
      expect(approved).toMatchObject({ status: "processing", providerCalls: 1 });
      expect(approved.lastError).toBeTruthy();
      // The provider made it although we never heard.
      expect((await sandboxRefunds(method, order.pay.outTradeNo)).refundedFen).toBe(order.pay.total);

      await waitFor(async () => (await refunds.settleOne(requested.id)).status === "succeeded", "the refund settled");
      const settled = await refunds.get(requested.id);
      expect(settled).toMatchObject({ status: "succeeded", refundNo: requested.refundNo, lastError: null });
      const atProvider = await sandboxRefunds(method, order.pay.outTradeNo);
      expect(atProvider.refundedFen).toBe(order.pay.total);
      expect(atProvider.refunds).toHaveLength(1);
      await sandbox(`/sandbox/${method}/hooks/refund-mode`, { mode: "normal" });
      expect((await verifyLedger(server.database.db)).problems).toEqual([]);
    });
  }

  it("refunds a payment anomaly through the same path and resolves it", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token }))
      .data;
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "wechat" }, { token })).data;
    // The buyer was charged 1 fen for an order of many: the money cannot pay it.
    await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: pay.outTradeNo, total: 1 });
    const [anomaly] = await createPaymentsRepo(server.database.db)
      .listAnomalies("needs-refund")
      .then((rows) => rows.filter((row) => row.outTradeNo === pay.outTradeNo));
    expect(anomaly).toMatchObject({ reason: "amount-mismatch", amountFen: 1 });
    const anomalyTarget = { type: "anomaly" as const, anomalyId: anomaly?.id as number };
    expect(
      await refusal(
        refunds.request(requester, {
          target: anomalyTarget,
          amountFen: 2,
          reason: "more than charged",
          keepUsedTraffic: false,
          requestKey: requestKey(),
        }),
      ),
    ).toMatchObject({ key: "refunds.amountTooLarge", params: { available: "0.01" } });
    const requested = await refunds.request(requester, {
      target: anomalyTarget,
      amountFen: 1,
      reason: "charged the wrong amount",
      keepUsedTraffic: false,
      requestKey: requestKey(),
    });
    expect(requested).toMatchObject({ anomalyId: anomaly?.id, tradeTotalFen: 1 });
    await refunds.approve(approver, requested.id);
    await waitFor(async () => (await refunds.get(requested.id))?.status === "succeeded", "the anomaly refund");
    const [after] = await server.database.db
      .select()
      .from(tables.paymentAnomalies)
      .where(eq(tables.paymentAnomalies.id, anomaly?.id as number));
    expect(after).toMatchObject({
      status: "resolved",
      resolvedNote: `refunded ${requested.refundNo}`,
      // The approver's decision gave the money back: the anomaly names them.
      resolvedByOperatorId: approver.operatorId,
    });
    expect((await sandboxRefunds("wechat", pay.outTradeNo)).refundedFen).toBe(1);
  });

  describe("static IPs", () => {
    const staticTarget = (orderId: number) => ({ type: "order" as const, orderKind: "static" as const, orderId });
    const myIps = async (token: string) =>
      (await api.get<{ list: StaticIp[]; total: number }>("/app-api/ip/static-order-item/page", { token })).data.list;
    const gatewaySees = (account: string) => server.services.staticIps.findByAccount(account);
    const poolStatuses = async (nodeId: number) =>
      (
        await server.database.db
          .select({ status: tables.staticIpPool.status })
          .from(tables.staticIpPool)
          .where(eq(tables.staticIpPool.nodeId, nodeId))
      )
        .map((row) => row.status)
        .sort();

    /** A member's paid order of `count` IPs of a node of their own, paid through the sandbox. */
    async function paidStaticOrder(method: "alipay" | "wechat", count: number) {
      const nodeId = await nodeWithStock(server, 2, count + 1);
      const [token] = (await quickMembers(server, 1)) as [string];
      const order = (
        await api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId, days: 30, count }, { token })
      ).data;
      const pay = (await api.post<PayAnswer>("/app-api/order/staticPay", { id: order.id, method }, { token })).data;
      const hook =
        method === "alipay"
          ? await sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl })
          : await sandbox("/sandbox/wechat/hooks/pay", { out_trade_no: pay.outTradeNo });
      expect(hook.status).toBe(200);
      await waitFor(async () => (await myIps(token)).length === count, "the IPs delivered");
      return { orderId: order.id, nodeId, token, pay };
    }
    const refundAll = async (orderId: number, amountFen: number) => {
      const requested = await refunds.request(requester, {
        target: staticTarget(orderId),
        amountFen,
        reason: "IPs never worked",
        keepUsedTraffic: false,
        requestKey: requestKey(),
      });
      return { requested, approved: await refunds.approve(approver, requested.id) };
    };

    it("takes a purchase refunded in full back: the IPs are on sale again and no longer the member's", async () => {
      const order = await paidStaticOrder("alipay", 2);
      const accounts = (await myIps(order.token)).map((ip) => ip.account);
      expect(await poolStatuses(order.nodeId)).toEqual(["allocated", "allocated", "available"]);
      expect((await refunds.refundable(staticTarget(order.orderId))).staticIps).toEqual({
        kind: "new",
        days: 30,
        liveIps: 2,
        laterRenewals: [],
      });

      const dashboard = () => server.services.dashboard.getDashboard(null);
      const before = await dashboard();
      const requested = await refunds.request(requester, {
        target: staticTarget(order.orderId),
        amountFen: order.pay.total,
        reason: "IPs never worked",
        keepUsedTraffic: false,
        requestKey: requestKey(),
      });
      // The dashboard counts what waits for a second operator's approval.
      expect((await dashboard()).refundsWaitingApproval).toBe(before.refundsWaitingApproval + 1);
      const approved = await refunds.approve(approver, requested.id);
      expect(approved.status).toBe("succeeded");
      // Revenue is net of refunds on the day they went through, and the refunds are a figure of their own.
      const after = await dashboard();
      for (const period of ["today", "month"] as const) {
        expect(after[period].revenueFen).toBe(before[period].revenueFen - order.pay.total);
        expect(after[period].refundedFen).toBe(before[period].refundedFen + order.pay.total);
        expect(after[period].paidOrders).toBe(before[period].paidOrders);
      }
      expect(after.days.at(-1)?.revenueFen).toBe((before.days.at(-1)?.revenueFen ?? 0) - order.pay.total);
      expect(await myIps(order.token)).toEqual([]);
      expect(await memberSees("static", order.orderId, order.token)).toMatchObject({
        listed: order.pay.total,
        detail: order.pay.total,
      });
      expect(await poolStatuses(order.nodeId)).toEqual(["available", "available", "available"]);
      for (const account of accounts) expect((await gatewaySees(account))?.status).toBe("expired");
      const holdings = await server.database.db
        .select({ endReason: tables.staticIpAssignments.endReason })
        .from(tables.staticIpAssignments)
        .innerJoin(tables.staticIps, eq(tables.staticIps.id, tables.staticIpAssignments.staticIpId))
        .where(eq(tables.staticIps.orderId, order.orderId));
      expect(holdings).toEqual([{ endReason: "refunded" }, { endReason: "refunded" }]);
      expect(
        audited.find((e) => e.recordId === String(requested.id) && e.action === "refund.approve")?.after,
      ).toMatchObject({ ipsReleased: 2, ipsShortened: 0 });
      expect((await verifyLedger(server.database.db)).problems).toEqual([]);
    });

    it("a partial refund gives money only: the member keeps the IPs", async () => {
      const order = await paidStaticOrder("alipay", 1);
      const { approved } = await refundAll(order.orderId, 1);
      expect(approved.status).toBe("succeeded");
      expect(await myIps(order.token)).toHaveLength(1);
      expect(await poolStatuses(order.nodeId)).toEqual(["allocated", "available"]);
    });

    it("a refund the provider refuses for good gives the IPs back as they were", async () => {
      const order = await paidStaticOrder("wechat", 1);
      const [before] = await myIps(order.token);
      const seenBefore = (await gatewaySees(before?.account as string))?.status;
      await sandbox("/sandbox/wechat/hooks/refund-mode", { mode: "normal", deliver: "never" });
      const { requested, approved } = await refundAll(order.orderId, order.pay.total);
      expect(approved.status).toBe("processing");
      // Taken back at once, the address held off sale while the provider decides.
      expect(await myIps(order.token)).toEqual([]);
      expect(await poolStatuses(order.nodeId)).toEqual(["allocated", "available"]);

      const closed = fullRefundNotification(order.pay, approved, "CLOSED", "4200000000000000000000000001");
      const answer = await fetch(`${server.baseUrl}/pay/notify/wechat-refund`, {
        method: "POST",
        headers: closed.headers,
        body: closed.rawBody,
      });
      expect(answer.status).toBe(204);
      expect((await refunds.get(requested.id))?.status).toBe("failed");
      const [after] = await myIps(order.token);
      expect(after).toMatchObject({ account: before?.account, outIp: before?.outIp, expireTime: before?.expireTime });
      // The gateway answers for it as before the refund (this member is not verified: "uncertified").
      expect((await gatewaySees(before?.account as string))?.status).toBe(seenBefore);
      expect(await poolStatuses(order.nodeId)).toEqual(["allocated", "available"]);
      await sandbox("/sandbox/wechat/hooks/refund-mode", { mode: "normal" });
    });

    it("a renewal refunded in full moves the expiry back by the renewed days", async () => {
      const order = await paidStaticOrder("alipay", 1);
      const [ip] = await myIps(order.token);
      const renewal = (
        await api.post<StaticOrder>(
          "/app-api/ip/static-order-renewal/create",
          { ipIds: [ip?.id], days: 30 },
          { token: order.token },
        )
      ).data;
      const pay = (
        await api.post<PayAnswer>(
          "/app-api/order/staticPay",
          { id: renewal.id, method: "alipay" },
          { token: order.token },
        )
      ).data;
      await sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl });
      const expiry = async () => new Date((await myIps(order.token))[0]?.expireTime as string).getTime();
      const original = new Date(ip?.expireTime as string).getTime();
      await waitFor(async () => (await expiry()) > original, "the renewal paid");
      expect(await expiry()).toBe(original + 30 * 86_400_000);
      // Taking the purchase back would end the renewed time too: its refund form names the renewal.
      expect((await refunds.refundable(staticTarget(order.orderId))).staticIps?.laterRenewals).toEqual([
        { id: renewal.id, orderNo: renewal.orderNo },
      ]);
      expect((await refunds.refundable(staticTarget(renewal.id))).staticIps).toEqual({
        kind: "renewal",
        days: 30,
        liveIps: 1,
        laterRenewals: [],
      });

      expect((await refundAll(renewal.id, pay.total)).approved.status).toBe("succeeded");
      expect(await expiry()).toBe(original);
      expect(await poolStatuses(order.nodeId)).toEqual(["allocated", "available"]);
      expect((await verifyLedger(server.database.db)).problems).toEqual([]);
    });
  });

  it("writes nothing when the audit row cannot be written", async () => {
    const order = await paidOrder("alipay", 1);
    auditFails = true;
    try {
      await expect(requestRefund(order.orderId, 100, "audit down")).rejects.toThrow("audit log unavailable");
    } finally {
      auditFails = false;
    }
    expect(await refunds.forOrder("recharge", order.orderId)).toEqual([]);
  });

  it.skipIf(kind !== "postgres")(
    "under concurrent double requests and approvals: one refund, one provider call",
    async () => {
      const order = await paidOrder("alipay", 2);
      const key = requestKey();
      const input = {
        target: target(order.orderId),
        amountFen: order.pay.total,
        reason: "double click",
        keepUsedTraffic: false,
      };
      // A double click: the same form twice at once.
      const twins = await Promise.all([
        refunds.request(requester, { ...input, requestKey: key }),
        refunds.request(requester, { ...input, requestKey: key }),
      ]);
      expect(twins[0].id).toBe(twins[1].id);
      // Others asking for the whole amount meanwhile are refused: the double click already holds it.
      const rivals = await Promise.allSettled(
        Array.from({ length: 4 }, () => refunds.request(actor(303), { ...input, requestKey: requestKey() })),
      );
      expect(rivals.filter((r) => r.status === "fulfilled")).toHaveLength(0);
      // Five approvals at once (double clicks, two approvers): one wins and calls the provider once.
      const approvals = await Promise.allSettled([
        ...Array.from({ length: 3 }, () => refunds.approve(approver, twins[0].id)),
        ...Array.from({ length: 2 }, () => refunds.approve(actor(404), twins[0].id)),
      ]);
      expect(approvals.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      for (const lost of approvals.filter((r) => r.status === "rejected")) {
        expect((lost as PromiseRejectedResult).reason).toMatchObject({ messageKey: "refunds.alreadyDecided" });
      }
      expect(await refunds.get(twins[0].id)).toMatchObject({ status: "succeeded", providerCalls: 1 });
      expect((await sandboxRefunds("alipay", order.pay.outTradeNo)).refunds).toHaveLength(1);
      expect(await balanceOf(order.memberId)).toBe(0n);
      expect((await verifyLedger(server.database.db)).problems).toEqual([]);
    },
  );
});
