import { type DatabaseHandle, openDatabase, tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobGate } from "../../../jobs/job-gate.ts";
import { createBalanceLedger } from "../../commerce/balance/ledger.ts";
import type { AccountNotice } from "../messaging/notices.ts";
import { createMemberAlerts } from "./alerts.ts";
import { createMemberNoticeDelivery, queueMemberNotice } from "./member-notices.ts";
import { createAlertsService } from "./service.ts";

const dayMs = 24 * 60 * 60_000;
const gb = 1024n ** 3n;

describe.each(testDatabaseKinds())("member alerts (%s)", (kind) => {
  let database: DatabaseHandle & { url?: string };
  let seq = 0;

  async function member(locale: "zh-CN" | "en" = "zh-CN", mobile: string | null = null): Promise<number> {
    seq += 1;
    const [row] = await database.db
      .insert(tables.members)
      .values({ email: `alerts-${Date.now()}-${seq}@example.com`, passwordHash: "x", locale, mobile })
      .returning({ id: tables.members.id });
    return row?.id as number;
  }
  const service = (
    db: DatabaseHandle,
    clock: () => Date,
    ips: Awaited<ReturnType<Parameters<typeof createAlertsService>[0]["liveExpiringBetween"]>> = [],
  ) =>
    createAlertsService({
      db: db.db,
      smsNoticesAvailable: true,
      clock,
      contactOf: async () => ({ email: "m@example.com", mobile: null }),
      liveExpiringBetween: async (from, until) => ips.filter((ip) => ip.expiresAt > from && ip.expiresAt <= until),
    });
  const eventsOf = (memberId: number, type: string) =>
    database.db
      .select()
      .from(tables.memberEvents)
      .where(and(eq(tables.memberEvents.memberId, memberId), eq(tables.memberEvents.type, type)));
  const noticesOf = (memberId: number) =>
    database.db.select().from(tables.memberNotices).where(eq(tables.memberNotices.memberId, memberId));
  const move = (memberId: number, deltaFen: number, cause: string) =>
    database.db.transaction((tx) =>
      createBalanceLedger(tx).move({
        memberId,
        kind: deltaFen > 0 ? "topup" : "payment",
        deltaFen,
        cause: `alerts-test:${memberId}:${cause}`,
      }),
    );

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("refuses settings without a channel, and bad thresholds, with the alerts' messages", async () => {
    const { alertSettingsInputSchema } = await import("@shop/contract");
    const noChannel = alertSettingsInputSchema.safeParse({ balanceBelowYuan: 10 });
    expect(noChannel.success).toBe(false);
    expect(noChannel.error?.issues[0]?.message).toBe("alerts.channelRequired");
    const badPercent = alertSettingsInputSchema.safeParse({ trafficBelowPercent: 120, byEmail: true });
    expect(badPercent.error?.issues[0]?.message).toBe("alerts.percentInvalid");
    const badDays = alertSettingsInputSchema.safeParse({ ipExpiryDays: [5], byEmail: true });
    expect(badDays.error?.issues[0]?.message).toBe("alerts.daysInvalid");
  });

  it("refuses SMS alerts when the shop's SMS provider cannot send notices, and keeps the settings", async () => {
    const memberId = await member();
    const noSms = createAlertsService({
      db: database.db,
      smsNoticesAvailable: false,
      contactOf: async () => ({ email: null, mobile: "+8613800138000" }),
      liveExpiringBetween: async () => [],
    });
    const input = {
      trafficBelowGb: null,
      trafficBelowPercent: null,
      subaccountCap: false,
      ipExpiryDays: [],
      balanceBelowYuan: 10,
      byEmail: false,
      bySms: true,
      byWebhook: false,
    };
    await expect(noSms.save(memberId, input)).rejects.toMatchObject({ messageKey: "alerts.smsUnavailable" });
    expect(await noSms.get(memberId)).toMatchObject({ balanceBelowYuan: null, smsAvailable: false, hasMobile: true });
  });

  it("balance.low through the balance ledger: once per crossing of the member's line, again after a top-up", async () => {
    const memberId = await member();
    const at = () => new Date("2026-11-28T08:00:00Z");
    const saved = await service(database, at).save(memberId, {
      trafficBelowGb: null,
      trafficBelowPercent: null,
      subaccountCap: false,
      ipExpiryDays: [],
      balanceBelowYuan: 10,
      byEmail: true,
      bySms: false,
      byWebhook: true,
    });
    expect(saved).toMatchObject({ balanceBelowYuan: 10, byEmail: true, byWebhook: true, hasEmail: true });

    await move(memberId, 5000, "t1"); // ¥50: above
    expect(await eventsOf(memberId, "balance.low")).toHaveLength(0);
    await move(memberId, -4500, "p1"); // ¥5: below → fires
    await move(memberId, -100, "p2"); // ¥4: still below → quiet
    const first = await eventsOf(memberId, "balance.low");
    expect(first).toHaveLength(1);
    expect(first[0]?.payload).toEqual({ balance_fen: 500, threshold_fen: 1000 });
    expect(await noticesOf(memberId)).toHaveLength(1);

    await move(memberId, 2000, "t2"); // ¥24: back above, re-armed
    await move(memberId, -2000, "p3"); // ¥4: below again → fires again
    expect(await eventsOf(memberId, "balance.low")).toHaveLength(2);
    const notices = await noticesOf(memberId);
    expect(notices.map((n) => [n.kind, n.channel])).toEqual([
      ["alert.balance-low", "email"],
      ["alert.balance-low", "email"],
    ]);
  });

  it("a move rolled back leaves no alert fired", async () => {
    const memberId = await member();
    await service(database, () => new Date()).save(memberId, {
      trafficBelowGb: null,
      trafficBelowPercent: null,
      subaccountCap: false,
      ipExpiryDays: [],
      balanceBelowYuan: 10,
      byEmail: false,
      bySms: false,
      byWebhook: true,
    });
    await move(memberId, 5000, "t1");
    await database.db
      .transaction(async (tx) => {
        await createBalanceLedger(tx).move({ memberId, kind: "payment", deltaFen: -4900, cause: "rb" });
        throw new Error("the order failed");
      })
      .catch(() => undefined);
    expect(await eventsOf(memberId, "balance.low")).toHaveLength(0);
    await move(memberId, -4900, "p1");
    expect(await eventsOf(memberId, "balance.low")).toHaveLength(1);
  });

  it("traffic below X GB or Y % of what was bought: once per crossing, re-armed above both lines", async () => {
    const memberId = await member();
    await service(database, () => new Date()).save(memberId, {
      trafficBelowGb: 5,
      trafficBelowPercent: 20,
      subaccountCap: false,
      ipExpiryDays: [],
      balanceBelowYuan: null,
      byEmail: false,
      bySms: true,
      byWebhook: true,
    });
    const changed = (remaining: bigint) =>
      database.db.transaction((tx) =>
        createMemberAlerts(tx).trafficChanged({ memberId, remainingBytes: remaining, boughtBytes: 100n * gb }),
      );
    expect(await changed(50n * gb)).toBe(false);
    expect(await changed(19n * gb)).toBe(true); // below 20 % of 100 GB
    expect(await changed(3n * gb)).toBe(false); // below both: already told
    expect(await changed(30n * gb)).toBe(false); // above both: re-armed
    expect(await changed(4n * gb)).toBe(true);
    const events = await eventsOf(memberId, "traffic.low");
    expect(events.map((e) => (e.payload as { remaining_bytes: string }).remaining_bytes)).toEqual([
      String(19n * gb),
      String(4n * gb),
    ]);
    expect((await noticesOf(memberId)).map((n) => n.channel)).toEqual(["sms", "sms"]);
  });

  it("ip.expiring at 7/3/1 days: once per IP, threshold and period; a renewal starts a new period", async () => {
    const memberId = await member();
    let now = new Date("2026-12-01T00:00:00Z");
    const ip = {
      id: 900000 + seq,
      memberId,
      outIp: "203.0.113.7",
      account: "s_abc",
      expiresAt: new Date(now.getTime() + 10 * dayMs),
    };
    const alerts = service(database, () => now, [ip]);
    await alerts.save(memberId, {
      trafficBelowGb: null,
      trafficBelowPercent: null,
      subaccountCap: false,
      ipExpiryDays: [7, 1],
      balanceBelowYuan: null,
      byEmail: true,
      bySms: false,
      byWebhook: true,
    });
    const days = async () =>
      (await eventsOf(memberId, "ip.expiring")).map((e) => (e.payload as { days_left: number }).days_left);
    await alerts.publishExpiringIps(); // 10 days: nothing
    now = new Date(ip.expiresAt.getTime() - 6.5 * dayMs);
    await alerts.publishExpiringIps();
    await alerts.publishExpiringIps(); // the job again: nothing more
    expect(await days()).toEqual([7]);
    now = new Date(ip.expiresAt.getTime() - 2 * dayMs); // within 3 days: not chosen
    await alerts.publishExpiringIps();
    expect(await days()).toEqual([7]);
    now = new Date(ip.expiresAt.getTime() - 12 * 3600_000);
    await alerts.publishExpiringIps();
    await alerts.publishExpiringIps();
    expect(await days()).toEqual([7, 1]);
    // Renewed by 30 days: the next period is told again.
    ip.expiresAt = new Date(ip.expiresAt.getTime() + 30 * dayMs);
    now = new Date(ip.expiresAt.getTime() - 5 * dayMs);
    await alerts.publishExpiringIps();
    expect(await days()).toEqual([7, 1, 7]);
    expect(await noticesOf(memberId)).toHaveLength(3);
  });

  it("queued notices go once, after commit, in the member's language and by their contact channel", async () => {
    const zh = await member("zh-CN");
    const en = await member("en", "+8613800138000");
    const at = new Date("2026-11-28T09:00:00Z");
    await database.db.transaction(async (tx) => {
      await queueMemberNotice(
        tx,
        zh,
        "refund:R1",
        { kind: "refund-made", refundNo: "R1", amountFen: 12345, orderKind: "recharge" },
        at,
      );
      await queueMemberNotice(
        tx,
        zh,
        "refund:R1",
        { kind: "refund-made", refundNo: "R1", amountFen: 12345, orderKind: "recharge" },
        at,
      );
      await queueMemberNotice(
        tx,
        en,
        "realname:personal:1",
        { kind: "realname-decided", decision: "reject", certification: "personal", reason: "Photo unreadable" },
        at,
      );
    });
    await database.db
      .transaction(async (tx) => {
        await queueMemberNotice(
          tx,
          en,
          "traffic-adjustment:1",
          { kind: "traffic-adjusted", deltaBytes: String(2n * gb), reason: "x" },
          at,
        );
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    const sent: AccountNotice[] = [];
    const members = await database.db.select().from(tables.members);
    const delivery = createMemberNoticeDelivery({
      db: database.db,
      clock: () => at,
      contactOf: async (id) => {
        const m = members.find((row) => row.id === id);
        return m ? { email: m.email, mobile: m.mobile, locale: m.locale === "en" ? "en" : "zh-CN" } : null;
      },
      send: async (notice) => {
        sent.push(notice);
      },
    });
    const mine = () => sent.filter((n) => n.kind === "refund-made" || n.kind === "realname-decided");
    await delivery.deliverDue();
    await delivery.deliverDue();
    expect(mine()).toHaveLength(2);
    const refund = mine().find((n) => n.kind === "refund-made");
    expect(refund).toMatchObject({ channel: "email", locale: "zh-CN", subject: "退款 R1 已完成" });
    expect(refund?.text).toContain("¥123.45");
    const realname = mine().find((n) => n.kind === "realname-decided");
    expect(realname).toMatchObject({ channel: "email", locale: "en" });
    expect(realname?.text).toContain("not approved. Reason: Photo unreadable.");
    expect(sent.some((n) => n.kind === "traffic-adjusted")).toBe(false);
  });

  it("a failed send is retried by the next run, and counted", async () => {
    const memberId = await member("en");
    await database.db.transaction((tx) =>
      queueMemberNotice(tx, memberId, `traffic-adjustment:${memberId}`, {
        kind: "traffic-adjusted",
        deltaBytes: String(-3n * gb),
        reason: "Duplicate top-up",
      }),
    );
    let fail = true;
    const texts: string[] = [];
    const delivery = createMemberNoticeDelivery({
      db: database.db,
      contactOf: async (id) => (id === memberId ? { email: "x@example.com", mobile: null, locale: "en" } : null),
      send: async (notice) => {
        if (notice.kind !== "traffic-adjusted") return;
        if (fail) throw new Error("smtp down");
        texts.push(notice.text);
      },
    });
    await delivery.deliverDue();
    const [failed] = await noticesOf(memberId);
    expect(failed).toMatchObject({ attempts: 1, lastError: "smtp down", sentAt: null });
    fail = false;
    await delivery.deliverDue();
    expect(texts).toEqual(["Our staff took 3 GB from your traffic balance. Reason: Duplicate top-up"]);
  });

  it.runIf(kind === "postgres")("the ip.expiring job runs once across two database handles", async () => {
    const url = database.url;
    if (!url) throw new Error("no database url");
    const second = await openDatabase({ kind: "postgres", url, poolSize: 3 });
    try {
      const memberId = await member();
      const now = new Date("2027-01-10T00:00:00Z");
      const ips = [1, 2, 3].map((n) => ({
        id: 800000 + seq * 10 + n,
        memberId,
        outIp: `198.51.100.${n}`,
        account: `s_two${n}`,
        expiresAt: new Date(now.getTime() + 2 * dayMs),
      }));
      const a = service(database, () => now, ips);
      const b = service(second, () => now, ips);
      await a.save(memberId, {
        trafficBelowGb: null,
        trafficBelowPercent: null,
        subaccountCap: false,
        ipExpiryDays: [3],
        balanceBelowYuan: null,
        byEmail: false,
        bySms: false,
        byWebhook: true,
      });
      // Through the job gate, as the servers run it: one process runs it.
      const gated = await Promise.all([
        createJobGate(database).runOnce("alert-expiring-ips-test", 60_000, () => a.publishExpiringIps()),
        createJobGate(second).runOnce("alert-expiring-ips-test", 60_000, () => b.publishExpiringIps()),
      ]);
      expect(gated.filter((run) => run.ran)).toHaveLength(1);
      expect(await eventsOf(memberId, "ip.expiring")).toHaveLength(3);
      // And even two runs at once without the gate tell each IP once (the armed state's row lock).
      const later = new Date(now.getTime() + 3600_000);
      const again = await Promise.all([
        service(database, () => later, ips).publishExpiringIps(),
        service(second, () => later, ips).publishExpiringIps(),
      ]);
      expect(again.reduce((sum, run) => sum + run.fired, 0)).toBe(0);
      const fresh = ips.map((ip) => ({ ...ip, id: ip.id + 100000 }));
      const both = await Promise.all([
        service(database, () => later, fresh).publishExpiringIps(),
        service(second, () => later, fresh).publishExpiringIps(),
      ]);
      expect(both.reduce((sum, run) => sum + run.fired, 0)).toBe(3);
      expect(await eventsOf(memberId, "ip.expiring")).toHaveLength(6);
    } finally {
      await second.close();
    }
  });
});
