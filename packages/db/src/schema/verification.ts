import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Six-digit codes sent by SMS or e-mail (SPEC §4 purposes 0 Register and
 * 3 ResetPassword). Only a hash is kept; a code lives 5 minutes, is used once
 * and dies after 5 wrong tries.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** "sms" or "email". */
    channel: text("channel").notNull(),
    /** Normalised mobile number or lower-cased e-mail address. */
    target: text("target").notNull(),
    purpose: smallint("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_codes_target_idx").on(t.target, t.purpose, t.createdAt),
    index("verification_codes_ip_idx").on(t.ip, t.createdAt),
    check("verification_codes_channel_check", sql`${t.channel} in ('sms', 'email')`),
  ],
);

/**
 * Block-puzzle captchas. The answer (the piece's x position) stays here; the
 * client gets a one-time token. A solved puzzle yields a second-verification
 * token, valid once, that the protected calls check.
 */
export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    answerX: real("answer_x").notNull(),
    /** Which puzzle of the verification this is (1-based): passing the last one earns the token. */
    round: smallint("round").notNull().default(1),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    passed: boolean("passed"),
    verificationHash: text("verification_hash").unique(),
    verificationExpiresAt: timestamp("verification_expires_at", { withTimezone: true }),
    /** Set once the token is used up (after its last allowed use). */
    verificationUsedAt: timestamp("verification_used_at", { withTimezone: true }),
    /** How many calls the token has covered so far. */
    verificationUses: smallint("verification_uses").notNull().default(0),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("captcha_challenges_expires_at_idx").on(t.expiresAt)],
);

/** Messages handed to the outbox adapter (development, tests): what would have been sent. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_messages_recipient_idx").on(t.recipient, t.createdAt)],
);

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_expires_at_idx").on(t.expiresAt)],
);
