import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantTraffic, memberWithAccount, newBatchId, startUsageServer, usageGateway } from "./proxy-centre-helpers.ts";
import type { TestServer } from "./test-server.ts";

const gb = 1024 ** 3;

/** traffic.low / traffic.exhausted: published once per crossing, in the batch's transaction (threshold 2 GB here). */
describe.each(testDatabaseKinds())("traffic crossings publish member events (%s)", (kind) => {
  let server: TestServer;
  let gateway: Awaited<ReturnType<typeof startUsageServer>>["gateway"];

  beforeAll(async () => {
    ({ server, gateway } = await startUsageServer(kind));
  }, 120_000);
  afterAll(() => server?.close());

  it("fires traffic.low once when remaining traffic crosses below the line, again only after it went back above", async () => {
    const member = await memberWithAccount(server, BigInt(3 * gb));
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
    const events = async () =>
      (
        await server.database.db
          .select()
          .from(tables.memberEvents)
          .where(and(eq(tables.memberEvents.memberId, member.memberId)))
          .orderBy(asc(tables.memberEvents.id))
      ).map((event) => event.type);

    await use(0.5 * gb); // 2.5 GB left: above the line
    expect(await events()).toEqual([]);
    await use(1 * gb); // 1.5 GB: crossed
    expect(await events()).toEqual(["traffic.low"]);
    await use(0.1 * gb); // still below: nothing new
    expect(await events()).toEqual(["traffic.low"]);
    await grantTraffic(server, member.memberId, BigInt(2 * gb)); // 3.4 GB: back above, re-armed
    await use(2 * gb); // 1.4 GB: crossed again
    expect(await events()).toEqual(["traffic.low", "traffic.low"]);
    await use(5 * gb); // ran out
    expect(await events()).toEqual(["traffic.low", "traffic.low", "traffic.exhausted"]);
    await use(1 * gb); // nothing left to cross
    expect(await events()).toEqual(["traffic.low", "traffic.low", "traffic.exhausted"]);
  });
});
