import { tables } from "@shop/db";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";
import { createBalanceLedger } from "./ledger.ts";

const { balanceLedger } = tables;

/** The ledger cause of the part of an order paid from the balance before the rest goes to a provider. */
export const holdCause = (kind: string, orderId: number) => `order-hold:${kind}:${orderId}`;
/** The ledger cause of giving that part back when the order closes unpaid: unique, so it happens once. */
export const releaseCause = (kind: string, orderId: number) => `order-release:${kind}:${orderId}`;

/**
 * Part of an order paid from the balance (issue #29): a `payment` row taken
 * when the member chooses it, the rest paid at a provider. The order's
 * payable amount is what is left; closing the order unpaid books the `refund`
 * row that gives the part back, once (its cause is unique).
 */
export function createBalanceHolds(x: Executor) {
  const ledger = createBalanceLedger(x);

  /** Fen taken from the balance for this order and not given back (0 when none), and whose. */
  async function held(kind: string, orderId: number): Promise<{ memberId: number; fen: number } | null> {
    const rows = await x
      .select({ memberId: balanceLedger.memberId, deltaFen: balanceLedger.deltaFen })
      .from(balanceLedger)
      // (kind, cause) is unique: at most one hold and one release per order.
      .where(and(eq(balanceLedger.kind, "payment"), eq(balanceLedger.cause, holdCause(kind, orderId))));
    const [released] = await x
      .select({ id: balanceLedger.id })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.kind, "refund"), eq(balanceLedger.cause, releaseCause(kind, orderId))));
    const [row] = rows;
    if (released || !row) return null;
    return { memberId: row.memberId, fen: -row.deltaFen };
  }

  return {
    heldFen: async (kind: string, orderId: number) => (await held(kind, orderId))?.fen ?? 0,

    /** `heldFen` of many orders of one kind at once (order lists): orders with nothing held are left out. */
    async heldByOrders(kind: string, orderIds: number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      if (orderIds.length === 0) return out;
      const holds = await x
        .select({ cause: balanceLedger.cause, deltaFen: balanceLedger.deltaFen })
        .from(balanceLedger)
        .where(
          and(
            eq(balanceLedger.kind, "payment"),
            inArray(
              balanceLedger.cause,
              orderIds.map((id) => holdCause(kind, id)),
            ),
          ),
        );
      if (holds.length === 0) return out;
      const released = await x
        .select({ cause: balanceLedger.cause })
        .from(balanceLedger)
        .where(
          and(
            eq(balanceLedger.kind, "refund"),
            inArray(
              balanceLedger.cause,
              orderIds.map((id) => releaseCause(kind, id)),
            ),
          ),
        );
      const given = new Set(released.map((row) => row.cause));
      const heldBy = new Map(holds.map((row) => [row.cause, -row.deltaFen]));
      for (const id of orderIds) {
        const fen = heldBy.get(holdCause(kind, id));
        if (fen !== undefined && !given.has(releaseCause(kind, id))) out.set(id, fen);
      }
      return out;
    },

    /** Takes `amountFen` from the balance for this order; inside the caller's transaction. */
    hold: (memberId: number, kind: string, orderId: number, amountFen: number) =>
      ledger.move({ memberId, kind: "payment", deltaFen: -amountFen, cause: holdCause(kind, orderId) }),

    /** Gives the held part back (the order closed unpaid); nothing when none is held or it was given back. */
    async release(kind: string, orderId: number): Promise<number> {
      const part = await held(kind, orderId);
      if (!part) return 0;
      const moved = await ledger.move({
        memberId: part.memberId,
        kind: "refund",
        deltaFen: part.fen,
        cause: releaseCause(kind, orderId),
      });
      return moved.outcome === "booked" ? part.fen : 0;
    },
  };
}
