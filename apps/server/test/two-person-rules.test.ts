import type { ConsoleOrderDetail, PayAnswer, RechargeOrder, Refund } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../src/lib/second-factor.ts";
import { approverIndependenceDays } from "../src/modules/console/operators/approver-independence.ts";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { type ConsoleClient, consoleClient, enrolmentTokenFor, loggedInConsole } from "./console-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

/**
 * Two-person rules one person cannot pass: an owner who creates (or resets) an operator and enrols
 * it on their own phone is not a second person for a while; a bank transfer needs two operators.
 */
describe.each(testDatabaseKinds())("two-person rules (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  let counter = 0;
  /** An operator the owner creates in the console, enrolled from the e-mailed link (by whoever holds it). */
  async function createdBy(
    owner: ConsoleClient,
    role: "finance" | "owner",
  ): Promise<{ client: ConsoleClient; id: number }> {
    counter += 1;
    const email = `puppet-${counter}-${Date.now()}@ops.test`;
    const made = await owner.post<{ operator: { id: number } }>("/ops-api/operators/create", {
      email,
      name: `Puppet ${counter}`,
      role,
    });
    expect(made.code, made.msg).toBe(0);
    return { client: await enrolFromLink(email), id: made.data.operator.id };
  }

  async function enrolFromLink(email: string): Promise<ConsoleClient> {
    const token = await enrolmentTokenFor(server, email);
    const client = consoleClient(server);
    const enrolment = await client.get<{ totpSecret: string }>(`/ops-api/auth/enrolment/${token}`);
    const password = "a puppet passphrase of mine";
    const enrolled = await client.post("/ops-api/auth/enrol", {
      token,
      password,
      code: totpCodeAt(enrolment.data.totpSecret, Date.now()),
    });
    expect(enrolled.code, enrolled.msg).toBe(0);
    const login = await client.post("/ops-api/auth/login", {
      email,
      password,
      code: totpCodeAt(enrolment.data.totpSecret, Date.now() + 30_000),
    });
    expect(login.code, login.msg).toBe(0);
    return client;
  }

  async function waitingOrder(trafficGb: number) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb }, { token })).data;
    return { token, order };
  }
  async function paidOrder(trafficGb: number) {
    const { token, order } = await waitingOrder(trafficGb);
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token })).data;
    await paymentCalls(server).sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl });
    return { token, order };
  }
  const balanceOf = async (token: string) =>
    (await api.get<{ limitBalance: number }>("/app-api/ip/member-user/get", { token })).data.limitBalance;
  /** Moves the moment the operator's enrolment was issued back by `days`. */
  const ageEnrolment = (id: number, days: number) =>
    server.database.db
      .update(tables.operators)
      .set({ enrolmentIssuedAt: new Date(Date.now() - days * 24 * 3600_000) })
      .where(eq(tables.operators.id, id));

  it("refuses a refund approval by an operator the requester created, in both languages, until the window passes", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const puppet = await createdBy(owner, "finance");
    const { order } = await paidOrder(1);
    const refund = await owner.post<Refund>("/ops-api/refunds/request", {
      orderKind: "recharge",
      orderId: order.id,
      amountFen: 100,
      reason: "customer complaint",
      requestKey: `puppet${Date.now()}ab`,
    });
    expect(refund.code, refund.msg).toBe(0);

    const refused = await puppet.client.post("/ops-api/refunds/approve", { id: refund.data.id });
    expect(refused).toMatchObject({
      code: 403,
      msg: `You cannot approve this: the operator who asked for it created you or reset your enrolment less than ${approverIndependenceDays} days ago. Ask another operator`,
    });
    const inChinese = await puppet.client.post(
      "/ops-api/refunds/approve",
      { id: refund.data.id },
      { language: "zh-CN" },
    );
    expect(inChinese.msg).toBe(
      `无法审批：申请人在 ${approverIndependenceDays} 天内创建了您的账户或重置了您的登录设置，请由其他操作员审批`,
    );
    const refusals = await server.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.recordId, String(refund.data.id)), eq(tables.auditLog.outcome, "refused")));
    expect(refusals.map((row) => row.reason)).toContain("approver enrolled by the requester");

    await ageEnrolment(puppet.id, approverIndependenceDays + 1);
    const approved = await puppet.client.post<Refund>("/ops-api/refunds/approve", { id: refund.data.id });
    expect(approved.code, approved.msg).toBe(0);
  });

  it("refuses an operator whose enrolment the requester reset; another operator approves", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const { client: other, operator: otherOperator } = await loggedInConsole(server, "finance");
    const reset = await owner.post("/ops-api/operators/reset-enrolment", { id: otherOperator.id });
    expect(reset.code, reset.msg).toBe(0);
    const reEnrolled = await enrolFromLink(otherOperator.email);
    const { order } = await paidOrder(1);
    const refund = await owner.post<Refund>("/ops-api/refunds/request", {
      orderKind: "recharge",
      orderId: order.id,
      amountFen: 100,
      reason: "customer complaint",
      requestKey: `reset${Date.now()}abc`,
    });
    expect((await reEnrolled.post("/ops-api/refunds/approve", { id: refund.data.id })).code).toBe(403);
    expect((await other.post("/ops-api/refunds/approve", { id: refund.data.id })).code).toBe(401);
    const { client: independent } = await loggedInConsole(server, "finance");
    expect((await independent.post("/ops-api/refunds/approve", { id: refund.data.id })).code).toBe(0);
  });

  it("marks a bank transfer paid only when a second, independent operator confirms it, and credits it once", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const puppet = await createdBy(owner, "finance");
    const { client: second } = await loggedInConsole(server, "finance");
    const { token, order } = await waitingOrder(3);
    const reference = `ICBC-${Date.now()}`;

    const reported = await owner.post<ConsoleOrderDetail>("/ops-api/orders/mark-paid", {
      kind: "recharge",
      id: order.id,
      bankReference: reference,
      reason: "company transfer",
    });
    expect(reported.code, reported.msg).toBe(0);
    expect(reported.data.order.status).toBe("waiting");
    expect(reported.data.bankTransfer).toMatchObject({ bankReference: reference, amountFen: order.amount });
    expect(await balanceOf(token)).toBe(0);
    // A second report while one waits is refused.
    const again = await owner.post("/ops-api/orders/mark-paid", {
      kind: "recharge",
      id: order.id,
      bankReference: `${reference}X`,
      reason: "again",
    });
    expect(again).toMatchObject({
      code: 400,
      msg: "A bank transfer for this order is already waiting for a second operator's confirmation",
    });

    const decide = { kind: "recharge", id: order.id, decision: "confirm" };
    expect(await owner.post("/ops-api/orders/mark-paid/decide", decide)).toMatchObject({
      code: 403,
      msg: "A bank transfer must be confirmed or rejected by a different operator than the one who reported it",
    });
    expect((await puppet.client.post("/ops-api/orders/mark-paid/decide", decide)).code).toBe(403);
    expect(await balanceOf(token)).toBe(0);

    const confirmed = await second.post<ConsoleOrderDetail>("/ops-api/orders/mark-paid/decide", decide);
    expect(confirmed.code, confirmed.msg).toBe(0);
    expect(confirmed.data.order).toMatchObject({ status: "paid", paymentMethod: "bank" });
    expect(confirmed.data.bankTransfer).toBeNull();
    expect(await balanceOf(token)).toBe(3 * 1024 ** 3);
    const twice = await second.post("/ops-api/orders/mark-paid/decide", decide);
    expect(twice).toMatchObject({ code: 404, msg: "No bank transfer is waiting for confirmation on this order" });
    expect(await balanceOf(token)).toBe(3 * 1024 ** 3);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });

  it("rejects a reported bank transfer: the order stays waiting and can be reported again", async () => {
    const { client: first } = await loggedInConsole(server, "finance");
    const { client: second } = await loggedInConsole(server, "finance");
    const { token, order } = await waitingOrder(1);
    const body = { kind: "recharge", id: order.id, bankReference: `CMB-${Date.now()}`, reason: "transfer" };
    expect((await first.post("/ops-api/orders/mark-paid", body)).code).toBe(0);
    const rejected = await second.post<ConsoleOrderDetail>("/ops-api/orders/mark-paid/decide", {
      kind: "recharge",
      id: order.id,
      decision: "reject",
      reason: "not on the statement",
    });
    expect(rejected.code, rejected.msg).toBe(0);
    expect(rejected.data).toMatchObject({ order: { status: "waiting" }, bankTransfer: null });
    expect(await balanceOf(token)).toBe(0);
    expect((await first.post("/ops-api/orders/mark-paid", body)).code).toBe(0);
  });

  it.skipIf(kind !== "postgres")("two operators confirming at the same moment credit the order once", async () => {
    const { client: reporter } = await loggedInConsole(server, "finance");
    const confirmers = await Promise.all([1, 2, 3].map(() => loggedInConsole(server, "finance")));
    const { token, order } = await waitingOrder(2);
    await reporter.post("/ops-api/orders/mark-paid", {
      kind: "recharge",
      id: order.id,
      bankReference: `ABC-${Date.now()}`,
      reason: "transfer",
    });
    const answers = await Promise.all(
      confirmers.map(({ client }) =>
        client.post("/ops-api/orders/mark-paid/decide", { kind: "recharge", id: order.id, decision: "confirm" }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.every((answer) => answer.code < 500)).toBe(true);
    expect(await balanceOf(token)).toBe(2 * 1024 ** 3);
    expect((await verifyLedger(server.database.db)).problems).toEqual([]);
  });
});
