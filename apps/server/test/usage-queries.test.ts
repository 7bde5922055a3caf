import type {
  DashboardSummary,
  HourRecordPage,
  ProxyAccount,
  Supplier,
  UsageBatchResult,
  UsageByAccount,
  UsageStats,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "./auth-helpers.ts";
import {
  type gatewayClient,
  grantTraffic,
  makeMembers,
  memberWithAccount,
  newBatchId,
  startUsageServer,
  type TestMember,
  uniqueUsername,
  usageGateway,
} from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gatewayId = usageGateway.id;
const gb = 1024 ** 3;
const mb = 1024 ** 2;

describe.each(testDatabaseKinds())("usage per sub-account, the CSV export and the dashboard over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let gateway: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api, gateway } = await startUsageServer(kind));
  });
  afterAll(() => server?.close());

  describe("use per sub-account and the CSV export", () => {
    // Two hours of a fixed day, within USAGE_MAX_RECORD_AGE_HOURS.
    const day = new Date(Date.now() - 30 * 3600_000).toISOString().slice(0, 10);
    const at = (hour: number) => `${day}T${String(hour).padStart(2, "0")}:15:00Z`;
    let owner: Awaited<ReturnType<typeof memberWithAccount>>;
    let capped: ProxyAccount;

    beforeAll(async () => {
      owner = await memberWithAccount(server, BigInt(10 * gb));
      capped = (
        await api.post<ProxyAccount>(
          "/app-api/ip/proxy-account/create",
          { username: uniqueUsername("cap"), trafficLimitGb: 0.1 },
          { token: owner.token },
        )
      ).data;
      const answer = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [
          { account: owner.account.username, bytesUp: 10 * mb, bytesDown: 290 * mb, at: at(8) },
          { account: owner.account.username, bytesUp: 0, bytesDown: 100 * mb, at: at(9) },
          { account: `${capped.username}-zone-US`, bytesUp: 20 * mb, bytesDown: 130 * mb, at: at(9) },
        ],
      });
      expect(answer.status).toBe(200);
    });

    const csv = async (query: string, language?: string, token = owner.token) => {
      const response = await fetch(`${server.baseUrl}/app-api/ip/deduct-hour-record/export${query}`, {
        headers: { authorization: `Bearer ${token}`, ...(language && { "accept-language": language }) },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      // TextDecoder drops a BOM unless told to keep it.
      return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
    };

    it("breaks the range's use down per sub-account, most first, for the owner only", async () => {
      const answer = await api.get<UsageByAccount>(
        `/app-api/ip/deduct-hour-record/accounts?startTime=${day}&endTime=${day}`,
        { token: owner.token },
      );
      expect(answer.code).toBe(0);
      expect(answer.data).toEqual({
        range: { startTime: `${day}T00:00:00.000Z`, endTime: expect.any(String) },
        totalBytes: 550 * mb,
        list: [
          {
            accountId: owner.account.id,
            username: owner.account.username,
            usedBytes: 400 * mb,
            bytesUp: 10 * mb,
            bytesDown: 390 * mb,
            overLimitBytes: 0,
          },
          {
            accountId: capped.id,
            username: capped.username,
            usedBytes: 150 * mb,
            bytesUp: 20 * mb,
            bytesDown: 130 * mb,
            overLimitBytes: 150 * mb - Math.round(0.1 * gb),
          },
        ],
      });
      const [stranger] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      const theirs = await api.get<UsageByAccount>(
        `/app-api/ip/deduct-hour-record/accounts?startTime=${day}&endTime=${day}`,
        { token: stranger.token },
      );
      expect(theirs.data.list).toEqual([]);
    });

    it("filters the chart to one sub-account; another member's account is not found", async () => {
      const stats = await api.get<UsageStats>(
        `/app-api/ip/deduct-hour-record/stats?startTime=${day}&endTime=${day}&accountId=${capped.id}`,
        { token: owner.token },
      );
      expect(stats.data.totalUsedBytes).toBe(150 * mb);
      expect(stats.data.totalOverdraftBytes).toBe(150 * mb - Math.round(0.1 * gb));
      expect(stats.data.hourly.filter((point) => point.usedBytes > 0)).toEqual([
        { hour: `${day}T09:00:00.000Z`, usedBytes: 150 * mb },
      ]);
      const all = await api.get<UsageStats>(`/app-api/ip/deduct-hour-record/stats?startTime=${day}&endTime=${day}`, {
        token: owner.token,
      });
      expect(all.data.totalUsedBytes).toBe(550 * mb);

      const [stranger] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      expect(
        await api.get(`/app-api/ip/deduct-hour-record/stats?accountId=${capped.id}`, { token: stranger.token }),
      ).toEqual({ code: 404, data: null, msg: "This proxy account does not exist" });
      expect(
        await api.get("/app-api/ip/deduct-hour-record/stats?accountId=abc", { token: owner.token, language: "zh-CN" }),
      ).toEqual({ code: 400, data: null, msg: "请选择您的代理账户（accountId）" });
    });

    it("exports the records as CSV with a BOM, headers in the reader's language, for the owner only", async () => {
      const zh = await csv(`?startTime=${day}&endTime=${day}`);
      expect(zh.response.status).toBe(200);
      expect(zh.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(zh.response.headers.get("content-disposition")).toBe(`attachment; filename="usage-${day}_${day}.csv"`);
      expect([...zh.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(zh.text.split("\r\n")).toEqual([
        "\uFEFF时间（UTC）,使用流量（字节）,上行（字节）,下行（字节）,扣除流量（字节）,超额流量（字节）,扣除后剩余（字节）",
        `${day} 08:00,${300 * mb},${10 * mb},${290 * mb},${300 * mb},0,${10 * gb - 300 * mb}`,
        `${day} 09:00,${250 * mb},${20 * mb},${230 * mb},${100 * mb + Math.round(0.1 * gb)},${150 * mb - Math.round(0.1 * gb)},${10 * gb - 400 * mb - Math.round(0.1 * gb)}`,
        "",
      ]);
      const en = await csv(`?startTime=${day}&endTime=${day}&accountId=${capped.id}`, "en");
      expect(en.text.split("\r\n")).toEqual([
        '\uFEFFHour (UTC),Proxy account,Used (bytes),Upload (bytes),Download (bytes),"Over the account\'s limit, not charged (bytes)"',
        `${day} 09:00,${capped.username},${150 * mb},${20 * mb},${130 * mb},${150 * mb - Math.round(0.1 * gb)}`,
        "",
      ]);
      expect(en.response.headers.get("content-disposition")).toContain(`usage-${capped.username}-${day}_${day}.csv`);

      const [stranger] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      const refused = await csv(`?accountId=${capped.id}`, "en", stranger.token);
      expect(JSON.parse(refused.text)).toEqual({ code: 404, data: null, msg: "This proxy account does not exist" });
      const unauthenticated = await fetch(`${server.baseUrl}/app-api/ip/deduct-hour-record/export`);
      expect(((await unauthenticated.json()) as { code: number }).code).toBe(401);
    });
  });

  describe("dashboard", () => {
    let heidi: Awaited<ReturnType<typeof memberWithAccount>>;
    const day = Date.UTC(2026, 10, 10);

    beforeAll(async () => {
      heidi = await memberWithAccount(server, BigInt(5 * gb));
      // Three hours over two days, long enough ago to be "any time".
      const records = [
        { at: day + 22 * 3600_000 + 60_000, bytes: 100 * mb },
        { at: day + 23 * 3600_000 + 60_000, bytes: 200 * mb },
        { at: day + 24 * 3600_000 + 5 * 60_000, bytes: 300 * mb },
      ].map(({ at, bytes }) => ({
        account: heidi.account.username,
        bytesUp: bytes / 4,
        bytesDown: (bytes * 3) / 4,
        at: new Date(at).toISOString(),
      }));
      const answer = await gateway.postBatch({ batchId: newBatchId(), gatewayId, records });
      expect(answer.status).toBe(200);
    });

    it("lists hourly records newest first with paging, in UTC, for the member only", async () => {
      const list = await api.get<HourRecordPage>(
        "/app-api/ip/deduct-hour-record/list?startTime=2026-11-10&endTime=2026-11-11&pageNo=1&pageSize=2",
        { token: heidi.token },
      );
      expect(list.code).toBe(0);
      expect(list.data.total).toBe(3);
      expect(list.data.range).toEqual({ startTime: "2026-11-10T00:00:00.000Z", endTime: "2026-11-12T00:00:00.000Z" });
      expect(list.data.list).toEqual([
        {
          hour: "2026-11-11T00:00:00.000Z",
          usedBytes: 300 * mb,
          bytesUp: 75 * mb,
          bytesDown: 225 * mb,
          deductedBytes: 300 * mb,
          overdraftBytes: 0,
          remainingAfterBytes: 5 * gb - 600 * mb,
        },
        expect.objectContaining({ hour: "2026-11-10T23:00:00.000Z", usedBytes: 200 * mb }),
      ]);
      const second = await api.get<HourRecordPage>(
        "/app-api/ip/deduct-hour-record/list?startTime=2026-11-10&endTime=2026-11-11&pageNo=2&pageSize=2",
        { token: heidi.token },
      );
      expect(second.data.list.map((row) => row.hour)).toEqual(["2026-11-10T22:00:00.000Z"]);
      const timed = await api.get<HourRecordPage>(
        "/app-api/ip/deduct-hour-record/list?startTime=2026-11-10T23:00:00Z&endTime=2026-11-11T00:00:00Z",
        { token: heidi.token },
      );
      expect(timed.data.list.map((row) => row.hour)).toEqual(["2026-11-10T23:00:00.000Z"]);

      const [other] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
      const theirs = await api.get<HourRecordPage>(
        "/app-api/ip/deduct-hour-record/list?startTime=2026-11-10&endTime=2026-11-11",
        { token: other.token },
      );
      expect(theirs).toMatchObject({ code: 0, data: { list: [], total: 0 } });
      expect((await api.get("/app-api/ip/deduct-hour-record/list")).code).toBe(401);
    });

    it("gives the chart every day and every hour of the range, zeros included", async () => {
      const stats = await api.get<UsageStats>(
        "/app-api/ip/deduct-hour-record/stats?startTime=2026-11-10&endTime=2026-11-11",
        { token: heidi.token },
      );
      expect(stats.data).toMatchObject({
        totalUsedBytes: 600 * mb,
        totalOverdraftBytes: 0,
        daily: [
          { day: "2026-11-10", usedBytes: 300 * mb },
          { day: "2026-11-11", usedBytes: 300 * mb },
        ],
      });
      expect(stats.data.hourly).toHaveLength(48);
      expect(stats.data.hourly[22]).toEqual({ hour: "2026-11-10T22:00:00.000Z", usedBytes: 100 * mb });
      expect(stats.data.hourly[0]).toEqual({ hour: "2026-11-10T00:00:00.000Z", usedBytes: 0 });
      // Without a range: the last 7 days up to now.
      const recent = await api.get<UsageStats>("/app-api/ip/deduct-hour-record/stats", { token: heidi.token });
      expect(recent.data.daily.length).toBeGreaterThanOrEqual(7);
      expect(recent.data.totalUsedBytes).toBe(0);
    });

    it("refuses ranges over 92 days, reversed ranges and bad times, in both languages", async () => {
      const ask = (query: string, language = "en") =>
        api.get(`/app-api/ip/deduct-hour-record/list?${query}`, { token: heidi.token, language });
      expect(await ask("startTime=2026-01-01&endTime=2026-06-01")).toEqual({
        code: 400,
        data: null,
        msg: "The date range may span at most 92 days",
      });
      expect((await ask("startTime=2026-01-01&endTime=2026-06-01", "zh-CN")).msg).toBe("时间范围最多 92 天");
      expect((await ask("startTime=2026-08-01&endTime=2026-10-31")).code).toBe(0);
      expect((await ask("startTime=2026-11-12&endTime=2026-11-10")).msg).toBe(
        "The start time must be before the end time",
      );
      expect((await ask("startTime=yesterday")).msg).toBe(
        "The start and end time must be dates (2026-11-21) or ISO times (2026-11-21T08:00:00Z)",
      );
      expect((await ask("endTime=2026-13-45", "zh-CN")).msg).toBe(
        "开始和结束时间须为日期（2026-11-21）或 ISO 时间（2026-11-21T08:00:00Z）",
      );
      expect((await ask("pageSize=0")).msg).toBe("The page number or page size is not valid");
      expect(
        (
          await api.get("/app-api/ip/deduct-hour-record/stats?startTime=2026-01-01&endTime=2026-12-01", {
            token: heidi.token,
          })
        ).code,
      ).toBe(400);
    });

    it("sums up traffic, certification and the low-traffic warning", async () => {
      const summary = await api.get<DashboardSummary>("/app-api/ip/dashboard/summary", { token: heidi.token });
      expect(summary.data).toEqual({
        remainingBytes: 5 * gb - 600 * mb,
        totalRechargeBytes: 0,
        totalConsumptionBytes: 600 * mb,
        certificationStatus: 3,
        certificationType: 0,
        trafficWarning: "none",
        lowTrafficThresholdBytes: 2 * gb,
      });
      const [ivan] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
      await grantTraffic(server, ivan.memberId, BigInt(gb));
      expect(
        (await api.get<DashboardSummary>("/app-api/ip/dashboard/summary", { token: ivan.token })).data,
      ).toMatchObject({ remainingBytes: gb, trafficWarning: "low", certificationStatus: 0, certificationType: null });
      expect((await api.get("/app-api/ip/dashboard/summary")).code).toBe(401);
    });

    it("names the supplier of a member without a registration site: the substation of the request's host", async () => {
      const en = await api.get<Supplier>("/app-api/ip/supplier/get", { token: heidi.token });
      expect(en.data).toMatchObject({
        code: "main",
        name: "CloudStack Proxy",
        contactEmail: "support@cloudstack-proxy.example",
      });
      const zh = await api.get<Supplier>("/app-api/ip/supplier/get", { token: heidi.token, language: "zh-CN" });
      expect(zh.data.name).toBe("云栈代理");
      expect((await api.get("/app-api/ip/supplier/get")).code).toBe(401);
    });

    it("names the substation a member registered on as their supplier, from whichever host they ask", async () => {
      const [partner] = await server.database.db
        .select()
        .from(tables.substations)
        .where(eq(tables.substations.code, "partner-demo"));
      if (!partner) throw new Error("the demo data has no partner site");
      const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
      await server.database.db
        .update(tables.members)
        .set({ substationId: partner.id })
        .where(eq(tables.members.id, member.memberId));
      // Asked through the main site's host name: still the partner.
      const answer = await api.get<Supplier>("/app-api/ip/supplier/get", { token: member.token });
      expect(answer.data).toMatchObject({
        code: "partner-demo",
        name: "Voyage Proxy",
        contactEmail: "hello@voyage-proxy.example",
      });
      const zh = await api.get<Supplier>("/app-api/ip/supplier/get", { token: member.token, language: "zh-CN" });
      expect(zh.data.name).toBe("远航代理");
    });
  });
});
