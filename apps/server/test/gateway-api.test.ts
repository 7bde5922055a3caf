import type {
  GatewayAccount,
  GatewayAllowlistMatch,
  ProxyAccount,
  UsageBatchResult,
  UsageDomains,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import {
  balanceOf,
  gatewayClient,
  makeMembers,
  memberWithAccount,
  newBatchId,
  setCertified,
  type TestMember,
  uniqueUsername,
} from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gw1 = { id: "gw-api-1", secret: "gateway-api-secret-one-0001" };
const gw2 = { id: "gw-api-2", secret: "gateway-api-secret-two-0002" };
const gb = 1024 ** 3;

/** What gateways rely on beyond booking: replay protection, per-gateway batch ids, states, allowlist lookups. */
describe.each(testDatabaseKinds())("the gateways' internal API (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let one: ReturnType<typeof gatewayClient>;
  let two: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: {
        USAGE_GATEWAY_SECRETS: `${gw1.id}:${gw1.secret},${gw2.id}:${gw2.secret}`,
        USAGE_MAX_RECORD_AGE_HOURS: "48",
      },
    }));
    one = gatewayClient(server, gw1.id, gw1.secret);
    two = gatewayClient(server, gw2.id, gw2.secret);
  });
  afterAll(() => server?.close());

  const record = (account: string, bytes: number, at = new Date()) => ({
    account,
    bytesUp: bytes,
    bytesDown: 0,
    at: at.toISOString(),
  });

  it("refuses a signed call replayed after five minutes, or replayed at all with the same nonce", async () => {
    const { account } = await memberWithAccount(server, BigInt(gb));
    const sixMinutesAgo = Date.now() - 6 * 60_000;
    expect(await one.checkAccount(account.username, { at: sixMinutesAgo })).toMatchObject({
      status: 401,
      body: { error: "signature-expired" },
    });
    expect((await one.checkAccount(account.username, { at: Date.now() + 6 * 60_000 })).status).toBe(401);
    expect((await one.checkAccount(account.username, { at: Date.now() - 60_000 })).status).toBe(200);

    // The same signed GET sent twice: the second is a replay.
    const path = `/internal/proxy/accounts/${account.username}`;
    const headers = one.headersFor({ method: "GET", path }, {});
    expect((await fetch(`${server.baseUrl}${path}`, { headers })).status).toBe(200);
    const replay = await fetch(`${server.baseUrl}${path}`, { headers });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: "signature-replayed" });

    // The timestamp is inside the signature: changing it breaks the signature.
    const moved = { ...one.headersFor({ method: "GET", path }, {}), "x-gateway-timestamp": String(Date.now() + 1) };
    expect(await (await fetch(`${server.baseUrl}${path}`, { headers: moved })).json()).toMatchObject({
      error: "signature-invalid",
    });
    // A signature for one path does not open another.
    const other = one.headersFor({ method: "GET", path: "/internal/proxy/accounts/someone_else" }, {});
    expect((await fetch(`${server.baseUrl}${path}`, { headers: other })).status).toBe(401);
  });

  it("keeps batch ids per gateway: another gateway's id does not block this one's, a retry is still free", async () => {
    const { account, memberId } = await memberWithAccount(server, BigInt(gb));
    const batchId = newBatchId();
    const first = await one.postBatch<UsageBatchResult>({
      batchId,
      gatewayId: gw1.id,
      records: [record(account.username, 1000)],
    });
    expect(first.body).toMatchObject({ duplicate: false, chargedBytes: 1000 });
    const sameIdOtherGateway = await two.postBatch<UsageBatchResult>({
      batchId,
      gatewayId: gw2.id,
      records: [record(account.username, 500)],
    });
    expect(sameIdOtherGateway.body).toMatchObject({ duplicate: false, chargedBytes: 500 });
    const retry = await one.postBatch<UsageBatchResult>({
      batchId,
      gatewayId: gw1.id,
      records: [record(account.username, 1000)],
    });
    expect(retry.body).toMatchObject({ duplicate: true, chargedBytes: 0 });
    // Even a duplicate tells the gateway where the account stands.
    expect(retry.body.accounts).toEqual([
      { username: account.username, status: "active", remainingBytes: gb - 1500, limitRemainingBytes: null },
    ]);
    expect(await balanceOf(server, memberId)).toBe(BigInt(gb - 1500));
  });

  it("refuses records older than the configured window", async () => {
    const { account } = await memberWithAccount(server, BigInt(gb));
    const old = new Date(Date.now() - 49 * 3600_000);
    expect(
      await one.postBatch({ batchId: newBatchId(), gatewayId: gw1.id, records: [record(account.username, 10, old)] }),
    ).toMatchObject({ status: 400, body: { error: "invalid-batch", message: "records.0.at is older than 48 hours" } });
    const recent = new Date(Date.now() - 47 * 3600_000);
    expect(
      (
        await one.postBatch({
          batchId: newBatchId(),
          gatewayId: gw1.id,
          records: [record(account.username, 10, recent)],
        })
      ).status,
    ).toBe(200);
  });

  it("answers each account's state, watched ones included, and lists those to cut off", async () => {
    const rich = await memberWithAccount(server, BigInt(gb));
    const poor = await memberWithAccount(server, 1000n);
    const capped = await memberWithAccount(server, BigInt(gb));
    await api.post(
      "/app-api/ip/proxy-account/update",
      { id: capped.account.id, trafficLimitGb: 0.000001 },
      { token: capped.token },
    );
    const answer = await one.postBatch<UsageBatchResult>({
      batchId: newBatchId(),
      gatewayId: gw1.id,
      records: [record(poor.account.username, 1500), record(capped.account.username, 2000)],
      watch: [rich.account.username, "nobody_here"],
    });
    expect(answer.status).toBe(200);
    const limit = Math.round(0.000001 * gb);
    expect(answer.body.accounts).toEqual(
      [
        { username: rich.account.username, status: "active", remainingBytes: gb, limitRemainingBytes: null },
        { username: poor.account.username, status: "exhausted", remainingBytes: 0, limitRemainingBytes: null },
        {
          username: capped.account.username,
          status: "limit-reached",
          // Only what the cap allowed is charged; the rest of the 2000 bytes is recorded as over the limit.
          remainingBytes: gb - limit,
          limitRemainingBytes: 0,
        },
      ].sort((a, b) => (a.username < b.username ? -1 : 1)),
    );
    expect(limit).toBeLessThan(2000);
    expect(answer.body.exhaustedAccounts).toEqual([capped.account.username, poor.account.username].sort());
    expect(answer.body.unknownAccounts).toEqual([]);
  });

  it("refuses an uncertified member's accounts", async () => {
    const { account, memberId } = await memberWithAccount(server, BigInt(gb));
    await setCertified(server, memberId, false);
    expect((await one.checkAccount<GatewayAccount>(account.username)).body).toMatchObject({
      allowed: false,
      status: "uncertified",
    });
  });

  it("finds the account charged for an allowlisted address; an address two members hold is nobody's", async () => {
    const wide = await memberWithAccount(server, BigInt(gb));
    const narrow = await memberWithAccount(server, BigInt(gb));
    expect((await api.post("/app-api/ip/whitelist/create", { ip: "198.18.0.0/16" }, { token: wide.token })).code).toBe(
      0,
    );
    // The shop refuses an overlap with another member's entry; rows from before that rule may still overlap.
    expect((await api.post("/app-api/ip/whitelist/create", { ip: "198.18.7.9" }, { token: narrow.token })).code).toBe(
      400,
    );
    await server.database.db.insert(tables.ipAllowlist).values({ memberId: narrow.memberId, cidr: "198.18.7.9" });
    expect(await one.checkAllowlist("198.18.7.9")).toMatchObject({ status: 404, body: { error: "not-allowlisted" } });
    const exact = await one.checkAllowlist<GatewayAllowlistMatch>("198.18.7.10");
    expect(exact.status).toBe(200);
    expect(exact.body).toMatchObject({ entry: "198.18.0.0/16", account: { username: wide.account.username } });
    // IPv4-mapped IPv6, as dual-stack sockets report it.
    expect((await one.checkAllowlist<GatewayAllowlistMatch>("::ffff:198.18.200.1")).body).toMatchObject({
      entry: "198.18.0.0/16",
      account: { username: wide.account.username, allowed: true, status: "active" },
    });
    expect(await one.checkAllowlist("198.19.0.1")).toMatchObject({ status: 404, body: { error: "not-allowlisted" } });
    expect((await one.checkAllowlist("2001:db8::1")).status).toBe(404);
    expect((await one.checkAllowlist("not-an-ip")).status).toBe(404);
    expect((await one.checkAllowlist("198.18.7.9", { signWith: "wrong-secret-000000000000" })).status).toBe(401);
  });

  it("books traffic per domain with the usage, once, and answers the member's top domains over a range", async () => {
    const { account, token } = await memberWithAccount(server, BigInt(gb));
    const second = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username: uniqueUsername("h") },
      { token },
    );
    const at = new Date();
    const batch = {
      batchId: newBatchId(),
      gatewayId: gw1.id,
      records: [
        {
          ...record(account.username, 600),
          bytesDown: 400,
          at: at.toISOString(),
          domains: [
            { domain: "example.com", bytes: 700, requests: 3 },
            { domain: "other", bytes: 300, requests: 1 },
          ],
        },
        {
          ...record(second.data.username, 50),
          at: at.toISOString(),
          domains: [{ domain: "example.com", bytes: 50, requests: 2 }],
        },
      ],
    };
    expect((await one.postBatch(batch)).status).toBe(200);
    // A retry books nothing again.
    expect((await one.postBatch<UsageBatchResult>(batch)).body.duplicate).toBe(true);
    const day = at.toISOString().slice(0, 10);
    const top = await api.get<UsageDomains>(`/app-api/ip/deduct-hour-record/domains?startTime=${day}&endTime=${day}`, {
      token,
    });
    expect(top.code).toBe(0);
    expect(top.data.totalBytes).toBe(1050);
    expect(top.data.list).toEqual([
      { domain: "example.com", bytes: 750, requests: 5 },
      { domain: "other", bytes: 300, requests: 1 },
    ]);
    const one1 = await api.get<UsageDomains>("/app-api/ip/deduct-hour-record/domains?limit=1", { token });
    expect(one1.data.list).toHaveLength(1);
    expect((await api.get("/app-api/ip/deduct-hour-record/domains?limit=0", { token })).code).toBe(400);
    // Another member sees none of it.
    const [stranger] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const theirs = await api.get<UsageDomains>("/app-api/ip/deduct-hour-record/domains", { token: stranger.token });
    expect(theirs.data).toMatchObject({ totalBytes: 0, list: [] });
    // A domain that does not fit the pattern refuses the batch.
    expect(
      (
        await one.postBatch({
          batchId: newBatchId(),
          gatewayId: gw1.id,
          records: [{ ...record(account.username, 1), domains: [{ domain: "Bad Domain", bytes: 1, requests: 1 }] }],
        })
      ).status,
    ).toBe(400);
  });
});
