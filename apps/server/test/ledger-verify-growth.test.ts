import type { ConsoleCoupon, GiftBatch } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBalanceLedger } from "../src/modules/commerce/balance/ledger.ts";
import { verifyGrowth, verifyLedger } from "../src/ops/ledger-verify.ts";
import { type ApiClient, apiClient } from "./auth-helpers.ts";
import { type ConsoleClient, loggedInConsole } from "./console-helpers.ts";
import { memberPaysOrder } from "./paid-order-helpers.ts";
import { makeMembers, type TestMember } from "./proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const hour = 3600_000;

/** Issue #29: ledger:verify proves the growth tables against the balance and traffic ledgers. */
describe.each(testDatabaseKinds())("ledger:verify covers coupons, gift codes and commissions (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let ops: ConsoleClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server);
    ops = (await loggedInConsole(server, "owner")).client;
  });
  afterAll(() => server?.close());

  it("is clean after real uses, and reports each tampered row", async () => {
    const db = server.database.db;
    const [member] = (await makeMembers(server, 1, { certified: false })) as [TestMember];
    const code = `VERIFY${Date.now().toString(36).toUpperCase()}`;
    const coupon = await ops.post<ConsoleCoupon>("/ops-api/growth/coupons/create", {
      code,
      name: "Verify",
      kind: "fixed",
      amountOff: 200,
      percentOff: null,
      products: [],
      minAmount: 0,
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 24 * hour).toISOString(),
      totalUses: 1,
      usesPerMember: 1,
      firstOrderOnly: false,
    });
    expect(coupon.code, coupon.msg).toBe(0);
    const { order } = await memberPaysOrder(server, { token: member.token, trafficGb: 10, couponCode: code });
    const batch = await ops.post<GiftBatch>("/ops-api/growth/gift-batches/create", {
      name: "Verify",
      kind: "balance",
      amountFen: 500,
      count: 1,
      expiresAt: new Date(Date.now() + 24 * hour).toISOString(),
    });
    const csv = await ops.get(`/ops-api/growth/gift-batches/${batch.data.id}/export`);
    const giftCode = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")[1]
      ?.split(",")[0] as string;
    expect((await api.post("/app-api/growth/gift-code/redeem", { code: giftCode }, { token: member.token })).code).toBe(
      0,
    );

    const mine = (problems: { memberId: number | null; problem: string }[]) =>
      problems.filter((p) => p.memberId === member.memberId || p.problem.includes(code)).map((p) => p.problem);
    expect(mine(await verifyGrowth(db))).toEqual([]);

    // A coupon use put back to held while its order is paid.
    await db
      .update(tables.couponRedemptions)
      .set({ status: "held" })
      .where(eq(tables.couponRedemptions.orderId, order.id));
    // A gift batch made to look worth more than was credited.
    await db.update(tables.giftCodeBatches).set({ amountFen: 600 }).where(eq(tables.giftCodeBatches.id, batch.data.id));
    // A commission credit with no commission behind it.
    await createBalanceLedger(db).move({
      memberId: member.memberId,
      kind: "commission",
      deltaFen: 50,
      cause: "referral-commission:987654321",
      note: "forged",
    });
    const found = mine(await verifyGrowth(db));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^coupon use \d+ is held but its recharge order \d+ is paid/),
        expect.stringMatching(/^gift code \d+ is worth 600 but credited 500/),
        expect.stringMatching(/referral-commission:987654321\) credits no credited commission$/),
      ]),
    );
    expect(found).toHaveLength(3);
    // And ledger:verify (the ops command) reports them.
    expect(mine((await verifyLedger(db)).problems)).toEqual(expect.arrayContaining(found));
  });
});
