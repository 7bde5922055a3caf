import type { OrderPaymentStatus, PayAnswer, PayInfo, RechargeOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRefundsRepo } from "../src/modules/commerce/payments/refunds-repo.ts";
import { createRefundsService, type RefundActor } from "../src/modules/commerce/payments/refunds-service.ts";
import { createPaymentsRepo } from "../src/modules/commerce/payments/repo.ts";
import { bytesPerGb, createLedgerWriter } from "../src/modules/proxy/traffic/ledger.ts";
import { createPaymentProviders } from "../src/payment-providers/create-providers.ts";
import { loadSandboxKeys } from "../src/payment-providers/sandbox/keys.ts";
import { stripeSandboxSecrets } from "../src/payment-providers/sandbox/stripe-sandbox.ts";
import { signStripeWebhook } from "../src/payment-providers/stripe.ts";
import { type ApiClient, apiClient } from "./auth-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const actor = (operatorId: number): RefundActor => ({
  operatorId,
  role: "finance",
  ip: "203.0.113.9",
  userAgent: "stripe test",
  requestId: `req-${operatorId}`,
});

/**
 * Card payments through the Stripe sandbox (the official `stripe` package pointed at it): USD
 * orders priced from the catalogue's USD prices, paid by card only, credited once however often
 * Stripe's signed webhook arrives; a forged signature is refused, a wrong amount kept as an
 * anomaly, and a refund goes back through Stripe's refund API.
 */
describe.each(testDatabaseKinds())("card payments through Stripe (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server);
  });
  afterAll(() => server?.close());

  const db = () => server.database.db;
  const sandbox = (path: string, body: unknown) => paymentCalls(server).sandbox(path, body);
  const createUsd = (token: string, body: Record<string, unknown>, language = "en") =>
    api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { currency: "USD", ...body }, { token, language });
  const payCard = async (token: string, id: number) =>
    (await api.post<PayAnswer>("/app-api/order/pay", { id, method: "card" }, { token })).data;
  const status = async (token: string, id: number) =>
    (await api.get<OrderPaymentStatus>(`/app-api/ip/recharge-order/getStatus/${id}`, { token })).data;
  const ledgerRows = (orderId: number) =>
    db()
      .select()
      .from(tables.trafficLedger)
      .where(like(tables.trafficLedger.cause, `recharge-order:${orderId}`));
  const anomaliesOf = async (outTradeNo: string) =>
    (
      await db()
        .select({ anomaly: tables.paymentAnomalies })
        .from(tables.paymentAnomalies)
        .innerJoin(tables.paymentAttempts, eq(tables.paymentAttempts.id, tables.paymentAnomalies.attemptId))
        .where(eq(tables.paymentAttempts.outTradeNo, outTradeNo))
    ).map((row) => row.anomaly);
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it("prices a package in USD cents, refuses one without a USD price, and offers card only", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = await createUsd(token, { packageId: 1 });
    expect(order).toMatchObject({ code: 0, data: { currency: "USD", amount: 2200, trafficGb: 5 } });

    // Enterprise has no USD price: a translated refusal, no order made.
    const noUsd = await createUsd(token, { packageId: 5 });
    expect(noUsd).toMatchObject({
      code: 400,
      msg: "This package has no US dollar price; choose CNY or another package",
    });
    const zh = await createUsd(token, { packageId: 5 }, "zh-CN");
    expect(zh.msg).toBe("该套餐暂无美元价格，请改用人民币或选择其他套餐");
    expect((await createUsd(token, { trafficGb: 3 })).code).toBe(400);

    const info = (await api.get<PayInfo>(`/app-api/order/getPayInfo?orderType=recharge&id=${order.data.id}`, { token }))
      .data;
    expect(info).toMatchObject({ currency: "USD", amount: 2200 });
    expect(info.options.map((option) => option.method)).toEqual(["card"]);
    const alipay = await api.post("/app-api/order/pay", { id: order.data.id, method: "alipay" }, { token });
    expect(alipay).toMatchObject({ code: 400, msg: "Orders in US dollars are paid by card" });

    // A CNY order keeps Alipay and WeChat Pay (card for CNY is off unless the seller enables it).
    const cny = await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { packageId: 1 }, { token });
    expect(cny.data).toMatchObject({ currency: "CNY", amount: 16_000 });
    const cnyInfo = (
      await api.get<PayInfo>(`/app-api/order/getPayInfo?orderType=recharge&id=${cny.data.id}`, { token })
    ).data;
    expect(cnyInfo.options.map((option) => option.method)).toEqual(["alipay", "wechat"]);
  });

  it("credits once when Stripe's signed webhook arrives five times at once", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await createUsd(token, { packageId: 2 })).data;
    const pay = await payCard(token, order.id);
    expect(pay).toMatchObject({ method: "card", channel: "card_checkout", total: 7800 });
    expect(pay.payUrl).toMatch(/\/sandbox\/stripe\/pay\/cs_test_/);

    const hook = await sandbox("/sandbox/stripe/hooks/pay", {
      out_trade_no: pay.outTradeNo,
      deliver: "duplicates",
      copies: 5,
    });
    expect(hook.status).toBe(200);
    const delivered = hook.body.notifications as { attempts: { status: number }[] }[];
    expect(delivered.map((n) => n.attempts[0]?.status)).toEqual([200, 200, 200, 200, 200]);

    expect(await status(token, order.id)).toMatchObject({ status: "paid" });
    const rows = await ledgerRows(order.id);
    expect(rows.reduce((sum, row) => sum + BigInt(row.deltaBytes), 0n)).toBe(22n * bytesPerGb);
    const notes = await db()
      .select()
      .from(tables.paymentNotifications)
      .where(eq(tables.paymentNotifications.outTradeNo, pay.outTradeNo));
    expect(notes.map((n) => n.outcome).sort()).toEqual([
      "credited",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
    const [attempt] = await db()
      .select()
      .from(tables.paymentAttempts)
      .where(eq(tables.paymentAttempts.outTradeNo, pay.outTradeNo));
    expect(attempt).toMatchObject({ status: "paid", currency: "USD", amountFen: 7800 });
    expect(attempt?.providerTradeNo).toMatch(/^pi_/);
    const [paid] = await db().select().from(tables.rechargeOrders).where(eq(tables.rechargeOrders.id, order.id));
    expect(paid).toMatchObject({ paymentMethod: "card", currency: "USD", payAmountFen: 7800 });
  });

  it("refuses a webhook whose signature does not match, and credits nothing", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await createUsd(token, { packageId: 1 })).data;
    const pay = await payCard(token, order.id);
    const [attempt] = await db()
      .select()
      .from(tables.paymentAttempts)
      .where(eq(tables.paymentAttempts.outTradeNo, pay.outTradeNo));
    const body = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: attempt?.providerRef,
          object: "checkout.session",
          client_reference_id: pay.outTradeNo,
          payment_status: "paid",
          status: "complete",
          amount_total: 2200,
          currency: "usd",
          payment_intent: "pi_forged",
        },
      },
    });
    const notify = (signature: string) =>
      fetch(`${server.baseUrl}/pay/notify/card`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body,
      });
    // Signed with another secret, then with the right one over different bytes.
    const wrongSecret = await notify(signStripeWebhook(body, "whsec_not_the_shops_secret", new Date()));
    expect(wrongSecret.status).toBe(400);
    const keys = await loadSandboxKeys({ file: null });
    const otherBody = await notify(signStripeWebhook(`${body} `, stripeSandboxSecrets(keys).webhookSecret, new Date()));
    expect(otherBody.status).toBe(400);
    expect((await fetch(`${server.baseUrl}/pay/notify/card`, { method: "POST", body })).status).toBe(400);
    expect(await status(token, order.id)).toMatchObject({ status: "waiting" });
    expect(await ledgerRows(order.id)).toEqual([]);
    const notes = await db()
      .select()
      .from(tables.paymentNotifications)
      .where(eq(tables.paymentNotifications.method, "card"));
    expect(notes.filter((n) => n.outcome.startsWith("rejected: signature")).length).toBeGreaterThanOrEqual(3);
  });

  it("keeps a charge of another amount or currency as an anomaly, never crediting it", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await createUsd(token, { packageId: 1 })).data;
    const pay = await payCard(token, order.id);
    const hook = await sandbox("/sandbox/stripe/hooks/pay", { out_trade_no: pay.outTradeNo, total: 100 });
    expect(hook.status).toBe(200);
    expect(await anomaliesOf(pay.outTradeNo)).toMatchObject([
      { reason: "amount-mismatch", amountFen: 100, currency: "USD", status: "needs-refund" },
    ]);
    expect(await status(token, order.id)).toMatchObject({ status: "waiting" });
    expect(await ledgerRows(order.id)).toEqual([]);

    const other = (await createUsd(token, { packageId: 1 })).data;
    const otherPay = await payCard(token, other.id);
    await sandbox("/sandbox/stripe/hooks/pay", { out_trade_no: otherPay.outTradeNo, currency: "EUR" });
    expect(await anomaliesOf(otherPay.outTradeNo)).toMatchObject([{ reason: "currency-mismatch" }]);
  });

  it("finds a payment whose webhook never came by asking Stripe, and refunds it through Stripe's refund API", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await createUsd(token, { packageId: 1 })).data;
    const pay = await payCard(token, order.id);
    await sandbox("/sandbox/stripe/hooks/pay", { out_trade_no: pay.outTradeNo, deliver: "never" });
    // The status poll asks Stripe (checkout.sessions.retrieve) and settles it.
    await waitFor(async () => (await status(token, order.id)).status === "paid", "the query to settle it");
    const [row] = await db().select().from(tables.rechargeOrders).where(eq(tables.rechargeOrders.id, order.id));
    const memberId = row?.memberId as number;
    expect(await createLedgerWriter(db()).balance(memberId)).toBe(5n * bytesPerGb);

    const [requester, approver] = [actor(301), actor(302)];
    await db()
      .insert(tables.operators)
      .values(
        [requester, approver].map((who) => ({
          id: who.operatorId,
          email: `stripe-${who.operatorId}@example.com`,
          name: `Finance ${who.operatorId}`,
          role: "finance",
        })),
      );
    const keys = await loadSandboxKeys({ file: null });
    const providers = createPaymentProviders(
      { alipay: { kind: "sandbox" }, wechat: { kind: "sandbox" }, card: { kind: "sandbox" } },
      { keys, origin: () => server.baseUrl },
    );
    const refunds = createRefundsService({
      db: db(),
      repo: createRefundsRepo(db()),
      payments: createPaymentsRepo(db()),
      orders: server.services.orders.forRefunds,
      providers,
      audit: { record: async () => undefined },
      notifyBaseUrl: () => server.baseUrl,
      reservedTraffic: server.services.reservedTraffic,
      log: server.app.log,
    });
    const target = { type: "order" as const, orderKind: "recharge" as const, orderId: order.id };
    const base = { target, amountFen: 2200, reason: "card refund", keepUsedTraffic: false };
    // Never into the CNY balance.
    await expect(
      refunds.request(requester, { ...base, destination: "balance", requestKey: "stripe-balance" }),
    ).rejects.toMatchObject({ messageKey: "refunds.usdToCardOnly" });
    const requested = await refunds.request(requester, { ...base, requestKey: "stripe-card" });
    const done = await refunds.approve(approver, requested.id);
    expect(done).toMatchObject({ status: "succeeded", providerCalls: 1, amountFen: 2200 });
    const atStripe = (await (
      await fetch(`${server.baseUrl}/sandbox/stripe/hooks/refunds?out_trade_no=${pay.outTradeNo}`)
    ).json()) as { refundedFen: number; refunds: { outRefundNo: string }[] };
    expect(atStripe).toMatchObject({ refundedFen: 2200, refunds: [{ outRefundNo: requested.refundNo }] });
    expect(await createLedgerWriter(db()).balance(memberId)).toBe(0n);
    // Asked again (the settle job's question), Stripe answers the same refund by our number.
    const [attempt] = await db()
      .select()
      .from(tables.paymentAttempts)
      .where(eq(tables.paymentAttempts.outTradeNo, pay.outTradeNo));
    expect(
      await providers.card.queryRefund(pay.outTradeNo, requested.refundNo, attempt?.providerTradeNo),
    ).toMatchObject({ state: "succeeded", refundFen: 2200 });
  });
});

describe("USD prices without card payments", () => {
  it("are not offered when Stripe is off (production without keys), so no USD order can be placed", async () => {
    const { createCatalogueService } = await import("../src/modules/commerce/catalogue/service.ts");
    const row = {
      id: 1,
      nameZh: "入门版",
      nameEn: "Starter",
      trafficGb: 5,
      giftGb: 0,
      priceFen: 16_000,
      usdPriceCents: 2_200,
      validDays: 365,
      isRecommended: false,
    };
    const repo = { listTrafficPackages: async () => [row], findTrafficPackage: async () => row } as never;
    const off = createCatalogueService(repo, { sellsInUsd: false });
    expect(await off.getTrafficPackage(1, "en")).toMatchObject({ price: 16_000, usdPrice: null, usdUnitPrice: null });
    const on = createCatalogueService(repo, { sellsInUsd: true });
    expect(await on.listTrafficPackages("en")).toMatchObject([{ usdPrice: 2_200, usdUnitPrice: 440 }]);
  });
});
