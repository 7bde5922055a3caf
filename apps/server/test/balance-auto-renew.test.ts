import type { BalanceMovementPage, MemberMessagePage, StaticOrder, TopupOrder } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { type AutoRenewDeps, createAutoRenew } from "../src/modules/commerce/balance/auto-renew.ts";
import { createBalanceLedger } from "../src/modules/commerce/balance/ledger.ts";
import { verifyBalanceLedger } from "../src/ops/ledger-verify.ts";
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
    // Told in English: the member's own language, whatever language the job runs in.
    await db.update(tables.members).set({ locale: "en" }).where(eq(tables.members.id, memberId));
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

  function job(at: () => Date) {
    const { orders, balance } = server.services;
    const deps: AutoRenewDeps = {
      db: server.database.db,
      orders,
      checkout: balance.checkout,
      contactOf: async () => ({ locale: "en" }),
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
  /** What the member's phone got (the SMS outbox), after the send-member-notices job ran (twice: sent once). */
  async function texted(memberId: number) {
    await server.services.memberNotices.deliverDue();
    await server.services.memberNotices.deliverDue();
    const [member] = await server.database.db.select().from(tables.members).where(eq(tables.members.id, memberId));
    const mobile = (member?.mobile ?? "no mobile").replace(/^\+86/, "");
    return (
      await server.database.db
        .select()
        .from(tables.outboxMessages)
        .where(eq(tables.outboxMessages.channel, "sms"))
        .orderBy(tables.outboxMessages.id)
    )
      .filter((row) => row.recipient.endsWith(mobile))
      .map((row) => row.body);
  }
  /** The member's message centre (站内信), newest first, in the reader's language. */
  const inbox = async (token: string, language: "en" | "zh-CN") =>
    (await api.get<MemberMessagePage>("/app-api/member/messages", { token, language })).data;

  it("notices N days before, charges once on the day, and the IP runs 30 days longer", async () => {
    const expiry = new Date(Date.now() + 10 * dayMs);
    const { token, memberId, ip } = await memberWithIp(expiry, 5_000);
    const on = await api.post("/app-api/ip/static-ip/autoRenew", { id: ip.id, enabled: true, days: 30 }, { token });
    expect(on).toMatchObject({ code: 0, data: { id: ip.id, enabled: true, days: 30 } });
    let clock = new Date(expiry.getTime() - 5 * dayMs);
    const renew = job(() => clock);

    await renew.run();
    expect(await texted(memberId)).toEqual([]);
    expect((await inbox(token, "en")).list).toEqual([]);

    clock = new Date(expiry.getTime() - 3 * dayMs + 60_000);
    await renew.run();
    await renew.run();
    const day = expiry.toISOString().slice(0, 10);
    expect(await texted(memberId)).toEqual([
      `[CloudStack Proxy] Your static IP ${ip.outIp} renews from your balance in 3 days ` +
        `Your static IP ${ip.outIp} expires on ${day}. Auto-renewal is on: 30.00 CNY for 30 days will be taken from your balance on that day. Your balance now: 50.00 CNY.`,
    ]);

    clock = new Date(expiry.getTime() - 3 * 3600_000);
    await Promise.all([renew.run(), renew.run()]);
    await renew.run();
    const sms = await texted(memberId);
    expect(sms).toHaveLength(2);
    expect(sms[1]).toContain(`Static IP ${ip.outIp} renewed from your balance`);
    expect(sms[1]).toContain("30.00 CNY was taken from your balance, which is now 20.00 CNY.");
    expect(await steps(ip.id)).toEqual(["charged", "notice"]);

    // The same notices in the message centre, once each, in the reader's language.
    const en = await inbox(token, "en");
    expect(en.list.map((m) => [m.kind, m.title, m.read])).toEqual([
      ["auto-renew-charged", `Static IP ${ip.outIp} renewed from your balance`, false],
      ["auto-renew-notice", `Your static IP ${ip.outIp} renews from your balance in 3 days`, false],
    ]);
    expect(en.unread).toBe(2);
    const zh = await inbox(token, "zh-CN");
    expect(zh.list.map((m) => m.title)).toEqual([
      `静态 IP ${ip.outIp} 已用余额续费成功`,
      `您的静态 IP ${ip.outIp} 将在 3 天后用余额自动续费`,
    ]);
    expect(zh.list[0]?.text).toBe(`您的静态 IP ${ip.outIp} 已自动续费 30 天，余额扣除 30.00 元，当前余额 20.00 元。`);

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
    const clock = new Date(expiry.getTime() - 3600_000);
    const renew = job(() => clock);
    await renew.run();
    await renew.run();
    // In the message centre once, with the renew link in the reader's language, before (and whether or not)
    // anything is e-mailed or texted: with Aliyun or Tencent SMS it is the member's only copy.
    const [en] = (await inbox(token, "en")).list;
    expect(en).toMatchObject({
      kind: "auto-renew-failed",
      title: `Auto-renewal of ${ip.outIp} failed: balance too low`,
    });
    expect(en?.text).toContain("https://shop.example/en/admin/static/management");
    const zh = (await inbox(token, "zh-CN")).list;
    expect(zh.map((m) => m.title)).toEqual([`静态 IP ${ip.outIp} 自动续费失败：余额不足`]);
    expect(zh[0]?.text).toContain("续费需 30.00 元，当前余额仅 10.00 元");
    expect(zh[0]?.text).toContain("https://shop.example/admin/static/management");
    const sms = await texted(memberId);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(`Auto-renewal of ${ip.outIp} failed: balance too low`);
    expect(sms[0]).toContain("it needs 30.00 CNY and your balance is 10.00 CNY");
    expect(sms[0]).toContain("https://shop.example/en/admin/static/management");
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

  it("the charge is an auto-renewal (自动续费) in the balance history and its CSV, for the renewal's price", async () => {
    const expiry = new Date(Date.now() + 4 * dayMs);
    const { token, memberId, ip } = await memberWithIp(expiry, 4_000);
    await api.post("/app-api/ip/static-ip/autoRenew", { id: ip.id, enabled: true, days: 30 }, { token });
    const run = await job(() => new Date(expiry.getTime() - 3600_000)).run();
    expect(run.charged).toBeGreaterThanOrEqual(1);
    expect(await createBalanceLedger(server.database.db).balance(memberId)).toBe(1_000);

    const history = (await api.get<BalanceMovementPage>("/app-api/balance/movements?pageNo=1&pageSize=10", { token }))
      .data;
    expect(history.list.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ["renewal", -3_000, 1_000],
      ["payment", -3_000, 4_000], // the IP bought at the cashier: an ordinary payment
      ["topup", 7_000, 7_000],
    ]);
    const csv = async (language: string) => {
      const response = await fetch(`${server.baseUrl}/app-api/balance/movements/export`, {
        headers: { authorization: `Bearer ${token}`, "accept-language": language },
      });
      return (await response.text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean);
    };
    expect((await csv("en"))[3]).toMatch(/^[\d-]+ [\d:]+,Auto-renewal,order:static:\d+,-30,10$/);
    expect((await csv("zh-CN"))[3]).toMatch(/^[\d-]+ [\d:]+,自动续费,order:static:\d+,-30,10$/);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
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
