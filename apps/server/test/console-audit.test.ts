import type { AdjustmentList, AuditEntry, AuditPage, AuditVerification, TrafficAdjustment } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessMinute } from "../src/lib/business-time.ts";
import { type ConsoleClient, loggedInConsole, type TestOperator } from "./console-helpers.ts";
import { balanceOf, grantTraffic, makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const gb = 1024 * 1024 * 1024;
/** Today on the business's calendar (BUSINESS_TIME_ZONE, Asia/Shanghai by default): the audit filter's days. */
const today = () => businessMinute(new Date(), "Asia/Shanghai").slice(0, 10);

/** The audit log viewer and the owner's overview of waiting traffic adjustments, through the console calls. */
describe.each(testDatabaseKinds())("console audit and pending adjustments (%s)", (kind) => {
  let server: TestServer;
  let owner: ConsoleClient;
  let ownerOperator: TestOperator;
  let finance: ConsoleClient;
  let support: ConsoleClient;
  let supportOperator: TestOperator;
  let member: TestMember;

  beforeAll(async () => {
    server = await startTestServer(kind, undefined, {
      env: { CONSOLE_ADJUST_CAP_GB_PER_ACTION: "1", CONSOLE_ADJUST_CAP_GB_PER_DAY: "2" },
    });
    ({ client: owner, operator: ownerOperator } = await loggedInConsole(server, "owner"));
    finance = (await loggedInConsole(server, "finance")).client;
    ({ client: support, operator: supportOperator } = await loggedInConsole(server, "support"));
    [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    await grantTraffic(server, member.memberId, BigInt(gb));
  });
  afterAll(() => server?.close());

  const audit = (client: ConsoleClient, query: Record<string, string | number> = {}) =>
    client.get<AuditPage>(
      `/ops-api/audit?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    );
  const adjust = (deltaMb: number, reason: string) =>
    support.post<TrafficAdjustment>(`/ops-api/members/${member.memberId}/adjust-traffic`, { deltaMb, reason });

  it("lists rows newest first and narrows them by operator, action, member, record, outcome and day", async () => {
    const small = await adjust(100, "goodwill for an outage");
    expect(small.data.status).toBe("applied");
    await support.post(`/ops-api/members/${member.memberId}/notes`, { body: "called about a charge" });
    // Support may not read the log: refused, and the refusal is itself a row.
    expect((await audit(support)).code).toBe(403);

    const all = await audit(owner);
    expect(all.code).toBe(0);
    const ids = all.data.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.data.operators.map((operator) => operator.id)).toContain(supportOperator.id);

    const bySupport = await audit(owner, { operatorId: supportOperator.id });
    expect(bySupport.data.list.length).toBeGreaterThanOrEqual(4);
    expect(bySupport.data.list.every((row) => row.operator?.id === supportOperator.id)).toBe(true);
    expect(bySupport.data.list[0]).toMatchObject({ action: "console.refused", outcome: "refused" });

    const adjustments = await audit(owner, { action: "member.traffic", memberId: member.memberId });
    expect(adjustments.data.list.map((row) => row.action)).toEqual(["member.traffic.adjust"]);
    expect(adjustments.data.list[0]).toMatchObject({
      recordType: "traffic_adjustment",
      recordId: String(small.data.id),
      reason: "goodwill for an outage",
      operator: { id: supportOperator.id, email: supportOperator.email },
    });

    const byRecord = await audit(owner, { recordType: "traffic_adjustment", recordId: String(small.data.id) });
    expect(byRecord.data.list.map((row) => row.id)).toEqual(adjustments.data.list.map((row) => row.id));

    const refused = await audit(owner, { outcome: "refused" });
    expect(refused.data.list.length).toBeGreaterThan(0);
    expect(refused.data.list.every((row) => row.outcome === "refused")).toBe(true);

    // The owner's own login is there, under their name.
    const logins = await audit(owner, { operatorId: ownerOperator.id, action: "operator.login" });
    expect(logins.data.list).toHaveLength(1);

    expect((await audit(owner, { from: today(), to: today() })).data.list.length).toBe(all.data.list.length);
    const tomorrow = businessMinute(new Date(Date.now() + 86_400_000), "Asia/Shanghai").slice(0, 10);
    expect((await audit(owner, { from: tomorrow })).data.list).toEqual([]);
    // A wildcard in the action is a character, not a pattern.
    expect((await audit(owner, { action: "%" })).data.list).toEqual([]);
  });

  it("refuses bad filters with a clear message", async () => {
    expect(await audit(owner, { from: "2026-02-30" })).toMatchObject({
      code: 400,
      msg: "Please enter a day as YYYY-MM-DD",
    });
    expect(await audit(owner, { from: "2026-11-25", to: "2026-11-24" })).toMatchObject({
      code: 400,
      msg: "The last day must not be before the first",
    });
    expect((await audit(owner, { outcome: "maybe" })).code).toBe(400);
    expect((await audit(owner, { pageSize: 1000 })).code).toBe(400);
  });

  it("pages by key, older and back to newer, without gaps or repeats", async () => {
    const everything = (await audit(owner, { pageSize: 100 })).data.list.map((row) => row.id);
    expect(everything.length).toBeGreaterThanOrEqual(5);

    const first = await audit(owner, { pageSize: 2 });
    expect(first.data.newer).toBeNull();
    expect(first.data.older).toBe(first.data.list[1]?.id);
    const second = await audit(owner, { pageSize: 2, before: first.data.older ?? 0 });
    expect([...first.data.list, ...second.data.list].map((row) => row.id)).toEqual(everything.slice(0, 4));
    expect(second.data.newer).toBe(second.data.list[0]?.id);

    const back = await audit(owner, { pageSize: 2, after: second.data.newer ?? 0 });
    expect(back.data.list.map((row) => row.id)).toEqual(first.data.list.map((row) => row.id));
    expect(back.data.newer).toBeNull();

    // The last page says there is nothing older.
    const oldest = await audit(owner, { pageSize: 2, after: 0 });
    expect(oldest.data.list.map((row) => row.id)).toEqual(everything.slice(-2));
    expect(oldest.data.older).toBeNull();
  });

  it("shows one row's changes side by side, with IP, user agent and request id, ID numbers masked", async () => {
    const idNumber = "11010519491231002X";
    const made = await adjust(50, `member sent ${idNumber} by mistake`);
    const [row] = (await audit(owner, { recordType: "traffic_adjustment", recordId: String(made.data.id) })).data.list;
    expect(row?.reason).toBe("member sent 110105********002X by mistake");

    const entry = await owner.get<AuditEntry>(`/ops-api/audit/${row?.id}`);
    expect(entry.code).toBe(0);
    expect(entry.data).toMatchObject({
      action: "member.traffic.adjust",
      userAgent: "console-test",
      reason: "member sent 110105********002X by mistake",
    });
    expect(entry.data.ip).toBeTruthy();
    expect(entry.data.requestId).toBeTruthy();
    expect(JSON.stringify(entry.data)).not.toContain(idNumber);
    const balance = entry.data.changes.find((change) => change.field === "balanceBytes");
    expect(balance).toBeDefined();
    expect(Number(balance?.after) - Number(balance?.before)).toBe(50 * 1024 * 1024);
    expect(entry.data.changes.find((change) => change.field === "status")).toEqual({
      field: "status",
      before: null,
      after: "applied",
    });

    expect(await owner.get("/ops-api/audit/999999999")).toMatchObject({
      code: 404,
      msg: "This audit entry does not exist",
    });
  });

  it("lets the owner verify the chain, and nobody else", async () => {
    const verified = await owner.post<AuditVerification>("/ops-api/audit/verify", {});
    expect(verified.code).toBe(0);
    expect(verified.data.firstBad).toBeNull();
    expect(verified.data.checked).toBeGreaterThan(5);
    expect((await finance.post("/ops-api/audit/verify", {})).code).toBe(403);
    expect((await support.post("/ops-api/audit/verify", {})).code).toBe(403);
  });

  it("lists support's request above the caps for the owner until it is approved", async () => {
    const request = await adjust(3 * 1024, "compensation for ticket 77");
    expect(request.data.status).toBe("pending");

    expect((await support.get("/ops-api/traffic-adjustments/pending")).code).toBe(403);
    expect((await finance.get("/ops-api/traffic-adjustments/pending")).code).toBe(403);
    const pending = await owner.get<AdjustmentList>("/ops-api/traffic-adjustments/pending");
    expect(pending.code).toBe(0);
    const [mobileRow] = await server.database.db
      .select({ mobile: tables.members.mobile })
      .from(tables.members)
      .where(eq(tables.members.id, member.memberId));
    expect(pending.data.list.find((row) => row.id === request.data.id)).toMatchObject({
      memberId: member.memberId,
      memberMobile: mobileRow?.mobile,
      deltaBytes: 3 * gb,
      reason: "compensation for ticket 77",
      requestedBy: supportOperator.id,
      requestedByName: expect.stringMatching(/^support /),
      status: "pending",
    });

    const before = await balanceOf(server, member.memberId);
    const approved = await owner.post<TrafficAdjustment>(`/ops-api/traffic-adjustments/${request.data.id}/decide`, {
      decision: "approve",
    });
    expect(approved.data.status).toBe("applied");
    expect(await balanceOf(server, member.memberId)).toBe(before + BigInt(3 * gb));
    const after = await owner.get<AdjustmentList>("/ops-api/traffic-adjustments/pending");
    expect(after.data.list.map((row) => row.id)).not.toContain(request.data.id);
    const ledgerRows = await server.database.db
      .select()
      .from(tables.trafficLedger)
      .where(
        and(
          eq(tables.trafficLedger.memberId, member.memberId),
          eq(tables.trafficLedger.cause, `console-adjustment:${request.data.id}`),
        ),
      );
    expect(ledgerRows).toHaveLength(1);
  });
});
