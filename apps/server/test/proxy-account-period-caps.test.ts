import type { GatewayAccount, GrantAnswer, ProxyAccount, ProxyAccountPage, UsageBatchResult } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { desc, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessPeriods } from "../src/lib/business-time.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { gatewayClient, memberWithAccount, newBatchId, uniqueUsername } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const mb = 1024 * 1024;
const gb = 1024 ** 3;
const gw = { id: "gw-period-1", secret: "gateway-period-secret-0001" };

describe("business periods of the period caps (Asia/Shanghai)", () => {
  it("starts days at 00:00 Beijing time and months on the 1st, across a month and a year", () => {
    // 2026-11-30 23:30 in Beijing.
    expect(businessPeriods(new Date("2026-11-30T15:30:00Z"), "Asia/Shanghai")).toEqual({
      day: { start: new Date("2026-11-29T16:00:00Z"), end: new Date("2026-11-30T16:00:00Z") },
      month: { start: new Date("2026-10-31T16:00:00Z"), end: new Date("2026-11-30T16:00:00Z") },
    });
    // Half an hour later it is 1 December in Beijing (still 30 November in UTC).
    expect(businessPeriods(new Date("2026-11-30T16:30:00Z"), "Asia/Shanghai")).toEqual({
      day: { start: new Date("2026-11-30T16:00:00Z"), end: new Date("2026-12-01T16:00:00Z") },
      month: { start: new Date("2026-11-30T16:00:00Z"), end: new Date("2026-12-31T16:00:00Z") },
    });
    expect(businessPeriods(new Date("2026-12-31T16:00:00Z"), "Asia/Shanghai").month).toEqual({
      start: new Date("2026-12-31T16:00:00Z"),
      end: new Date("2027-01-31T16:00:00Z"),
    });
  });
});

/** Daily and monthly caps: set through the member API, shown with this period's use, enforced through grants. */
describe.each(testDatabaseKinds())("sub-account period caps (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let gateway: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: { USAGE_GATEWAY_SECRETS: `${gw.id}:${gw.secret}` },
    }));
    gateway = gatewayClient(server, gw.id, gw.secret);
  });
  afterAll(() => server?.close());

  const listed = async (token: string, id: number) => {
    const page = await api.get<ProxyAccountPage>("/app-api/ip/proxy-account/list?pageSize=100", { token });
    return page.data?.list.find((row) => row.id === id) as ProxyAccount;
  };
  const report = (username: string, bytes: number) =>
    gateway.postBatch<UsageBatchResult>({
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [{ account: username, bytesUp: 0, bytesDown: bytes, at: new Date().toISOString() }],
    });

  it("creates an account with daily and monthly caps and shows the period's use and when it resets", async () => {
    const member = await memberWithAccount(server, BigInt(10 * gb), { dailyLimitGb: 0.5, monthlyLimitGb: 4 });
    expect(member.account).toMatchObject({
      dailyLimitBytes: 0.5 * gb,
      monthlyLimitBytes: 4 * gb,
      dailyUsedBytes: 0,
      monthlyUsedBytes: 0,
      periodLimitReached: null,
    });
    const periods = businessPeriods(new Date(), "Asia/Shanghai");
    expect(member.account.dailyResetsAt).toBe(periods.day.end.toISOString());
    expect(member.account.monthlyResetsAt).toBe(periods.month.end.toISOString());

    await report(member.account.username, 3 * mb);
    expect(await listed(member.token, member.account.id)).toMatchObject({
      dailyUsedBytes: 3 * mb,
      monthlyUsedBytes: 3 * mb,
      usedBytes: 3 * mb,
    });
  });

  it("never grants past the day's cap, counting other open grants, then refuses with daily-limit-reached", async () => {
    const member = await memberWithAccount(server, BigInt(10 * gb), { dailyLimitGb: (8 * mb) / gb });
    const username = member.account.username;
    // At most half of what is left above 2 MB: 4 MB of 8, then 2 of the 4 not yet granted, …
    const first = await gateway.requestGrant<GrantAnswer>(username, 64 * mb);
    expect(first.body).toMatchObject({ status: "active", bytes: 4 * mb });
    const second = await gateway.requestGrant<GrantAnswer>(username, 64 * mb);
    expect(second.body).toMatchObject({ status: "active", bytes: 2 * mb });
    const used = await gateway.postBatch<UsageBatchResult>({
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [{ account: username, bytesUp: 0, bytesDown: 6 * mb, at: new Date().toISOString() }],
      releasedGrants: [first.body.grantId, second.body.grantId] as string[],
    });
    expect(used.body).toMatchObject({ chargedBytes: 6 * mb });
    expect(used.body.accounts[0]).toMatchObject({ status: "active" });
    const last = await gateway.requestGrant<GrantAnswer>(username, 64 * mb);
    expect(last.body).toMatchObject({ status: "active", bytes: 2 * mb });
    const full = await gateway.postBatch<UsageBatchResult>({
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [{ account: username, bytesUp: mb, bytesDown: mb, at: new Date().toISOString() }],
      releasedGrants: [last.body.grantId] as string[],
    });
    expect(full.body.accounts[0]).toMatchObject({ status: "daily-limit-reached" });
    expect(full.body.exhaustedAccounts).toEqual([username]);
    expect((await gateway.requestGrant<GrantAnswer>(username, mb)).body).toMatchObject({
      status: "daily-limit-reached",
      bytes: 0,
    });
    expect((await gateway.checkAccount<GatewayAccount>(username)).body).toMatchObject({
      allowed: false,
      status: "daily-limit-reached",
    });
    expect(await listed(member.token, member.account.id)).toMatchObject({
      dailyUsedBytes: 8 * mb,
      periodLimitReached: "daily",
    });

    // The next business day: yesterday's hours no longer count.
    await server.database.db.execute(
      sql`update usage_account_hourly set hour = hour - interval '1 day' where account_id = ${member.account.id}`,
    );
    expect((await gateway.checkAccount<GatewayAccount>(username)).body).toMatchObject({
      allowed: true,
      status: "active",
    });
    expect((await gateway.requestGrant<GrantAnswer>(username, mb)).body).toMatchObject({ status: "active", bytes: mb });
  });

  it("refuses with monthly-limit-reached before the day's cap when the month's is used", async () => {
    const member = await memberWithAccount(server, BigInt(10 * gb), {
      dailyLimitGb: 1,
      monthlyLimitGb: (2 * mb) / gb,
    });
    const answer = await report(member.account.username, 2 * mb);
    expect(answer.body.accounts[0]).toMatchObject({ status: "monthly-limit-reached" });
    expect(await listed(member.token, member.account.id)).toMatchObject({ periodLimitReached: "monthly" });
  });

  it("tells the gateways when a cap changes, and when a period starts again", async () => {
    const member = await memberWithAccount(server, BigInt(gb));
    const changed = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/update",
      { id: member.account.id, dailyLimitGb: 2 },
      { token: member.token },
    );
    expect(changed.data).toMatchObject({ dailyLimitBytes: 2 * gb, monthlyLimitBytes: null });
    const lastNote = async () =>
      (await server.database.db.select().from(tables.accessChanges).orderBy(desc(tables.accessChanges.seq)).limit(1))[0]
        ?.subject;
    expect(await lastNote()).toBe(`account:${member.account.username}`);

    const other = await memberWithAccount(server, BigInt(gb));
    await api.post("/app-api/ip/proxy-account/update", { id: other.account.id, remark: "x" }, { token: other.token });
    const notesAfter = async (seq: number) =>
      (
        await server.database.db
          .select({ subject: tables.accessChanges.subject })
          .from(tables.accessChanges)
          .where(gt(tables.accessChanges.seq, seq))
      ).map((note) => note.subject);
    const before = await server.services.usage.accessChangesSince(undefined);
    const { day } = businessPeriods(new Date(), "Asia/Shanghai");
    // Noon: no period starts, nothing is noted.
    expect(await server.services.usage.notePeriodResets(new Date(day.start.getTime() + 12 * 3600_000))).toBe(0);
    expect(await notesAfter(before.cursor)).toEqual([]);
    // Just after midnight: every account with a daily cap (and no other) is noted.
    expect(await server.services.usage.notePeriodResets(new Date(day.end.getTime() + 5_000))).toBeGreaterThan(0);
    const noted = await notesAfter(before.cursor);
    expect(noted).toContain(`account:${member.account.username}`);
    expect(noted).not.toContain(`account:${other.account.username}`);
    // The gateways' poll hands it out like any other change.
    const changes = await server.services.usage.accessChangesSince(before.cursor);
    expect(changes.accounts).toContain(member.account.username);
  });

  it("refuses caps that are not a positive number of GB, in the member's language, changing nothing", async () => {
    const member = await memberWithAccount(server, BigInt(gb), { dailyLimitGb: 1 });
    for (const bad of [0, -1, "1", 2_000_000]) {
      expect(
        await api.post(
          "/app-api/ip/proxy-account/update",
          { id: member.account.id, dailyLimitGb: bad },
          { token: member.token },
        ),
      ).toMatchObject({
        code: 400,
        data: null,
        msg: "Edit failed: Daily and monthly limits must be a number of GB greater than 0 and at most 1,000,000",
      });
    }
    expect(
      (
        await api.post(
          "/app-api/ip/proxy-account/create",
          { username: uniqueUsername("per"), monthlyLimitGb: 0 },
          { token: member.token, language: "zh-CN" },
        )
      ).msg,
    ).toBe("添加失败：每日、每月流量上限须为大于 0 且不超过 1,000,000 的 GB 数");
    expect(await listed(member.token, member.account.id)).toMatchObject({ dailyLimitBytes: gb });
  });
});
