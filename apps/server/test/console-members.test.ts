import { request as httpRequest } from "node:http";
import type {
  CertificationApplication,
  CertificationQueue,
  GatewayAccount,
  GrantAnswer,
  MemberDetail,
  MemberPage,
  MemberSuspensionState,
  ProxyAccount,
  TokenPair,
  TrafficAdjustment,
  UsageBatchResult,
} from "@shop/contract";
import { type ExtractionToken, translateMessage } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, apiClient, randomIp, startWithApi } from "./auth-helpers.ts";
import { companyDetails, registerMember, samplePng, uploadFile } from "./certification-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import {
  balanceOf,
  gatewayClient,
  grantTraffic,
  makeMembers,
  memberWithAccount,
  newBatchId,
  type TestMember,
  uniqueUsername,
} from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const gw = { id: "gw-console", secret: "gateway-console-secret-0001" };
const mb = 1024 * 1024;
const gb = 1024 * mb;
const memberPassword = "orders test passphrase";

/** Support's members work through the real console calls, on both databases. */
describe.each(testDatabaseKinds())("console members (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let gateway: ReturnType<typeof gatewayClient>;
  let support: ConsoleClient;
  let supportId: number;
  let owner: ConsoleClient;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: {
        USAGE_GATEWAY_SECRETS: `${gw.id}:${gw.secret}`,
        CONSOLE_ADJUST_CAP_GB_PER_ACTION: "1",
        CONSOLE_ADJUST_CAP_GB_PER_DAY: "2",
      },
    }));
    gateway = gatewayClient(server, gw.id, gw.secret);
    const supportLogin = await loggedInConsole(server, "support");
    support = supportLogin.client;
    supportId = supportLogin.operator.id;
    owner = (await loggedInConsole(server, "owner")).client;
  });
  afterAll(() => server?.close());

  async function memberWithAccountAndMobile(traffic: bigint) {
    const member = await memberWithAccount(server, traffic);
    const [row] = await server.database.db.select().from(tables.members).where(eq(tables.members.id, member.memberId));
    return { ...member, mobile: row?.mobile as string };
  }

  const auditRows = (memberId: number, action: string) =>
    server.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.memberId, memberId), eq(tables.auditLog.action, action)));

  it("finds a member by mobile, sub-account name, order number or id, and pages and sorts in SQL", async () => {
    const member = await memberWithAccountAndMobile(BigInt(gb));
    const [firstPackage] = (await api.get<{ id: number }[]>("/app-api/ip/traffic-combo-product-price/list")).data;
    const order = await api.post<{ id: number; orderNo: string }>(
      "/app-api/ip/recharge-order/create",
      { packageId: firstPackage?.id },
      { token: member.token },
    );
    expect(order.code).toBe(0);
    const byMobile = await support.get<MemberPage>(`/ops-api/members?q=${member.mobile}`);
    expect(byMobile.code).toBe(0);
    expect(byMobile.data.list).toEqual([
      expect.objectContaining({ id: member.memberId, matchedBy: "mobile", remainingBytes: gb, suspended: false }),
    ]);
    const byAccount = await support.get<MemberPage>(`/ops-api/members?q=${member.account.username}`);
    expect(byAccount.data.list.map((row) => [row.id, row.matchedBy])).toEqual([[member.memberId, "sub-account"]]);
    const byOrder = await support.get<MemberPage>(`/ops-api/members?q=${order.data.orderNo}`);
    expect(byOrder.data.list.map((row) => [row.id, row.matchedBy])).toEqual([[member.memberId, "order"]]);
    const byId = await support.get<MemberPage>(`/ops-api/members?q=${member.memberId}`);
    expect(byId.data.list.map((row) => row.id)).toContain(member.memberId);
    const nobody = await support.get<MemberPage>("/ops-api/members?q=nobody-has-this");
    expect(nobody.data).toMatchObject({ list: [], total: 0 });

    await makeMembers(server, 3, { certified: false });
    const pageOne = await support.get<MemberPage>("/ops-api/members?sort=id&order=asc&pageSize=2&page=1");
    const pageTwo = await support.get<MemberPage>("/ops-api/members?sort=id&order=asc&pageSize=2&page=2");
    expect(pageOne.data.list).toHaveLength(2);
    expect(pageOne.data.total).toBeGreaterThanOrEqual(3);
    const ids = [...pageOne.data.list, ...pageTwo.data.list].map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await support.get("/ops-api/members?sort=password")).toMatchObject({ code: 400 });
  });

  it("shows the member page with the ledger's causes and a masked ID number; unmasking is audited", async () => {
    const member = await memberWithAccountAndMobile(BigInt(2 * gb));
    await server.database.db.insert(tables.personalCertifications).values({
      memberId: member.memberId,
      realName: "孙七",
      idCardNumber: "510107199001012418",
      idCardHash: `test-${member.memberId}`,
      status: 3,
    });
    const page = await support.get<MemberDetail>(`/ops-api/members/${member.memberId}`);
    expect(page.code).toBe(0);
    expect(page.data.profile).toMatchObject({
      id: member.memberId,
      remainingBytes: 2 * gb,
      suspendedAt: null,
      personal: { realName: "孙七", idCardNumberMasked: "510107********2418" },
    });
    expect(JSON.stringify(page.data)).not.toContain("510107199001012418");
    expect(page.data.ledger).toEqual([expect.objectContaining({ kind: "adjustment", deltaBytes: 2 * gb })]);
    expect(page.data.subAccounts.map((row) => row.username)).toEqual([member.account.username]);

    expect(await support.post(`/ops-api/members/${member.memberId}/unmask`, { reason: " " })).toMatchObject({
      code: 400,
      msg: "Please give a reason",
    });
    const unmasked = await support.post(`/ops-api/members/${member.memberId}/unmask`, { reason: "ticket 4411" });
    expect(unmasked).toMatchObject({ code: 0, data: { idCardNumber: "510107199001012418" } });
    expect(await auditRows(member.memberId, "member.certification.unmask")).toEqual([
      expect.objectContaining({ reason: "ticket 4411", operatorId: supportId, outcome: "ok" }),
    ]);

    const note = await support.post(`/ops-api/members/${member.memberId}/notes`, { body: "Called about a charge" });
    expect(note.code).toBe(0);
    const after = await support.get<MemberDetail>(`/ops-api/members/${member.memberId}`);
    expect(after.data.notes.map((row) => row.body)).toEqual(["Called about a charge"]);
    expect(await support.get(`/ops-api/members/999999999`)).toMatchObject({
      code: 404,
      msg: "This member does not exist",
    });
  });

  it("suspends a member: sessions end, login, gateway API and extraction URL refuse; lifting restores exactly", async () => {
    const member = await memberWithAccountAndMobile(BigInt(gb));
    // A second sub-account the member switched off themselves: it must stay off after the lift.
    const second = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username: uniqueUsername("off") },
      { token: member.token },
    );
    await api.post("/app-api/ip/proxy-account/update", { id: second.data.id, enabled: false }, { token: member.token });
    const officeIp = randomIp();
    await api.post("/app-api/ip/whitelist/create", { ip: officeIp }, { token: member.token });
    const extraction = await api.get<ExtractionToken>("/app-api/ip/extract-token/get", { token: member.token });
    const extract = (language: string) =>
      fetch(`${server.baseUrl}${extraction.data.path}?count=1`, {
        headers: { "x-forwarded-for": officeIp, "accept-language": language },
      });
    expect((await extract("en")).status).toBe(200);

    expect(await support.post(`/ops-api/members/${member.memberId}/suspend`, {})).toMatchObject({ code: 400 });
    const suspended = await support.post<MemberSuspensionState>(`/ops-api/members/${member.memberId}/suspend`, {
      reason: "card fraud report",
    });
    expect(suspended).toMatchObject({ code: 0, data: { suspended: true, reason: "card fraud report" } });
    expect(await support.post(`/ops-api/members/${member.memberId}/suspend`, { reason: "again" })).toMatchObject({
      code: 400,
      msg: "This member is already suspended",
    });

    // The member's session is gone, and logging in again is refused in the member's language.
    expect((await api.get("/app-api/ip/member-user/get", { token: member.token })).code).toBe(401);
    const loginEn = await api.post("/app-api/member/auth/login", { account: member.mobile, password: memberPassword });
    expect(loginEn).toMatchObject({
      code: 403,
      msg: "This account has been suspended. Please contact customer service.",
    });
    const loginZh = await api.post(
      "/app-api/member/auth/login",
      { account: member.mobile, password: memberPassword },
      { language: "zh-CN" },
    );
    expect(loginZh.msg).toBe(translateMessage("zh-CN", "auth.accountSuspended"));
    // A wrong password still answers the generic failure: suspension is told only to the owner of the password.
    expect(
      (await api.post("/app-api/member/auth/login", { account: member.mobile, password: "wrong password 1" })).code,
    ).not.toBe(403);

    // Gateways: the lookup answers "suspended", and a batch answer tells them to close the tunnels.
    const lookup = await gateway.checkAccount<GatewayAccount>(member.account.username);
    expect(lookup).toMatchObject({ status: 200, body: { allowed: false, status: "suspended" } });
    const batch = await gateway.postBatch<UsageBatchResult>({
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [],
      watch: [member.account.username],
    });
    expect(batch.body.exhaustedAccounts).toEqual([member.account.username]);
    expect(batch.body.accounts).toEqual([expect.objectContaining({ status: "suspended" })]);

    const refused = await extract("en");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("This account has been suspended\n");
    expect(await (await extract("zh-CN")).text()).toBe("该账户已被停用\n");

    expect(await auditRows(member.memberId, "member.suspend")).toEqual([
      expect.objectContaining({ reason: "card fraud report", outcome: "ok" }),
    ]);

    const lifted = await support.post<MemberSuspensionState>(`/ops-api/members/${member.memberId}/lift`, {
      reason: "cleared by the bank",
    });
    expect(lifted).toMatchObject({ code: 0, data: { suspended: false } });
    expect((await gateway.checkAccount<GatewayAccount>(member.account.username)).body).toMatchObject({
      allowed: true,
      status: "active",
    });
    expect((await gateway.checkAccount<GatewayAccount>(second.data.username)).body).toMatchObject({
      allowed: false,
      status: "disabled",
    });
    expect((await extract("en")).status).toBe(200);
    const login = await api.post<TokenPair>("/app-api/member/auth/login", {
      account: member.mobile,
      password: memberPassword,
    });
    expect(login.code).toBe(0);
    expect(await auditRows(member.memberId, "member.unsuspend")).toHaveLength(1);
  });

  it("never takes back traffic a gateway holds as a grant: those bytes are on their way and are charged", async () => {
    const member = await memberWithAccount(server, BigInt(gb));
    const grant = await gateway.requestGrant<GrantAnswer>(member.account.username, 256 * mb);
    expect(grant.body).toMatchObject({ status: "active", bytes: 256 * mb });
    const { client } = await loggedInConsole(server, "owner");
    const adjust = (deltaMb: number) =>
      client.post(`/ops-api/members/${member.memberId}/adjust-traffic`, { deltaMb, reason: "chargeback" });

    expect(await adjust(-800)).toMatchObject({
      code: 400,
      msg: `The adjustment would take the balance below zero (remaining ${768 * mb} bytes)`,
    });
    expect(await adjust(-768)).toMatchObject({ code: 0 });
    // The granted bytes arrive: every one is charged, none is overdraft.
    const booked = await gateway.postBatch<UsageBatchResult>({
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [{ account: member.account.username, bytesUp: 0, bytesDown: 256 * mb, at: new Date().toISOString() }],
      releasedGrants: [grant.body.grantId],
    });
    expect(booked.body).toMatchObject({ chargedBytes: 256 * mb, overdraftBytes: 0 });
    expect(await balanceOf(server, member.memberId)).toBe(0n);
  });

  it("adjusts traffic within support's caps at once, above them as a request someone else approves", async () => {
    const member = await memberWithAccountAndMobile(0n);
    const adjust = (client: ConsoleClient, deltaMb: number, reason = "goodwill for an outage") =>
      client.post<TrafficAdjustment>(`/ops-api/members/${member.memberId}/adjust-traffic`, { deltaMb, reason });

    expect(await adjust(support, -1)).toMatchObject({
      code: 400,
      msg: "The adjustment would take the balance below zero (remaining 0 bytes)",
    });
    expect(await adjust(support, 0)).toMatchObject({ code: 400, msg: "The adjustment must not be zero" });
    expect(await adjust(support, 512, "")).toMatchObject({ code: 400, msg: "Please give a reason" });
    expect(await balanceOf(server, member.memberId)).toBe(0n);

    expect(await adjust(support, 1024)).toMatchObject({ code: 0, data: { status: "applied", deltaBytes: gb } });
    expect(await adjust(support, -512)).toMatchObject({ code: 0, data: { status: "applied" } });
    expect(await balanceOf(server, member.memberId)).toBe(BigInt(gb / 2));
    // Above the action cap (1 GB): waits for an approval, changes nothing yet.
    const big = await adjust(support, 3 * 1024, "compensation for ticket 77");
    expect(big).toMatchObject({ code: 0, data: { status: "pending" } });
    // 1.5 GB used of the 2 GB day: another 1 GB is over the day's cap.
    expect((await adjust(support, 1024)).data.status).toBe("pending");
    expect(await balanceOf(server, member.memberId)).toBe(BigInt(gb / 2));

    // Support may not approve at all; the owner may, once.
    expect(
      (await support.post(`/ops-api/traffic-adjustments/${big.data.id}/decide`, { decision: "approve" })).code,
    ).toBe(403);
    const pending = await owner.get<{ list: TrafficAdjustment[] }>("/ops-api/traffic-adjustments/pending");
    expect(pending.data.list.map((row) => row.id)).toContain(big.data.id);
    const approved = await owner.post<TrafficAdjustment>(`/ops-api/traffic-adjustments/${big.data.id}/decide`, {
      decision: "approve",
      reason: "ok",
    });
    expect(approved).toMatchObject({ code: 0, data: { status: "applied" } });
    expect(await balanceOf(server, member.memberId)).toBe(BigInt(gb / 2 + 3 * gb));
    expect((await owner.post(`/ops-api/traffic-adjustments/${big.data.id}/decide`, { decision: "approve" })).code).toBe(
      409,
    );

    // The owner's own adjustments apply at once; nobody approves their own request.
    expect((await adjust(owner, 20 * 1024)).data.status).toBe("applied");
    const ownRequest = await adjust(support, 5 * 1024);
    const supportTwo = (await loggedInConsole(server, "support")).client;
    expect(
      (await supportTwo.post(`/ops-api/traffic-adjustments/${ownRequest.data.id}/decide`, { decision: "approve" }))
        .code,
    ).toBe(403);

    const rows = await server.database.db
      .select()
      .from(tables.trafficLedger)
      .where(and(eq(tables.trafficLedger.memberId, member.memberId), eq(tables.trafficLedger.kind, "adjustment")));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.cause.startsWith("console-adjustment:"))).toBe(true);
    const report = await verifyLedger(server.database.db);
    expect(report.problems).toEqual([]);
    expect(report.adjustments).toBeGreaterThanOrEqual(4);
  });

  it("reviews an enterprise application: licence view audited, reason rules, and one decision only", async () => {
    const token = await registerMember(server);
    const uploaded = await uploadFile(server, token, {
      bytes: await samplePng(),
      name: "licence.png",
      type: "image/png",
    });
    const submitted = await api.post<{ id: number }>(
      "/app-api/ip/member-user-enterprise-info/create",
      companyDetails(uploaded.data.fileId),
      { token },
    );
    expect(submitted.code).toBe(0);
    const id = submitted.data.id;

    const queue = await support.get<CertificationQueue>("/ops-api/certifications");
    expect(queue.data.list).toContainEqual(expect.objectContaining({ kind: "enterprise", id, status: 1 }));
    const shown = await support.get<CertificationApplication>(`/ops-api/certifications/enterprise/${id}`);
    expect(shown.data).toMatchObject({
      companyName: "福州云栈网络科技有限公司",
      licence: { contentType: "image/png" },
    });

    // Opening the application is a sensitive read of its own (names, bank details).
    expect(await auditRows(shown.data.memberId, "certification.view")).toHaveLength(1);
    const licence = await getBytes(server, `/ops-api/certifications/enterprise/${id}/licence`, support.cookie ?? "");
    expect(licence.status).toBe(200);
    expect(licence.headers["content-type"]).toBe("image/png");
    expect(licence.headers["content-disposition"]).toMatch(/^inline;/);
    expect(licence.body.equals(await samplePng())).toBe(true);
    const memberId = shown.data.memberId;
    expect(await auditRows(memberId, "certification.licence.view")).toHaveLength(1);

    expect(await support.post(`/ops-api/certifications/enterprise/${id}/decide`, { decision: "reject" })).toMatchObject(
      {
        code: 400,
      },
    );
    expect(
      await support.post(`/ops-api/certifications/enterprise/${id}/decide`, {
        decision: "reject",
        reason: "x".repeat(201),
      }),
    ).toMatchObject({ code: 400, msg: "The reason may be at most 200 characters" });
    const approved = await support.post<CertificationApplication>(`/ops-api/certifications/enterprise/${id}/decide`, {
      decision: "approve",
    });
    expect(approved).toMatchObject({ code: 0, data: { status: 3 } });
    const again = await owner.post(`/ops-api/certifications/enterprise/${id}/decide`, {
      decision: "reject",
      reason: "late",
    });
    expect(again.code).toBe(409);
    expect(again.msg).toMatch(/^This verification was already decided by support \d+ \(#\d+\) at \d{4}-/);
    expect(await auditRows(memberId, "certification.approve")).toHaveLength(1);
    // The decision's history names the console operator by id, not only by label.
    const decisions = await server.database.db
      .select({
        decision: tables.certificationDecisions.decision,
        operatorId: tables.certificationDecisions.operatorId,
      })
      .from(tables.certificationDecisions)
      .where(
        and(
          eq(tables.certificationDecisions.kind, "enterprise"),
          eq(tables.certificationDecisions.certificationId, id),
        ),
      );
    expect(decisions).toEqual([{ decision: "approve", operatorId: supportId }]);
    expect(
      (await api.get<{ certificationStatus: number }>("/app-api/ip/member-user/get", { token })).data,
    ).toMatchObject({ certificationStatus: 3 });
  });
});

/** A GET on the operator host answered as bytes (fetch cannot set Host). */
function getBytes(server: TestServer, path: string, cookie: string) {
  const port = Number(new URL(server.baseUrl).port);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path, headers: { host: `ops.localhost:${port}`, cookie } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

/** Races are proven on PostgreSQL only (PGlite has one connection, so nothing runs at once there). */
describe.runIf(testDatabaseKinds().includes("postgres"))("console members races (postgres)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("postgres");
  });
  afterAll(() => server?.close());

  it("two operators deciding one application at once: exactly one decision, the other 409 naming the winner", async () => {
    const api = apiClient(server);
    for (let round = 0; round < 3; round++) {
      const token = await registerMember(server);
      const uploaded = await uploadFile(server, token, { bytes: await samplePng(), name: "l.png", type: "image/png" });
      const submitted = await api.post<{ id: number }>(
        "/app-api/ip/member-user-enterprise-info/create",
        companyDetails(uploaded.data.fileId),
        { token },
      );
      const [first, second] = await Promise.all([loggedInConsole(server, "support"), loggedInConsole(server, "owner")]);
      const path = `/ops-api/certifications/enterprise/${submitted.data.id}/decide`;
      const answers = await Promise.all([
        first.client.post(path, { decision: "approve" }),
        second.client.post(path, { decision: "reject", reason: "blurred licence" }),
      ]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([0, 409]);
      const loser = answers.find((answer) => answer.code === 409);
      expect(loser?.msg).toMatch(/already decided by (support|owner) \d+ \(#\d+\) at /);
      const decisions = await server.database.db
        .select()
        .from(tables.certificationDecisions)
        .where(eq(tables.certificationDecisions.certificationId, submitted.data.id));
      expect(decisions.filter((row) => row.kind === "enterprise")).toHaveLength(1);
    }
  });

  it("concurrent adjustments never take a balance below zero", async () => {
    const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    await grantTraffic(server, member.memberId, BigInt(gb));
    const { client } = await loggedInConsole(server, "owner");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post(`/ops-api/members/${member.memberId}/adjust-traffic`, { deltaMb: -400, reason: "chargeback" }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(2);
    expect(await balanceOf(server, member.memberId)).toBe(BigInt(gb - 800 * mb));
  });
});
