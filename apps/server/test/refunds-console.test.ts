import type {
  ConsoleOrderDetail,
  ConsoleOrderPage,
  PayAnswer,
  RechargeOrder,
  Refund,
  RefundPage,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { loggedInConsole } from "./console-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

describe.each(testDatabaseKinds())("console orders and refunds over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  async function waitingOrder(trafficGb = 2) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb }, { token })).data;
    return { token, order };
  }
  const auditRows = (recordType: string, recordId: string) =>
    server.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.recordType, recordType), eq(tables.auditLog.recordId, recordId)));

  it("finds orders in SQL, refunds one with two finance operators, and shows its whole history", async () => {
    const { token, order } = await waitingOrder(2);
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token })).data;
    await paymentCalls(server).sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl });
    const first = await loggedInConsole(server, "finance");
    const second = await loggedInConsole(server, "finance");

    const found = await first.client.get<ConsoleOrderPage>(`/ops-api/orders?q=${order.orderNo}`);
    expect(found.code).toBe(0);
    expect(found.data.total).toBe(1);
    expect(found.data.list[0]).toMatchObject({
      kind: "recharge",
      id: order.id,
      status: "paid",
      paymentMethod: "alipay",
    });
    const byTrade = await first.client.get<ConsoleOrderPage>(`/ops-api/orders?q=${pay.outTradeNo}`);
    expect(byTrade.data.list.map((row) => row.id)).toEqual([order.id]);
    const paidSorted = await first.client.get<ConsoleOrderPage>(
      "/ops-api/orders?status=paid&product=recharge&method=alipay&sort=amount&dir=asc&pageSize=5",
    );
    const amounts = paidSorted.data.list.map((row) => row.amountFen);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(paidSorted.data.list.every((row) => row.status === "paid" && row.paymentMethod === "alipay")).toBe(true);
    const bad = await first.client.get("/ops-api/orders?from=yesterday", { language: "zh-CN" });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe("日期格式须为 YYYY-MM-DD");

    const requestKey = `k${Date.now()}abcdefgh`;
    const body = { orderKind: "recharge", orderId: order.id, amountFen: pay.total, reason: "wrong plan", requestKey };
    const requested = await first.client.post<Refund>("/ops-api/refunds/request", body);
    expect(requested.code).toBe(0);
    // A double click answers the same refund.
    const again = await first.client.post<Refund>("/ops-api/refunds/request", body);
    expect(again.data.id).toBe(requested.data.id);
    const own = await first.client.post("/ops-api/refunds/approve", { id: requested.data.id }, { language: "zh-CN" });
    expect(own).toMatchObject({ code: 403, msg: "退款须由申请人以外的另一位操作员审批或驳回" });

    const queue = await second.client.get<RefundPage>("/ops-api/refunds?status=requested");
    expect(queue.data.list.map((r) => r.id)).toContain(requested.data.id);
    const approved = await second.client.post<Refund>("/ops-api/refunds/approve", { id: requested.data.id });
    expect(approved.data).toMatchObject({
      status: "succeeded",
      providerCalls: 1,
      requestedBy: { id: first.operator.id },
      decidedBy: { id: second.operator.id },
      orderNo: order.orderNo,
    });

    const detail = await first.client.get<ConsoleOrderDetail>(`/ops-api/orders/recharge/${order.id}`);
    expect(detail.data.attempts).toMatchObject([{ outTradeNo: pay.outTradeNo, status: "paid", method: "alipay" }]);
    expect(detail.data.notifications.map((n) => n.outcome)).toContain("credited");
    expect(detail.data.refunds.map((r) => r.status)).toEqual(["succeeded"]);
    expect(detail.data.refundable).toMatchObject({ availableFen: 0 });
    expect(detail.data.order.refundedFen).toBe(pay.total);
    // The member page and the orders export show the refund beside what was paid.
    const memberPage = await first.client.get<{ orders: Array<{ orderNo: string; refundedFen: number }> }>(
      `/ops-api/members/${detail.data.order.memberId}`,
    );
    expect(memberPage.data.orders.find((o) => o.orderNo === order.orderNo)?.refundedFen).toBe(pay.total);
    const csv = await first.client.get("/ops-api/exports/orders?from=2020-01-01&to=2099-12-31");
    // Amounts in the row's own currency, named in the last column (USD card orders beside CNY ones).
    expect(csv.text).toContain("Paid,Refunded,Method");
    expect(csv.text.split("\r\n")[0]).toMatch(/,Currency,Coupon,List price,Discount$/);
    const row = csv.text.split("\r\n").find((csvLine) => csvLine.startsWith(`${order.orderNo},`));
    const yuan = (pay.total / 100).toFixed(2);
    // Refunded in full: the sheet says so (not "paid"), in the reader's words (not "alipay").
    expect(row).toContain(`,Refunded,`);
    expect(row).toContain(`,${yuan},${yuan},Alipay,`);
    expect(row).toMatch(/,CNY,,,$/);
    // The refund export lists it with who asked and who approved; the ledger export the traffic taken back.
    const refundsCsv = await first.client.get("/ops-api/exports/refunds?from=2020-01-01&to=2099-12-31");
    expect(refundsCsv.text.startsWith("\uFEFFRefund no.,Order no.,Order type,Member ID,Channel,")).toBe(true);
    const refundRow = refundsCsv.text.split("\r\n").find((csvLine) => csvLine.includes(`,${order.orderNo},`));
    expect(refundRow).toContain(
      `,${order.orderNo},Dynamic traffic,${detail.data.order.memberId},Alipay,${yuan},${yuan},Refunded,wrong plan,${first.operator.id},${second.operator.id},`,
    );
    const zhRefunds = await first.client.get("/ops-api/exports/refunds", { language: "zh-CN" });
    expect(zhRefunds.text).toContain(`,${order.orderNo},动态流量,`);
    expect(zhRefunds.text).toContain(",支付宝,");
    const ledgerCsv = await first.client.get("/ops-api/exports/ledger?from=2020-01-01&to=2099-12-31");
    expect(
      ledgerCsv.text.startsWith(
        "\uFEFFEntry ID,Member ID,Kind,Change (bytes),Change (GB),Source,Note,Time (Beijing time)",
      ),
    ).toBe(true);
    const memberLines = ledgerCsv.text
      .split("\r\n")
      .filter((csvLine) => csvLine.split(",")[1] === String(detail.data.order.memberId));
    expect(memberLines.some((csvLine) => csvLine.includes(",Recharge,"))).toBe(true);
    expect(memberLines.some((csvLine) => /,Refund,-\d+,-\d+(\.\d+)?,refund:/.test(csvLine))).toBe(true);
    expect((await auditRows("export", "ledger")).map((row) => [row.action, row.outcome])).toContainEqual([
      "export.ledger",
      "ok",
    ]);
    expect(
      (await auditRows("refund", String(requested.data.id))).map((row) => [row.action, row.outcome]).sort(),
    ).toEqual([
      ["refund.approve", "ok"],
      ["refund.approve", "refused"],
      ["refund.request", "ok"],
    ]);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("lets support request refunds but not approve them, and content not see orders", async () => {
    const support = await loggedInConsole(server, "support");
    const content = await loggedInConsole(server, "content");
    expect((await support.client.post("/ops-api/refunds/approve", { id: 1 })).code).toBe(403);
    expect(
      (
        await support.client.post("/ops-api/orders/mark-paid", {
          kind: "recharge",
          id: 1,
          bankReference: "ABCD1234",
          reason: "x",
        })
      ).code,
    ).toBe(403);
    expect((await content.client.get("/ops-api/orders")).code).toBe(403);
    expect((await support.client.get("/ops-api/orders")).code).toBe(0);
  });

  it("closes a waiting order and marks another paid by bank transfer, delivered like a provider payment", async () => {
    const finance = await loggedInConsole(server, "finance");
    const { order: unpaid } = await waitingOrder(1);
    const closed = await finance.client.post<ConsoleOrderDetail>("/ops-api/orders/close", {
      kind: "recharge",
      id: unpaid.id,
      reason: "customer asked to cancel",
    });
    expect(closed.data.order.status).toBe("closed");
    expect((await auditRows("recharge-order", String(unpaid.id))).map((row) => row.action)).toContain("order.close");

    const { token, order } = await waitingOrder(3);
    const input = { kind: "recharge", id: order.id, bankReference: `ICBC-${Date.now()}`, reason: "company transfer" };
    expect((await finance.client.post("/ops-api/orders/mark-paid", input)).code).toBe(0);
    // A second operator confirms the transfer (two-person rule); only then is the order paid.
    const checker = await loggedInConsole(server, "finance");
    const paid = await checker.client.post<ConsoleOrderDetail>("/ops-api/orders/mark-paid/decide", {
      kind: "recharge",
      id: order.id,
      decision: "confirm",
    });
    expect(paid.code).toBe(0);
    expect(paid.data.order).toMatchObject({ status: "paid", paymentMethod: "bank", payAmountFen: order.amount });
    expect(paid.data.attempts).toMatchObject([
      { method: "bank", status: "paid", providerTradeNo: input.bankReference },
    ]);
    // Fulfilled exactly as a provider payment: the member has the traffic.
    const me = await api.get<{ limitBalance: number }>("/app-api/ip/member-user/get", { token });
    expect(me.data.limitBalance).toBe(3 * 1024 ** 3);
    // Marked twice, or another order with the same reference: refused, nothing changes.
    expect((await finance.client.post("/ops-api/orders/mark-paid", input)).code).toBe(400);
    const { order: other } = await waitingOrder(1);
    expect((await finance.client.post("/ops-api/orders/mark-paid", { ...input, id: other.id })).code).toBe(0);
    const reused = await checker.client.post("/ops-api/orders/mark-paid/decide", {
      kind: "recharge",
      id: other.id,
      decision: "confirm",
    });
    expect(reused).toMatchObject({ code: 400, msg: "This bank reference has already paid another order" });
    // A bank transfer has no provider to refund through.
    const refund = await finance.client.post("/ops-api/refunds/request", {
      orderKind: "recharge",
      orderId: order.id,
      amountFen: 100,
      reason: "x",
      requestKey: `bank${Date.now()}abcd`,
    });
    expect(refund.code).toBe(400);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });
});
