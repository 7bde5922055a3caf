import {
  type DenyDomainEntry,
  type GatewayAccount,
  isDeniedHost,
  type MemberDenyList,
  normaliseHostName,
  parseDenyDomain,
  type SellerDenyList,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { gatewayClient, memberWithAccount } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gb = 1024n ** 3n;
const gw = { id: "gw-deny-1", secret: "gateway-deny-secret-0001" };

describe("deny-list domains, parsed once in the contract", () => {
  it("normalises case, trailing dots, wildcards and IDN, and refuses addresses and URLs", () => {
    expect(parseDenyDomain(" WWW.Gov.CN. ")).toEqual({ ok: true, value: "www.gov.cn" });
    expect(parseDenyDomain("*.gov.cn")).toEqual({ ok: true, value: "gov.cn" });
    expect(parseDenyDomain("例子.中国")).toEqual({ ok: true, value: "xn--fsqu00a.xn--fiqs8s" });
    expect(parseDenyDomain("")).toEqual({ ok: false, problem: "empty" });
    expect(parseDenyDomain("203.0.113.7")).toEqual({ ok: false, problem: "ipLiteral" });
    expect(parseDenyDomain("[2001:db8::1]")).toEqual({ ok: false, problem: "ipLiteral" });
    for (const bad of ["https://bank.com", "bank.com/login", "bank..com", "-bank.com", "bank.com:443", "a b.com"]) {
      expect(parseDenyDomain(bad)).toEqual({ ok: false, problem: "format" });
    }
  });

  it("denies a domain and the names under it, never a look-alike or an address", () => {
    const denied = ["gov.cn", "xn--fsqu00a.xn--fiqs8s"];
    const match = (host: string) => {
      const name = normaliseHostName(host);
      return name !== null && isDeniedHost(name, denied);
    };
    expect(match("gov.cn")).toBe(true);
    expect(match("WWW.GOV.CN.")).toBe(true);
    expect(match("a.b.gov.cn")).toBe(true);
    expect(match("www.例子.中国")).toBe(true);
    expect(match("notgov.cn")).toBe(false);
    expect(match("gov.cn.evil.com")).toBe(false);
    expect(match("1.2.3.4")).toBe(false);
  });
});

/** The member's list through the member API, the seller's through the console, both in the gateways' answer. */
describe.each(testDatabaseKinds())("target deny lists (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let owner: ConsoleClient;
  let support: ConsoleClient;
  let gateway: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: { USAGE_GATEWAY_SECRETS: `${gw.id}:${gw.secret}` },
    }));
    ({ client: owner } = await loggedInConsole(server, "owner"));
    ({ client: support } = await loggedInConsole(server, "support"));
    gateway = gatewayClient(server, gw.id, gw.secret);
  });
  afterAll(() => server?.close());

  const lastNote = async () =>
    (await server.database.db.select().from(tables.accessChanges).orderBy(desc(tables.accessChanges.seq)).limit(1))[0]
      ?.subject;

  it("keeps a member's list normalised, hands it to the gateways with every account and notes each change", async () => {
    const member = await memberWithAccount(server, gb);
    const added = await api.post<DenyDomainEntry>(
      "/app-api/ip/deny-domain/create",
      { domain: "Bank.Example.COM." },
      { token: member.token },
    );
    expect(added).toMatchObject({ code: 0, data: { domain: "bank.example.com" } });
    expect(await lastNote()).toBe(`member:${member.memberId}`);
    const list = await api.get<MemberDenyList>("/app-api/ip/deny-domain/list", { token: member.token });
    expect(list.data).toMatchObject({ list: [{ domain: "bank.example.com" }], max: 100 });
    expect((await gateway.checkAccount<GatewayAccount>(member.account.username)).body).toMatchObject({
      deniedDomains: ["bank.example.com"],
    });

    // The gateways' poll names every sub-account of the member.
    const before = await server.services.usage.accessChangesSince(undefined);
    const removed = await api.post("/app-api/ip/deny-domain/delete", { id: added.data?.id }, { token: member.token });
    expect(removed.code).toBe(0);
    const changes = await server.services.usage.accessChangesSince(before.cursor);
    expect(changes.accounts).toContain(member.account.username);
    expect((await gateway.checkAccount<GatewayAccount>(member.account.username)).body).toMatchObject({
      deniedDomains: [],
    });
  });

  it("refuses what is no domain, and duplicates, in the member's language, changing nothing", async () => {
    const member = await memberWithAccount(server, gb);
    expect(
      await api.post("/app-api/ip/deny-domain/create", { domain: "203.0.113.7" }, { token: member.token }),
    ).toEqual({ code: 400, data: null, msg: "Add failed: The deny list takes domains, not IP addresses" });
    expect(
      (
        await api.post(
          "/app-api/ip/deny-domain/create",
          { domain: "https://bank.com/login" },
          { token: member.token, language: "zh-CN" },
        )
      ).msg,
    ).toBe("添加失败：请输入域名，例如 example.com 或 gov.cn（不带 http:// 和路径）");
    await api.post("/app-api/ip/deny-domain/create", { domain: "gov.cn" }, { token: member.token });
    expect((await api.post("/app-api/ip/deny-domain/create", { domain: "GOV.CN" }, { token: member.token })).msg).toBe(
      "Add failed: gov.cn is already on the deny list",
    );
    const list = await api.get<MemberDenyList>("/app-api/ip/deny-domain/list", { token: member.token });
    expect(list.data?.list.map((entry) => entry.domain)).toEqual(["gov.cn"]);
    // Another member's entry is not theirs to delete.
    const other = await memberWithAccount(server, gb);
    const answer = await api.post(
      "/app-api/ip/deny-domain/delete",
      { id: list.data?.list[0]?.id },
      { token: other.token },
    );
    expect(answer).toMatchObject({ code: 404, msg: "Delete failed: This deny-list entry does not exist" });
  });

  it("lets the owner keep the seller's list, audited, denied to every member; support may not", async () => {
    const member = await memberWithAccount(server, gb);
    expect((await support.get("/ops-api/deny-domains")).code).toBe(403);
    const added = await owner.post<DenyDomainEntry>("/ops-api/deny-domains/create", { domain: "*.Gov.CN" });
    expect(added).toMatchObject({ code: 0, data: { domain: "gov.cn" } });
    // Everyone's access changed: the gateways forget all they cached.
    expect(await lastNote()).toBe("all");
    const before = await server.services.usage.accessChangesSince(undefined);
    expect((await owner.post("/ops-api/deny-domains/create", { domain: "www.icbc.com.cn" })).code).toBe(0);
    expect(await server.services.usage.accessChangesSince(before.cursor)).toMatchObject({ reset: true });
    const [audit] = await server.database.db
      .select()
      .from(tables.auditLog)
      .where(eq(tables.auditLog.action, "proxy.deny-domain.create"))
      .orderBy(desc(tables.auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ recordType: "target_deny_domain", after: { domain: "www.icbc.com.cn" } });

    const seller = await owner.get<SellerDenyList>("/ops-api/deny-domains");
    expect(seller.data?.list.map((entry) => entry.domain)).toEqual(["www.icbc.com.cn", "gov.cn"]);
    expect((await api.get<MemberDenyList>("/app-api/ip/deny-domain/list", { token: member.token })).data).toMatchObject(
      { list: [], seller: ["www.icbc.com.cn", "gov.cn"] },
    );
    expect((await gateway.checkAccount<GatewayAccount>(member.account.username)).body).toMatchObject({
      deniedDomains: ["gov.cn", "www.icbc.com.cn"],
    });
    expect((await owner.post("/ops-api/deny-domains/create", { domain: "10.0.0.1" })).code).toBe(400);
    for (const entry of seller.data?.list ?? []) {
      expect((await owner.post("/ops-api/deny-domains/delete", { id: entry.id })).code).toBe(0);
    }
  });
});
