import type { MemberPage, PayAnswer, RechargeOrder, Refund } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { consoleClient, enrolmentTokenFor, loggedInConsole } from "./console-helpers.ts";
import { paymentCalls, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

/** Audit rows for refusals and sensitive reads the first round left out (#26). */
describe.each(testDatabaseKinds())("audited reads and refusals (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  const rowsOf = (action: string) =>
    server.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, action))
      .orderBy(desc(tables.auditLog.id));

  it("records a console call refused for its Origin, with the path and the Origin named", async () => {
    const { client } = await loggedInConsole(server, "support");
    const refused = await client.post("/ops-api/members/1/notes", { body: "x" }, { origin: "https://evil.example" });
    expect(refused.code).toBe(403);
    const [row] = await rowsOf("console.origin-refused");
    expect(row).toMatchObject({
      outcome: "refused",
      reason: "POST /ops-api/members/1/notes from https://evil.example",
      userAgent: "console-test",
    });
    const without = await client.post("/ops-api/auth/logout", {}, { origin: null });
    expect(without.code).toBe(403);
    expect((await rowsOf("console.origin-refused"))[0]?.reason).toBe("POST /ops-api/auth/logout from no Origin");
  });

  it("records member searches and member detail views: who looked for whom", async () => {
    const { client, operator } = await loggedInConsole(server, "support");
    await quickMembers(server, 1);
    const [member] = await server.database.db.select().from(tables.members).orderBy(desc(tables.members.id)).limit(1);
    const memberId = member?.id as number;
    const query = `nobody-${Date.now()}`;
    expect((await client.get<MemberPage>(`/ops-api/members?q=${query}`)).data.total).toBe(0);
    expect((await rowsOf("member.search"))[0]).toMatchObject({
      operatorId: operator.id,
      recordId: null,
      after: { q: query, total: 0 },
    });
    const detail = await client.get(`/ops-api/members/${memberId}`);
    expect(detail.code, detail.msg).toBe(0);
    expect((await rowsOf("member.view"))[0]).toMatchObject({
      operatorId: operator.id,
      memberId,
      recordId: String(memberId),
    });
  });

  it("records every opening of an enrolment link, and a wrong link as refused", async () => {
    const { client: owner } = await loggedInConsole(server, "owner");
    const email = `opened-${Date.now()}@ops.test`;
    const made = await owner.post<{ operator: { id: number } }>("/ops-api/operators/create", {
      email,
      name: "Opened",
      role: "support",
    });
    const token = await enrolmentTokenFor(server, email);
    const visitor = consoleClient(server, { ip: "198.51.100.77" });
    expect((await visitor.get(`/ops-api/auth/enrolment/${token}`)).code).toBe(0);
    expect((await visitor.get(`/ops-api/auth/enrolment/${token}`)).code).toBe(0);
    const opened = await server.database.db
      .select()
      .from(tables.auditLog)
      .where(
        and(
          eq(tables.auditLog.action, "operator.enrolment-open"),
          eq(tables.auditLog.recordId, String(made.data.operator.id)),
        ),
      )
      .orderBy(tables.auditLog.id);
    expect(opened.map((row) => [row.ip, row.after])).toEqual([
      ["198.51.100.77", { firstOpening: true }],
      ["198.51.100.77", { firstOpening: false }],
    ]);
    expect(JSON.stringify(opened)).not.toContain(token);
    expect((await visitor.get(`/ops-api/auth/enrolment/${"x".repeat(43)}`)).code).toBe(404);
    expect((await rowsOf("operator.enrolment-open"))[0]).toMatchObject({ outcome: "refused", recordId: null });
  });

  it("records 'check with the provider now' on a refund", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 1 }, { token }))
      .data;
    const pay = (await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token })).data;
    await paymentCalls(server).sandbox("/sandbox/alipay/hooks/pay", { pay_url: pay.payUrl });
    const first = await loggedInConsole(server, "finance");
    const second = await loggedInConsole(server, "finance");
    const refund = await first.client.post<Refund>("/ops-api/refunds/request", {
      orderKind: "recharge",
      orderId: order.id,
      amountFen: 100,
      reason: "settle test",
      requestKey: `settle${Date.now()}x`,
    });
    expect((await second.client.post("/ops-api/refunds/approve", { id: refund.data.id })).code).toBe(0);
    const settled = await second.client.post<Refund>("/ops-api/refunds/settle", { id: refund.data.id });
    expect(settled.code, settled.msg).toBe(0);
    expect((await rowsOf("refund.settle"))[0]).toMatchObject({
      operatorId: second.operator.id,
      recordType: "refund",
      recordId: String(refund.data.id),
      after: { status: settled.data.status },
    });
  });
});
