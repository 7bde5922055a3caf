import {
  type Locale,
  type OrderStatusAnswer,
  ResponseCode,
  type TopupOrder,
  topupLimitsFen,
  translateMessage,
} from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, eq, lte } from "drizzle-orm";
import { AppError } from "../../../http/app-error.ts";
import type { Executor } from "../../../lib/executor.ts";
import type { OrderKind, OrdersService, Payable } from "../orders/service.ts";
import { badRequest, orderNumber, orderStatus, retryOnOrderNumberClash } from "../orders/views.ts";
import { createBalanceHolds } from "./holds.ts";
import { createBalanceLedger } from "./ledger.ts";

const { topupOrders } = tables;

type TopupRow = typeof topupOrders.$inferSelect;

/** What a payment writes on the order it pays. */
type PaidWith = Parameters<OrdersService["fulfilInTransaction"]>[3];

/** What a payment attempt pays: one of the orders module's kinds, or a top-up of the balance. */
export type PayableKind = OrderKind | "topup";
/** What a payment is for, of any payable kind; `amountFen` is what is left after the part paid from the balance. */
export type PayableOrder = Omit<Payable, "kind"> & { kind: PayableKind; balanceUsedFen?: number };

/** The ledger cause of a top-up: one credit per order, whoever (notification, query job) pays it first. */
export const topupCause = (orderId: number) => `topup-order:${orderId}`;

const yuan = (fen: number) => (fen / 100).toFixed(2).replace(/\.00$/, "");

export interface TopupsDeps {
  db: Database;
  payTimeoutMs: number;
  now?: () => Date;
}

/**
 * Top-up orders of the CNY balance: created here, paid through the payments
 * module like any order (it calls `fulfilInTransaction` in the transaction
 * that marks the attempt paid), and credited to the balance by one ledger row
 * whose (kind, cause) is unique, so duplicates and the recovery job credit once.
 */
export function createTopups(deps: TopupsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const find = async (x: Executor, id: number): Promise<TopupRow | undefined> => {
    const [row] = await x.select().from(topupOrders).where(eq(topupOrders.id, id));
    return row;
  };
  const own = async (memberId: number, id: number) => {
    const row = await find(db, id);
    if (!row || row.memberId !== memberId) throw new AppError(ResponseCode.NotFound, "orders.orderNotFound");
    return row;
  };
  const view = (row: TopupRow): TopupOrder => ({
    id: row.id,
    orderNo: row.orderNo,
    amount: row.amountFen,
    status: orderStatus(row.status),
    payDeadline: row.payDeadline.toISOString(),
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /** Whole fen (the contract checks that) within topupLimitsFen. */
    async create(memberId: number, input: { amount: number; source: "web" | "h5" | "admin" }): Promise<TopupOrder> {
      if (input.amount < topupLimitsFen.min)
        throw badRequest("balance.topupTooSmall", { min: yuan(topupLimitsFen.min) });
      if (input.amount > topupLimitsFen.max)
        throw badRequest("balance.topupTooLarge", { max: yuan(topupLimitsFen.max) });
      const created = now();
      const row = await retryOnOrderNumberClash("topup_orders_order_no_key", async () => {
        const [inserted] = await db
          .insert(topupOrders)
          .values({
            orderNo: orderNumber("T", created),
            memberId,
            source: input.source,
            amountFen: input.amount,
            payDeadline: new Date(created.getTime() + deps.payTimeoutMs),
            createdAt: created,
          })
          .returning();
        return inserted as TopupRow;
      });
      return view(row);
    },

    async get(memberId: number, id: number): Promise<TopupOrder> {
      return view(await own(memberId, id));
    },

    async payable(memberId: number, id: number, locale: Locale): Promise<PayableOrder> {
      const row = await own(memberId, id);
      return {
        kind: "topup",
        id: row.id,
        memberId: row.memberId,
        orderNo: row.orderNo,
        status: orderStatus(row.status),
        amountFen: row.amountFen,
        subject: translateMessage(locale, "balance.subjectTopup", { amount: yuan(row.amountFen) }),
        payDeadline: row.payDeadline,
      };
    },

    async status(memberId: number, id: number): Promise<OrderStatusAnswer> {
      const row = await own(memberId, id);
      return {
        id: row.id,
        orderNo: row.orderNo,
        status: orderStatus(row.status),
        payStatus: row.status === "paid" ? 1 : 0,
      };
    },

    /** waiting -> paid and the balance credited, in the caller's transaction; false when not waiting any more. */
    async fulfilInTransaction(tx: Executor, id: number, paid: PaidWith): Promise<boolean> {
      const [order] = await tx
        .update(topupOrders)
        .set({
          status: "paid",
          paymentMethod: paid.method,
          handlingFeeFen: paid.handlingFeeFen,
          payAmountFen: paid.payAmountFen,
          paidAt: paid.paidAt,
        })
        .where(and(eq(topupOrders.id, id), eq(topupOrders.status, "waiting")))
        .returning();
      if (!order) return false;
      const booked = await createBalanceLedger(tx).move({
        memberId: order.memberId,
        kind: "topup",
        deltaFen: order.amountFen,
        cause: topupCause(order.id),
      });
      // The order row's conditional update already let one caller through: a duplicate here is a broken ledger.
      if (booked.outcome !== "booked") throw new Error(`top-up ${order.orderNo} credited before: ${booked.outcome}`);
      return true;
    },

    async closeInTransaction(tx: Executor, id: number): Promise<boolean> {
      const rows = await tx
        .update(topupOrders)
        .set({ status: "closed", closedAt: now() })
        .where(and(eq(topupOrders.id, id), eq(topupOrders.status, "waiting")))
        .returning({ id: topupOrders.id });
      return rows.length === 1;
    },

    async overdue(limit = 200): Promise<Array<{ kind: "topup"; id: number }>> {
      const rows = await db
        .select({ id: topupOrders.id })
        .from(topupOrders)
        .where(and(eq(topupOrders.status, "waiting"), lte(topupOrders.payDeadline, now())))
        .limit(limit);
      return rows.map((row) => ({ kind: "topup" as const, id: row.id }));
    },
  };
}

export type Topups = ReturnType<typeof createTopups>;

/**
 * The order book the payments module pays into: the orders module's traffic
 * and static orders, and top-ups of the balance, behind the same calls. An
 * order paid partly from the balance asks the provider for the rest only, and
 * closing it unpaid gives that part back in the closing transaction.
 */
export function payableOrders(db: Database, orders: OrdersService, topups: Topups) {
  return {
    async payable(memberId: number, kind: PayableKind, id: number, locale: Locale): Promise<PayableOrder> {
      if (kind === "topup") return topups.payable(memberId, id, locale);
      const order = await orders.payable(memberId, kind, id, locale);
      const held = await createBalanceHolds(db).heldFen(kind, id);
      return { ...order, amountFen: order.amountFen - held, balanceUsedFen: held };
    },
    status: (memberId: number, kind: PayableKind, id: number) =>
      kind === "topup" ? topups.status(memberId, id) : orders.status(memberId, kind, id),
    holdStockForPayment: (memberId: number, kind: PayableKind, id: number) =>
      kind === "topup" ? Promise.resolve() : orders.holdStockForPayment(memberId, kind, id),
    fulfilInTransaction: (tx: Executor, kind: PayableKind, id: number, paid: PaidWith) =>
      kind === "topup" ? topups.fulfilInTransaction(tx, id, paid) : orders.fulfilInTransaction(tx, kind, id, paid),
    async closeInTransaction(tx: Executor, kind: PayableKind, id: number): Promise<boolean> {
      if (kind === "topup") return topups.closeInTransaction(tx, id);
      const closed = await orders.closeInTransaction(tx, kind, id);
      // The orders service gives it back too when wired with `balanceParts` (account closure closes
      // orders there): the release's ledger cause is unique, so the part comes back once either way.
      if (closed) await createBalanceHolds(tx).release(kind, id);
      return closed;
    },
    async overdue(): Promise<Array<{ kind: PayableKind; id: number }>> {
      return [...(await orders.overdue()), ...(await topups.overdue())];
    },
  };
}

export type PayableOrders = ReturnType<typeof payableOrders>;
