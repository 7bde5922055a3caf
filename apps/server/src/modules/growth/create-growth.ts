import type { Database } from "@shop/db";
import type { FastifyBaseLogger } from "fastify";
import type { AuditRecorder } from "../../lib/console-actor.ts";
import type { Executor } from "../../lib/executor.ts";
import type { RateLimiter } from "../../lib/rate-limiter.ts";
import type { OrderDiscounts, OrderEvents } from "../commerce/orders/service.ts";
import type { OrderRefunded } from "../commerce/payments/refunds-service.ts";
import { createCouponsService } from "./coupons/service.ts";
import { createGiftCodesService } from "./gift-codes/service.ts";
import { createReferralsService } from "./referrals/service.ts";
import { createGrowthSettingsService } from "./settings/service.ts";
import { grantTrialOnVerification } from "./trial/service.ts";

/**
 * The growth context (issue #29) and the hooks other contexts call it through:
 * orders price coupons in and tell of paid and closed orders, refunds tell of
 * money given back, registration of an invite code, certification of a person
 * verified. Each hook runs inside the caller's transaction.
 */
export function createGrowth(deps: {
  db: Database;
  audit: AuditRecorder;
  rateLimiter: RateLimiter;
  log: Pick<FastifyBaseLogger, "info">;
  now?: () => Date;
  /** Members' logins by id, for naming referrer and invitee in the console. */
  memberAccounts?: (ids: number[]) => Promise<Map<number, string>>;
}) {
  const coupons = createCouponsService(deps);
  const referrals = createReferralsService(deps);
  const giftCodes = createGiftCodesService(deps);
  const settings = createGrowthSettingsService(deps);

  const discounts: OrderDiscounts = {
    quote: (ask) => coupons.quote(ask),
    claim: (tx, ask) => coupons.claim(tx, ask),
    ofOrders: (kind, orderIds) => coupons.ofOrders(kind, orderIds),
  };
  const orderEvents: OrderEvents = {
    async paid(tx, order) {
      await coupons.markUsed(tx, order);
      await referrals.onOrderPaid(tx, order);
    },
    async closed(tx, order) {
      await coupons.release(tx, order, "closed");
    },
  };
  async function onOrderRefunded(tx: Executor, refund: OrderRefunded) {
    if (refund.wholeTrade) await coupons.release(tx, refund, "refunded");
    await referrals.onOrderRefunded(tx, refund);
  }
  async function onRegistered(tx: Executor, registered: { memberId: number; inviteCode: string | null }) {
    if (!registered.inviteCode) return;
    const outcome = await referrals.recordReferral(tx, registered.memberId, registered.inviteCode);
    deps.log.info({ memberId: registered.memberId, outcome }, "registration through an invite link");
  }
  async function onPersonVerified(tx: Executor, verified: { memberId: number; identityKey: string }) {
    const outcome = await grantTrialOnVerification(tx, verified);
    if (outcome !== "off") deps.log.info({ memberId: verified.memberId, outcome }, "real-name trial");
  }

  return {
    coupons,
    referrals,
    giftCodes,
    settings,
    hooks: { discounts, orderEvents, onOrderRefunded, onRegistered, onPersonVerified },
    jobs: [
      // Credits commissions past their holding period and takes owed reversals, once across processes.
      { name: "settle-commissions", intervalMs: 10 * 60_000, run: () => referrals.settleDue() },
    ],
  };
}

export type Growth = ReturnType<typeof createGrowth>;
