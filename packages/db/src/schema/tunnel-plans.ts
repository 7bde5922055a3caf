import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, ref } from "./columns.ts";
import { members } from "./members.ts";
import { operators } from "./operators.ts";

/**
 * Tunnel plans (docs/decisions.md "Tunnel plans"): unmetered traffic for a
 * time, within a member-wide cap on open connections and a rate per gateway.
 * An operator gives one from the member's page; at most one is open per
 * member. A plan is in force while `ended_at` is null and `ends_at` is ahead;
 * ending it early sets `ended_at`. Changes reach the gateways through the
 * access-change notes (trigger, migration 0030).
 */
export const tunnelPlans = pgTable(
  "tunnel_plans",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    /** Open connections of all the member's sub-accounts together, on every gateway. */
    maxConnections: integer("max_connections").notNull(),
    /** Mbit/s each direction, on each gateway (not split between gateways). */
    bandwidthMbps: integer("bandwidth_mbps").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    /** Set when an operator ends it early, or when a newer plan replaces one that ran out. */
    endedAt: at("ended_at"),
    grantedBy: ref("granted_by", () => operators.id),
    endedBy: bigId("ended_by").references(() => operators.id),
    reason: text("reason").notNull(),
    endReason: text("end_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    // One open plan per member: two operators giving one at once, the second is refused.
    uniqueIndex("tunnel_plans_member_open_key").on(t.memberId).where(sql`${t.endedAt} is null`),
    index("tunnel_plans_member_idx").on(t.memberId, t.createdAt),
    check(
      "tunnel_plans_limits_check",
      sql`${t.maxConnections} > 0 and ${t.bandwidthMbps} > 0 and ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
