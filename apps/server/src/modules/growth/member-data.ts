import { tables } from "@shop/db";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../lib/executor.ts";
import { groupedCode } from "./codes.ts";

const { referralCodes, referrals, referralCommissions, couponRedemptions, coupons, giftCodes, giftCodeBatches } =
  tables;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * The growth context's part of a member's data rights (identity/data-rights): what the download
 * holds of invites, commissions, coupon uses and gift-code redemptions, and what closing erases.
 * Money records (commissions, coupon uses, redemptions) stay, anonymised by the member row
 * (docs/decisions.md "Closing an account"); the invite code goes, so the link stops working.
 */
export function growthMemberData(db: Executor) {
  return {
    async exportOf(memberId: number) {
      const [code] = await db.select().from(referralCodes).where(eq(referralCodes.memberId, memberId));
      const [invitedBy] = await db.select().from(referrals).where(eq(referrals.inviteeId, memberId));
      const invitees = await db
        .select({ createdAt: referrals.createdAt })
        .from(referrals)
        .where(eq(referrals.referrerId, memberId));
      const commissions = await db
        .select()
        .from(referralCommissions)
        .where(eq(referralCommissions.referrerId, memberId))
        .orderBy(asc(referralCommissions.id));
      const couponUses = await db
        .select({ redemption: couponRedemptions, code: coupons.code })
        .from(couponRedemptions)
        .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
        .where(eq(couponRedemptions.memberId, memberId))
        .orderBy(asc(couponRedemptions.id));
      const gifts = await db
        .select({ code: giftCodes, batch: giftCodeBatches })
        .from(giftCodes)
        .innerJoin(giftCodeBatches, eq(giftCodeBatches.id, giftCodes.batchId))
        .where(eq(giftCodes.redeemedByMemberId, memberId))
        .orderBy(asc(giftCodes.id));
      return {
        referral: {
          inviteCode: code?.code ?? null,
          // Who invited the member is another member's data: only that and when are told.
          invited: invitedBy ? { at: invitedBy.createdAt.toISOString() } : null,
          invitees: invitees.map((invitee) => ({ registeredAt: invitee.createdAt.toISOString() })),
          commissions: commissions.map((c) => ({
            orderNo: c.orderNo,
            paidFen: c.paidFen,
            percent: c.percent,
            amountFen: c.amountFen,
            status: c.status,
            availableAt: c.availableAt.toISOString(),
            creditedAt: iso(c.creditedAt),
            refundedFen: c.refundedFen,
            reversedFen: c.reversedFen,
            createdAt: c.createdAt.toISOString(),
          })),
        },
        couponUses: couponUses.map(({ redemption: r, code: couponCode }) => ({
          code: couponCode,
          orderKind: r.orderKind,
          orderId: r.orderId,
          listPriceFen: r.listPriceFen,
          discountFen: r.discountFen,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
        giftCodes: gifts.map(({ code: g, batch }) => ({
          code: groupedCode(g.code),
          kind: batch.kind,
          trafficGb: batch.trafficGb,
          amountFen: batch.amountFen,
          redeemedAt: iso(g.redeemedAt),
        })),
      };
    },

    /** Inside the closing transaction: the invite code goes (no one registers through it any more). */
    async eraseForClosureWithin(tx: Executor, memberId: number): Promise<void> {
      await tx.delete(referralCodes).where(eq(referralCodes.memberId, memberId));
    },
  };
}
