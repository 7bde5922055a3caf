import { randomUUID } from "node:crypto";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLedgerWriter } from "../src/modules/proxy/traffic/ledger.ts";
import { apiClient } from "./auth-helpers.ts";
import { memberWithAccount, newBatchId, startUsageServer, usageGateway } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gb = 1024 ** 3;

/** A member's own traffic alert, fired from the gateways' usage batches: once per crossing of their line. */
describe.each(testDatabaseKinds())("traffic alerts from usage (%s)", (kind) => {
  let server: TestServer;
  let gateway: Awaited<ReturnType<typeof startUsageServer>>["gateway"];

  beforeAll(async () => {
    ({ server, gateway } = await startUsageServer(kind));
  }, 120_000);
  afterAll(() => server?.close());

  it("below 50 % of the traffic bought: one SMS notice per crossing, re-armed by a top-up", async () => {
    /** Traffic bought (a recharge row): what the percentage is of. */
    const buy = (memberId: number, bytes: number) =>
      createLedgerWriter(server.database.db).book([
        { memberId, kind: "recharge", deltaBytes: BigInt(bytes), cause: `alerts-test:${randomUUID()}` },
      ]);
    const member = await memberWithAccount(server, 0n);
    await buy(member.memberId, 10 * gb);
    const saved = await apiClient(server).post(
      "/app-api/member/alerts/save",
      { trafficBelowPercent: 50, bySms: true },
      { token: member.token },
    );
    expect(saved.code, saved.msg).toBe(0);
    const use = async (bytes: number) => {
      const answer = await gateway.postBatch({
        batchId: newBatchId(),
        gatewayId: usageGateway.id,
        records: [
          { account: member.account.username, bytesUp: 0, bytesDown: Math.round(bytes), at: new Date().toISOString() },
        ],
      });
      expect(answer.status).toBe(200);
    };
    const notices = async () =>
      (
        await server.database.db
          .select()
          .from(tables.memberNotices)
          .where(and(eq(tables.memberNotices.memberId, member.memberId)))
      ).map((row) => [row.kind, row.channel, (row.data as { remainingBytes: string }).remainingBytes]);

    await use(4 * gb); // 6 of 10 GB left
    expect(await notices()).toEqual([]);
    await use(2 * gb); // 4 GB: below half
    await use(1 * gb); // 3 GB: still below, already told
    expect(await notices()).toEqual([["alert.traffic-low", "sms", String(4 * gb)]]);
    await buy(member.memberId, 5 * gb); // 8 of 15 GB: above half
    await use(0.1 * gb); // the next batch sees it above: armed again
    await use(1 * gb); // 6.9 of 15 GB: below half again
    expect((await notices()).map(([kind]) => kind)).toEqual(["alert.traffic-low", "alert.traffic-low"]);
  });
  it("a sub-account reaching its own cap: one e-mail/SMS notice when chosen, none when not", async () => {
    const withAlert = await memberWithAccount(server, BigInt(gb), { trafficLimitGb: 0.5 });
    const without = await memberWithAccount(server, BigInt(gb), { trafficLimitGb: 0.5 });
    const api = apiClient(server);
    const saved = await api.post(
      "/app-api/member/alerts/save",
      { subaccountCap: true, bySms: true },
      { token: withAlert.token },
    );
    expect(saved.code, saved.msg).toBe(0);
    const use = async (username: string, bytes: number) => {
      const answer = await gateway.postBatch({
        batchId: newBatchId(),
        gatewayId: usageGateway.id,
        records: [{ account: username, bytesUp: 0, bytesDown: Math.round(bytes), at: new Date().toISOString() }],
      });
      expect(answer.status).toBe(200);
    };
    for (const member of [withAlert, without]) {
      await use(member.account.username, 0.3 * gb);
      await use(member.account.username, 0.3 * gb); // crosses 0.5 GB
      await use(member.account.username, 0.1 * gb); // already over: no new crossing
    }
    const kinds = async (memberId: number) =>
      (
        await server.database.db.select().from(tables.memberNotices).where(eq(tables.memberNotices.memberId, memberId))
      ).map((row) => [row.kind, row.channel, (row.data as { account: string }).account]);
    expect(await kinds(withAlert.memberId)).toEqual([["alert.subaccount-cap", "sms", withAlert.account.username]]);
    expect(await kinds(without.memberId)).toEqual([]);
  });
});
