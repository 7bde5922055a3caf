import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, recoveryCode, ref } from "./columns.ts";
import { substations } from "./site.ts";

/** A customer account (SPEC §3 user). Mobile or e-mail, or both, identify it. */
export const members = pgTable(
  "members",
  {
    id: id(),
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
    lastLoginAt: at("last_login_at"),
    passwordChangedAt: at("password_changed_at").notNull().defaultNow(),
    /**
     * Set while an operator has suspended the member: logins, gateways and the
     * extraction URL refuse them. A member-level state, so lifting it restores
     * exactly what was enabled (sub-account flags are never touched).
     */
    suspendedAt: at("suspended_at"),
    /** The operator's reason for the suspension (shown to operators, not to the member). */
    suspensionReason: text("suspension_reason"),
    /** Base32 TOTP secret once second-factor login is on; null while it is off. */
    totpSecret: text("totp_secret"),
    /** A secret being enrolled, until the member proves it with a code (replaces totpSecret then). */
    totpPendingSecret: text("totp_pending_secret"),
    /** The last accepted TOTP time step: a code works once. */
    totpLastStep: bigId("totp_last_step"),
    totpEnabledAt: at("totp_enabled_at"),
    /** Set when the member closed the account; the row stays (orders and the ledger refer to it), anonymised. */
    closedAt: at("closed_at"),
    createdAt: createdAt(),
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
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    familyId: text("family_id").notNull(),
    accessTokenHash: text("access_token_hash").notNull(),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    accessExpiresAt: at("access_expires_at").notNull(),
    refreshExpiresAt: at("refresh_expires_at").notNull(),
    /** The session's absolute end, fixed at login; rotation copies it, so refreshing never extends a session. */
    absoluteExpiresAt: at("absolute_expires_at").notNull(),
    /** Set when this pair was replaced by a refresh; its refresh token may not be used again. */
    rotatedAt: at("rotated_at"),
    revokedAt: at("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** "Chrome on Windows", parsed from the user agent at login. */
    device: text("device"),
    /** Approximate place of the login IP from the offline geo database (country, region, city). */
    location: text("location"),
    /** When the family's login happened; rotation copies it. */
    firstSeenAt: at("first_seen_at").notNull().defaultNow(),
    /** The family's latest call, updated at most once a minute. */
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    createdAt: createdAt(),
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
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    success: boolean("success").notNull(),
    /** password, second-factor, recovery-code; why it failed otherwise. */
    reason: text("reason").notNull(),
    ip: text("ip"),
    device: text("device"),
    /** Browser and system without versions: a login from another one is a new device. */
    deviceKey: text("device_key"),
    location: text("location"),
    createdAt: createdAt(),
  },
  (t) => [index("member_login_history_member_idx").on(t.memberId, t.createdAt)],
);

/** Hashed recovery codes of a member's second factor; each works once. */
export const memberRecoveryCodes = pgTable(
  "member_recovery_codes",
  {
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    ...recoveryCode(),
  },
  (t) => [index("member_recovery_codes_member_idx").on(t.memberId)],
);

/** A password login waiting for its second-factor code: no session exists until the code is right. */
export const memberLoginChallenges = pgTable(
  "member_login_challenges",
  {
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    tokenHash: text("token_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_login_challenges_token_hash_key").on(t.tokenHash)],
);
