import { tables } from "@shop/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";
import { createMemberAlerts } from "../../platform/alerts/alerts.ts";

const { balanceLedger, memberBalances } = tables;

export type BalanceKind = "topup" | "payment" | "refund" | "renewal" | "adjustment" | "commission" | "gift";

export interface BalanceMove {
  memberId: number;
  kind: BalanceKind;
  /** Fen added (positive) or taken (negative); an integer, never zero. */
  deltaFen: number;
  /** What caused it; (kind, cause) is unique, so the same cause is booked once. */
  cause: string;
  note?: string;
}

/** How a move ended: booked, already booked before (same kind and cause), or refused. */
export type BalanceMoveOutcome =
  | { outcome: "booked"; balanceAfterFen: number; entryId: number }
  | { outcome: "duplicate"; balanceAfterFen: number }
  | { outcome: "insufficient-balance"; balanceFen: number; neededFen: number };

/**
 * The one place a balance change is committed to the ledger. It runs inside
 * the caller's transaction: the member's balance alert (balance.low, and the
 * e-mail/SMS notices they chose) is evaluated here and its outbox rows commit
 * with the move, or not at all.
 */
export async function onBalanceChangeCommitted(
  x: Executor,
  change: { memberId: number; kind: BalanceKind; deltaFen: number; balanceAfterFen: number; cause: string },
): Promise<void> {
  await createMemberAlerts(x).balanceChanged({ memberId: change.memberId, balanceAfterFen: change.balanceAfterFen });
}

/**
 * Moves money on members' CNY balances inside the caller's transaction (open
 * one with `inTransaction`): the member's `member_balances` row is locked
 * `for update` first, so two moves on one balance are serialised on
 * PostgreSQL and the running total in each ledger row is exact.
 */
export function createBalanceLedger(x: Executor) {
  async function lockedBalance(memberId: number): Promise<number> {
    await x.insert(memberBalances).values({ memberId }).onConflictDoNothing({ target: memberBalances.memberId });
    const [row] = await x
      .select({ balanceFen: memberBalances.balanceFen })
      .from(memberBalances)
      .where(eq(memberBalances.memberId, memberId))
      .for("update");
    return row?.balanceFen ?? 0;
  }

  return {
    async balance(memberId: number): Promise<number> {
      const [row] = await x
        .select({ balanceFen: memberBalances.balanceFen })
        .from(memberBalances)
        .where(eq(memberBalances.memberId, memberId));
      return row?.balanceFen ?? 0;
    },

    /** Books one move unless its cause was booked before; refuses one that would overdraw. */
    async move(move: BalanceMove): Promise<BalanceMoveOutcome> {
      if (!Number.isSafeInteger(move.deltaFen) || move.deltaFen === 0) {
        throw new Error(`a balance move is a non-zero integer of fen, not ${move.deltaFen}`);
      }
      const current = await lockedBalance(move.memberId);
      const [already] = await x
        .select({ id: balanceLedger.id })
        .from(balanceLedger)
        .where(and(eq(balanceLedger.kind, move.kind), eq(balanceLedger.cause, move.cause)));
      if (already) return { outcome: "duplicate", balanceAfterFen: current };
      const after = current + move.deltaFen;
      if (after < 0) return { outcome: "insufficient-balance", balanceFen: current, neededFen: -move.deltaFen };
      const [entry] = await x
        .insert(balanceLedger)
        .values({ ...move, balanceAfterFen: after })
        .returning({ id: balanceLedger.id });
      await x
        .update(memberBalances)
        .set({ balanceFen: after, updatedAt: sql`now()` })
        .where(eq(memberBalances.memberId, move.memberId));
      await onBalanceChangeCommitted(x, { ...move, balanceAfterFen: after });
      return { outcome: "booked", balanceAfterFen: after, entryId: entry?.id ?? 0 };
    },

    /** A member's movements, newest first. */
    async history(memberId: number, limit = 50, offset = 0) {
      return x
        .select()
        .from(balanceLedger)
        .where(eq(balanceLedger.memberId, memberId))
        .orderBy(desc(balanceLedger.id))
        .limit(limit)
        .offset(offset);
    },
  };
}
