/**
 * The operator console's audit log viewer: the append-only `audit_log` rows,
 * filtered and paged newest first in SQL, one row's detail, and the owner's
 * check of the hash chain (the same walk as `npm run ops -- audit:verify`).
 * Times are ISO 8601 UTC; filter days are UTC calendar days.
 */

import { z } from "./zod.ts";

export const consoleAuditLimits = {
  pageSizeMax: 100,
  textMaxLength: 100,
} as const;

const idNumber = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A UTC calendar day, YYYY-MM-DD, that exists. */
const utcDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "consoleAudit.dayInvalid" })
  // An impossible day (2026-13-45) is an Invalid Date, whose toISOString throws: check the time first.
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    },
    {
      message: "consoleAudit.dayInvalid",
    },
  );

const text = z.string().trim().max(consoleAuditLimits.textMaxLength, { message: "consoleAudit.filterTooLong" });

export const auditOutcomes = ["ok", "refused"] as const;

/**
 * GET /ops-api/audit: every filter is optional and they combine. Paging is by key, newest first:
 * `before` (an id) asks for the rows older than it, `after` for the rows newer than it.
 */
export const auditQuerySchema = z
  .object({
    operatorId: idNumber.optional(),
    /** The start of the action, "member." or "member.traffic.adjust". */
    action: text.optional(),
    memberId: idNumber.optional(),
    recordType: text.optional(),
    recordId: text.optional(),
    outcome: z.enum(auditOutcomes).optional(),
    /** First and last UTC day, both included. */
    from: utcDay.optional(),
    to: utcDay.optional(),
    before: idNumber.optional(),
    /** 0 asks for the oldest rows. */
    after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    pageSize: z.coerce.number().int().min(1).max(consoleAuditLimits.pageSizeMax).default(50),
  })
  .refine((query) => !(query.from && query.to && query.from > query.to), {
    message: "consoleAudit.rangeReversed",
    path: ["to"],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditOperatorSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const auditRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** Null for events before anyone is known (a failed login for an unknown e-mail). */
  operator: auditOperatorSchema.nullable(),
  operatorRole: z.string().nullable(),
  action: z.string(),
  recordType: z.string().nullable(),
  recordId: z.string().nullable(),
  memberId: z.number().int().nullable(),
  reason: z.string().nullable(),
  outcome: z.enum(auditOutcomes),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const auditPageSchema = z.object({
  list: z.array(auditRowSchema),
  /** Pass as `after` for the newer rows; null on the newest page. */
  newer: z.number().int().nullable(),
  /** Pass as `before` for the older rows; null on the oldest page. */
  older: z.number().int().nullable(),
  /** Every operator, for the operator filter. */
  operators: z.array(auditOperatorSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditIdParamsSchema = z.object({ id: idNumber });
export type AuditIdParams = z.infer<typeof auditIdParamsSchema>;

/** One field the row changed: its value before and after (absent on one side is null). */
export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = auditRowSchema.extend({
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The changed fields side by side, in the order they were written. */
  changes: z.array(auditChangeSchema),
  hash: z.string(),
  prevHash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditVerificationSchema = z.object({
  checked: z.number().int(),
  /** The first row whose predecessor or own hash does not match; null when the chain is whole. */
  firstBad: z.object({ id: z.number().int(), problem: z.string() }).nullable(),
  verifiedAt: z.string(),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>;
