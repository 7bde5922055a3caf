import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, ref } from "./columns.ts";
import { members } from "./members.ts";

/**
 * Member events and signed webhooks (issue #29). `member_events` is the
 * outbox: a module's `publish` writes a row in the same transaction as the
 * change it reports, so an event exists exactly when the change committed.
 * The delivery job fans each event out to `webhook_deliveries`, one row per
 * subscribed endpoint, and works that queue with backoff for 24 h.
 */
export const memberEvents = pgTable(
  "member_events",
  {
    id: id(),
    /** Public id sent as `event_id`; receivers de-duplicate on it. */
    publicId: text("public_id").notNull(),
    memberId: ref("member_id", () => members.id, "cascade"),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    occurredAt: at("occurred_at").notNull(),
    /** Set once the event has been fanned out to endpoints and alerts. */
    dispatchedAt: at("dispatched_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_events_public_id_key").on(t.publicId),
    index("member_events_undispatched_idx").on(t.id).where(sql`${t.dispatchedAt} is null`),
    index("member_events_member_id_idx").on(t.memberId, t.occurredAt),
  ],
);

/**
 * A member's webhook endpoint. The secret has to be kept readable to sign
 * with (unlike API keys, which keep a hash); it is shown to the member once.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    disabledAt: at("disabled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_endpoints_member_id_idx").on(t.memberId),
    check("webhook_endpoints_url_length", sql`char_length(${t.url}) between 8 and 2048`),
  ],
);

/** One event's delivery to one endpoint: the durable retry queue and the delivery log. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    endpointId: ref("endpoint_id", () => webhookEndpoints.id, "cascade"),
    eventId: ref("event_id", () => memberEvents.id, "cascade"),
    /** pending → succeeded | failed (24 h spent); "send again" puts a copy back to pending. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    lastAttemptAt: at("last_attempt_at"),
    /** The delivery this one re-sends, when a member pressed "send again". */
    resendOf: bigId("resend_of"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    check("webhook_deliveries_status", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
