import { tables } from "@shop/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { coupons, couponRedemptions } = tables;

export type CouponRow = typeof coupons.$inferSelect;
type RedemptionStatus = "held" | "used" | "released";

/** Uses that count against a coupon's limits: held by a waiting order, or used by a paid one. */
const counting = inArray(couponRedemptions.status, ["held", "used"]);

/** Coupons and their uses (growth/coupons only). */
export function createCouponsRepo(x: Executor) {
  return {
    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await x.select().from(coupons).where(eq(coupons.code, code));
      return row;
    },
    /** The coupon, locked until the transaction ends: concurrent checkouts with it take turns. */
    async lockByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await x.select().from(coupons).where(eq(coupons.code, code)).for("update");
      return row;
    },
    async lockById(id: number): Promise<CouponRow | undefined> {
      const [row] = await x.select().from(coupons).where(eq(coupons.id, id)).for("update");
      return row;
    },
    async countUses(couponId: number, memberId: number): Promise<{ total: number; byMember: number }> {
      const [row] = await x
        .select({
          total: sql<number>`count(*)::int`,
          byMember: sql<number>`(count(*) filter (where ${couponRedemptions.memberId} = ${memberId}))::int`,
        })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), counting));
      return { total: Number(row?.total ?? 0), byMember: Number(row?.byMember ?? 0) };
    },
    async insertRedemption(values: typeof couponRedemptions.$inferInsert): Promise<void> {
      await x.insert(couponRedemptions).values(values);
    },
    async setStatus(
      order: { orderKind: string; orderId: number },
      from: RedemptionStatus[],
      to: RedemptionStatus,
      reason: string | null,
      at?: Date,
    ): Promise<boolean> {
      const rows = await x
        .update(couponRedemptions)
        .set({ status: to, releaseReason: reason, ...(to === "released" ? { releasedAt: at ?? new Date() } : {}) })
        .where(
          and(
            eq(couponRedemptions.orderKind, order.orderKind),
            eq(couponRedemptions.orderId, order.orderId),
            inArray(couponRedemptions.status, from),
          ),
        )
        .returning({ id: couponRedemptions.id });
      return rows.length > 0;
    },
    /** The coupon priced into each of these orders (any status: the price stays what it was). */
    async ofOrders(
      orderKind: string,
      orderIds: number[],
    ): Promise<Array<{ orderId: number; code: string; listPriceFen: number; discountFen: number }>> {
      if (orderIds.length === 0) return [];
      return x
        .select({
          orderId: couponRedemptions.orderId,
          code: coupons.code,
          listPriceFen: couponRedemptions.listPriceFen,
          discountFen: couponRedemptions.discountFen,
        })
        .from(couponRedemptions)
        .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
        .where(and(eq(couponRedemptions.orderKind, orderKind), inArray(couponRedemptions.orderId, orderIds)));
    },
    async insert(values: typeof coupons.$inferInsert): Promise<CouponRow> {
      const [row] = await x.insert(coupons).values(values).returning();
      if (!row) throw new Error("coupon insert returned nothing");
      return row;
    },
    async setActive(id: number, isActive: boolean): Promise<void> {
      await x.update(coupons).set({ isActive }).where(eq(coupons.id, id));
    },
    /** Coupons newest first, each with its counting uses. */
    async listWithUses(id?: number): Promise<Array<CouponRow & { used: number }>> {
      // Qualified by hand: inside a select list drizzle writes a column unqualified, which the subquery
      // would read as its own table's.
      const used = sql<number>`(select count(*)::int from coupon_redemptions r where r.coupon_id = coupons.id and r.status in ('held', 'used'))`;
      const rows = await x
        .select({ coupon: coupons, used })
        .from(coupons)
        .where(id === undefined ? undefined : eq(coupons.id, id))
        .orderBy(desc(coupons.id))
        .limit(200);
      return rows.map((row) => ({ ...row.coupon, used: Number(row.used) }));
    },
  };
}
