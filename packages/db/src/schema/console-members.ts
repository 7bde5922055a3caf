import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { at, bigId, bytes, createdAt, id, ref } from "./columns.ts";
import { members } from "./members.ts";

/** Operators' notes on a member (support's memory of a case); append-only. */
export const memberNotes = pgTable(
  "member_notes",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    operatorId: bigId("operator_id").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("member_notes_member_idx").on(t.memberId, t.createdAt)],
);

/**
 * Manual traffic adjustments by operators. One within the requester's caps is
 * `applied` at once; one above them waits `pending` for an operator allowed
 * to approve it (never the requester). An applied adjustment is exactly one
 * ledger row of kind `adjustment` with cause `adjustment:<id>`.
 */
export const trafficAdjustments = pgTable(
  "traffic_adjustments",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    /** Bytes added (positive) or taken (negative). */
    deltaBytes: bytes("delta_bytes").notNull(),
    reason: text("reason").notNull(),
    /** pending, applied or rejected. */
    status: text("status").notNull(),
    requestedBy: bigId("requested_by").notNull(),
    decidedBy: bigId("decided_by"),
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
    decidedAt: at("decided_at"),
  },
  (t) => [
    index("traffic_adjustments_member_idx").on(t.memberId, t.createdAt),
    index("traffic_adjustments_requester_idx").on(t.requestedBy, t.createdAt),
    index("traffic_adjustments_pending_idx").on(t.status).where(sql`${t.status} = 'pending'`),
    check("traffic_adjustments_status_check", sql`${t.status} in ('pending', 'applied', 'rejected')`),
    check("traffic_adjustments_delta_check", sql`${t.deltaBytes} <> 0`),
    check(
      "traffic_adjustments_decider_check",
      sql`${t.status} = 'pending' or (${t.decidedBy} is not null and ${t.decidedAt} is not null)`,
    ),
  ],
);
