import {
  type ConsoleCoupon,
  type CouponFields,
  type CouponQuote,
  type CouponRefusal,
  ResponseCode,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { AppError } from "../../../http/app-error.ts";
import type { AuditRecorder, ConsoleActor } from "../../../lib/console-actor.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import { isUniqueViolation } from "../../../lib/postgres-errors.ts";
import { type CouponRow, createCouponsRepo } from "./repo.ts";

/** Which order a coupon use belongs to. */
export interface CouponOrderRef {
  orderKind: "recharge" | "static";
  orderId: number;
}

/** What checkout asks: this member, this product at this list price, this code. */
export interface CouponAsk {
  memberId: number;
  code: string;
  /** dynamic, static-1, static-2, static-3 or static-12. */
  product: string;
  listPriceFen: number;
  /** The member has no paid order yet (the orders module's answer). */
  isFirstOrder: boolean;
}

/** A coupon taken for an order inside its creating transaction: the discount, and the call that records the use. */
export interface CouponClaim {
  discountFen: number;
  attach(order: CouponOrderRef): Promise<void>;
}

/** Coupon codes are what the member types: case and surrounding spaces do not matter. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

/**
 * The discount a coupon gives on a list price. At least 0.01 yuan is always
 * left to pay (payment providers take no zero amounts), so a coupon never makes
 * an order free; a percent that rounds to nothing is no discount.
 */
export function couponDiscountFen(
  coupon: Pick<CouponRow, "kind" | "amountOffFen" | "percentOff">,
  listPriceFen: number,
) {
  const raw =
    coupon.kind === "fixed" ? (coupon.amountOffFen ?? 0) : Math.floor((listPriceFen * (coupon.percentOff ?? 0)) / 100);
  return Math.max(0, Math.min(raw, listPriceFen - 1));
}

export interface CouponsDeps {
  db: Database;
  audit: AuditRecorder;
  now?: () => Date;
}

/**
 * Coupons (issue #29): created in the console, priced into an order on the
 * server when it is created. The coupon's row is locked (`for update`) while
 * its uses are counted and the new one is recorded, so concurrent checkouts
 * on PostgreSQL take turns and no coupon is used more often than allowed, in
 * total or per member. A use counts from the order's creation; it comes back
 * when the order closes unpaid or is refunded in full (docs/growth.md).
 */
export function createCouponsService(deps: CouponsDeps) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** Why this coupon cannot be used for this ask, or null when it can (uses counted under the caller's lock). */
  async function refusalOf(x: Executor, coupon: CouponRow | undefined, ask: CouponAsk): Promise<CouponRefusal | null> {
    if (coupon === undefined || !coupon.isActive) return "not-found";
    const at = now().getTime();
    if (at < coupon.startsAt.getTime()) return "not-started";
    if (at >= coupon.endsAt.getTime()) return "expired";
    if (coupon.products.length > 0 && !coupon.products.includes(ask.product)) return "not-applicable";
    if (coupon.firstOrderOnly && !ask.isFirstOrder) return "first-order-only";
    if (ask.listPriceFen < coupon.minAmountFen) return "minimum-not-met";
    if (couponDiscountFen(coupon, ask.listPriceFen) <= 0) return "not-applicable";
    const uses = await createCouponsRepo(x).countUses(coupon.id, ask.memberId);
    if (coupon.totalUses !== null && uses.total >= coupon.totalUses) return "used-up";
    if (uses.byMember >= coupon.usesPerMember) return "used-by-member";
    return null;
  }

  return {
    /** What the coupon would take off (the checkout's preview); nothing is held. */
    async quote(ask: CouponAsk): Promise<CouponQuote> {
      const coupon = await createCouponsRepo(db).findByCode(normaliseCouponCode(ask.code));
      const refusal = await refusalOf(db, coupon, ask);
      if (refusal || !coupon) {
        return { status: refusal ?? "not-found", minAmountFen: coupon?.minAmountFen ?? 0 };
      }
      const discountFen = couponDiscountFen(coupon, ask.listPriceFen);
      return {
        status: "applicable",
        code: coupon.code,
        name: coupon.name,
        listPriceFen: ask.listPriceFen,
        discountFen,
        amountFen: ask.listPriceFen - discountFen,
      };
    },

    /**
     * Inside the order's creating transaction: locks the coupon, checks it, and
     * gives the discount; `attach` records the use once the order has its id.
     * Refused with a translated message naming why (expired, used up …).
     */
    async claim(tx: Executor, ask: CouponAsk): Promise<CouponClaim> {
      const repo = createCouponsRepo(tx);
      const coupon = await repo.lockByCode(normaliseCouponCode(ask.code));
      const refusal = await refusalOf(tx, coupon, ask);
      if (refusal || !coupon) {
        throw new AppError(ResponseCode.BadRequest, `growth.coupon.${refusal ?? "not-found"}`, {
          min: ((coupon?.minAmountFen ?? 0) / 100).toFixed(2),
        });
      }
      const discountFen = couponDiscountFen(coupon, ask.listPriceFen);
      return {
        discountFen,
        attach: (order) =>
          repo.insertRedemption({
            couponId: coupon.id,
            memberId: ask.memberId,
            orderKind: order.orderKind,
            orderId: order.orderId,
            listPriceFen: ask.listPriceFen,
            discountFen,
          }),
      };
    },

    /** The coupon each order was priced with (order views, receipts), by order id. */
    async ofOrders(orderKind: string, orderIds: number[]) {
      const rows = await createCouponsRepo(db).ofOrders(orderKind, orderIds);
      return new Map(rows.map((row) => [row.orderId, row]));
    },

    /** The order was paid: its use is final (until a full refund). */
    markUsed: (tx: Executor, order: CouponOrderRef) => createCouponsRepo(tx).setStatus(order, ["held"], "used", null),

    /**
     * The use comes back: the order closed unpaid (`closed`) or its trade was
     * refunded in full (`refunded`). A partial refund keeps the use.
     */
    release: (tx: Executor, order: CouponOrderRef, reason: "closed" | "refunded", at = now()) =>
      createCouponsRepo(tx).setStatus(order, ["held", "used"], "released", reason, at),

    async list(): Promise<ConsoleCoupon[]> {
      return (await createCouponsRepo(db).listWithUses()).map(toConsoleCoupon);
    },

    async create(actor: ConsoleActor, fields: CouponFields): Promise<ConsoleCoupon> {
      const values = {
        code: normaliseCouponCode(fields.code),
        name: fields.name,
        kind: fields.kind,
        amountOffFen: fields.kind === "fixed" ? fields.amountOff : null,
        percentOff: fields.kind === "percent" ? fields.percentOff : null,
        products: fields.products,
        minAmountFen: fields.minAmount,
        startsAt: new Date(fields.startsAt),
        endsAt: new Date(fields.endsAt),
        totalUses: fields.totalUses ?? null,
        usesPerMember: fields.usesPerMember,
        firstOrderOnly: fields.firstOrderOnly,
      };
      if (values.endsAt.getTime() <= values.startsAt.getTime()) {
        throw new AppError(ResponseCode.BadRequest, "growth.coupon.windowInvalid");
      }
      try {
        return await inTransaction(db, async (tx) => {
          const row = await createCouponsRepo(tx).insert(values);
          await audit.record(tx, {
            context: actor.audit,
            action: "coupon.create",
            recordType: "coupon",
            recordId: row.id,
            after: { ...values, startsAt: fields.startsAt, endsAt: fields.endsAt },
            outcome: "ok",
          });
          return toConsoleCoupon({ ...row, used: 0 });
        });
      } catch (error) {
        if (isUniqueViolation(error, "coupons_code_key")) {
          throw new AppError(ResponseCode.Conflict, "growth.coupon.codeTaken");
        }
        throw error;
      }
    },

    /** Switches a coupon on or off (off: no new uses; orders already placed keep theirs). */
    async setActive(actor: ConsoleActor, id: number, isActive: boolean): Promise<ConsoleCoupon> {
      return inTransaction(db, async (tx) => {
        const repo = createCouponsRepo(tx);
        const before = await repo.lockById(id);
        if (!before) throw AppError.notFound();
        await repo.setActive(id, isActive);
        await audit.record(tx, {
          context: actor.audit,
          action: isActive ? "coupon.enable" : "coupon.disable",
          recordType: "coupon",
          recordId: id,
          before: { isActive: before.isActive },
          after: { isActive },
          outcome: "ok",
        });
        const row = (await repo.listWithUses(id))[0];
        if (!row) throw AppError.notFound();
        return toConsoleCoupon(row);
      });
    },
  };
}

function toConsoleCoupon(row: CouponRow & { used: number }): ConsoleCoupon {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind as "fixed" | "percent",
    amountOff: row.amountOffFen,
    percentOff: row.percentOff,
    products: row.products,
    minAmount: row.minAmountFen,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    totalUses: row.totalUses,
    usesPerMember: row.usesPerMember,
    firstOrderOnly: row.firstOrderOnly,
    isActive: row.isActive,
    used: row.used,
    createdAt: row.createdAt.toISOString(),
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
