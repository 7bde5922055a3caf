import type {
  BalanceMovementPage,
  ConsoleCommission,
  ConsoleCoupon,
  CouponQuote,
  GiftBatch,
  MyReferral,
  RechargeOrder,
} from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../src/lib/executor.ts";
import { createBalanceLedger } from "../src/modules/commerce/balance/ledger.ts";
import { createReferralsService } from "../src/modules/growth/referrals/service.ts";
import { bytesPerGb, createLedgerWriter } from "../src/modules/proxy/traffic/ledger.ts";
import { verifyBalanceLedger, verifyGrowth } from "../src/ops/ledger-verify.ts";
import { type ApiClient, apiClient, registerWithCode, uniqueMobile } from "./auth-helpers.ts";
import { uniqueIdNumber } from "./certification-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { nodeWithStock, quickMembers } from "./orders-helpers.ts";
import { memberPaysOrder } from "./paid-order-helpers.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { lastAudit } from "./service-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const hour = 3600_000;
const day = 24 * hour;
let codeCounter = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${codeCounter++}`;

/** A coupon's fields as the console form sends them, valid from an hour ago for a week. */
const couponFields = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode("TEST"),
  name: "Test coupon",
  kind: "fixed",
  amountOff: 500,
  percentOff: null,
  products: [],
  minAmount: 0,
  startsAt: new Date(Date.now() - hour).toISOString(),
  endsAt: new Date(Date.now() + 7 * day).toISOString(),
  totalUses: null,
  usesPerMember: 1,
  firstOrderOnly: false,
  ...overrides,
});

describe.each(testDatabaseKinds())("growth (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let ops: ConsoleClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server);
    ops = (await loggedInConsole(server, "owner")).client;
  });
  afterAll(() => server?.close());

  const createCoupon = async (overrides: Record<string, unknown> = {}) => {
    const created = await ops.post<ConsoleCoupon>("/ops-api/growth/coupons/create", couponFields(overrides));
    expect(created.code, created.msg).toBe(0);
    return created.data;
  };
  const quote = (token: string, body: Record<string, unknown>, language = "en") =>
    api.post<CouponQuote>("/app-api/growth/coupon/quote", body, { token, language });
  const orderRow = async (id: number) =>
    (await server.database.db.select().from(tables.rechargeOrders).where(eq(tables.rechargeOrders.id, id)))[0];

  describe("coupons", () => {
    it("prices a coupon in on the server: preview, order amount, and the use counted", async () => {
      const coupon = await createCoupon({ amountOff: 500 });
      const [token] = (await quickMembers(server, 1)) as [string];
      // 10 GB at the seeded unit price.
      const unit = await server.services.catalogue.getUnitPrice();
      const list = unit.unitPrice * 10;
      const previewed = await quote(token, { code: coupon.code.toLowerCase(), trafficGb: 10 });
      expect(previewed.data).toEqual({
        status: "applicable",
        code: coupon.code,
        name: "Test coupon",
        listPriceFen: list,
        discountFen: 500,
        amountFen: list - 500,
      });
      const order = await api.post<RechargeOrder>(
        "/app-api/ip/recharge-order/create",
        { trafficGb: 10, couponCode: coupon.code },
        { token },
      );
      expect(order.code, order.msg).toBe(0);
      expect((await orderRow(order.data.id))?.amountFen).toBe(list - 500);
      // One use per member: the waiting order holds it.
      expect((await quote(token, { code: coupon.code, trafficGb: 10 })).data).toMatchObject({
        status: "used-by-member",
      });
      const again = await api.post(
        "/app-api/ip/recharge-order/create",
        { trafficGb: 10, couponCode: coupon.code },
        { token, language: "zh-CN" },
      );
      expect(again).toMatchObject({ code: 400, msg: "您使用该优惠码的次数已达上限" });
      const listed = await ops.get<ConsoleCoupon[]>("/ops-api/growth/coupons");
      expect(listed.data.find((c) => c.id === coupon.id)?.used).toBe(1);
      expect(await lastAudit(server.database.db, "coupon.create")).toMatchObject({ recordId: String(coupon.id) });
    });

    it("refuses, translated: expired, not started, not applicable, minimum not met, used up, first order only", async () => {
      const [token, other] = (await quickMembers(server, 2)) as [string, string];
      const expired = await createCoupon({
        startsAt: new Date(Date.now() - 3 * day).toISOString(),
        endsAt: new Date(Date.now() - day).toISOString(),
      });
      const later = await createCoupon({ startsAt: new Date(Date.now() + day).toISOString() });
      const staticOnly = await createCoupon({ products: ["static-2"] });
      const big = await createCoupon({ minAmount: 1_000_000 });
      const single = await createCoupon({ totalUses: 1 });
      const reasons = async (code: string, language = "en") =>
        (await quote(token, { code, trafficGb: 10 }, language)).data;
      expect(await reasons(expired.code)).toEqual({ status: "expired", minAmountFen: 0 });
      expect(await reasons(later.code)).toMatchObject({ status: "not-started" });
      expect(await reasons(staticOnly.code)).toMatchObject({ status: "not-applicable" });
      expect(await reasons(big.code)).toEqual({ status: "minimum-not-met", minAmountFen: 1_000_000 });
      expect(await reasons("NOSUCHCODE")).toMatchObject({ status: "not-found" });
      // The create call refuses with the message the checkout shows.
      const refused = await api.post(
        "/app-api/ip/recharge-order/create",
        { trafficGb: 10, couponCode: big.code },
        { token, language: "zh-CN" },
      );
      expect(refused).toMatchObject({ code: 400, msg: "订单满 ¥10000.00 才可使用该优惠码" });
      const expiredEn = await api.post(
        "/app-api/ip/recharge-order/create",
        { trafficGb: 10, couponCode: expired.code },
        { token },
      );
      expect(expiredEn).toMatchObject({ code: 400, msg: "This coupon has expired" });
      // Nothing was created by the refusals.
      const orders = await server.database.db.select().from(tables.couponRedemptions);
      expect(orders.filter((r) => [expired.id, big.id].includes(r.couponId))).toEqual([]);
      // Used up: one use in total, taken by the other member.
      const taken = await api.post(
        "/app-api/ip/recharge-order/create",
        { trafficGb: 10, couponCode: single.code },
        { token: other },
      );
      expect(taken.code).toBe(0);
      expect(await reasons(single.code)).toMatchObject({ status: "used-up" });
      // First order only: a member with a paid order is refused.
      const first = await createCoupon({ firstOrderOnly: true });
      expect(await reasons(first.code)).toMatchObject({ status: "applicable" });
      await memberPaysOrder(server, { token, trafficGb: 10 });
      expect(await reasons(first.code)).toMatchObject({ status: "first-order-only" });
      // Bad input: a clear message, never a 500.
      expect(await quote(token, { code: "a b", trafficGb: 10 })).toMatchObject({ code: 400 });
    });

    it("applies a coupon scoped to static ISP IPs to a static order, priced on the server", async () => {
      const coupon = await createCoupon({ kind: "percent", amountOff: null, percentOff: 20, products: ["static-2"] });
      const nodeId = await nodeWithStock(server, 2, 3);
      const [token] = (await quickMembers(server, 1)) as [string];
      const previewed = await quote(token, { code: coupon.code, nodeId, days: 30, count: 2 });
      expect(previewed.data).toMatchObject({
        status: "applicable",
        listPriceFen: 6000,
        discountFen: 1200,
        amountFen: 4800,
      });
      const order = await api.post<{ id: number }>(
        "/app-api/ip/static-order/create",
        { nodeId, days: 30, count: 2, couponCode: coupon.code },
        { token },
      );
      expect(order.code, order.msg).toBe(0);
      const [row] = await server.database.db
        .select()
        .from(tables.staticOrders)
        .where(eq(tables.staticOrders.id, order.data.id));
      expect(row?.amountFen).toBe(4800);
      // The same coupon on traffic is not for this product.
      expect((await quote(token, { code: coupon.code, trafficGb: 10 })).data).toMatchObject({
        status: "not-applicable",
      });
    });

    it("gives the use back when the order closes unpaid", async () => {
      const coupon = await createCoupon({ totalUses: 1 });
      const [token] = (await quickMembers(server, 1)) as [string];
      const order = await api.post<RechargeOrder>(
        "/app-api/ip/recharge-order/create",
        { trafficGb: 10, couponCode: coupon.code },
        { token },
      );
      expect((await quote(token, { code: coupon.code, trafficGb: 10 })).data.status).toBe("used-up");
      expect(
        (await api.post("/app-api/order/cancel", { id: order.data.id, orderType: "recharge" }, { token })).code,
      ).toBe(0);
      expect((await quote(token, { code: coupon.code, trafficGb: 10 })).data.status).toBe("applicable");
      const [use] = await server.database.db
        .select()
        .from(tables.couponRedemptions)
        .where(eq(tables.couponRedemptions.orderId, order.data.id));
      expect(use).toMatchObject({ status: "released", releaseReason: "closed" });
    });
  });

  describe("refunds through the refunds service", () => {
    const finance = (operatorId: number) => ({
      operatorId,
      role: "finance" as const,
      ip: "203.0.113.9",
      userAgent: "growth test",
      requestId: `req-${operatorId}`,
    });

    it("a full refund gives the coupon use back and cancels the held commission", async () => {
      const [requester, approver] = [finance(9101), finance(9202)];
      await server.database.db
        .insert(tables.operators)
        .values(
          [requester, approver].map((who) => ({
            id: who.operatorId,
            email: `growth-finance-${who.operatorId}@example.com`,
            name: `Finance ${who.operatorId}`,
            role: "finance",
          })),
        )
        .onConflictDoNothing();
      const growth = server.services.growth;
      const coupon = await createCoupon({ totalUses: 1 });
      const [referrer, invitee] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
      const code = await growth.referrals.codeOf(referrer.memberId);
      await inTransaction(server.database.db, (tx) => growth.referrals.recordReferral(tx, invitee.memberId, code));
      const { order, pay: paid } = await memberPaysOrder(server, {
        token: invitee.token,
        trafficGb: 10,
        couponCode: coupon.code,
      });
      const [use] = await server.database.db
        .select()
        .from(tables.couponRedemptions)
        .where(eq(tables.couponRedemptions.couponId, coupon.id));
      expect(use?.status).toBe("used");
      const requested = await server.services.refunds.request(requester, {
        target: { type: "order", orderKind: "recharge", orderId: order.id },
        amountFen: paid.total,
        reason: "customer changed their mind",
        keepUsedTraffic: false,
        requestKey: `growth-${order.id}`,
      });
      expect(await server.services.refunds.approve(approver, requested.id)).toMatchObject({ status: "succeeded" });
      const [released] = await server.database.db
        .select()
        .from(tables.couponRedemptions)
        .where(eq(tables.couponRedemptions.couponId, coupon.id));
      expect(released).toMatchObject({ status: "released", releaseReason: "refunded" });
      const [commission] = await server.database.db
        .select()
        .from(tables.referralCommissions)
        .where(eq(tables.referralCommissions.orderId, order.id));
      expect(commission).toMatchObject({ status: "cancelled", amountFen: 0 });
    });
  });

  describe("gift codes", () => {
    it("generates a batch, exports it as CSV and redeems a code once (traffic and balance)", async () => {
      const created = await ops.post<GiftBatch>("/ops-api/growth/gift-batches/create", {
        name: "Launch week",
        kind: "traffic",
        trafficGb: 5,
        count: 3,
        expiresAt: new Date(Date.now() + 30 * day).toISOString(),
      });
      expect(created.code, created.msg).toBe(0);
      const csv = await ops.get(`/ops-api/growth/gift-batches/${created.data.id}/export`);
      const lines = csv.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe("Code,Value,Expires (UTC),Redeemed by member,Redeemed at (UTC)");
      expect(lines).toHaveLength(4);
      const codes = lines.slice(1).map((line) => line.split(",")[0] as string);
      for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
      const [a, b] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
      const before = await createLedgerWriter(server.database.db).balance(a.memberId);
      const redeemed = await api.post(
        "/app-api/growth/gift-code/redeem",
        { code: (codes[0] as string).toLowerCase() },
        {
          token: a.token,
        },
      );
      expect(redeemed).toMatchObject({ code: 0, data: { kind: "traffic", trafficGb: 5, amountFen: null } });
      expect(await createLedgerWriter(server.database.db).balance(a.memberId)).toBe(before + 5n * bytesPerGb);
      const twice = await api.post(
        "/app-api/growth/gift-code/redeem",
        { code: codes[0] },
        { token: b.token, language: "zh-CN" },
      );
      expect(twice).toMatchObject({ code: 400, msg: "该礼品码已被使用" });
      const wrong = await api.post(
        "/app-api/growth/gift-code/redeem",
        { code: "AAAA-BBBB-CCCC-DDDD" },
        { token: b.token },
      );
      expect(wrong).toMatchObject({ code: 400, msg: "This gift code is not valid" });

      const money = await ops.post<GiftBatch>("/ops-api/growth/gift-batches/create", {
        name: "Balance 20",
        kind: "balance",
        amountFen: 2000,
        count: 1,
        expiresAt: new Date(Date.now() + 30 * day).toISOString(),
      });
      const [moneyCode] = await server.database.db
        .select()
        .from(tables.giftCodes)
        .where(eq(tables.giftCodes.batchId, money.data.id));
      const paid = await api.post("/app-api/growth/gift-code/redeem", { code: moneyCode?.code }, { token: b.token });
      expect(paid).toMatchObject({ code: 0, data: { kind: "balance", amountFen: 2000 } });
      expect(await createBalanceLedger(server.database.db).balance(b.memberId)).toBe(2000);
      expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
      // The member's balance history names the credit, on the page and in the CSV, in their language.
      const history = await api.get<BalanceMovementPage>("/app-api/balance/movements", { token: b.token });
      expect(history.code, history.msg).toBe(0);
      expect(history.data.list).toMatchObject([{ kind: "gift", amount: 2000, balanceAfter: 2000 }]);
      const statement = await fetch(`${server.baseUrl}/app-api/balance/movements/export`, {
        headers: { authorization: `Bearer ${b.token}`, "accept-language": "zh-CN" },
      });
      expect((await statement.text()).split("\r\n")[1]).toMatch(/^[\d-]+ [\d:]+,礼品码兑换,gift-code:\d+,20,20$/);
      const second = await api.post(
        "/app-api/growth/gift-code/redeem",
        { code: (codes[1] as string).toLowerCase() },
        {
          token: a.token,
        },
      );
      expect(second.code, second.msg).toBe(0);
      const listed = await ops.get<GiftBatch[]>("/ops-api/growth/gift-batches");
      expect(listed.data.find((batch) => batch.id === created.data.id)?.redeemed).toBe(2);
    });

    it("refuses an expired code and limits attempts per member", async () => {
      const created = await ops.post<GiftBatch>("/ops-api/growth/gift-batches/create", {
        name: "Short",
        kind: "traffic",
        trafficGb: 1,
        count: 1,
        expiresAt: new Date(Date.now() + hour).toISOString(),
      });
      await server.database.db
        .update(tables.giftCodeBatches)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(tables.giftCodeBatches.id, created.data.id));
      const [code] = await server.database.db
        .select()
        .from(tables.giftCodes)
        .where(eq(tables.giftCodes.batchId, created.data.id));
      const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
      const expired = await api.post("/app-api/growth/gift-code/redeem", { code: code?.code }, { token: member.token });
      expect(expired).toMatchObject({ code: 400, msg: "This gift code has expired" });
      for (let i = 0; i < 9; i++) {
        await api.post("/app-api/growth/gift-code/redeem", { code: "2222-3333-4444-5555" }, { token: member.token });
      }
      const limited = await api.post(
        "/app-api/growth/gift-code/redeem",
        { code: "2222-3333-4444-5555" },
        {
          token: member.token,
        },
      );
      expect(limited.code).toBe(429);
      expect(limited.msg).toBe("Too many attempts. Please try again in an hour");
    });
  });

  describe("referrals", () => {
    it("records the referrer at registration, holds the commission, credits it after the holding days", async () => {
      const [referrer] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
      const mine = await api.get<MyReferral>("/app-api/growth/referral", { token: referrer.token });
      expect(mine.data).toMatchObject({ invitees: 0, percent: 10, holdingDays: 14, creditedFen: 0 });
      expect(mine.data.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      const { registered } = await registerWithCode(server, { mobile: uniqueMobile() }, "referral test passphrase", {
        inviteCode: mine.data.code.toLowerCase(),
      });
      expect(registered.code, registered.msg).toBe(0);
      const invitee = registered.data.accessToken;
      const { order } = await memberPaysOrder(server, { token: invitee, trafficGb: 10 });
      const paidFen = (await orderRow(order.id))?.amountFen as number;
      const holding = await api.get<MyReferral>("/app-api/growth/referral", { token: referrer.token });
      expect(holding.data).toMatchObject({ invitees: 1, holdingFen: Math.floor(paidFen / 10), creditedFen: 0 });
      expect(holding.data.commissions[0]).toMatchObject({ status: "holding", amountFen: Math.floor(paidFen / 10) });

      // Time injected: 13 days on nothing is due; 15 days on it is credited, once.
      const at = (days: number) =>
        createReferralsService({
          db: server.database.db,
          audit: { record: async () => {} },
          now: () => new Date(Date.now() + days * day),
        });
      expect(await at(13).settleDue()).toEqual({ credited: 0, reversed: 0 });
      expect(await at(15).settleDue()).toMatchObject({ credited: 1 });
      expect(await at(16).settleDue()).toMatchObject({ credited: 0 });
      const credited = await api.get<MyReferral>("/app-api/growth/referral", { token: referrer.token });
      expect(credited.data).toMatchObject({ creditedFen: Math.floor(paidFen / 10), holdingFen: 0 });
      expect(await createBalanceLedger(server.database.db).balance(referrer.memberId)).toBe(Math.floor(paidFen / 10));
      expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
      const history = await api.get<BalanceMovementPage>("/app-api/balance/movements", { token: referrer.token });
      expect(history.code, history.msg).toBe(0);
      expect(history.data.list).toMatchObject([{ kind: "commission", amount: Math.floor(paidFen / 10) }]);
    });

    it("a refund inside the holding period cancels; after it, reverses with a balance debit (owed when short)", async () => {
      const growth = server.services.growth;
      const [referrer, invitee] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
      const code = await growth.referrals.codeOf(referrer.memberId);
      expect(
        await inTransaction(server.database.db, (tx) => growth.referrals.recordReferral(tx, invitee.memberId, code)),
      ).toBe("recorded");
      // Loops and self-referral are refused.
      const backCode = await growth.referrals.codeOf(invitee.memberId);
      expect(
        await inTransaction(server.database.db, (tx) =>
          growth.referrals.recordReferral(tx, referrer.memberId, backCode),
        ),
      ).toBe("loop");
      expect(
        await inTransaction(server.database.db, (tx) => growth.referrals.recordReferral(tx, referrer.memberId, code)),
      ).toBe("self-referral");

      const paid = async (orderId: number) =>
        inTransaction(server.database.db, (tx) =>
          growth.referrals.onOrderPaid(tx, {
            orderKind: "recharge",
            orderId,
            orderNo: `RTEST${orderId}`,
            memberId: invitee.memberId,
            amountFen: 10_000,
            chargedFen: 10_000,
            paidAt: new Date(),
          }),
        );
      const refund = (orderId: number, refundNo: string, refundFen: number) =>
        inTransaction(server.database.db, (tx) =>
          growth.hooks.onOrderRefunded(tx, {
            orderKind: "recharge",
            orderId,
            refundNo,
            refundFen,
            wholeTrade: refundFen >= 10_000,
          }),
        );
      const base = 900_000_000 + invitee.memberId * 10;
      // Holding: a half refund halves it, the rest cancels it.
      expect(await paid(base)).toMatchObject({ amountFen: 1000, status: "holding" });
      expect(await refund(base, `RF${base}a`, 5000)).toBeUndefined();
      const [half] = await server.database.db
        .select()
        .from(tables.referralCommissions)
        .where(eq(tables.referralCommissions.orderId, base));
      expect(half).toMatchObject({ amountFen: 500, status: "holding" });
      await refund(base, `RF${base}b`, 5000);
      const [gone] = await server.database.db
        .select()
        .from(tables.referralCommissions)
        .where(eq(tables.referralCommissions.orderId, base));
      expect(gone).toMatchObject({ amountFen: 0, status: "cancelled" });

      // Credited, then refunded in full: 1000 taken back; the referrer spent 600 of it, so 600 is owed.
      const second = await paid(base + 1);
      const later = createReferralsService({
        db: server.database.db,
        audit: { record: async () => {} },
        now: () => new Date(Date.now() + 20 * day),
      });
      await later.settleDue();
      await inTransaction(server.database.db, (tx) =>
        createBalanceLedger(tx).move({
          memberId: referrer.memberId,
          kind: "payment",
          deltaFen: -600,
          cause: `order:T${base}`,
        }),
      );
      await refund(base + 1, `RF${base}c`, 10_000);
      const [owing] = await server.database.db
        .select()
        .from(tables.referralCommissions)
        .where(eq(tables.referralCommissions.id, second?.id as number));
      expect(owing).toMatchObject({ status: "reversed", owedFen: 1000, reversedFen: 0 });
      // The balance covers it again: the job takes what is owed.
      await inTransaction(server.database.db, (tx) =>
        createBalanceLedger(tx).move({
          memberId: referrer.memberId,
          kind: "topup",
          deltaFen: 2000,
          cause: `topup-order:T${base}`,
        }),
      );
      expect(await later.settleDue()).toMatchObject({ reversed: 1 });
      expect(await createBalanceLedger(server.database.db).balance(referrer.memberId)).toBe(1000 - 600 + 2000 - 1000);
      expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
      expect(await verifyGrowth(server.database.db)).toEqual([]);
    });

    it("the console lists commissions and withholds one with a reason (audited)", async () => {
      const growth = server.services.growth;
      const [referrer, invitee] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
      const code = await growth.referrals.codeOf(referrer.memberId);
      await inTransaction(server.database.db, (tx) => growth.referrals.recordReferral(tx, invitee.memberId, code));
      const row = await inTransaction(server.database.db, (tx) =>
        growth.referrals.onOrderPaid(tx, {
          orderKind: "static",
          orderId: 800_000_000 + invitee.memberId,
          orderNo: `STEST${invitee.memberId}`,
          memberId: invitee.memberId,
          amountFen: 5000,
          chargedFen: 5000,
          paidAt: new Date(),
        }),
      );
      const listed = await ops.get<{ list: ConsoleCommission[] }>("/ops-api/growth/commissions");
      const shown = listed.data.list.find((c) => c.id === row?.id);
      expect(shown).toMatchObject({ status: "holding", withheldReason: null });
      // The operator recognises both members by their logins, not only by ids.
      expect(shown?.referrerAccount).toMatch(/^\+?\d{6,}$|@/);
      expect(shown?.inviteeAccount).toMatch(/^\+?\d{6,}$|@/);
      expect(shown?.referrerAccount).not.toBe(shown?.inviteeAccount);
      const empty = await ops.post(`/ops-api/growth/commissions/${row?.id}/withhold`, { reason: "" });
      expect(empty.code).toBe(400);
      const withheld = await ops.post(`/ops-api/growth/commissions/${row?.id}/withhold`, { reason: "Same household" });
      expect(withheld).toMatchObject({ code: 0, data: { status: "withheld", withheldReason: "Same household" } });
      expect(await lastAudit(server.database.db, "commission.withhold")).toMatchObject({ reason: "Same household" });
      // The referrer reads why on their invite page.
      const mine = await api.get<MyReferral>("/app-api/growth/referral", { token: referrer.token });
      expect(mine.data.commissions.find((c) => c.id === row?.id)).toMatchObject({
        status: "withheld",
        withheldReason: "Same household",
      });
      const later = createReferralsService({
        db: server.database.db,
        audit: { record: async () => {} },
        now: () => new Date(Date.now() + 30 * day),
      });
      await later.settleDue();
      expect(await createBalanceLedger(server.database.db).balance(referrer.memberId)).toBe(0);
    });
  });

  describe("real-name trial", () => {
    const verify = (token: string, idCardNumber: string) =>
      api.post("/app-api/ip/member-user-personal-info/create", { realName: "张三", idCardNumber }, { token });

    it("is off by default; on, one grant per verified identity, not per account", async () => {
      const [a, b, c] = (await makeMembers(server, 3, { certified: false })) as [TestMember, TestMember, TestMember];
      const traffic = (memberId: number) => createLedgerWriter(server.database.db).balance(memberId);
      expect((await verify(a.token, uniqueIdNumber())).code).toBe(0);
      expect(await traffic(a.memberId)).toBe(0n);
      const on = await ops.post("/ops-api/growth/settings/update", {
        commissionPercent: 10,
        holdingDays: 14,
        trialEnabled: true,
        trialMb: 300,
      });
      expect(on.code, on.msg).toBe(0);
      const person = uniqueIdNumber();
      expect((await verify(b.token, person)).code).toBe(0);
      expect(await traffic(b.memberId)).toBe(300n * 1024n * 1024n);
      // The same person on a second account (the first's verification erased, as a closed account's is).
      await server.database.db
        .update(tables.personalCertifications)
        .set({ status: 4 })
        .where(eq(tables.personalCertifications.memberId, b.memberId));
      expect((await verify(c.token, person)).code).toBe(0);
      expect(await traffic(c.memberId)).toBe(0n);
      await ops.post("/ops-api/growth/settings/update", {
        commissionPercent: 10,
        holdingDays: 14,
        trialEnabled: false,
        trialMb: 300,
      });
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("growth races (postgres)", () => {
  let server: TestServer;
  let api: ApiClient;
  let ops: ConsoleClient;
  beforeAll(async () => {
    server = await startTestServer("postgres");
    api = apiClient(server);
    ops = (await loggedInConsole(server, "owner")).client;
  });
  afterAll(() => server?.close());

  it("concurrent checkouts never use a coupon more than its total or per-member limit", async () => {
    const total = await ops.post<ConsoleCoupon>("/ops-api/growth/coupons/create", couponFields({ totalUses: 3 }));
    const tokens = await quickMembers(server, 8);
    const results = await Promise.all(
      tokens.map((token) =>
        api.post("/app-api/ip/recharge-order/create", { trafficGb: 10, couponCode: total.data.code }, { token }),
      ),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(3);
    expect(results.filter((r) => r.code === 400 && r.msg === "This coupon has been used up")).toHaveLength(5);

    const perMember = await ops.post<ConsoleCoupon>(
      "/ops-api/growth/coupons/create",
      couponFields({ usesPerMember: 2 }),
    );
    const [one] = (await quickMembers(server, 1)) as [string];
    const mine = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.post(
          "/app-api/ip/recharge-order/create",
          { trafficGb: 10, couponCode: perMember.data.code },
          { token: one },
        ),
      ),
    );
    expect(mine.filter((r) => r.code === 0)).toHaveLength(2);
    const uses = await server.database.db
      .select()
      .from(tables.couponRedemptions)
      .where(eq(tables.couponRedemptions.couponId, perMember.data.id));
    expect(uses).toHaveLength(2);
  });

  it("checkouts whose transactions overlap take turns on the coupon (the row lock), so none overuses it", async () => {
    const coupon = await ops.post<ConsoleCoupon>("/ops-api/growth/coupons/create", couponFields({ totalUses: 2 }));
    const members = await makeMembers(server, 6, { certified: false });
    const coupons = server.services.growth.coupons;
    const outcomes = await Promise.allSettled(
      members.map((member, i) =>
        inTransaction(server.database.db, async (tx) => {
          const claim = await coupons.claim(tx, {
            memberId: member.memberId,
            code: coupon.data.code,
            product: "dynamic",
            listPriceFen: 10_000,
            isFirstOrder: true,
          });
          // The order's other work (stock, order row) takes a while: every checkout is inside at once.
          await tx.execute(sql`select pg_sleep(0.1)`);
          await claim.attach({ orderKind: "recharge", orderId: 600_000_000 + member.memberId * 10 + i });
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(2);
    const uses = await server.database.db
      .select()
      .from(tables.couponRedemptions)
      .where(eq(tables.couponRedemptions.couponId, coupon.data.id));
    expect(uses).toHaveLength(2);
  });

  it("two members (or two tabs) redeeming one gift code at once: exactly one succeeds", async () => {
    const batch = await ops.post<GiftBatch>("/ops-api/growth/gift-batches/create", {
      name: "Race",
      kind: "balance",
      amountFen: 1000,
      count: 1,
      expiresAt: new Date(Date.now() + day).toISOString(),
    });
    const [code] = await server.database.db
      .select()
      .from(tables.giftCodes)
      .where(eq(tables.giftCodes.batchId, batch.data.id));
    const [a, b] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
    const tries = [a, b, a, b].map((m) =>
      api.post("/app-api/growth/gift-code/redeem", { code: code?.code }, { token: m.token }),
    );
    const results = await Promise.all(tries);
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.msg === "This gift code has already been redeemed")).toHaveLength(3);
    const total =
      (await createBalanceLedger(server.database.db).balance(a.memberId)) +
      (await createBalanceLedger(server.database.db).balance(b.memberId));
    expect(total).toBe(1000);
  });

  it("the settle job run by two processes at once credits each commission once", async () => {
    const growth = server.services.growth;
    const [referrer, invitee] = (await makeMembers(server, 2, { certified: false })) as [TestMember, TestMember];
    const code = await growth.referrals.codeOf(referrer.memberId);
    await inTransaction(server.database.db, (tx) => growth.referrals.recordReferral(tx, invitee.memberId, code));
    for (let i = 0; i < 5; i++) {
      await inTransaction(server.database.db, (tx) =>
        growth.referrals.onOrderPaid(tx, {
          orderKind: "recharge",
          orderId: 700_000_000 + invitee.memberId * 10 + i,
          orderNo: `RRACE${i}`,
          memberId: invitee.memberId,
          amountFen: 1000,
          chargedFen: 1000,
          paidAt: new Date(Date.now() - 20 * day),
        }),
      );
    }
    const process = () =>
      createReferralsService({ db: server.database.db, audit: { record: async () => {} } }).settleDue();
    const [one, two] = await Promise.all([process(), process()]);
    expect(one.credited + two.credited).toBe(5);
    expect(await createBalanceLedger(server.database.db).balance(referrer.memberId)).toBe(500);
    expect(await verifyBalanceLedger(server.database.db)).toEqual([]);
  });
});
