import type { GatewayAccount, ProxyAccount, ProxyAccountPage } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { gatewayClient, makeMembers, type TestMember, uniqueUsername } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gw = { id: "gw-limits-1", secret: "gateway-limits-secret-0001" };

/** A sub-account's connection and bandwidth limits: set through the member API, read by the gateways. */
describe.each(testDatabaseKinds())("sub-account limits over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let member: TestMember;
  let gateway: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: { USAGE_GATEWAY_SECRETS: `${gw.id}:${gw.secret}` },
    }));
    [member] = (await makeMembers(server, 1, { certified: true })) as [TestMember];
    gateway = gatewayClient(server, gw.id, gw.secret);
  });
  afterAll(() => server?.close());

  it("creates an account with limits, shows them in the list and hands them to the gateways", async () => {
    const username = uniqueUsername("lim");
    const created = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username, maxConnections: 200, bandwidthMbps: 100 },
      { token: member.token },
    );
    expect(created).toMatchObject({ code: 0, data: { username, maxConnections: 200, bandwidthMbps: 100 } });
    const list = await api.get<ProxyAccountPage>(`/app-api/ip/proxy-account/list?username=${username}`, {
      token: member.token,
    });
    expect(list.data?.list).toEqual([expect.objectContaining({ username, maxConnections: 200, bandwidthMbps: 100 })]);
    const verdict = await gateway.checkAccount<GatewayAccount>(username);
    expect(verdict).toMatchObject({ status: 200, body: { username, maxConnections: 200, bandwidthMbps: 100 } });
  });

  it("changes and removes limits, and tells the gateways the account changed", async () => {
    const username = uniqueUsername("lim");
    const created = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username },
      { token: member.token },
    );
    expect(created.data).toMatchObject({ maxConnections: null, bandwidthMbps: null });
    const id = created.data?.id;

    const changed = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/update",
      { id, maxConnections: 5 },
      { token: member.token },
    );
    expect(changed.data).toMatchObject({ maxConnections: 5, bandwidthMbps: null });
    const [note] = await server.database.db
      .select()
      .from(tables.accessChanges)
      .orderBy(desc(tables.accessChanges.seq))
      .limit(1);
    expect(note?.subject).toBe(`account:${username}`);

    const removed = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/update",
      { id, maxConnections: null, bandwidthMbps: 20 },
      { token: member.token },
    );
    expect(removed.data).toMatchObject({ maxConnections: null, bandwidthMbps: 20 });
    expect((await gateway.checkAccount<GatewayAccount>(username)).body).toMatchObject({
      maxConnections: null,
      bandwidthMbps: 20,
    });
  });

  it("refuses limits that are not whole numbers in range, in the member's language", async () => {
    const username = uniqueUsername("lim");
    for (const bad of [0, -1, 1.5, 10_001]) {
      expect(
        await api.post("/app-api/ip/proxy-account/create", { username, maxConnections: bad }, { token: member.token }),
      ).toEqual({
        code: 400,
        data: null,
        msg: "Add failed: Concurrent connections must be a whole number from 1 to 10,000",
      });
    }
    expect(
      (
        await api.post(
          "/app-api/ip/proxy-account/create",
          { username, bandwidthMbps: 0 },
          { token: member.token, language: "zh-CN" },
        )
      ).msg,
    ).toBe("添加失败：带宽须为 1 到 10,000 之间的整数（Mbps）");
  });
});
