import type { Allowlist, AllowlistEntry, GatewayAllowlistMatch, ProxyAccount } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { gatewayClient, memberWithAccount, uniqueUsername } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gb = 1024n ** 3n;
const gw = { id: "gw-allow-1", secret: "gateway-allow-secret-0001" };

/** Allowlist entries that name the sub-account their traffic is charged to. */
describe.each(testDatabaseKinds())("allowlist entries bound to a sub-account (%s)", (kind) => {
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

  it("binds an entry to one of the member's sub-accounts, which the gateways then charge", async () => {
    const member = await memberWithAccount(server, gb);
    const second = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username: uniqueUsername("bnd"), dailyLimitGb: 1 },
      { token: member.token },
    );
    const added = await api.post<AllowlistEntry>(
      "/app-api/ip/whitelist/create",
      { ip: "198.51.100.20", accountId: second.data?.id },
      { token: member.token },
    );
    expect(added).toMatchObject({
      code: 0,
      data: { ip: "198.51.100.20", accountId: second.data?.id, accountUsername: second.data?.username },
    });
    await api.post("/app-api/ip/whitelist/create", { ip: "198.51.100.21" }, { token: member.token });
    const list = await api.get<Allowlist>("/app-api/ip/whitelist/list", { token: member.token });
    expect(list.data?.list.map((entry) => [entry.ip, entry.accountUsername])).toEqual([
      ["198.51.100.20", second.data?.username],
      ["198.51.100.21", null],
    ]);

    // The bound entry charges its sub-account; the unbound one the member's oldest enabled.
    expect((await gateway.checkAllowlist<GatewayAllowlistMatch>("198.51.100.20")).body.account).toMatchObject({
      username: second.data?.username,
      status: "active",
    });
    expect((await gateway.checkAllowlist<GatewayAllowlistMatch>("198.51.100.21")).body.account).toMatchObject({
      username: member.account.username,
    });

    // Deleted, the bound sub-account is refused as such: its traffic never moves to another account.
    await api.post("/app-api/ip/proxy-account/delete", { id: second.data?.id }, { token: member.token });
    expect((await gateway.checkAllowlist<GatewayAllowlistMatch>("198.51.100.20")).body.account).toMatchObject({
      username: second.data?.username,
      allowed: false,
      status: "deleted",
    });
  });

  it("refuses another member's sub-account, in the member's language, adding nothing", async () => {
    const member = await memberWithAccount(server, gb);
    const stranger = await memberWithAccount(server, gb);
    expect(
      await api.post(
        "/app-api/ip/whitelist/create",
        { ip: "198.51.100.30", accountId: stranger.account.id },
        { token: member.token },
      ),
    ).toEqual({ code: 400, data: null, msg: "Add failed: The chosen sub-account does not exist or was deleted" });
    expect(
      (
        await api.post(
          "/app-api/ip/whitelist/create",
          { ip: "198.51.100.30", accountId: "x" },
          { token: member.token, language: "zh-CN" },
        )
      ).code,
    ).toBe(400);
    expect((await api.get<Allowlist>("/app-api/ip/whitelist/list", { token: member.token })).data?.list).toEqual([]);
  });
});
