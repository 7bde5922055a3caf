import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, bigId, bytes, createdAt, id, ref, updatedAt } from "./columns.ts";
import { members } from "./members.ts";

/**
 * The alerts a member sets in the user centre (issue #29): each threshold is
 * off when null/empty; the channels say how a fired alert reaches them.
 */
export const memberAlertSettings = pgTable(
  "member_alert_settings",
  {
    memberId: bigId("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    /** Remaining traffic below this many bytes. */
    trafficBelowBytes: bytes("traffic_below_bytes"),
    /** Remaining traffic below this share (1–99 %) of all traffic bought. */
    trafficBelowPercent: integer("traffic_below_percent"),
    /** A sub-account reaching its own traffic cap. */
    subaccountCap: boolean("subaccount_cap").notNull().default(false),
    /** Days before a static IP expires to be told (a subset of 7, 3, 1). */
    ipExpiryDays: integer("ip_expiry_days").array().notNull().default(sql`'{}'::integer[]`),
    /** CNY balance below this many fen. */
    balanceBelowFen: bigint("balance_below_fen", { mode: "number" }),
    byEmail: boolean("by_email").notNull().default(false),
    bySms: boolean("by_sms").notNull().default(false),
    byWebhook: boolean("by_webhook").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("member_alert_settings_percent", sql`${t.trafficBelowPercent} between 1 and 99`),
    check("member_alert_settings_bytes", sql`${t.trafficBelowBytes} > 0`),
    check("member_alert_settings_fen", sql`${t.balanceBelowFen} > 0`),
    check("member_alert_settings_days", sql`${t.ipExpiryDays} <@ array[1, 3, 7]`),
  ],
);

/**
 * Each alert's armed state: a row with `fired_at` set has fired and stays
 * quiet until the value is back above its line (`fired_at` cleared). The key
 * names the alert and, for IPs, the IP, threshold and expiry it was for.
 */
export const memberAlertStates = pgTable(
  "member_alert_states",
  {
    memberId: ref("member_id", () => members.id, "cascade"),
    alert: text("alert").notNull(),
    firedAt: at("fired_at"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.alert] })],
);

/**
 * Notices to a member by e-mail or SMS, written in the transaction of what
 * they report and sent by a job after it committed (once: `key` is unique,
 * `sent_at` set when sent). `channel` "contact" is the member's own contact
 * channel (e-mail when they have one); the text is written at sending time in
 * their language.
 */
export const memberNotices = pgTable(
  "member_notices",
  {
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    data: jsonb("data").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** A sending run's claim: until then no other run takes the notice (sending happens outside a transaction). */
    claimedUntil: at("claimed_until"),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_notices_key").on(t.key),
    index("member_notices_unsent_idx").on(t.id).where(sql`${t.sentAt} is null`),
    check("member_notices_channel", sql`${t.channel} in ('email', 'sms', 'contact')`),
  ],
);

/**
 * The member's message centre (站内信): every notice queued for them (one message per key, whatever
 * the channels it is sent by) and every announcement to a segment they were in. The text is
 * written when read, in the reader's language, from `kind` and `data`.
 */
export const memberMessages = pgTable(
  "member_messages",
  {
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    key: text("key").notNull(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
    readAt: at("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_messages_key").on(t.memberId, t.key),
    index("member_messages_member_idx").on(t.memberId, t.id),
    index("member_messages_unread_idx").on(t.memberId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * An announcement from the console to all members or a segment, in both languages; each member in
 * the segment then has it in the message centre (member_messages, kind "announcement").
 */
export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    title: text("title").notNull(),
    titleEn: text("title_en").notNull(),
    body: text("body").notNull(),
    bodyEn: text("body_en").notNull(),
    segment: text("segment").notNull(),
    recipients: integer("recipients").notNull().default(0),
    createdBy: bigId("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("announcements_segment", sql`${t.segment} in ('all', 'verified', 'static-ips', 'members')`)],
);
