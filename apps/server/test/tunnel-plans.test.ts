import type {
  ConsoleTunnelPlans,
  GatewayAccount,
  MemberDetail,
  MemberTunnelPlan,
  StaticIpPage,
  TunnelPlan,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { nodeWithStock } from "./orders-helpers.ts";
import {
  balanceOf,
  gatewayClient,
  grantTraffic,
  makeMembers,
  type TestMember,
  uniqueUsername,
} from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const gw = { id: "gw-plans-1", secret: "gateway-plans-secret-00001" };
const mb = 1024 * 1024;
const dayMs = 24 * 3600_000;
const plan = { maxConnections: 200, bandwidthMbps: 100, days: 30, reason: "200 connections, 100 Mbps, 30 days" };

/** One static IP bought and paid through the sandbox. */
async function buyStaticIp(server: TestServer, api: ApiClient, member: TestMember): Promise<void> {
  const nodeId = await nodeWithStock(server, 1, 1);
  const order = await api.post<{ id: number }>(
    "/app-api/ip/static-order/create",
    { nodeId, days: 30, count: 1 },
    { token: member.token },
  );
  expect(order.code, order.msg).toBe(0);
  const pay = await api.post<{ payUrl: string }>(
    "/app-api/order/staticPay",
    { id: order.data.id, method: "alipay" },
    { token: member.token },
  );
  expect(pay.code, pay.msg).toBe(0);
  await fetch(`${server.baseUrl}/sandbox/alipay/hooks/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ pay_url: pay.data.payUrl, deliver: "normal" }),
  });
  for (let tries = 0; tries < 200; tries++) {
    const rows = await server.database.db
      .select()
      .from(tables.staticIps)
      .where(eq(tables.staticIps.memberId, member.memberId));
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the static IP was not delivered");
}

async function withAccount(api: ApiClient, member: TestMember) {
  const created = await api.post<{ id: number; username: string }>(
    "/app-api/ip/proxy-account/create",
    { username: uniqueUsername("tp") },
    { token: member.token },
  );
  expect(created.code, created.msg).toBe(0);
  return created.data;
}

/** Tunnel plans given in the console, seen by the member and the gateways, charged as nothing. */
describe.each(testDatabaseKinds())("tunnel plans over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let owner: ConsoleClient;
  let support: ConsoleClient;
  let gateway: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: { USAGE_GATEWAY_SECRETS: `${gw.id}:${gw.secret}` },
    }));
    owner = (await loggedInConsole(server, "owner")).client;
    support = (await loggedInConsole(server, "support")).client;
    gateway = gatewayClient(server, gw.id, gw.secret);
  });
  afterAll(() => server?.close());

  const auditOf = (memberId: number, action: string) =>
    server.database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.memberId, memberId), eq(tables.auditLog.action, action)));

  it("gives a plan the member sees with its limits and end, audited; a second is refused while it runs", async () => {
    const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    const before = Date.now();
    const given = await owner.post<TunnelPlan>(`/ops-api/members/${member.memberId}/tunnel-plans`, plan);
    expect(given).toMatchObject({ code: 0, data: { status: "active", maxConnections: 200, bandwidthMbps: 100 } });
    const days = (Date.parse(given.data.endsAt) - Date.parse(given.data.startsAt)) / dayMs;
    expect(days).toBe(30);
    expect(Date.parse(given.data.startsAt)).toBeGreaterThanOrEqual(before - 1000);

    const seen = await api.get<MemberTunnelPlan>("/app-api/ip/tunnel-plan", { token: member.token });
    expect(seen.data.plan).toEqual(given.data);
    expect(await auditOf(member.memberId, "member.tunnel-plan.give")).toHaveLength(1);

    const again = await owner.post(`/ops-api/members/${member.memberId}/tunnel-plans`, plan, { language: "en" });
    expect(again).toMatchObject({ code: 409, msg: expect.stringContaining("already has a tunnel plan in force") });
  });

  it("refuses bad input with a translated message and changes nothing; support may not give plans", async () => {
    const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    const bad = await owner.post(
      `/ops-api/members/${member.memberId}/tunnel-plans`,
      { ...plan, days: 0 },
      { language: "zh-CN" },
    );
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain("时长须为 1 到 366 之间的整数天");
    const denied = await support.post(`/ops-api/members/${member.memberId}/tunnel-plans`, plan);
    expect(denied.code).toBe(403);
    const seen = await api.get<MemberTunnelPlan>("/app-api/ip/tunnel-plan", { token: member.token });
    expect(seen.data.plan).toBeNull();
  });

  it("under a plan the gateways get grants without a balance, no longer than the plan, and nothing is charged", async () => {
    const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    const account = await withAccount(api, member);
    await grantTraffic(server, member.memberId, BigInt(10 * mb));
    // Without a plan, a grant is at most half of what is left.
    expect((await gateway.requestGrant<{ bytes: number }>(account.username, 50 * mb)).body.bytes).toBe(5 * mb);

    const given = await owner.post<TunnelPlan>(`/ops-api/members/${member.memberId}/tunnel-plans`, plan);
    expect(given.code).toBe(0);
    const verdict = await gateway.checkAccount<GatewayAccount>(account.username);
    expect(verdict.body.plan).toMatchObject({ id: given.data.id, maxConnections: 200, bandwidthMbps: 100 });
    expect(verdict.body.plan?.member).toBe(`m${member.memberId}`);

    const granted = await gateway.requestGrant<{ bytes: number; ttlMs: number; grantId: string }>(
      account.username,
      50 * mb,
    );
    expect(granted.body.bytes).toBe(50 * mb);
    const batch = await gateway.postBatch<{ chargedBytes: number }>({
      batchId: `plan-${member.memberId}`,
      gatewayId: gw.id,
      records: [{ account: account.username, bytesUp: 1000, bytesDown: 20 * mb, at: new Date().toISOString() }],
    });
    // The 5 MB grant from before the plan is settled first (charged); the rest went under the plan.
    expect(batch.body.chargedBytes).toBe(5 * mb);
    expect(await balanceOf(server, member.memberId)).toBe(BigInt(5 * mb));

    // A plan ending in 3 s: the grant lasts no longer.
    await server.database.db
      .update(tables.tunnelPlans)
      .set({ endsAt: new Date(Date.now() + 3_000) })
      .where(eq(tables.tunnelPlans.id, given.data.id));
    const short = await gateway.requestGrant<{ ttlMs: number }>(account.username, mb);
    expect(short.body.ttlMs).toBeLessThanOrEqual(3_000);
  });

  it("ends a plan: the member no longer sees it, the console lists it as ended by whom, and an empty balance is exhausted again", async () => {
    const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    const account = await withAccount(api, member);
    const given = await owner.post<TunnelPlan>(`/ops-api/members/${member.memberId}/tunnel-plans`, plan);
    expect((await gateway.checkAccount<GatewayAccount>(account.username)).body.status).toBe("active");

    const ended = await owner.post<TunnelPlan>(`/ops-api/members/${member.memberId}/tunnel-plans/end`, {
      planId: given.data.id,
      reason: "customer asked to stop",
    });
    expect(ended).toMatchObject({ code: 0, data: { status: "ended" } });
    const seen = await api.get<MemberTunnelPlan>("/app-api/ip/tunnel-plan", { token: member.token });
    expect(seen.data.plan).toBeNull();
    const listed = await owner.get<ConsoleTunnelPlans>(`/ops-api/members/${member.memberId}/tunnel-plans`);
    expect(listed.data.current).toBeNull();
    expect(listed.data.history[0]).toMatchObject({ status: "ended", endReason: "customer asked to stop" });
    expect(listed.data.history[0]?.endedBy).toBeTruthy();
    const verdict = await gateway.checkAccount<GatewayAccount>(account.username);
    expect(verdict.body).toMatchObject({ status: "exhausted", plan: null });
    expect(await auditOf(member.memberId, "member.tunnel-plan.end")).toHaveLength(1);

    const twice = await owner.post(`/ops-api/members/${member.memberId}/tunnel-plans/end`, {
      planId: given.data.id,
      reason: "again",
    });
    expect(twice.code).toBe(409);
  });

  it("sets a static IP's limits from the user centre and the console, within the product's bounds", async () => {
    const [member, stranger] = (await makeMembers(server, 2, { certified: true })) as [TestMember, TestMember];
    await buyStaticIp(server, api, member);
    const page = await api.get<StaticIpPage>("/app-api/ip/static-order-item/page", { token: member.token });
    const ip = page.data.list[0];
    if (!ip) throw new Error("no static IP bought");
    expect(ip).toMatchObject({ maxConnections: null, bandwidthMbps: null });

    const set = await api.post(
      "/app-api/ip/static-ip/limits",
      { id: ip.id, maxConnections: 50, bandwidthMbps: 20 },
      {
        token: member.token,
      },
    );
    expect(set).toMatchObject({ code: 0, data: { id: ip.id, maxConnections: 50, bandwidthMbps: 20 } });
    const after = await api.get<StaticIpPage>("/app-api/ip/static-order-item/page", { token: member.token });
    expect(after.data.list[0]).toMatchObject({ maxConnections: 50, bandwidthMbps: 20 });
    const lookup = await gateway.checkStaticIp<{ maxConnections: number; bandwidthMbps: number }>(ip.account);
    expect(lookup.body).toMatchObject({ maxConnections: 50, bandwidthMbps: 20 });

    const tooMany = await api.post(
      "/app-api/ip/static-ip/limits",
      { id: ip.id, maxConnections: 5000, bandwidthMbps: null },
      { token: member.token, language: "en" },
    );
    expect(tooMany.code).toBe(400);
    expect(tooMany.msg).toContain("from 1 to 1,000");
    const notTheirs = await api.post(
      "/app-api/ip/static-ip/limits",
      { id: ip.id, maxConnections: 1, bandwidthMbps: null },
      { token: stranger.token },
    );
    expect(notTheirs.code).toBe(404);

    const byOperator = await support.post(`/ops-api/members/${member.memberId}/static-ips/${ip.id}/limits`, {
      maxConnections: null,
      bandwidthMbps: 10,
      reason: "abuse: rate capped",
    });
    expect(byOperator).toMatchObject({ code: 0, data: { maxConnections: null, bandwidthMbps: 10 } });
    expect(await auditOf(member.memberId, "member.static-ip.limits")).toHaveLength(1);
    // The member page shows each IP's limits (the console's Limits dialog starts from them).
    const memberPage = await support.get<MemberDetail>(`/ops-api/members/${member.memberId}`);
    expect(memberPage.data.staticIps.find((row) => row.id === ip.id)).toMatchObject({
      maxConnections: null,
      bandwidthMbps: 10,
    });
  });
});

/** Two operators giving a member a plan at the same moment: one plan, the other refused (PostgreSQL). */
describe.runIf(testDatabaseKinds().includes("postgres"))("tunnel plan races (postgres)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("postgres");
  });
  afterAll(() => server?.close());

  it("gives exactly one plan when two owners give one at once", async () => {
    const [first, second] = await Promise.all([loggedInConsole(server, "owner"), loggedInConsole(server, "owner")]);
    for (let round = 0; round < 5; round++) {
      const [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      const path = `/ops-api/members/${member.memberId}/tunnel-plans`;
      const answers = await Promise.all([first.client.post(path, plan), second.client.post(path, plan)]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([0, 409]);
      const rows = await server.database.db
        .select()
        .from(tables.tunnelPlans)
        .where(eq(tables.tunnelPlans.memberId, member.memberId));
      expect(rows).toHaveLength(1);
    }
  });
});
