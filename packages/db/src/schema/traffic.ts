import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, bytes, bytesTotal, createdAt, id, ref, updatedAt } from "./columns.ts";
import { members } from "./members.ts";

/**
 * The append-only traffic ledger: every change of a member's remaining traffic
 * (recharge, gift, usage, refund, manual adjustment) is one row with its cause.
 * Remaining traffic is the sum of a member's rows; nothing updates or deletes them.
 * traffic_balances keeps that sum per member, maintained by a trigger on insert.
 */
export const trafficLedger = pgTable(
  "traffic_ledger",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    /** Bytes added (positive) or taken (negative). */
    deltaBytes: bytes("delta_bytes").notNull(),
    /** recharge, gift, usage, refund or adjustment. */
    kind: text("kind").notNull(),
    /** What caused it, e.g. "recharge-order:123" or "usage-batch:abc"; unique per kind, so nothing is booked twice. */
    cause: text("cause").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("traffic_ledger_member_id_idx").on(t.memberId, t.createdAt),
    uniqueIndex("traffic_ledger_kind_cause_key").on(t.kind, t.cause),
    check("traffic_ledger_kind_check", sql`${t.kind} in ('recharge', 'gift', 'usage', 'refund', 'adjustment')`),
  ],
);

/**
 * Each member's running totals of the ledger, so reading a balance does not sum
 * a member's whole history. Written only by the trigger
 * traffic_ledger_keeps_balances (migration 0006) in the transaction of each
 * ledger insert; `npm run ops -- ledger:verify` proves it against the sums.
 */
export const trafficBalances = pgTable("traffic_balances", {
  memberId: bigId("member_id")
    .primaryKey()
    .references(() => members.id),
  /** The sum of all the member's ledger rows. */
  balanceBytes: bytesTotal("balance_bytes"),
  /** The sum of their recharge and gift rows. */
  rechargedBytes: bytesTotal("recharged_bytes"),
  /** Minus the sum of their usage rows. */
  consumedBytes: bytesTotal("consumed_bytes"),
  updatedAt: updatedAt(),
});
