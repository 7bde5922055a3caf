import type { HourRecordPage, ProxyAccount, UsageBatchResult, UsageOutcomes } from "@shop/contract";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import {
  gatewayClient,
  makeMembers,
  memberWithAccount,
  newBatchId,
  type TestMember,
  uniqueUsername,
} from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gw = { id: "gw-outcomes-1", secret: "gateway-outcomes-secret-0001" };
const gb = 1024 ** 3;

/** "Why it failed": gateways report connections by outcome with their usage; the dashboard reads the success rate. */
describe.each(testDatabaseKinds())("connection outcomes with the usage (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let gateway: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind, undefined, {
      env: { USAGE_GATEWAY_SECRETS: `${gw.id}:${gw.secret}`, USAGE_MAX_RECORD_AGE_HOURS: "48" },
    }));
    gateway = gatewayClient(server, gw.id, gw.secret);
  });
  afterAll(() => server?.close());

  it("books outcomes per account and hour, once, and answers the success rate and top reasons", async () => {
    const { account, token } = await memberWithAccount(server, BigInt(gb));
    const second = await api.post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username: uniqueUsername("o") },
      { token },
    );
    const at = new Date().toISOString();
    const batch = {
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [
        {
          account: account.username,
          bytesUp: 100,
          bytesDown: 900,
          at,
          outcomes: [
            { reason: "ok", count: 8 },
            { reason: "connect-timeout", count: 1 },
          ],
        },
        // A refused account moved nothing: only outcomes, and a code this shop does not know yet.
        {
          account: `${second.data.username}-country-us`,
          bytesUp: 0,
          bytesDown: 0,
          at,
          outcomes: [
            { reason: "limit-reached", count: 3 },
            { reason: "concurrency-limit", count: 2 },
            { reason: "dns-failed", count: 1 },
          ],
        },
      ],
    };
    const first = await gateway.postBatch<UsageBatchResult>(batch);
    expect(first.status).toBe(200);
    expect(first.body.acceptedRecords).toBe(2);
    // A retry books nothing again.
    expect((await gateway.postBatch<UsageBatchResult>(batch)).body.duplicate).toBe(true);

    const all = await api.get<UsageOutcomes>("/app-api/ip/deduct-hour-record/outcomes", { token });
    expect(all.code).toBe(0);
    expect(all.data).toMatchObject({
      totalConnections: 15,
      succeededConnections: 8,
      failedConnections: 7,
      failures: [
        { reason: "limit-reached", category: "limit", count: 3 },
        { reason: "concurrency-limit", category: "limit", count: 2 },
        { reason: "connect-timeout", category: "target-timeout", count: 1 },
        { reason: "dns-failed", category: "dns", count: 1 },
      ],
    });
    expect(all.data.successRate).toBeCloseTo(8 / 15);

    // One sub-account's share.
    const mine = await api.get<UsageOutcomes>(`/app-api/ip/deduct-hour-record/outcomes?accountId=${second.data.id}`, {
      token,
    });
    expect(mine.data).toMatchObject({ totalConnections: 6, succeededConnections: 0, successRate: 0 });

    // The outcome-only record made no hourly deduction record of its own: the hour carries the bytes only.
    const records = await api.get<HourRecordPage>("/app-api/ip/deduct-hour-record/list", { token });
    expect(records.data.list).toHaveLength(1);
    expect(records.data.list[0]?.usedBytes).toBe(1000);

    // Another member sees none of it, and may not ask for this member's account.
    const [stranger] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const theirs = await api.get<UsageOutcomes>("/app-api/ip/deduct-hour-record/outcomes", { token: stranger.token });
    expect(theirs.data).toMatchObject({ totalConnections: 0, successRate: null, failures: [] });
    const peek = await api.get(`/app-api/ip/deduct-hour-record/outcomes?accountId=${second.data.id}`, {
      token: stranger.token,
    });
    expect(peek.code).toBe(404);
  });

  it("accepts an older gateway's batch without outcomes, and refuses a malformed reason", async () => {
    const { account, token } = await memberWithAccount(server, BigInt(gb));
    const at = new Date().toISOString();
    const old = await gateway.postBatch<UsageBatchResult>({
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [{ account: account.username, bytesUp: 10, bytesDown: 20, at }],
    });
    expect(old.status).toBe(200);
    expect(old.body.chargedBytes).toBe(30);
    const outcomes = await api.get<UsageOutcomes>("/app-api/ip/deduct-hour-record/outcomes", { token });
    expect(outcomes.data).toMatchObject({ totalConnections: 0, successRate: null });

    const bad = await gateway.postBatch({
      batchId: newBatchId(),
      gatewayId: gw.id,
      records: [
        { account: account.username, bytesUp: 1, bytesDown: 0, at, outcomes: [{ reason: "Bad Reason", count: 1 }] },
      ],
    });
    expect(bad.status).toBe(400);
  });
});
