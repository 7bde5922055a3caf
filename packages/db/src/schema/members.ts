import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { substations } from "./site.ts";

/** A customer account (SPEC §3 user). Mobile or e-mail, or both, identify it. */
export const members = pgTable(
  "members",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    substationId: integer("substation_id").references(() => substations.id),
    /** China mainland mobile, 11 digits, no country code. */
    mobile: text("mobile"),
    /** Lower-cased e-mail address. */
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    /** Preferred language for e-mails and SMS. */
    locale: text("locale").notNull().default("zh-CN"),
    /** SPEC §4 certification status 0-4; the certification module keeps it current. */
    certificationStatus: smallint("certification_status").notNull().default(0),
    /** SPEC §4 certification type 0 personal, 1 enterprise; null until chosen. */
    certificationType: smallint("certification_type"),
    registerIp: text("register_ip"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set while an operator has suspended the member: logins, gateways and the
     * extraction URL refuse them. A member-level state, so lifting it restores
     * exactly what was enabled (sub-account flags are never touched).
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /** The operator's reason for the suspension (shown to operators, not to the member). */
    suspensionReason: text("suspension_reason"),
    /** Base32 TOTP secret once second-factor login is on; null while it is off. */
    totpSecret: text("totp_secret"),
    /** A secret being enrolled, until the member proves it with a code (replaces totpSecret then). */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last accepted TOTP time step: a code works once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** Set when the member closed the account; the row stays (orders and the ledger refer to it), anonymised. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_mobile_key").on(t.mobile),
    uniqueIndex("members_email_key").on(t.email),
    check("members_has_login", sql`${t.mobile} is not null or ${t.email} is not null`),
    check("members_certification_status_check", sql`${t.certificationStatus} between 0 and 4`),
  ],
);

/**
 * Login sessions: an access token and a refresh token, stored only as SHA-256
 * hashes. Refreshing rotates both within the same family; a refresh token used
 * twice revokes the family (it was stolen or replayed).
 */
export const memberSessions = pgTable(
  "member_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    accessTokenHash: text("access_token_hash").notNull(),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    /** The session's absolute end, fixed at login; rotation copies it, so refreshing never extends a session. */
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    /** Set when this pair was replaced by a refresh; its refresh token may not be used again. */
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** "Chrome on Windows", parsed from the user agent at login. */
    device: text("device"),
    /** Approximate place of the login IP from the offline geo database (country, region, city). */
    location: text("location"),
    /** When the family's login happened; rotation copies it. */
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The family's latest call, updated at most once a minute. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_sessions_access_token_hash_key").on(t.accessTokenHash),
    uniqueIndex("member_sessions_refresh_token_hash_key").on(t.refreshTokenHash),
    index("member_sessions_member_id_idx").on(t.memberId),
    index("member_sessions_family_id_idx").on(t.familyId),
  ],
);

/** Logins of the last 90 days, successful or not, for the member's own history (purged by a job). */
export const memberLoginHistory = pgTable(
  "member_login_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    success: boolean("success").notNull(),
    /** password, second-factor, recovery-code; why it failed otherwise. */
    reason: text("reason").notNull(),
    ip: text("ip"),
    device: text("device"),
    /** Browser and system without versions: a login from another one is a new device. */
    deviceKey: text("device_key"),
    location: text("location"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_login_history_member_idx").on(t.memberId, t.createdAt)],
);

/** Hashed recovery codes of a member's second factor; each works once. */
export const memberRecoveryCodes = pgTable(
  "member_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_recovery_codes_member_idx").on(t.memberId)],
);

/** A password login waiting for its second-factor code: no session exists until the code is right. */
export const memberLoginChallenges = pgTable(
  "member_login_challenges",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("member_login_challenges_token_hash_key").on(t.tokenHash)],
);
