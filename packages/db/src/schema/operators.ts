import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { substations } from "./site.ts";

/**
 * Operator-console accounts: staff, never members. An operator signs in with password and TOTP;
 * until their enrolment link is used they have neither (status "invited").
 */
export const operators = pgTable(
  "operators",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** owner, finance, support or content (packages/contract console-permissions.ts). */
    role: text("role").notNull(),
    /** Limited to this substation's members and orders; null sees all. */
    substationId: integer("substation_id").references(() => substations.id),
    passwordHash: text("password_hash"),
    /** The TOTP secret, AES-256-GCM under a key derived from APP_SECRET; never sent back. */
    totpSecretSealed: text("totp_secret_sealed"),
    /** The last accepted TOTP time step: a code works once. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    status: text("status").notNull().default("invited"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("operators_email_key").on(t.email),
    check("operators_role_check", sql`${t.role} in ('owner', 'finance', 'support', 'content')`),
    check("operators_status_check", sql`${t.status} in ('invited', 'active', 'disabled')`),
  ],
);

/** Recovery codes, stored as SHA-256 only; each works once. */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("operator_recovery_codes_operator_id_idx").on(t.operatorId)],
);

/**
 * One-time enrolment links (the token stored as SHA-256). The authenticator secret is chosen when
 * the link is first opened and kept here, sealed, until the enrolment completes.
 */
export const operatorEnrolments = pgTable(
  "operator_enrolments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    pendingTotpSealed: text("pending_totp_sealed"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("operator_enrolments_token_hash_key").on(t.tokenHash),
    index("operator_enrolments_operator_id_idx").on(t.operatorId),
  ],
);

/** Console sessions (the cookie's token stored as SHA-256): 30 minutes idle, 12 hours at most. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: bigint("operator_id", { mode: "number" })
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("operator_sessions_token_hash_key").on(t.tokenHash),
    index("operator_sessions_operator_id_idx").on(t.operatorId),
  ],
);

/**
 * The append-only audit log: a trigger refuses UPDATE and DELETE, and each row's hash covers its
 * content and the previous row's hash, so `audit:verify` finds a row changed behind the trigger's back.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    /** Null for events without a known operator (a failed login for an unknown e-mail). */
    operatorId: bigint("operator_id", { mode: "number" }),
    operatorRole: text("operator_role"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    action: text("action").notNull(),
    recordType: text("record_type"),
    recordId: text("record_id"),
    memberId: bigint("member_id", { mode: "number" }),
    reason: text("reason"),
    before: jsonb("before"),
    after: jsonb("after"),
    outcome: text("outcome").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_operator_id_idx").on(t.operatorId),
    index("audit_log_member_id_idx").on(t.memberId),
    index("audit_log_record_idx").on(t.recordType, t.recordId),
    check("audit_log_outcome_check", sql`${t.outcome} in ('ok', 'refused')`),
  ],
);
