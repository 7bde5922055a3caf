import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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
    /** SPEC §4 certification status 0-4; the identity module keeps it current. */
    identificationStatus: smallint("identification_status").notNull().default(0),
    /** SPEC §4 certification type 0 personal, 1 enterprise; null until chosen. */
    identificationType: smallint("identification_type"),
    registerIp: text("register_ip"),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the member closed the account; the row stays (orders and the ledger refer to it), anonymised. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_mobile_key").on(t.mobile),
    uniqueIndex("members_email_key").on(t.email),
    check("members_has_login", sql`${t.mobile} is not null or ${t.email} is not null`),
    check("members_identification_status_check", sql`${t.identificationStatus} between 0 and 4`),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("member_sessions_access_token_hash_key").on(t.accessTokenHash),
    uniqueIndex("member_sessions_refresh_token_hash_key").on(t.refreshTokenHash),
    index("member_sessions_member_id_idx").on(t.memberId),
    index("member_sessions_family_id_idx").on(t.familyId),
  ],
);
