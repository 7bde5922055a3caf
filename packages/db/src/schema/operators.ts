import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, recoveryCode, ref } from "./columns.ts";
import { substations } from "./site.ts";

/**
 * Operator-console accounts: staff, never members. An operator signs in with password and TOTP;
 * until their enrolment link is used they have neither (status "invited").
 */
export const operators = pgTable(
  "operators",
  {
    id: id(),
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
    totpLastStep: bigId("totp_last_step"),
    status: text("status").notNull().default("invited"),
    createdAt: createdAt(),
    disabledAt: at("disabled_at"),
    /**
     * Who issued this operator's current enrolment (created them, or last reset their enrolment) and
     * when: that operator may not be the second person of a two-person rule for a while
     * (modules/console/operators/approver-independence.ts). Null for operators made from the command line.
     */
    enrolmentIssuedBy: bigId("enrolment_issued_by"),
    enrolmentIssuedAt: at("enrolment_issued_at"),
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
    id: id(),
    operatorId: ref("operator_id", () => operators.id, "cascade"),
    ...recoveryCode(),
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
    id: id(),
    operatorId: ref("operator_id", () => operators.id, "cascade"),
    tokenHash: text("token_hash").notNull(),
    pendingTotpSealed: text("pending_totp_sealed"),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
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
    id: id(),
    operatorId: ref("operator_id", () => operators.id, "cascade"),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    endedAt: at("ended_at"),
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
    id: id(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    /** Null for events without a known operator (a failed login for an unknown e-mail). */
    operatorId: bigId("operator_id"),
    operatorRole: text("operator_role"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    action: text("action").notNull(),
    recordType: text("record_type"),
    recordId: text("record_id"),
    memberId: bigId("member_id"),
    reason: text("reason"),
    before: jsonb("before"),
    after: jsonb("after"),
    outcome: text("outcome").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
    /**
     * How `hash` was made: 0 plain SHA-256 (rows written before migration 0023), 1 HMAC-SHA256 under
     * AUDIT_CHAIN_KEY. Once a keyed row exists, every later row must be keyed.
     */
    keyVersion: smallint("key_version").notNull().default(1),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_operator_id_idx").on(t.operatorId),
    index("audit_log_member_id_idx").on(t.memberId),
    index("audit_log_record_idx").on(t.recordType, t.recordId),
    check("audit_log_outcome_check", sql`${t.outcome} in ('ok', 'refused')`),
  ],
);

/**
 * Signed checkpoints of the audit chain's head, written by a job every few minutes (and to the
 * log): `mac` is HMAC-SHA256 under AUDIT_CHAIN_KEY over the head's id, hash and the time, so a
 * checkpoint cannot be made without the key, and `audit:verify` finds rows deleted below the newest.
 */
export const auditCheckpoints = pgTable(
  "audit_checkpoints",
  {
    id: id(),
    auditId: bigId("audit_id").notNull(),
    hash: text("hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    keyVersion: smallint("key_version").notNull(),
    mac: text("mac").notNull(),
  },
  (t) => [index("audit_checkpoints_audit_id_idx").on(t.auditId)],
);
