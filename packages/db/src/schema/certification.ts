import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, createdAt, id, ref } from "./columns.ts";
import { members } from "./members.ts";
import { operators } from "./operators.ts";

/**
 * Private uploads (business licences): the bytes live in the configured store
 * (a local folder or an S3-compatible bucket) under `storageKey`, never under a
 * public URL; only the owner and operators may fetch them.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: id(),
    ownerMemberId: ref("owner_member_id", () => members.id),
    /** What the file is for, e.g. "business-licence". */
    purpose: text("purpose").notNull(),
    /** "local" or "s3". */
    storage: text("storage").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Sniffed from the content: image/jpeg, image/png or application/pdf. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    originalName: text("original_name"),
    createdAt: createdAt(),
  },
  (t) => [
    index("stored_files_owner_idx").on(t.ownerMemberId),
    uniqueIndex("stored_files_storage_key").on(t.storageKey),
  ],
);

/**
 * Personal real-name checks (SPEC §3, §4): one row per submission. Status uses
 * the certification states 0-4; a passed check is final.
 */
export const personalCertifications = pgTable(
  "personal_certifications",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    realName: text("real_name").notNull(),
    /** The 18-character resident ID number, upper-case X. */
    idCardNumber: text("id_card_number").notNull(),
    /** HMAC of the number: one verified account per person, without scanning plaintext. */
    idCardHash: text("id_card_hash").notNull(),
    status: smallint("status").notNull(),
    failureReason: text("failure_reason"),
    /** Which provider answered ("local", "http"), and its reference. */
    provider: text("provider"),
    providerReference: text("provider_reference"),
    createdAt: createdAt(),
    decidedAt: at("decided_at"),
  },
  (t) => [
    index("personal_certifications_member_idx").on(t.memberId, t.createdAt),
    uniqueIndex("personal_certifications_one_verified_person").on(t.idCardHash).where(sql`${t.status} = 3`),
    check("personal_certifications_status_check", sql`${t.status} between 0 and 4`),
  ],
);

/** Enterprise certifications (SPEC §3): reviewed by an operator within 1-2 days. */
export const enterpriseCertifications = pgTable(
  "enterprise_certifications",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    companyName: text("company_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    /** Unified social credit code, 18 characters (GB 32100). */
    creditCode: text("credit_code").notNull(),
    bankName: text("bank_name").notNull(),
    bankAccount: text("bank_account").notNull(),
    registrationAddress: text("registration_address").notNull(),
    registrationPhone: text("registration_phone").notNull(),
    licenceFileId: ref("licence_file_id", () => storedFiles.id),
    status: smallint("status").notNull(),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    decidedAt: at("decided_at"),
  },
  (t) => [
    index("enterprise_certifications_member_idx").on(t.memberId, t.createdAt),
    index("enterprise_certifications_status_idx").on(t.status),
    check("enterprise_certifications_status_check", sql`${t.status} between 0 and 4`),
  ],
);

/**
 * Verifications of customers from abroad (issue #31): a passport, or a company registered outside
 * mainland China, each with an uploaded document; reviewed by an operator like an enterprise.
 */
export const foreignCertifications = pgTable(
  "foreign_certifications",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    /** "passport" or "company". */
    kind: text("kind").notNull(),
    /** The passport holder's full name, or the company's name. */
    name: text("name").notNull(),
    /** The passport number, or the company's registration number. */
    documentNumber: text("document_number").notNull(),
    /** Nationality, or country of registration: ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    /** Passports only: the last day it is valid. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** The passport's data page or the company's registration document (stored_files). */
    documentFileId: ref("document_file_id", () => storedFiles.id),
    status: smallint("status").notNull(),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    decidedAt: at("decided_at"),
  },
  (t) => [
    index("foreign_certifications_member_idx").on(t.memberId, t.createdAt),
    index("foreign_certifications_status_idx").on(t.status),
    check("foreign_certifications_status_check", sql`${t.status} between 0 and 4`),
    check("foreign_certifications_kind_check", sql`${t.kind} in ('passport', 'company')`),
  ],
);

/** Every operator decision on a certification: who, when and why (append-only). */
export const certificationDecisions = pgTable(
  "certification_decisions",
  {
    id: id(),
    /** "personal", "enterprise" or "foreign". */
    kind: text("kind").notNull(),
    certificationId: bigId("certification_id").notNull(),
    /** "approve" or "reject". */
    decision: text("decision").notNull(),
    reason: text("reason"),
    /** Who decided: free text from the command line (its user), the operator's name from the console. */
    operator: text("operator").notNull(),
    /** The console operator who decided; null for command-line decisions. */
    operatorId: bigId("operator_id").references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("certification_decisions_target_idx").on(t.kind, t.certificationId),
    check("certification_decisions_kind_check", sql`${t.kind} in ('personal', 'enterprise', 'foreign')`),
    check("certification_decisions_decision_check", sql`${t.decision} in ('approve', 'reject')`),
  ],
);
