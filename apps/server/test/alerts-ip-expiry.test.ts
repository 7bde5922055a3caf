import type { StaticIp, StaticOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { nodeWithStock, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

const day = 24 * 3600_000;

/** The alert-expiring-ips job on the server's own services, against IPs bought the real way. */
describe.each(testDatabaseKinds())("ip.expiring from the job (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  it("publishes ip.expiring once for a bought IP within the member's threshold; a renewed expiry is a new period", async () => {
    const [token] = (await quickMembers(server, 1)) as [string];
    const node = await nodeWithStock(server, 2, 1);
    const order = (
      await api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId: node, days: 30, count: 1 }, { token })
    ).data;
    await inTransaction(server.database.db, (tx) =>
      server.services.orders.fulfilInTransaction(tx, "static", order.id, {
        method: "alipay",
        handlingFeeFen: 0,
        payAmountFen: order.amount,
        paidAt: new Date(),
      }),
    );
    const [ip] = (await api.get<{ list: StaticIp[] }>("/app-api/ip/static-order-item/page", { token })).data.list as [
      StaticIp,
    ];
    const saved = await api.post("/app-api/member/alerts/save", { ipExpiryDays: [3], byWebhook: true }, { token });
    expect(saved.code, saved.msg).toBe(0);
    const [row] = await server.database.db.select().from(tables.staticIps).where(eq(tables.staticIps.id, ip.id));
    const memberId = row?.memberId as number;
    const expiring = async () =>
      (
        await server.database.db
          .select()
          .from(tables.memberEvents)
          .where(and(eq(tables.memberEvents.memberId, memberId), eq(tables.memberEvents.type, "ip.expiring")))
      ).map((event) => event.payload as { ip: string; days_left: number; expires_at: string });
    const expireIn = (ms: number) =>
      server.database.db
        .update(tables.staticIps)
        .set({ expiresAt: new Date(Date.now() + ms) })
        .where(eq(tables.staticIps.id, ip.id));

    await server.services.alerts.publishExpiringIps(); // 30 days away
    expect(await expiring()).toEqual([]);
    await expireIn(2 * day);
    await server.services.alerts.publishExpiringIps();
    await server.services.alerts.publishExpiringIps();
    expect(await expiring()).toEqual([expect.objectContaining({ ip: row?.outIp, days_left: 3 })]);
    await expireIn(2.5 * day); // renewed (a new expiry): told again for the new period
    await server.services.alerts.publishExpiringIps();
    expect(await expiring()).toHaveLength(2);
  });
});
