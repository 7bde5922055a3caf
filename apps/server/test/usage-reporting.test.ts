import { createHash } from "node:crypto";
import type { DashboardSummary, GatewayAccount, GrantAnswer, ProxyAccount, UsageBatchResult } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyLedger } from "../src/ops/ledger-verify.ts";
import type { ApiClient } from "./auth-helpers.ts";
import {
  balanceOf,
  type gatewayClient,
  memberWithAccount,
  newBatchId,
  otherUsageGateway as otherGateway,
  startUsageServer,
  uniqueUsername,
  usageGateway,
} from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gatewayId = usageGateway.id;
const gb = 1024 ** 3;
const mb = 1024 ** 2;

describe.each(testDatabaseKinds())("usage batches and gateway checks over HTTP (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let gateway: ReturnType<typeof gatewayClient>;

  beforeAll(async () => {
    ({ server, api, gateway } = await startUsageServer(kind));
  });
  afterAll(() => server?.close());

  const usedBytesOf = async (accountId: number) =>
    (
      await server.database.db
        .select({ usedBytes: tables.proxyAccounts.usedBytes })
        .from(tables.proxyAccounts)
        .where(eq(tables.proxyAccounts.id, accountId))
    )[0]?.usedBytes;
  const usageRows = async (batchId: string) =>
    server.database.db
      .select()
      .from(tables.trafficLedger)
      .where(
        and(
          eq(tables.trafficLedger.kind, "usage"),
          like(tables.trafficLedger.cause, `usage-batch:${gatewayId}:${batchId}:%`),
        ),
      );
  const hourlyOf = async (memberId: number) =>
    server.database.db.select().from(tables.usageHourly).where(eq(tables.usageHourly.memberId, memberId));
  /** Eight batches at once, each its own batch of the same record of `account`: the answers in order. */
  const raceBatches = (account: string, bytes: { bytesUp: number; bytesDown: number }) => {
    const at = new Date().toISOString();
    return Promise.all(
      Array.from({ length: 8 }, () =>
        gateway.postBatch<UsageBatchResult>({ batchId: newBatchId(), gatewayId, records: [{ account, ...bytes, at }] }),
      ),
    );
  };

  describe("signatures", () => {
    const batch = () => ({ batchId: newBatchId(), gatewayId, records: [] });

    it("accepts a batch signed with the gateway's secret", async () => {
      const answer = await gateway.postBatch<UsageBatchResult>(batch());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ duplicate: false, acceptedRecords: 0, chargedBytes: 0 });
    });

    it("refuses missing headers, unknown gateways, wrong secrets and changed bodies with 401", async () => {
      expect(await gateway.postBatch(batch(), { headers: { "x-signature": undefined } })).toEqual({
        status: 401,
        body: {
          error: "signature-missing",
          message: "X-Gateway-Id, X-Gateway-Timestamp, X-Gateway-Nonce and X-Signature are required",
        },
      });
      expect((await gateway.postBatch(batch(), { headers: { "x-gateway-id": undefined } })).status).toBe(401);
      expect(await gateway.postBatch(batch(), { headers: { "x-gateway-id": "gw-unknown" } })).toMatchObject({
        status: 401,
        body: { error: "unknown-gateway" },
      });
      expect(await gateway.postBatch(batch(), { signWith: "not-the-secret-at-all-000" })).toMatchObject({
        status: 401,
        body: { error: "signature-invalid" },
      });
      // Another gateway's valid secret does not sign for this one.
      expect((await gateway.postBatch(batch(), { signWith: otherGateway.secret })).status).toBe(401);
      expect((await gateway.postBatch(batch(), { headers: { "x-signature": "sha256=zz" } })).body).toMatchObject({
        error: "signature-invalid",
      });

      // A body changed after signing.
      const { account, memberId } = await memberWithAccount(server, BigInt(gb));
      const signed = JSON.stringify({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: account.username, bytesUp: 1, bytesDown: 1, at: new Date().toISOString() }],
      });
      const tampered = signed.replace('"bytesDown":1', '"bytesDown":9');
      const answer = await fetch(`${server.baseUrl}/internal/usage/batches`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...gateway.headersFor({ method: "POST", path: "/internal/usage/batches", body: signed }, {}),
        },
        body: tampered,
      });
      expect(answer.status).toBe(401);
      expect(await balanceOf(server, memberId)).toBe(BigInt(gb));
    });

    it("refuses bodies that are not a valid batch with 400 (after the signature), and non-JSON with 415", async () => {
      expect(await gateway.postBatch("{not json")).toMatchObject({ status: 400, body: { error: "invalid-json" } });
      expect(await gateway.postBatch({ batchId: "x" })).toMatchObject({
        status: 400,
        body: { error: "invalid-batch" },
      });
      expect(await gateway.postBatch({ ...batch(), gatewayId: otherGateway.id })).toMatchObject({
        status: 400,
        body: { error: "invalid-batch", message: "gatewayId does not match X-Gateway-Id" },
      });
      const future = new Date(Date.now() + 3600_000).toISOString();
      expect(
        await gateway.postBatch({ ...batch(), records: [{ account: "a_b", bytesUp: 1, bytesDown: 1, at: future }] }),
      ).toMatchObject({ status: 400, body: { message: "records.0.at is in the future" } });
      const at = new Date().toISOString();
      const tooMany = Array.from({ length: 5001 }, () => ({ account: "abc", bytesUp: 1, bytesDown: 1, at }));
      expect((await gateway.postBatch({ ...batch(), records: tooMany })).status).toBe(400);
      expect(
        (await gateway.postBatch({ ...batch(), records: [{ account: "abc", bytesUp: -1, bytesDown: 1, at }] })).status,
      ).toBe(400);
      const text = await fetch(`${server.baseUrl}/internal/usage/batches`, {
        method: "POST",
        headers: { "content-type": "text/plain", "x-gateway-id": gatewayId, "x-signature": "sha256=00" },
        body: "hello",
      });
      expect(text.status).toBe(415);
      // Named in our own words, not by the framework's internal error code.
      expect(await text.json()).toEqual({ error: "unsupported-media-type", message: "send application/json" });
    });
  });

  describe("booking", () => {
    it("rolls records up per UTC hour, counts them on the accounts and takes them from remaining traffic", async () => {
      const alice = await memberWithAccount(server, BigInt(10 * gb));
      const second = await api.post<ProxyAccount>(
        "/app-api/ip/proxy-account/create",
        { username: uniqueUsername("v") },
        { token: alice.token },
      );
      const batchId = newBatchId();
      const hour = Math.floor(Date.now() / 3600_000) * 3600_000 - 2 * 3600_000;
      const at = (offsetMinutes: number) => new Date(hour + offsetMinutes * 60_000).toISOString();
      const answer = await gateway.postBatch<UsageBatchResult>({
        batchId,
        gatewayId,
        records: [
          { account: alice.account.username, bytesUp: 10 * mb, bytesDown: 90 * mb, at: at(5) },
          { account: `${alice.account.username}-zone-US-session-abc1`, bytesUp: 0, bytesDown: 100 * mb, at: at(59) },
          { account: second.data.username, bytesUp: 50 * mb, bytesDown: 50 * mb, at: at(61) },
          { account: "nobody_knows_me", bytesUp: 5, bytesDown: 5, at: at(10) },
          { account: "nobody_knows_me", bytesUp: 5, bytesDown: 5, at: at(11) },
          { account: 'we"ird,{name}\\', bytesUp: 1, bytesDown: 1, at: at(12) },
        ],
      });
      expect(answer).toEqual({
        status: 200,
        body: {
          batchId,
          duplicate: false,
          acceptedRecords: 3,
          unknownAccounts: ["nobody_knows_me", 'we"ird,{name}\\'],
          chargedBytes: 300 * mb,
          overdraftBytes: 0,
          overLimitBytes: 0,
          exhaustedAccounts: [],
          accounts: [alice.account.username, second.data.username].sort().map((username) => ({
            username,
            status: "active",
            remainingBytes: 10 * gb - 300 * mb,
            limitRemainingBytes: null,
          })),
        },
      });
      expect(await balanceOf(server, alice.memberId)).toBe(BigInt(10 * gb - 300 * mb));
      expect(await usedBytesOf(alice.account.id)).toBe(BigInt(200 * mb));
      expect(await usedBytesOf(second.data.id)).toBe(BigInt(100 * mb));
      const rows = await usageRows(batchId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ memberId: alice.memberId, deltaBytes: BigInt(-300 * mb) });

      const hourly = (await hourlyOf(alice.memberId)).sort((a, b) => a.hour.getTime() - b.hour.getTime());
      expect(hourly.map((row) => [row.hour.getTime(), row.bytesUp, row.bytesDown, row.remainingAfterBytes])).toEqual([
        [hour, BigInt(10 * mb), BigInt(190 * mb), BigInt(10 * gb - 200 * mb)],
        [hour + 3600_000, BigInt(50 * mb), BigInt(50 * mb), BigInt(10 * gb - 300 * mb)],
      ]);

      // The same hour again in a later batch adds to its record.
      await gateway.postBatch({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: alice.account.username, bytesUp: 0, bytesDown: 24 * mb, at: at(30) }],
      });
      const [first] = (await hourlyOf(alice.memberId)).filter((row) => row.hour.getTime() === hour);
      expect(first).toMatchObject({ bytesDown: BigInt(214 * mb), deductedBytes: BigInt(224 * mb) });
      expect(first?.remainingAfterBytes).toBe(BigInt(10 * gb - 324 * mb));
    });

    it("charges a replayed batch once: the retry answers duplicate and books nothing", async () => {
      const bob = await memberWithAccount(server, BigInt(gb));
      const batch = {
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: bob.account.username, bytesUp: mb, bytesDown: 9 * mb, at: new Date().toISOString() }],
      };
      expect((await gateway.postBatch<UsageBatchResult>(batch)).body.duplicate).toBe(false);
      const replay = await gateway.postBatch<UsageBatchResult>(batch);
      expect(replay).toEqual({
        status: 200,
        body: {
          batchId: batch.batchId,
          duplicate: true,
          acceptedRecords: 0,
          unknownAccounts: [],
          chargedBytes: 0,
          overdraftBytes: 0,
          overLimitBytes: 0,
          exhaustedAccounts: [],
          accounts: [
            {
              username: bob.account.username,
              status: "active",
              remainingBytes: gb - 10 * mb,
              limitRemainingBytes: null,
            },
          ],
        },
      });
      expect(await balanceOf(server, bob.memberId)).toBe(BigInt(gb - 10 * mb));
      expect(await usedBytesOf(bob.account.id)).toBe(BigInt(10 * mb));
      expect((await hourlyOf(bob.memberId))[0]?.bytesDown).toBe(BigInt(9 * mb));
    });

    it("charges once when the same batch arrives several times at once", async () => {
      const carol = await memberWithAccount(server, BigInt(gb));
      const batch = {
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: carol.account.username, bytesUp: 0, bytesDown: 7 * mb, at: new Date().toISOString() }],
      };
      const answers = await Promise.all(Array.from({ length: 6 }, () => gateway.postBatch<UsageBatchResult>(batch)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers.filter((answer) => !answer.body.duplicate)).toHaveLength(1);
      expect(await balanceOf(server, carol.memberId)).toBe(BigInt(gb - 7 * mb));
      expect(await usageRows(batch.batchId)).toHaveLength(1);
      expect(await usedBytesOf(carol.account.id)).toBe(BigInt(7 * mb));
    });

    it("never takes more than is left: the rest is overdraft and the account is exhausted", async () => {
      const dave = await memberWithAccount(server, 1000n);
      const username = dave.account.username;
      const now = Date.now();
      const earlier = new Date(now - 3600_000).toISOString();
      const later = new Date(now).toISOString();
      const answer = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [
          { account: username, bytesUp: 200, bytesDown: 400, at: earlier },
          { account: username, bytesUp: 1000, bytesDown: 3400, at: later },
        ],
      });
      expect(answer.body).toMatchObject({ chargedBytes: 1000, overdraftBytes: 4000, exhaustedAccounts: [username] });
      expect(await balanceOf(server, dave.memberId)).toBe(0n);
      const hourly = (await hourlyOf(dave.memberId)).sort((a, b) => a.hour.getTime() - b.hour.getTime());
      expect(hourly.map((row) => [row.deductedBytes, row.overdraftBytes, row.remainingAfterBytes])).toEqual([
        [600n, 0n, 400n],
        [400n, 4000n, 0n],
      ]);
      expect(await usedBytesOf(dave.account.id)).toBe(5000n);

      const check = await gateway.checkAccount<GatewayAccount>(username);
      expect(check).toMatchObject({
        status: 200,
        body: { username, allowed: false, status: "exhausted", remainingBytes: 0 },
      });

      // More traffic with nothing left: all overdraft, still never below zero.
      const more = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: username, bytesUp: 0, bytesDown: 50, at: later }],
      });
      expect(more.body).toMatchObject({ chargedBytes: 0, overdraftBytes: 50, exhaustedAccounts: [username] });
      expect(await balanceOf(server, dave.memberId)).toBe(0n);

      const summary = await api.get<DashboardSummary>("/app-api/ip/dashboard/summary", { token: dave.token });
      expect(summary.data).toMatchObject({ remainingBytes: 0, trafficWarning: "empty", totalConsumptionBytes: 1000 });
    });

    it("keeps the balance at zero or above when batches of one member race each other", async () => {
      const erin = await memberWithAccount(server, 10_000n);
      const answers = await raceBatches(erin.account.username, { bytesUp: 1000, bytesDown: 1500 });
      const charged = answers.reduce((sum, answer) => sum + answer.body.chargedBytes, 0);
      const overdraft = answers.reduce((sum, answer) => sum + answer.body.overdraftBytes, 0);
      expect(charged).toBe(10_000);
      expect(overdraft).toBe(8 * 2500 - 10_000);
      expect(await balanceOf(server, erin.memberId)).toBe(0n);
      const [hour] = await hourlyOf(erin.memberId);
      expect(hour).toMatchObject({ deductedBytes: 10_000n, overdraftBytes: 10_000n, remainingAfterBytes: 0n });
    });

    it("reports an account whose own limit is used up, and charges a deleted account's earlier traffic", async () => {
      const frank = await memberWithAccount(server, BigInt(gb), { trafficLimitGb: 0.001 });
      const limit = Math.round(0.001 * gb);
      const answer = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: frank.account.username, bytesUp: 0, bytesDown: limit, at: new Date().toISOString() }],
      });
      expect(answer.body.exhaustedAccounts).toEqual([frank.account.username]);
      expect((await gateway.checkAccount<GatewayAccount>(frank.account.username)).body).toMatchObject({
        allowed: false,
        status: "limit-reached",
        trafficLimitBytes: limit,
        usedBytes: limit,
      });

      // Without its cap, the account is charged again; once deleted, its late traffic still is.
      await api.post(
        "/app-api/ip/proxy-account/update",
        { id: frank.account.id, trafficLimitGb: null },
        { token: frank.token },
      );
      await api.post("/app-api/ip/proxy-account/delete", { id: frank.account.id }, { token: frank.token });
      const late = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: frank.account.username, bytesUp: 0, bytesDown: 100, at: new Date().toISOString() }],
      });
      expect(late.body).toMatchObject({ acceptedRecords: 1, chargedBytes: 100, unknownAccounts: [] });
    });
    it("charges a capped account up to its own limit; the rest is recorded but not charged, and the reason is the limit", async () => {
      const grace = await memberWithAccount(server, BigInt(20 * gb), { trafficLimitGb: 2 });
      const other = await api.post<ProxyAccount>(
        "/app-api/ip/proxy-account/create",
        { username: uniqueUsername("o") },
        { token: grace.token },
      );
      const username = grace.account.username;
      const now = Date.now();
      const earlier = new Date(now - 3600_000).toISOString();
      const later = new Date(now).toISOString();
      const firstHour = 1.5 * gb;
      const secondHour = Math.round(1.97 * gb);
      const answer = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [
          { account: username, bytesUp: 0.5 * gb, bytesDown: firstHour - 0.5 * gb, at: earlier },
          { account: `${username}-zone-US`, bytesUp: 0, bytesDown: secondHour, at: later },
          { account: other.data.username, bytesUp: 0, bytesDown: 100 * mb, at: later },
        ],
      });
      const overLimit = firstHour + secondHour - 2 * gb;
      expect(answer.body).toMatchObject({
        chargedBytes: 2 * gb + 100 * mb,
        overdraftBytes: overLimit,
        overLimitBytes: overLimit,
        exhaustedAccounts: [username],
      });
      expect(answer.body.accounts.find((state) => state.username === username)).toEqual({
        username,
        status: "limit-reached",
        remainingBytes: 18 * gb - 100 * mb,
        limitRemainingBytes: 0,
      });
      expect(await balanceOf(server, grace.memberId)).toBe(BigInt(18 * gb - 100 * mb));
      expect(await usedBytesOf(grace.account.id)).toBe(BigInt(2 * gb));
      const hourly = (await hourlyOf(grace.memberId)).sort((a, b) => a.hour.getTime() - b.hour.getTime());
      expect(hourly.map((row) => [row.deductedBytes, row.overdraftBytes])).toEqual([
        [BigInt(firstHour), 0n],
        [BigInt(0.5 * gb + 100 * mb), BigInt(overLimit)],
      ]);
      expect((await gateway.checkAccount<GatewayAccount>(username)).body).toMatchObject({
        allowed: false,
        status: "limit-reached",
        remainingBytes: 18 * gb - 100 * mb,
      });

      // Bytes in flight after the cut-off: recorded, charged nothing.
      const more = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: username, bytesUp: 0, bytesDown: 5 * mb, at: later }],
      });
      expect(more.body).toMatchObject({ chargedBytes: 0, overdraftBytes: 5 * mb, overLimitBytes: 5 * mb });
      expect(await balanceOf(server, grace.memberId)).toBe(BigInt(18 * gb - 100 * mb));

      // A member whose balance runs out before the account's cap: the reason is the balance.
      const henry = await memberWithAccount(server, BigInt(gb), { trafficLimitGb: 2 });
      const short = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: henry.account.username, bytesUp: 0, bytesDown: 1.5 * gb, at: later }],
      });
      expect(short.body).toMatchObject({ chargedBytes: gb, overdraftBytes: 0.5 * gb, overLimitBytes: 0 });
      expect(short.body.accounts[0]).toMatchObject({ status: "exhausted", limitRemainingBytes: 0.5 * gb });
    });

    it("charges every granted byte even when the member lowers the cap while they move; only ungranted usage meets the cap", async () => {
      // A grant is at most half of what is left above 2 MB: a cap of 8 MB gives 4.
      const jane = await memberWithAccount(server, BigInt(20 * gb), { trafficLimitGb: 8 * (mb / gb) });
      const username = jane.account.username;
      const grant = await gateway.requestGrant<GrantAnswer>(username, 4 * mb);
      expect(grant.body).toMatchObject({ status: "active", bytes: 4 * mb });
      // The member lowers the cap to 1 MB while 3 MB of the grant are on their way.
      const lowered = await api.post(
        "/app-api/ip/proxy-account/update",
        { id: jane.account.id, trafficLimitGb: mb / gb },
        { token: jane.token },
      );
      expect(lowered.code).toBe(0);
      const answer = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: username, bytesUp: mb, bytesDown: 2 * mb, at: new Date().toISOString() }],
        releasedGrants: [grant.body.grantId],
      });
      expect(answer.body).toMatchObject({ chargedBytes: 3 * mb, overLimitBytes: 0, overdraftBytes: 0 });
      expect(await balanceOf(server, jane.memberId)).toBe(BigInt(20 * gb - 3 * mb));
      expect(await usedBytesOf(jane.account.id)).toBe(BigInt(3 * mb));
      expect(answer.body.accounts[0]).toMatchObject({ status: "limit-reached" });

      // Bytes no grant covered (a gateway without grants) beyond the cap: recorded, not charged.
      const ungranted = await gateway.postBatch<UsageBatchResult>({
        batchId: newBatchId(),
        gatewayId,
        records: [{ account: username, bytesUp: 0, bytesDown: mb, at: new Date().toISOString() }],
      });
      expect(ungranted.body).toMatchObject({ chargedBytes: 0, overLimitBytes: mb });
      expect(await balanceOf(server, jane.memberId)).toBe(BigInt(20 * gb - 3 * mb));
    });

    it.runIf(kind === "postgres")("never charges a capped account past its limit when its batches race", async () => {
      const ivan = await memberWithAccount(server, BigInt(gb), { trafficLimitGb: 0.00001 });
      const limit = Math.round(0.00001 * gb);
      const answers = await raceBatches(ivan.account.username, { bytesUp: 1000, bytesDown: 2000 });
      expect(answers.reduce((sum, answer) => sum + answer.body.chargedBytes, 0)).toBe(limit);
      expect(await usedBytesOf(ivan.account.id)).toBe(BigInt(limit));
      expect(await balanceOf(server, ivan.memberId)).toBe(BigInt(gb - limit));
    });
  });

  it("leaves a ledger that ledger:verify agrees with (usage rows equal the hourly deductions)", async () => {
    const report = await verifyLedger(server.database.db);
    expect(report.problems).toEqual([]);
    expect(report.entries).toBeGreaterThan(0);
  });

  describe("account checks for gateways", () => {
    it("says whether an account may pass, signed like the batches", async () => {
      const grace = await memberWithAccount(server, BigInt(gb), { password: "GracePass2026" });
      const username = grace.account.username;
      const active = await gateway.checkAccount<GatewayAccount>(`${username}-zone-DE-sessid-12345678-sessTime-20`);
      expect(active).toEqual({
        status: 200,
        body: {
          username,
          allowed: true,
          status: "active",
          passwordSha256: createHash("sha256").update("GracePass2026").digest("hex"),
          remainingBytes: gb,
          trafficLimitBytes: null,
          usedBytes: 0,
          maxConnections: null,
          bandwidthMbps: null,
          deniedDomains: [],
          plan: null,
        },
      });

      await api.post(
        "/app-api/ip/proxy-account/update",
        { id: grace.account.id, enabled: false },
        { token: grace.token },
      );
      expect((await gateway.checkAccount<GatewayAccount>(username)).body).toMatchObject({
        allowed: false,
        status: "disabled",
      });
      await api.post("/app-api/ip/proxy-account/delete", { id: grace.account.id }, { token: grace.token });
      expect((await gateway.checkAccount<GatewayAccount>(username)).body).toMatchObject({ status: "deleted" });

      expect(await gateway.checkAccount("no_such_account")).toEqual({
        status: 404,
        body: { error: "unknown-account", message: "no proxy account has this name" },
      });
      expect((await gateway.checkAccount(username, { signWith: "wrong-secret-0000000000" })).status).toBe(401);
      const unsigned = await fetch(`${server.baseUrl}/internal/proxy/accounts/${username}`);
      expect(unsigned.status).toBe(401);
    });
  });
});
