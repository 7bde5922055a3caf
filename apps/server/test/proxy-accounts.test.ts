import http from "node:http";
import {
  type Allowlist,
  type AllowlistEntry,
  type ExtractionResult,
  type ExtractionToken,
  type ProxyAccount,
  type ProxyAccountPage,
  parseProxyUsername,
  proxyCentreLimits,
  ResponseCode,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { grantTraffic, makeMembers, setCertified, type TestMember, uniqueUsername } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const accountList = "/app-api/ip/proxy-account/list";
const accountCreate = "/app-api/ip/proxy-account/create";
const accountUpdate = "/app-api/ip/proxy-account/update";
const accountDelete = "/app-api/ip/proxy-account/delete";
const allowlistList = "/app-api/ip/whitelist/list";
const allowlistCreate = "/app-api/ip/whitelist/create";
const allowlistDelete = "/app-api/ip/whitelist/delete";
const tokenGet = "/app-api/ip/extract-token/get";
const tokenRotate = "/app-api/ip/extract-token/rotate";
const gb = 1024 ** 3;

describe.each(testDatabaseKinds())("proxy sub-accounts, allowlist and extraction over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let alice: TestMember;
  let bob: TestMember;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: { PROXY_GATEWAY_HOST: "gw.test.example", PROXY_EXTRACT_MAX_COUNT: "50" },
    }));
    [alice, bob] = (await makeMembers(server, 2, { certified: true })) as [TestMember, TestMember];
  });
  afterAll(() => server?.close());

  const createAccount = async (member: TestMember, body: Record<string, unknown>) =>
    api.post<ProxyAccount>(accountCreate, body, { token: member.token });
  const storedAccount = async (id: number) =>
    (await server.database.db.select().from(tables.proxyAccounts).where(eq(tables.proxyAccounts.id, id)))[0];

  it("tells a logged-in member where proxy lines point and how many one request may make", async () => {
    expect((await api.get("/app-api/ip/proxy-gateway/get")).code).toBe(401);
    const answer = await api.get("/app-api/ip/proxy-gateway/get", { token: alice.token });
    expect(answer).toMatchObject({
      code: 0,
      data: { host: "gw.test.example", httpPort: 7777, socks5Port: 7778, maxCount: 50 },
    });
  });

  it("points proxy lines at a substation's own gateway when it has one", async () => {
    await server.database.db.insert(tables.substations).values({
      code: "gw-partner",
      host: "partner-gw.test",
      nameZh: "伙伴代理",
      nameEn: "Partner Proxy",
      proxyGatewayHost: "gw.partner.example",
      proxyGatewaySocks5Port: 9050,
    });
    const viaHost = (host: string) =>
      new Promise<{ code: number; data: { host: string; httpPort: number; socks5Port: number } }>((resolve, reject) => {
        const request = http.get(
          `${server.baseUrl}/app-api/ip/proxy-gateway/get`,
          { headers: { host, authorization: `Bearer ${alice.token}` } },
          (response) => {
            let body = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              body += chunk;
            });
            response.on("end", () => resolve(JSON.parse(body)));
          },
        );
        request.on("error", reject);
      });
    expect((await viaHost("partner-gw.test")).data).toMatchObject({
      host: "gw.partner.example",
      httpPort: 7777,
      socks5Port: 9050,
    });
    expect((await viaHost("localhost")).data.host).toBe("gw.test.example");
  });

  describe("who may call", () => {
    it("answers 401 without a login and 1006000000 to a member without real-name verification", async () => {
      const [uncertified] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
      const calls: ["GET" | "POST", string, unknown][] = [
        ["GET", accountList, undefined],
        ["POST", accountCreate, { username: uniqueUsername() }],
        ["POST", accountUpdate, { id: 1, enabled: false }],
        ["POST", accountDelete, { id: 1 }],
        ["GET", allowlistList, undefined],
        ["POST", allowlistCreate, { ip: "203.0.113.7" }],
        ["POST", allowlistDelete, { id: 1 }],
        ["GET", tokenGet, undefined],
        ["POST", tokenRotate, {}],
      ];
      for (const [method, path, body] of calls) {
        const call = (options: { token?: string; language?: string }) =>
          method === "GET" ? api.get(path, options) : api.post(path, body, options);
        expect((await call({})).code, path).toBe(ResponseCode.Unauthorized);
        expect(await call({ token: uncertified.token }), path).toEqual({
          code: ResponseCode.NotAuthenticated,
          data: null,
          msg: "Please complete real-name verification first",
        });
      }
      expect((await api.get(accountList, { token: uncertified.token, language: "zh-CN" })).msg).toBe(
        "请先完成实名认证",
      );
      const rows = await server.database.db
        .select()
        .from(tables.proxyAccounts)
        .where(eq(tables.proxyAccounts.memberId, uncertified.memberId));
      expect(rows).toEqual([]);
    });

    it("gives the gateway settings to any logged-in member, certified or not", async () => {
      const [uncertified] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
      expect(await api.get("/app-api/ip/proxy-gateway/get", { token: uncertified.token })).toMatchObject({
        code: 0,
        data: { host: "gw.test.example", maxCount: 50 },
      });
    });

    it("lets no cache keep an answer, refusals included", async () => {
      for (const [method, path] of [
        ["GET", accountList],
        ["GET", allowlistList],
        ["GET", tokenGet],
        ["GET", "/app-api/ip/proxy-gateway/get"],
        ["POST", accountCreate],
      ] as const) {
        const response = await fetch(`${server.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${alice.token}`, "content-type": "application/json" },
          body: method === "POST" ? "{}" : undefined,
        });
        expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      }
    });
  });

  describe("sub-accounts", () => {
    it("creates an account with a generated 12-character password and lists it for its owner only", async () => {
      const username = uniqueUsername("gen");
      const created = await createAccount(alice, { username });
      expect(created.code).toBe(0);
      expect(created.data).toMatchObject({
        username,
        trafficLimitBytes: null,
        usedBytes: 0,
        enabled: true,
        isLimitReached: false,
        remark: null,
      });
      expect(created.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(created.data.password).toMatch(/[0-9]/);
      expect(created.data.password).toMatch(/[A-Za-z]/);

      const mine = await api.get<ProxyAccountPage>(`${accountList}?pageNo=1&pageSize=100`, { token: alice.token });
      expect(mine.data.list.map((account) => account.username)).toContain(username);
      const theirs = await api.get<ProxyAccountPage>(accountList, { token: bob.token });
      expect(theirs.data.list.map((account) => account.username)).not.toContain(username);

      const found = await api.get<ProxyAccountPage>(`${accountList}?username=${username.slice(0, 8)}`, {
        token: alice.token,
      });
      expect(found.data.list[0]?.username).toBe(username);
    });

    it("keeps a chosen password, a traffic limit and a remark, and edits them", async () => {
      const created = await createAccount(alice, {
        username: uniqueUsername("own"),
        password: "Secret2026abc",
        trafficLimitGb: 2.5,
        remark: "  scraper  ",
      });
      expect(created.data).toMatchObject({
        password: "Secret2026abc",
        trafficLimitBytes: Math.round(2.5 * gb),
        remark: "scraper",
      });
      const id = created.data.id;

      const edited = await api.post<ProxyAccount>(
        accountUpdate,
        { id, password: "Another2026x", trafficLimitGb: 10, remark: "", enabled: false },
        { token: alice.token },
      );
      expect(edited.data).toMatchObject({
        id,
        password: "Another2026x",
        trafficLimitBytes: 10 * gb,
        remark: null,
        enabled: false,
      });
      const cleared = await api.post<ProxyAccount>(
        accountUpdate,
        { id, trafficLimitGb: null, enabled: true },
        { token: alice.token },
      );
      expect(cleared.data).toMatchObject({ trafficLimitBytes: null, enabled: true, password: "Another2026x" });
      // Only the id: nothing changes, the account comes back.
      expect((await api.post<ProxyAccount>(accountUpdate, { id }, { token: alice.token })).data.username).toBe(
        created.data.username,
      );
    });

    it("refuses taken and invalid usernames with 'Add failed' and the reason, in both languages", async () => {
      const username = uniqueUsername("taken");
      expect((await createAccount(alice, { username })).code).toBe(0);
      expect(await createAccount(bob, { username })).toEqual({
        code: 400,
        data: null,
        msg: `Add failed: The username ${username} is already taken, please choose another`,
      });
      expect((await api.post(accountCreate, { username }, { token: bob.token, language: "zh-CN" })).msg).toBe(
        `添加失败：用户名 ${username} 已被占用，请换一个`,
      );

      for (const bad of ["ab", "1abc", "Alice", "al-ice", "a".repeat(33), "bad name"]) {
        expect(await createAccount(alice, { username: bad }), bad).toEqual({
          code: 400,
          data: null,
          msg: "Add failed: The username must have 3 to 32 characters: lower-case letters, digits or underscores, starting with a letter",
        });
      }
      expect((await api.post(accountCreate, { username: "1abc" }, { token: alice.token, language: "zh-CN" })).msg).toBe(
        "添加失败：用户名须为 3 到 32 位小写字母、数字或下划线，并以字母开头",
      );
      expect((await createAccount(alice, {})).msg).toBe("Add failed: Please enter a username");
      expect((await api.post(accountCreate, {}, { token: alice.token, language: "zh-CN" })).msg).toBe(
        "添加失败：请输入用户名",
      );
    });

    it("names the field of every other bad value, in both languages", async () => {
      const username = uniqueUsername("v");
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { username, password: "short1" },
          "Add failed: The password must have 8 to 32 letters or digits",
          "添加失败：密码须为 8 到 32 位字母或数字",
        ],
        [
          { username, password: "has:colon123" },
          "Add failed: The password must have 8 to 32 letters or digits",
          "添加失败：密码须为 8 到 32 位字母或数字",
        ],
        [
          { username, trafficLimitGb: 0 },
          "Add failed: The traffic limit must be a number of GB greater than 0 and at most 1,000,000",
          "添加失败：流量上限须为大于 0 且不超过 1,000,000 的 GB 数",
        ],
        [
          { username, trafficLimitGb: "5" },
          "Add failed: The traffic limit must be a number of GB greater than 0 and at most 1,000,000",
          "添加失败：流量上限须为大于 0 且不超过 1,000,000 的 GB 数",
        ],
        [
          { username, remark: "x".repeat(101) },
          "Add failed: The remark may have at most 100 characters",
          "添加失败：备注最多 100 个字符",
        ],
      ];
      for (const [body, en, zh] of cases) {
        const answerEn = await api.post(accountCreate, body, { token: alice.token });
        expect(answerEn, JSON.stringify(body)).toMatchObject({ code: 400, msg: en });
        expect((await api.post(accountCreate, body, { token: alice.token, language: "zh-CN" })).msg).toBe(zh);
      }
      const created = await createAccount(alice, { username: uniqueUsername("e") });
      expect(await api.post(accountUpdate, { id: created.data.id, enabled: "yes" }, { token: alice.token })).toEqual({
        code: 400,
        data: null,
        msg: "Edit failed: The enabled switch must be true or false",
      });
      expect(await api.post(accountUpdate, { enabled: true }, { token: alice.token })).toMatchObject({
        msg: "Edit failed: Please choose a record (id)",
      });
      expect(await api.post(accountDelete, { id: "x" }, { token: alice.token, language: "zh-CN" })).toMatchObject({
        code: 400,
        msg: "删除失败：请选择一条记录（id）",
      });
      expect((await api.get(`${accountList}?pageSize=1000`, { token: alice.token })).msg).toBe(
        "The page number or page size is not valid",
      );
    });

    it("answers another member's ids with 'not found' and changes nothing", async () => {
      const created = await createAccount(alice, { username: uniqueUsername("mine"), password: "AlicePass2026" });
      const id = created.data.id;
      const before = await storedAccount(id);
      expect(
        await api.post(accountUpdate, { id, password: "Stolen2026xx", enabled: false }, { token: bob.token }),
      ).toEqual({ code: 404, data: null, msg: "Edit failed: This proxy account does not exist" });
      expect(await api.post(accountUpdate, { id }, { token: bob.token })).toMatchObject({ code: 404 });
      expect(await api.post(accountDelete, { id }, { token: bob.token })).toEqual({
        code: 404,
        data: null,
        msg: "Delete failed: This proxy account does not exist",
      });
      expect((await api.post(accountDelete, { id }, { token: bob.token, language: "zh-CN" })).msg).toBe(
        "删除失败：该代理账户不存在",
      );
      expect(await storedAccount(id)).toEqual(before);
    });

    it("deletes softly: the account leaves the list, its name stays taken, a second delete finds nothing", async () => {
      const username = uniqueUsername("gone");
      const created = await createAccount(alice, { username });
      expect(await api.post(accountDelete, { id: created.data.id }, { token: alice.token })).toEqual({
        code: 0,
        data: true,
        msg: "",
      });
      const list = await api.get<ProxyAccountPage>(`${accountList}?pageSize=100`, { token: alice.token });
      expect(list.data.list.map((account) => account.id)).not.toContain(created.data.id);
      expect((await storedAccount(created.data.id))?.deletedAt).toBeInstanceOf(Date);
      expect((await createAccount(alice, { username })).msg).toContain("is already taken");
      expect(await api.post(accountDelete, { id: created.data.id }, { token: alice.token })).toMatchObject({
        code: 404,
      });
      expect(
        await api.post(accountUpdate, { id: created.data.id, enabled: true }, { token: alice.token }),
      ).toMatchObject({ code: 404 });
    });

    it(`allows at most ${proxyCentreLimits.maxProxyAccounts} live accounts per member`, async () => {
      const [carol] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      await server.database.db.insert(tables.proxyAccounts).values(
        Array.from({ length: proxyCentreLimits.maxProxyAccounts - 1 }, (_, i) => ({
          memberId: carol.memberId,
          username: uniqueUsername(`bulk${i}`),
          password: "BulkPass2026",
        })),
      );
      const last = await createAccount(carol, { username: uniqueUsername("last") });
      expect(last.code).toBe(0);
      expect(await createAccount(carol, { username: uniqueUsername("over") })).toEqual({
        code: 400,
        data: null,
        msg: "Add failed: You can have at most 100 proxy accounts",
      });
      await api.post(accountDelete, { id: last.data.id }, { token: carol.token });
      expect((await createAccount(carol, { username: uniqueUsername("again") })).code).toBe(0);
      const page = await api.get<ProxyAccountPage>(`${accountList}?pageNo=2&pageSize=60`, { token: carol.token });
      expect(page.data).toMatchObject({ total: 100 });
      expect(page.data.list).toHaveLength(40);
    });

    it("lets two creations of one name at once end with one account", async () => {
      const username = uniqueUsername("race");
      const answers = await Promise.all([createAccount(alice, { username }), createAccount(bob, { username })]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([0, 400]);
      const rows = await server.database.db
        .select()
        .from(tables.proxyAccounts)
        .where(eq(tables.proxyAccounts.username, username));
      expect(rows).toHaveLength(1);
    });
  });

  describe("allowlist", () => {
    it("adds addresses and ranges in their one canonical spelling, for the owner only", async () => {
      const [dave] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      const add = (ip: string) =>
        api.post<AllowlistEntry>(allowlistCreate, { ip, remark: "office" }, { token: dave.token });
      expect((await add("203.0.113.7")).data).toMatchObject({ ip: "203.0.113.7", remark: "office" });
      expect((await add("198.51.100.77/24")).data.ip).toBe("198.51.100.0/24");
      expect((await add(" 192.0.2.1/32 ")).data.ip).toBe("192.0.2.1");
      expect((await add("10.0.0.0/8")).data.ip).toBe("10.0.0.0/8");
      expect(await add("198.51.100.5/24")).toEqual({
        code: 400,
        data: null,
        msg: "Add failed: 198.51.100.0/24 is already on your allowlist",
      });
      const list = await api.get<Allowlist>(allowlistList, { token: dave.token });
      expect(list.data).toMatchObject({ max: 20 });
      expect(list.data.list.map((entry) => entry.ip)).toEqual([
        "203.0.113.7",
        "198.51.100.0/24",
        "192.0.2.1",
        "10.0.0.0/8",
      ]);
      expect((await api.get<Allowlist>(allowlistList, { token: bob.token })).data.list).toEqual([]);
    });

    it("refuses what is not a canonical IPv4 address or a /8–/32 range, in both languages", async () => {
      const invalid = "Add failed: Please enter an IPv4 address such as 203.0.113.7, or a range such as 203.0.113.0/24";
      const cases: [string, string][] = [
        ["01.2.3.4", invalid],
        ["1.2.3", invalid],
        ["1.2.3.4.5", invalid],
        ["256.1.1.1", invalid],
        ["1.2.3.4/33", invalid],
        ["1.2.3.4/024", invalid],
        ["1.2.3.4/", invalid],
        ["a.b.c.d", invalid],
        ["2001:db8::1", invalid],
        ["1.2.3.4/7", "Add failed: The range is too wide: use /8 to /32"],
        ["127.0.0.1", "Add failed: Loopback, multicast and reserved addresses cannot be allowlisted"],
        ["224.0.0.1", "Add failed: Loopback, multicast and reserved addresses cannot be allowlisted"],
        ["0.0.0.0", "Add failed: Loopback, multicast and reserved addresses cannot be allowlisted"],
        ["", "Add failed: Please enter an IP address"],
      ];
      for (const [ip, msg] of cases) {
        expect(await api.post(allowlistCreate, { ip }, { token: bob.token }), ip).toEqual({
          code: 400,
          data: null,
          msg,
        });
      }
      expect((await api.post(allowlistCreate, { ip: "01.2.3.4" }, { token: bob.token, language: "zh-CN" })).msg).toBe(
        "添加失败：请输入 IPv4 地址（如 203.0.113.7）或网段（如 203.0.113.0/24）",
      );
      expect((await api.post(allowlistCreate, {}, { token: bob.token, language: "zh-CN" })).msg).toBe(
        "添加失败：请输入 IP 地址",
      );
      expect((await api.get<Allowlist>(allowlistList, { token: bob.token })).data.list).toEqual([]);
    });

    it("refuses an address or range that overlaps another member's, without naming the member", async () => {
      const [holder, other] = (await makeMembers(server, 2, { certified: true })) as [TestMember, TestMember];
      const add = (member: TestMember, ip: string, language?: string) =>
        api.post<AllowlistEntry>(allowlistCreate, { ip }, { token: member.token, ...(language && { language }) });
      expect((await add(holder, "100.80.1.9")).code).toBe(0);
      expect((await add(holder, "100.81.0.0/16")).code).toBe(0);
      // The same address, a range around it, an address inside a range: all refused, in both languages.
      const overlaps: [string, string][] = [
        ["100.80.1.9", "100.80.1.9"],
        ["100.80.1.0/24", "100.80.1.0/24"],
        ["100.81.7.7", "100.81.7.7"],
        ["100.81.255.0/24", "100.81.255.0/24"],
        ["100.0.0.0/8", "100.0.0.0/8"],
      ];
      for (const [ip, canonical] of overlaps) {
        expect(await add(other, ip), ip).toEqual({
          code: 400,
          data: null,
          msg: `Add failed: ${canonical} overlaps an address another account has allowlisted, so traffic from it would have no clear owner; ask your network administrator which address is yours, or use account and password authentication`,
        });
      }
      expect((await add(other, "100.80.1.9", "zh-CN")).msg).toBe(
        "添加失败：100.80.1.9 与其他账户已加入白名单的地址重叠，来自该地址的流量无法确定归属；请向网络管理员确认您自己的地址，或改用账密认证",
      );
      expect((await api.get<Allowlist>(allowlistList, { token: other.token })).data.list).toEqual([]);
      // Beside it is fine, and the holder may still overlap their own entries.
      expect((await add(other, "100.80.2.0/24")).code).toBe(0);
      expect((await add(holder, "100.81.7.0/24")).code).toBe(0);
      // Once the holder removes it, the address is free.
      const held = (await api.get<Allowlist>(allowlistList, { token: holder.token })).data.list;
      const entry = held.find((row) => row.ip === "100.80.1.9");
      expect((await api.post(allowlistDelete, { id: entry?.id }, { token: holder.token })).code).toBe(0);
      expect((await add(other, "100.80.1.9")).code).toBe(0);
    });

    it.runIf(kind === "postgres")("lets members adding overlapping entries at once end with one owner", async () => {
      for (let round = 0; round < 5; round++) {
        const members = (await makeMembers(server, 3, { certified: true })) as TestMember[];
        const ip = `100.90.${round}.0/24`;
        // Three entries that all hold 100.90.{round}.1.
        const entries = [ip, `100.90.${round}.1`, `100.90.${round}.0/25`];
        const answers = await Promise.all(
          members.map((member, i) => api.post(allowlistCreate, { ip: entries[i] }, { token: member.token })),
        );
        expect(
          answers.filter((answer) => answer.code === 0),
          ip,
        ).toHaveLength(1);
        const rows = await server.database.db
          .select()
          .from(tables.ipAllowlist)
          .where(sql`${tables.ipAllowlist.cidr}::inet <<= ${ip}::inet`);
        expect(new Set(rows.map((row) => row.memberId)).size).toBe(1);
      }
    });

    it(`allows ${proxyCentreLimits.maxAllowlistEntries} entries; another member's id is not found`, async () => {
      const [erin] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      const ids: number[] = [];
      for (let i = 1; i <= proxyCentreLimits.maxAllowlistEntries; i++) {
        const added = await api.post<AllowlistEntry>(allowlistCreate, { ip: `172.16.5.${i}` }, { token: erin.token });
        expect(added.code).toBe(0);
        ids.push(added.data.id);
      }
      expect(await api.post(allowlistCreate, { ip: "172.16.5.200" }, { token: erin.token })).toEqual({
        code: 400,
        data: null,
        msg: "Add failed: You can have at most 20 allowlist entries",
      });
      expect(await api.post(allowlistDelete, { id: ids[0] }, { token: bob.token })).toEqual({
        code: 404,
        data: null,
        msg: "Delete failed: This allowlist entry does not exist",
      });
      expect((await api.get<Allowlist>(allowlistList, { token: erin.token })).data.list).toHaveLength(20);
      expect(await api.post(allowlistDelete, { id: ids[0] }, { token: erin.token })).toMatchObject({ code: 0 });
      expect((await api.get<Allowlist>(allowlistList, { token: erin.token })).data.list).toHaveLength(19);
      expect((await api.post(allowlistCreate, { ip: "172.16.5.200" }, { token: erin.token })).code).toBe(0);
    });
  });

  describe("extraction API", () => {
    let frank: TestMember;
    let url: string;
    let path: string;
    const officeIp = "203.0.113.50";

    const extract = async (query: string, ip: string, language = "en") => {
      const response = await fetch(`${server.baseUrl}${path}${query}`, {
        headers: { "x-forwarded-for": ip, "accept-language": language },
      });
      return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
    };

    beforeAll(async () => {
      [frank] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      const token = await api.get<ExtractionToken>(tokenGet, { token: frank.token });
      expect(token.code).toBe(0);
      ({ url, path } = token.data);
      await api.post(allowlistCreate, { ip: officeIp }, { token: frank.token });
      await api.post(allowlistCreate, { ip: "198.18.0.0/16" }, { token: frank.token });
    });

    it("gives one secret URL per member, the same on every call, and a new one on rotation", async () => {
      const again = await api.get<ExtractionToken>(tokenGet, { token: frank.token });
      expect(again.data.url).toBe(url);
      expect(url).toBe(`${server.baseUrl}${path}`);
      expect(path).toMatch(/^\/extract\/[A-Za-z0-9_-]{32}$/);
      expect(again.data.maxCount).toBe(50);
      const other = await api.get<ExtractionToken>(tokenGet, { token: bob.token });
      expect(other.data.token).not.toBe(again.data.token);

      const [grace] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
      const first = await api.get<ExtractionToken>(tokenGet, { token: grace.token });
      const rotated = await api.post<ExtractionToken>(tokenRotate, {}, { token: grace.token });
      expect(rotated.data.token).not.toBe(first.data.token);
      expect((await api.get<ExtractionToken>(tokenGet, { token: grace.token })).data.token).toBe(rotated.data.token);
      expect((await api.post(allowlistCreate, { ip: "192.0.2.77" }, { token: grace.token })).code).toBe(0);
      // Without Accept-Language (a proxy tool), the site's default language answers.
      const old = await fetch(`${server.baseUrl}${first.data.path}`, { headers: { "x-forwarded-for": "192.0.2.77" } });
      expect(old.status).toBe(404);
      expect(await old.text()).toBe("该提取链接不存在或已被更换\n");
    });

    it("refuses a caller outside the allowlist with 403, before saying anything else", async () => {
      expect(await extract("?count=2", "198.51.100.9")).toMatchObject({
        status: 403,
        text: "Your IP 198.51.100.9 is not on the allowlist of this account\n",
      });
      const json = await extract("?type=json&count=2", "198.51.100.9", "zh-CN");
      expect(json.status).toBe(403);
      expect(JSON.parse(json.text)).toEqual({ code: 403, msg: "您的 IP 198.51.100.9 不在该账户的白名单中" });
      expect((await extract("?count=2", "2001:db8::1")).status).toBe(403);
      const unknown = await fetch(`${server.baseUrl}/extract/not-a-real-token-at-all-000000`, {
        headers: { "x-forwarded-for": officeIp },
      });
      expect(unknown.status).toBe(404);
    });

    it("answers 402 without traffic, 400 without an account, then the proxies", async () => {
      expect(await extract("?count=2", officeIp)).toMatchObject({
        status: 402,
        text: "No traffic left. Please top up first\n",
      });
      await grantTraffic(server, frank.memberId, BigInt(5 * gb));
      expect(await extract("?count=2", officeIp)).toMatchObject({
        status: 400,
        text: "Please create a proxy account first\n",
      });
      const account = await createAccount(frank, { username: uniqueUsername("ex"), password: "FrankPass2026" });
      const username = account.data.username;

      const rotating = await extract("?count=3", officeIp);
      expect(rotating.status).toBe(200);
      expect(rotating.type).toBe("text/plain; charset=utf-8");
      expect(rotating.text).toBe(`gw.test.example:7777:${username}:FrankPass2026\r\n`.repeat(3));

      const sticky = await extract(
        `?account=${username}&country=US&region=california&session=sticky&duration=10&count=10&protocol=socks5&format=protocol://user:pass@host:port`,
        "198.18.4.5",
      );
      expect(sticky.status).toBe(200);
      const lines = sticky.text.trimEnd().split("\r\n");
      expect(lines).toHaveLength(10);
      expect(new Set(lines).size).toBe(10);
      for (const line of lines) {
        const match = /^socks5:\/\/([^:]+):FrankPass2026@gw\.test\.example:7778$/.exec(line);
        expect(match, line).not.toBeNull();
        const parsed = parseProxyUsername(decodeURIComponent(match?.[1] ?? ""));
        expect(parsed).toMatchObject({
          ok: true,
          params: { account: username, country: "US", region: "california", session: { mode: "sticky", minutes: 10 } },
        });
      }

      const json = await extract("?type=json&count=2&session=mixed&duration=45&format=curl", "198.18.200.1");
      const result = JSON.parse(json.text) as ExtractionResult;
      expect(json.type).toBe("application/json; charset=utf-8");
      expect(result).toMatchObject({ code: 0, count: 2 });
      expect(result.proxies[0]).toMatchObject({ host: "gw.test.example", port: 7777, password: "FrankPass2026" });
      expect(result.proxies[0]?.username).toMatch(new RegExp(`^${username}-lsid-\\d{8}-sessTime-45$`));
      expect(result.proxies[0]?.line).toMatch(/^curl -x 'http:\/\/.+@gw\.test\.example:7777' https:\/\/ipinfo\.io$/);
    });

    it("explains bad parameters with 400 and a translated reason naming the parameter", async () => {
      const prefix = "The proxy parameters are not valid: ";
      const cases: [string, string][] = [
        ["?duration=10", `${prefix}duration needs session=sticky, timed or mixed`],
        [
          "?session=sticky&duration=31",
          `${prefix}The duration is out of range: sticky 3–30 minutes, timed and mixed 1–179 minutes`,
        ],
        ["?session=timed&duration=180", `${prefix}duration must be a whole number of minutes from 1 to 179`],
        ["?session=timed", `${prefix}timed and mixed sessions need a duration in minutes`],
        ["?country=us", `${prefix}The country code must be in capital letters, e.g. US`],
        ["?region=california", `${prefix}region needs a country`],
        ["?session=forever", `${prefix}session must be rotating, sticky, timed or mixed`],
        ["?count=51", "At most 50 proxies per request"],
        ["?count=0", `${prefix}count must be a whole number of at least 1`],
        ["?count=many", `${prefix}count must be a whole number of at least 1`],
        ["?count=2.5", `${prefix}count must be a whole number of at least 1`],
        ["?account=nobody_here", "No enabled proxy account named nobody_here"],
        ["?country=ZZ", `${prefix}country ZZ is not a known country code`],
        ["?country=US&region=atlantis", `${prefix}US has no state or province atlantis`],
        ["?country=US&city=nowhere", `${prefix}no city nowhere in US`],
        ["?country=US&region=california&city=houston", `${prefix}no city houston in US/california`],
      ];
      for (const [query, expected] of cases) {
        const answer = await extract(query, officeIp);
        expect(answer.status, query).toBe(400);
        expect(answer.text, query).toBe(`${expected}\n`);
      }
      // Without Accept-Language the whole answer is Chinese; lang= picks the language for tools that send none.
      const bare = async (query: string) => {
        const response = await fetch(`${server.baseUrl}${path}${query}`, { headers: { "x-forwarded-for": officeIp } });
        return { status: response.status, text: await response.text() };
      };
      expect(await bare("?session=timed&duration=180")).toEqual({
        status: 400,
        text: "代理参数不正确：duration 须为 1 到 179 之间的整数分钟\n",
      });
      expect(await bare("?count=abc")).toEqual({ status: 400, text: "代理参数不正确：count 须为不小于 1 的整数\n" });
      expect(await bare("?country=US&city=nowhere")).toEqual({
        status: 400,
        text: "代理参数不正确：US 没有名为 nowhere 的城市\n",
      });
      expect(await bare("?country=US&city=nowhere&lang=en")).toEqual({
        status: 400,
        text: `${prefix}no city nowhere in US\n`,
      });
      const json = await extract("?type=json&duration=10&lang=zh-CN", officeIp, "en");
      expect(JSON.parse(json.text)).toEqual({
        code: 400,
        msg: "代理参数不正确：duration 需要同时使用 session=sticky、timed 或 mixed",
      });
      // Known places in the dataset's spelling still generate lines, with or without a state.
      for (const query of [
        "?country=US&city=los_angeles",
        "?country=US&region=new_york&city=new_york_city",
        "?country=DE&region=baden_wurttemberg",
      ]) {
        expect((await extract(`${query}&count=1`, officeIp)).status, query).toBe(200);
      }
      // Another member's account is not found either.
      const bobs = await createAccount(bob, { username: uniqueUsername("bobx") });
      expect((await extract(`?account=${bobs.data.username}`, officeIp)).status).toBe(400);
    });

    it("refuses a disabled account, a used-up account limit and a member who is no longer certified", async () => {
      const account = await createAccount(frank, { username: uniqueUsername("lim"), trafficLimitGb: 1 });
      await api.post(accountUpdate, { id: account.data.id, enabled: false }, { token: frank.token });
      expect((await extract(`?account=${account.data.username}`, officeIp)).status).toBe(400);
      await api.post(accountUpdate, { id: account.data.id, enabled: true }, { token: frank.token });
      await server.database.db
        .update(tables.proxyAccounts)
        .set({ usedBytes: BigInt(gb) })
        .where(eq(tables.proxyAccounts.id, account.data.id));
      expect(await extract(`?account=${account.data.username}`, officeIp)).toMatchObject({
        status: 402,
        text: `The proxy account ${account.data.username} has used up its traffic limit\n`,
      });
      await setCertified(server, frank.memberId, false);
      expect(await extract("?count=1", officeIp, "zh-CN")).toMatchObject({ status: 403, text: "请先完成实名认证\n" });
      await setCertified(server, frank.memberId, true);
      expect((await extract("?count=1", officeIp)).status).toBe(200);
    });
  });
});
