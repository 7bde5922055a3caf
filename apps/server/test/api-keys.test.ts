import {
  type ApiKey,
  type ApiKeyList,
  type ApiKeyScope,
  allCalls,
  apiKeyLimits,
  apiKeyScopes,
  type CreatedApiKey,
  endpointPath,
  ResponseCode,
  translateMessage,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  type Envelope,
  randomIp,
  registerWithCode,
  skipResendWait,
  startWithApi,
  uniqueMobile,
} from "./auth-helpers.ts";
import { uniqueIdNumber } from "./certification-helpers.ts";
import { makeMembers, type TestMember, uniqueUsername } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const keyList = "/app-api/member/api-key/list";
const keyCreate = "/app-api/member/api-key/create";
const keyRevoke = "/app-api/member/api-key/revoke";
const summary = "/app-api/ip/dashboard/summary";

/** Every call a member makes, as the contract declares it: the table the scope checks run over. */
const memberCalls = allCalls.filter(
  ({ endpoint }) => endpoint.audience === "member" || endpoint.audience === "certified",
);

const en = (key: string, params?: Record<string, string | number>) => translateMessage("en", key, params);

describe.each(testDatabaseKinds())("API keys (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let alice: TestMember;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
    [alice] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
  });
  afterAll(() => server?.close());

  const createKey = async (member: TestMember, body: Record<string, unknown>) => {
    const answer = await api.post<CreatedApiKey>(keyCreate, body, { token: member.token });
    expect(answer.code, answer.msg).toBe(0);
    return answer.data;
  };

  /** A call as a script makes it: the key as the bearer token, whatever the answer's media type. */
  async function callWithKey(
    method: string,
    path: string,
    secret: string,
    options: { ip?: string; body?: unknown; language?: string } = {},
  ): Promise<{ status: number; retryAfter: string | null; envelope: Envelope | null }> {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${secret}`,
        "accept-language": options.language ?? "en",
        "x-forwarded-for": options.ip ?? randomIp(),
        ...(method === "POST" ? { "content-type": "application/json" } : {}),
      },
      body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
    });
    const text = await response.text();
    const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      envelope: isJson && text.startsWith("{") ? (JSON.parse(text) as Envelope) : null,
    };
  }

  it("shows the secret once, stores only its hash and lists the key without it", async () => {
    const created = await createKey(alice, { name: "billing script", scopes: ["usage:read"] });
    expect(created.secret).toMatch(/^psk_live_[0-9a-f]{12}_[A-Za-z0-9_-]{32}$/);
    const [row] = await server.database.db.select().from(tables.apiKeys).where(eq(tables.apiKeys.id, created.key.id));
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = await api.get<ApiKeyList>(keyList, { token: alice.token });
    const listed = list.data.list.find((key) => key.id === created.key.id);
    expect(listed).toMatchObject({ name: "billing script", scopes: ["usage:read"], lastUsedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect(listed?.hint.startsWith(created.secret.slice(0, 22))).toBe(true);
  });

  it("refuses a bad key request with a translated reason and creates nothing", async () => {
    const before = (await api.get<ApiKeyList>(keyList, { token: alice.token })).data.list.length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "", scopes: ["usage:read"] }, "apiKeys.nameRequired"],
      [{ name: "x", scopes: [] }, "apiKeys.scopesRequired"],
      [{ name: "x", scopes: ["payments:write"] }, "apiKeys.scopeUnknown"],
      [{ name: "x", scopes: ["usage:read"], allowedCidrs: ["10.0.0.0/33"] }, "apiKeys.cidrInvalid"],
      [{ name: "x", scopes: ["usage:read"], expiresAt: "2001-01-01T00:00:00Z" }, "apiKeys.expiryPast"],
    ];
    for (const [body, key] of cases) {
      const answer = await api.post(keyCreate, body, { token: alice.token });
      expect(answer.code, JSON.stringify(body)).toBe(ResponseCode.BadRequest);
      expect(answer.msg).toContain(en(key));
    }
    const zh = await api.post(
      keyCreate,
      { name: "", scopes: ["usage:read"] },
      { token: alice.token, language: "zh-CN" },
    );
    expect(zh.msg).toContain(translateMessage("zh-CN", "apiKeys.nameRequired"));
    expect((await api.get<ApiKeyList>(keyList, { token: alice.token })).data.list).toHaveLength(before);
  });

  it("lets each scope reach exactly the calls that name it, and no key reach a call without a scope", async () => {
    const keys = new Map<ApiKeyScope, string>();
    for (const scope of apiKeyScopes)
      keys.set(scope, (await createKey(alice, { name: scope, scopes: [scope] })).secret);
    const everything = (await createKey(alice, { name: "all", scopes: [...apiKeyScopes] })).secret;
    // Calls that would change the member's data get an empty body: past the guard they stop at validation.
    for (const { endpoint } of memberCalls) {
      const path = endpointPath(
        endpoint,
        Object.fromEntries((endpoint.path.match(/:(\w+)/g) ?? []).map((p) => [p.slice(1), 1])),
      );
      for (const scope of apiKeyScopes) {
        const answer = await callWithKey(endpoint.method, path, keys.get(scope) as string);
        const label = `${endpoint.method} ${endpoint.path} with ${scope}`;
        if (endpoint.scope === scope) {
          // Past the key check: success, a file, or the call's own refusal of the empty input.
          expect([ResponseCode.Unauthorized, ResponseCode.Forbidden], label).not.toContain(answer.envelope?.code);
        } else {
          expect(answer.envelope?.code, label).toBe(ResponseCode.Forbidden);
          // The proxy centre's changes prefix their refusals ("Add failed: …").
          expect(answer.envelope?.msg, label).toContain(
            endpoint.scope ? en("apiKeys.scopeMissing", { scope: endpoint.scope }) : en("apiKeys.notForKeys"),
          );
        }
      }
      if (!endpoint.scope) {
        const answer = await callWithKey(endpoint.method, path, everything);
        expect(answer.envelope?.msg, `${endpoint.path} with every scope`).toBe(en("apiKeys.notForKeys"));
      }
    }
  });

  it("never lets a key reach payment, password, key management, verification or account closure", async () => {
    const everything = (await createKey(alice, { name: "all scopes", scopes: [...apiKeyScopes] })).secret;
    const forbidden: Array<[string, string, unknown]> = [
      ["POST", "/app-api/order/pay", { id: 1, payMethod: "alipay" }],
      ["POST", "/app-api/member/user/update-password", { oldPassword: "x", password: "Abcdef123" }],
      ["POST", keyCreate, { name: "minted", scopes: ["usage:read"] }],
      ["GET", keyList, undefined],
      ["POST", keyRevoke, { id: 1 }],
      ["POST", "/app-api/member/auth/logout", {}],
      ["POST", "/app-api/ip/member-user-personal-info/create", {}],
      ["POST", "/app-api/member/account/close", { password: "x", confirm: true }],
      ["GET", "/app-api/member/data/export", undefined],
    ];
    const keysBefore = await server.database.db.select().from(tables.apiKeys);
    for (const [method, path, body] of forbidden) {
      const answer = await callWithKey(method, path, everything, { body });
      expect(answer.envelope?.code, path).toBe(ResponseCode.Forbidden);
      expect(answer.envelope?.msg, path).toBe(en("apiKeys.notForKeys"));
    }
    expect(await server.database.db.select().from(tables.apiKeys)).toHaveLength(keysBefore.length);
  });

  it("answers with the key owner's data and records when and from where the key was last used", async () => {
    const { secret, key } = await createKey(alice, { name: "usage", scopes: ["usage:read"] });
    const byKey = await callWithKey("GET", "/app-api/ip/member-user/get", secret, { ip: "198.51.100.23" });
    expect(byKey.envelope).toMatchObject({ code: 0, data: { id: alice.memberId } });
    const listed = (await api.get<ApiKeyList>(keyList, { token: alice.token })).data.list.find((k) => k.id === key.id);
    expect(listed?.lastUsedIp).toBe("198.51.100.23");
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it("refuses an expired key, a key used from outside its addresses and an unknown key, each with its own message", async () => {
    const expiring = await createKey(alice, {
      name: "short",
      scopes: ["usage:read"],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await callWithKey("GET", summary, expiring.secret)).envelope?.code).toBe(0);
    await server.database.db
      .update(tables.apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tables.apiKeys.id, expiring.key.id));
    const expired = await callWithKey("GET", summary, expiring.secret, { language: "zh-CN" });
    expect(expired.envelope).toMatchObject({
      code: ResponseCode.Unauthorized,
      msg: translateMessage("zh-CN", "apiKeys.expired"),
    });

    const fenced = await createKey(alice, {
      name: "office",
      scopes: ["usage:read"],
      allowedCidrs: ["203.0.113.0/24", "2001:db8::/32", "198.51.100.7"],
    });
    expect(fenced.key.allowedCidrs).toEqual(["203.0.113.0/24", "2001:db8::/32", "198.51.100.7/32"]);
    for (const ip of ["203.0.113.200", "2001:db8::1", "198.51.100.7"]) {
      expect((await callWithKey("GET", summary, fenced.secret, { ip })).envelope?.code, ip).toBe(0);
    }
    for (const ip of ["203.0.114.1", "198.51.100.8", "2001:db9::1"]) {
      const refused = await callWithKey("GET", summary, fenced.secret, { ip });
      expect(refused.envelope, ip).toMatchObject({
        code: ResponseCode.Unauthorized,
        msg: en("apiKeys.ipNotAllowed", { ip }),
      });
    }

    const forged = `${fenced.secret.slice(0, -4)}AAAA`;
    expect((await callWithKey("GET", summary, forged)).envelope).toMatchObject({
      code: ResponseCode.Unauthorized,
      msg: en("apiKeys.invalid"),
    });
    expect((await callWithKey("GET", summary, "psk_live_nonsense")).envelope?.msg).toBe(en("apiKeys.invalid"));
    // A key pasted without its prefix (or any other unknown bearer) is not a login that expired.
    const unprefixed = await callWithKey("GET", summary, fenced.secret.replace("psk_live_", ""), { language: "zh-CN" });
    expect(unprefixed.envelope).toMatchObject({
      code: ResponseCode.Unauthorized,
      msg: translateMessage("zh-CN", "errors.bearerInvalid"),
    });
    expect(translateMessage("en", "errors.bearerInvalid")).toMatch(/API key/);
  });

  it("refuses a revoked key on its very next call, and only the owner can revoke it", async () => {
    const { secret, key } = await createKey(alice, { name: "to revoke", scopes: ["orders:read"] });
    const orders = "/app-api/ip/recharge-order/page?pageNo=1&pageSize=10";
    expect((await callWithKey("GET", orders, secret)).envelope?.code).toBe(0);
    const [bob] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    expect((await api.post(keyRevoke, { id: key.id }, { token: bob.token })).code).toBe(ResponseCode.NotFound);
    expect((await callWithKey("GET", orders, secret)).envelope?.code).toBe(0);
    const revoked = await api.post<ApiKey>(keyRevoke, { id: key.id }, { token: alice.token });
    expect(revoked.data.revokedAt).not.toBeNull();
    expect((await callWithKey("GET", orders, secret)).envelope).toMatchObject({
      code: ResponseCode.Unauthorized,
      msg: en("apiKeys.revoked"),
    });
    // Revoking again changes nothing and is no error.
    expect((await api.post<ApiKey>(keyRevoke, { id: key.id }, { token: alice.token })).data.revokedAt).toBe(
      revoked.data.revokedAt,
    );
  });

  it("limits calls per key with 429 and Retry-After, without touching another key", async () => {
    const busy = await createKey(alice, { name: "busy", scopes: ["usage:read"] });
    const calm = await createKey(alice, { name: "calm", scopes: ["usage:read"] });
    const answers = [];
    for (let batch = 0; batch < apiKeyLimits.callsPerMinute; batch += 20) {
      answers.push(...(await Promise.all(Array.from({ length: 20 }, () => callWithKey("GET", summary, busy.secret)))));
    }
    expect(answers.every((answer) => answer.envelope?.code === 0)).toBe(true);
    const limited = await callWithKey("GET", summary, busy.secret);
    expect(limited.envelope?.code).toBe(ResponseCode.TooManyRequests);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(limited.envelope?.msg).toBe(en("apiKeys.rateLimited", { seconds: Number(limited.retryAfter) }));
    expect((await callWithKey("GET", summary, calm.secret)).envelope?.code).toBe(0);
  });

  it("caps the live keys a member may hold", async () => {
    const [carol] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    for (let i = 0; i < apiKeyLimits.maxKeys; i++) await createKey(carol, { name: `k${i}`, scopes: ["usage:read"] });
    const refused = await api.post(keyCreate, { name: "one too many", scopes: ["usage:read"] }, { token: carol.token });
    expect(refused).toMatchObject({
      code: ResponseCode.BadRequest,
      msg: en("apiKeys.tooMany", { max: apiKeyLimits.maxKeys }),
    });
  });
});

describe.each(testDatabaseKinds())("downloading one's data and closing the account (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  const password = "data rights passphrase";

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  /** Registers the way a person does (captcha, SMS code from the outbox); returns the access token. */
  async function register(mobile: string): Promise<Envelope<{ accessToken: string }>> {
    const { sent, registered } = await registerWithCode(server, { mobile }, password);
    expect(sent.code, sent.msg).toBe(0);
    return registered;
  }

  it("exports the account, orders, verification status without the ID number, usage and sub-accounts", async () => {
    const mobile = uniqueMobile();
    const token = (await register(mobile)).data.accessToken;
    const idCardNumber = uniqueIdNumber();
    const verified = await api.post(
      "/app-api/ip/member-user-personal-info/create",
      { realName: "张三", idCardNumber },
      { token },
    );
    expect(verified.code, verified.msg).toBe(0);
    const order = await api.post<{ orderNo: string }>("/app-api/ip/recharge-order/create", { trafficGb: 3 }, { token });
    const account = await api.post<{ username: string }>(
      "/app-api/ip/proxy-account/create",
      { username: uniqueUsername() },
      { token },
    );
    expect(account.code, account.msg).toBe(0);

    const response = await fetch(`${server.baseUrl}/app-api/member/data/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    expect(response.headers.get("content-type"), text.slice(0, 300)).toContain("application/json");
    expect(`${response.headers.get("content-disposition")} ${text.slice(0, 300)}`).toMatch(
      /attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ mobile });
    expect(data.verification.personal).toMatchObject({ realName: "张三", status: 3 });
    expect(data.rechargeOrders.map((o: { orderNo: string }) => o.orderNo)).toContain(order.data.orderNo);
    expect(data.proxyAccounts.map((a: { username: string }) => a.username)).toContain(account.data.username);
    expect(data.proxyAccounts[0]).not.toHaveProperty("password");
    expect(data.usageHours).toHaveProperty("records");
    expect(text).not.toContain(idCardNumber);
    expect(text).not.toContain(idCardNumber.slice(-6));
    expect(text).not.toMatch(/passwordHash|\$argon2/);
  });

  it("explains what closing gives up, refuses a wrong password, then closes and frees the mobile", async () => {
    const mobile = uniqueMobile();
    const token = (await register(mobile)).data.accessToken;
    const idCardNumber = uniqueIdNumber();
    await api.post("/app-api/ip/member-user-personal-info/create", { realName: "李四", idCardNumber }, { token });
    const me = await api.get<{ id: number }>("/app-api/ip/member-user/get", { token });
    const memberId = me.data.id;
    const order = await api.post<{ id: number }>("/app-api/ip/recharge-order/create", { trafficGb: 2 }, { token });
    await api.post("/app-api/ip/proxy-account/create", { username: uniqueUsername() }, { token });
    const key = await api.post<CreatedApiKey>(keyCreate, { name: "script", scopes: ["usage:read"] }, { token });

    const preview = await api.get("/app-api/member/account/closure-preview", { token });
    expect(preview).toMatchObject({
      code: 0,
      data: { trafficBalanceBytes: "0", unpaidOrders: 1, activeStaticIps: 0, proxyAccounts: 1, apiKeys: 1 },
    });

    const wrong = await api.post("/app-api/member/account/close", { password: "not it", confirm: true }, { token });
    expect(wrong).toMatchObject({ code: ResponseCode.Forbidden, msg: en("dataRights.wrongPassword") });
    const unconfirmed = await api.post("/app-api/member/account/close", { password }, { token });
    expect(unconfirmed.code).toBe(ResponseCode.BadRequest);
    expect((await api.get("/app-api/ip/member-user/get", { token })).code).toBe(0);

    const closed = await api.post("/app-api/member/account/close", { password, confirm: true }, { token });
    expect(closed).toMatchObject({ code: 0, data: true });

    // Sessions and keys end at once; the password no longer logs in.
    expect((await api.get("/app-api/ip/member-user/get", { token })).code).toBe(ResponseCode.Unauthorized);
    const byKey = await fetch(`${server.baseUrl}${summary}`, {
      headers: { authorization: `Bearer ${key.data.secret}` },
    });
    expect(((await byKey.json()) as Envelope).msg).toBe(translateMessage("zh-CN", "apiKeys.revoked"));
    expect((await api.post("/app-api/member/auth/login", { account: mobile, password })).code).not.toBe(0);

    // Personal data erased; the order stays (closed), still the same member's row, now anonymous.
    const db = server.database.db;
    const [member] = await db.select().from(tables.members).where(eq(tables.members.id, memberId));
    expect(member).toMatchObject({ mobile: null, registerIp: null });
    expect(member?.closedAt).not.toBeNull();
    expect(member?.email).toBe(`closed-${memberId}@closed.invalid`);
    const certifications = await db
      .select()
      .from(tables.personalCertifications)
      .where(eq(tables.personalCertifications.memberId, memberId));
    expect(JSON.stringify(certifications)).not.toContain(idCardNumber);
    expect(JSON.stringify(certifications)).not.toContain("李四");
    const [kept] = await db.select().from(tables.rechargeOrders).where(eq(tables.rechargeOrders.id, order.data.id));
    expect(kept).toMatchObject({ memberId, status: "closed" });
    const accounts = await db.select().from(tables.proxyAccounts).where(eq(tables.proxyAccounts.memberId, memberId));
    expect(accounts.every((a) => a.deletedAt !== null && !a.enabled)).toBe(true);

    // The same mobile registers again as a new member, and the same person may verify again.
    await skipResendWait(server, mobile);
    const again = await register(mobile);
    expect(again.code, again.msg).toBe(0);
    const newMe = await api.get<{ id: number }>("/app-api/ip/member-user/get", { token: again.data.accessToken });
    expect(newMe.data.id).not.toBe(memberId);
    const reverified = await api.post(
      "/app-api/ip/member-user-personal-info/create",
      { realName: "李四", idCardNumber },
      { token: again.data.accessToken },
    );
    expect(reverified.code, reverified.msg).toBe(0);
  });
});
