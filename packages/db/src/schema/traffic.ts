import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./members.ts";

/**
 * The append-only traffic ledger: every change of a member's remaining traffic
 * (recharge, gift, usage, refund, manual adjustment) is one row with its cause.
 * Remaining traffic is the sum of a member's rows; nothing updates or deletes them.
 */
export const trafficLedger = pgTable(
  "traffic_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id),
    /** Bytes added (positive) or taken (negative). */
    deltaBytes: bigint("delta_bytes", { mode: "bigint" }).notNull(),
    /** recharge, gift, usage, refund or adjustment. */
    kind: text("kind").notNull(),
    /** What caused it, e.g. "recharge-order:123" or "usage-batch:abc"; unique per kind, so nothing is booked twice. */
    cause: text("cause").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("traffic_ledger_member_id_idx").on(t.memberId, t.createdAt),
    uniqueIndex("traffic_ledger_kind_cause_key").on(t.kind, t.cause),
    check("traffic_ledger_kind_check", sql`${t.kind} in ('recharge', 'gift', 'usage', 'refund', 'adjustment')`),
  ],
);
