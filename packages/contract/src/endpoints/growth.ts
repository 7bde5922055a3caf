import { endpointGroup, type FileAnswer } from "../endpoint.ts";
import type {
  ConsoleCommission,
  ConsoleCoupon,
  CouponFields,
  CouponQuote,
  CouponQuoteRequest,
  GiftBatch,
  GiftRedemption,
  GrowthSettings,
  MyReferral,
} from "../growth.ts";

const member = endpointGroup({ tag: "Growth", audience: "member" });

/** Coupons at checkout, the member's invite page, and gift codes (issue #29). */
export const growthEndpoints = {
  quoteCoupon: member.post<{ body: CouponQuoteRequest; data: CouponQuote }>(
    "/app-api/growth/coupon/quote",
    "What a coupon takes off a choice from /buy, priced on the server, or why it cannot be used",
  ),
  getMyReferral: member.get<{ data: MyReferral }>(
    "/app-api/growth/referral",
    "The member's invite code, how many registered through it and the commissions earned",
  ),
  redeemGiftCode: member.post<{ body: { code: string }; data: GiftRedemption }>(
    "/app-api/growth/gift-code/redeem",
    "Redeems a gift code once: traffic or balance is credited to the member",
  ),
};

const ops = endpointGroup({ tag: "Console: growth", audience: "operator", permission: "growth.manage" });
type Page<T> = { list: T[]; total: number };

/** Coupons, commissions, gift-code batches and growth settings in the console. */
export const consoleGrowthEndpoints = {
  listCoupons: ops.get<{ data: ConsoleCoupon[] }>("/ops-api/growth/coupons", "Coupons, newest first, with their uses"),
  createCoupon: ops.post<{ body: CouponFields; data: ConsoleCoupon }>(
    "/ops-api/growth/coupons/create",
    "Creates a coupon (audited)",
  ),
  setCouponActive: ops.post<{ params: { id: number }; body: { isActive: boolean }; data: ConsoleCoupon }>(
    "/ops-api/growth/coupons/:id/active",
    "Switches a coupon on or off (audited)",
  ),
  listCommissions: ops.get<{ query: { pageNo?: number; pageSize?: number }; data: Page<ConsoleCommission> }>(
    "/ops-api/growth/commissions",
    "Referral commissions, newest first",
  ),
  withholdCommission: ops.post<{ params: { id: number }; body: { reason: string }; data: ConsoleCommission }>(
    "/ops-api/growth/commissions/:id/withhold",
    "Withholds a commission still in its holding period, with a reason (audited)",
  ),
  getSettings: ops.get<{ data: GrowthSettings }>("/ops-api/growth/settings", "Commission percent, holding days, trial"),
  updateSettings: ops.post<{ body: GrowthSettings; data: GrowthSettings }>(
    "/ops-api/growth/settings/update",
    "Changes the growth settings (audited)",
  ),
  listGiftBatches: ops.get<{ data: GiftBatch[] }>("/ops-api/growth/gift-batches", "Gift-code batches, newest first"),
  createGiftBatch: ops.post<{
    body: {
      name: string;
      kind: "traffic" | "balance";
      trafficGb?: number | null;
      amountFen?: number | null;
      count: number;
      expiresAt: string;
    };
    data: GiftBatch;
  }>("/ops-api/growth/gift-batches/create", "Generates a batch of gift codes (audited)"),
  exportGiftBatch: ops.get<{ params: { id: number }; data: FileAnswer }>(
    "/ops-api/growth/gift-batches/:id/export",
    "A batch's codes with their state, as CSV (audited)",
    { answersFile: true },
  ),
};
