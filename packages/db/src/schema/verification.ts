import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, real, smallint, text } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns.ts";

/**
 * Six-digit codes sent by SMS or e-mail (SPEC §4 purposes 0 Register and
 * 3 ResetPassword). Only a hash is kept; a code lives 5 minutes, is used once
 * and dies after 5 wrong tries.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: id(),
    /** "sms" or "email". */
    channel: text("channel").notNull(),
    /** Normalised mobile number or lower-cased e-mail address. */
    target: text("target").notNull(),
    purpose: smallint("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    ip: text("ip"),
    createdAt: createdAt(),
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
    id: id(),
    tokenHash: text("token_hash").notNull().unique(),
    answerX: real("answer_x").notNull(),
    /** Which puzzle of the verification this is (1-based): passing the last one earns the token. */
    round: smallint("round").notNull().default(1),
    expiresAt: at("expires_at").notNull(),
    checkedAt: at("checked_at"),
    passed: boolean("passed"),
    verificationHash: text("verification_hash").unique(),
    verificationExpiresAt: at("verification_expires_at"),
    /** Set once the token is used up (after its last allowed use). */
    verificationUsedAt: at("verification_used_at"),
    /** How many calls the token has covered so far. */
    verificationUses: smallint("verification_uses").notNull().default(0),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("captcha_challenges_expires_at_idx").on(t.expiresAt)],
);

/** Messages handed to the outbox adapter (development, tests): what would have been sent. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_messages_recipient_idx").on(t.recipient, t.createdAt)],
);

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("rate_limit_counters_expires_at_idx").on(t.expiresAt)],
);
