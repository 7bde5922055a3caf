import type { StaticOrder, TopupOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { type AutoRenewDeps, createAutoRenew } from "../src/modules/commerce/balance/auto-renew.ts";
import { createBalanceLedger } from "../src/modules/commerce/balance/ledger.ts";
import type { AccountNotice } from "../src/modules/platform/messaging/notices.ts";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import { nodeWithStock, quickMembers } from "./orders-helpers.ts";
import type { TestServer } from "./test-server.ts";

const dayMs = 24 * 3600_000;

describe.each(testDatabaseKinds())("auto-renewal of static IPs from the balance (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
  });
  afterAll(() => server?.close());

  /** A member holding one static IP that expires at `expiresAt`, with `balanceFen` on the balance. */
  async function memberWithIp(expiresAt: Date, balanceFen: number) {
    const [token] = (await quickMembers(server, 1)) as [string];
    const nodeId = await nodeWithStock(server, 1, 1);
    const order = (
      await api.post<StaticOrder>("/app-api/ip/static-order/create", { nodeId, days: 30, count: 1 }, { token })
    ).data;
    const db = server.database.db;
    const [row] = await db.select().from(tables.staticOrders).where(eq(tables.staticOrders.id, order.id));
    const memberId = row?.memberId as number;
    await inTransaction(db, (tx) =>
      createBalanceLedger(tx).move({
        memberId,
        kind: "topup",
        deltaFen: 3_000 + balanceFen,
        cause: `test-seed:${memberId}`,
      }),
    );
    const paid = await api.post("/app-api/order/balancePay", { orderType: "static", id: order.id }, { token });
    expect(paid).toMatchObject({ code: 0, data: { balance: balanceFen } });
    const [ip] = await db
      .update(tables.staticIps)
      .set({ expiresAt })
      .where(eq(tables.staticIps.orderId, order.id))
      .returning();
    return { token, memberId, ip: ip as typeof tables.staticIps.$inferSelect };
  }

  function job(at: () => Date, sent: AccountNotice[]) {
    const { orders, balance } = server.services;
    const deps: AutoRenewDeps = {
      db: server.database.db,
      orders,
      checkout: balance.checkout,
      contactOf: async (memberId) => ({ channel: "sms", to: `member-${memberId}`, locale: "en" }),
      send: async (notice) => void sent.push(notice),
      noticeDays: 3,
      publicUrl: "https://shop.example",
      now: at,
    };
    return createAutoRenew(deps);
  }
  const steps = async (ipId: number) =>
    (
      await server.database.db
        .select({ step: tables.staticIpRenewals.step })
        .from(tables.staticIpRenewals)
        .where(eq(tables.staticIpRenewals.staticIpId, ipId))
    )
      .map((row) => row.step)
      .sort();

  it("notices N days before, charges once on the day, and the IP runs 30 days longer", async () => {
    const expiry = new Date(Date.now() + 10 * dayMs);
    const { token, memberId, ip } = await memberWithIp(expiry, 5_000);
    const on = await api.post("/app-api/ip/static-ip/autoRenew", { id: ip.id, enabled: true, days: 30 }, { token });
    expect(on).toMatchObject({ code: 0, data: { id: ip.id, enabled: true, days: 30 } });
    const sent: AccountNotice[] = [];
    let clock = new Date(expiry.getTime() - 5 * dayMs);
    const renew = job(() => clock, sent);

    await renew.run();
    expect(sent.filter((n) => n.to === `member-${memberId}`)).toEqual([]);

    clock = new Date(expiry.getTime() - 3 * dayMs + 60_000);
    await renew.run();
    await renew.run();
    const mine = () => sent.filter((n) => n.to === `member-${memberId}`);
    expect(mine().map((n) => n.kind)).toEqual(["auto-renew-notice"]);
    expect(mine()[0]?.subject).toBe(`Your static IP ${ip.outIp} renews from your balance in 3 days`);
    expect(mine()[0]?.text).toContain("30.00 CNY for 30 days");

    clock = new Date(expiry.getTime() - 3 * 3600_000);
    await Promise.all([renew.run(), renew.run()]);
    await renew.run();
    expect(mine().map((n) => n.kind)).toEqual(["auto-renew-notice", "auto-renew-charged"]);
    expect(await steps(ip.id)).toEqual(["charged", "notice"]);
    const [after] = await server.database.db.select().from(tables.staticIps).where(eq(tables.staticIps.id, ip.id));
    expect(after?.expiresAt.getTime()).toBe(expiry.getTime() + 30 * dayMs);
    expect(await createBalanceLedger(server.database.db).balance(memberId)).toBe(2_000);
    const renewals = await server.database.db
      .select()
      .from(tables.staticOrders)
      .where(and(eq(tables.staticOrders.memberId, memberId), eq(tables.staticOrders.kind, "renewal")));
    // One renewal paid from the balance; a concurrent run's order (if it made one) was closed, never left waiting.
    expect(renewals.filter((o) => o.status === "paid").map((o) => [o.paymentMethod, o.amountFen])).toEqual([
      ["balance", 3_000],
    ]);
    expect(renewals.filter((o) => o.status === "waiting")).toEqual([]);
  });

  it("a short balance: no charge, one failure notice with a renew link; off means never charged", async () => {
    const expiry = new Date(Date.now() + 5 * dayMs);
    const { token, memberId, ip } = await memberWithIp(expiry, 1_000);
    await api.post("/app-api/ip/static-ip/autoRenew", { id: ip.id, enabled: true, days: 30 }, { token });
    const sent: AccountNotice[] = [];
    const clock = new Date(expiry.getTime() - 3600_000);
    const renew = job(() => clock, sent);
    await renew.run();
    await renew.run();
    const mine = sent.filter((n) => n.to === `member-${memberId}`);
    expect(mine.map((n) => n.kind)).toEqual(["auto-renew-failed"]);
    expect(mine[0]?.text).toContain("https://shop.example/en/admin/static/management");
    expect(mine[0]?.text).toContain("it needs 30.00 CNY and your balance is 10.00 CNY");
    expect(await createBalanceLedger(server.database.db).balance(memberId)).toBe(1_000);

    // Topped up, but turned off: the next run charges nothing.
    const order = (await api.post<TopupOrder>("/app-api/balance/topup/create", { amount: 5_000 }, { token })).data;
    expect(order.status).toBe("waiting");
    await inTransaction(server.database.db, (tx) =>
      createBalanceLedger(tx).move({ memberId, kind: "topup", deltaFen: 5_000, cause: `test-topup:${memberId}` }),
    );
    const off = await api.post("/app-api/ip/static-ip/autoRenew", { id: ip.id, enabled: false, days: 30 }, { token });
    expect(off).toMatchObject({ code: 0, data: { enabled: false } });
    await renew.run();
    expect(await steps(ip.id)).toEqual(["failed"]);
    expect(await createBalanceLedger(server.database.db).balance(memberId)).toBe(6_000);
  });

  it("refuses another member's IP and a length the product does not sell, translated", async () => {
    const { ip } = await memberWithIp(new Date(Date.now() + 20 * dayMs), 0);
    const [other] = (await quickMembers(server, 1)) as [string];
    expect(
      await api.post("/app-api/ip/static-ip/autoRenew", { id: ip.id, enabled: true, days: 30 }, { token: other }),
    ).toMatchObject({ code: 400, msg: "This static IP is not yours or can no longer be renewed" });
    expect(
      await api.post(
        "/app-api/ip/static-ip/autoRenew",
        { id: ip.id, enabled: true, days: 30 },
        { token: other, language: "zh-CN" },
      ),
    ).toMatchObject({ code: 400, msg: "该静态 IP 不属于您，或已无法续费" });
    expect(
      await server.database.db.$count(tables.staticIpAutoRenew, eq(tables.staticIpAutoRenew.staticIpId, ip.id)),
    ).toBe(0);
  });
});
