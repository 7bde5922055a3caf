/**
 * The operator console's members and real-name review: finding a member,
 * everything support needs to answer "why was I charged", notes, suspension,
 * traffic adjustments, static IPs, and the review queue of verifications.
 * Bytes are JSON numbers (exact up to 8 PiB); times are ISO 8601 UTC.
 */

import { consolePageSizeMax, consolePagingFields, pageOf } from "./paging.ts";
import { z } from "./zod.ts";

/** Business limits of the console's member calls. */
export const consoleMembersLimits = {
  pageSizeMax: consolePageSizeMax,
  reasonMaxLength: 500,
  /** Real-name decisions: the member reads the reason in one line. */
  certificationReasonMaxLength: 200,
  noteMaxLength: 2000,
  searchMaxLength: 100,
  /** One adjustment moves at most this many MB either way (about 1 PB). */
  adjustmentMaxMb: 1_000_000_000,
  staticIpExtendDaysMax: 365,
} as const;

const reason = (max: number = consoleMembersLimits.reasonMaxLength) =>
  z
    .string({ message: "consoleMembers.reasonRequired" })
    .trim()
    .min(1, { message: "consoleMembers.reasonRequired" })
    .max(max, { message: "consoleMembers.reasonTooLong" });

const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const memberIdParamsSchema = z.object({ memberId: idParam });
export type MemberIdParams = z.infer<typeof memberIdParamsSchema>;

export const memberSortKeys = ["id", "createdAt", "lastLoginAt"] as const;

/** GET /ops-api/members: a search over mobile, e-mail, order number, sub-account name, exit IP or member id. */
export const memberSearchQuerySchema = z.object({
  q: z.string().trim().max(consoleMembersLimits.searchMaxLength).optional(),
  suspended: z.enum(["true", "false"]).optional(),
  sort: z.enum(memberSortKeys).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
  ...consolePagingFields,
});
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;

export const memberMatchKinds = ["mobile", "email", "order", "sub-account", "exit-ip", "id"] as const;

export const memberListItemSchema = z.object({
  id: z.number().int(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  substationId: z.number().int().nullable(),
  certificationStatus: z.number().int(),
  certificationType: z.number().int().nullable(),
  suspended: z.boolean(),
  /** The member closed the account (its row stays, anonymised, for the orders and the ledger). */
  closed: z.boolean(),
  remainingBytes: z.number(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Which search field found the member; null without a search. */
  matchedBy: z.enum(memberMatchKinds).nullable(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberPageSchema = pageOf(memberListItemSchema).extend({
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

const moneyFen = z.number().int();
const time = z.string();

/** A note on a member's page, by the operator who wrote it. */
export const memberNoteSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  body: z.string(),
  createdAt: time,
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

export const memberDetailSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    locale: z.string(),
    substationId: z.number().int().nullable(),
    substationCode: z.string().nullable(),
    registerIp: z.string().nullable(),
    createdAt: time,
    lastLoginAt: time.nullable(),
    certificationStatus: z.number().int(),
    certificationType: z.number().int().nullable(),
    suspendedAt: time.nullable(),
    suspensionReason: z.string().nullable(),
    remainingBytes: z.number(),
    rechargedBytes: z.number(),
    consumedBytes: z.number(),
    personal: z
      .object({
        id: z.number().int(),
        realName: z.string(),
        /** Masked: 510107********2418; unmasking is an audited call of its own. */
        idCardNumberMasked: z.string(),
        status: z.number().int(),
      })
      .nullable(),
    enterprise: z
      .object({ id: z.number().int(), companyName: z.string(), creditCode: z.string(), status: z.number().int() })
      .nullable(),
  }),
  orders: z.array(
    z.object({
      kind: z.enum(["recharge", "static"]),
      id: z.number().int(),
      orderNo: z.string(),
      status: z.string(),
      /** recharge: GB bought (plus gift); static: IPs and days, and whether it renewed IPs held already. */
      trafficGb: z.number().int().nullable(),
      giftGb: z.number().int().nullable(),
      ipCount: z.number().int().nullable(),
      days: z.number().int().nullable(),
      renewal: z.boolean(),
      amountFen: moneyFen,
      payAmountFen: moneyFen.nullable(),
      /** Refunds of the order that went through. */
      refundedFen: moneyFen,
      paymentMethod: z.string().nullable(),
      createdAt: time,
      paidAt: time.nullable(),
      closedAt: time.nullable(),
    }),
  ),
  paymentAttempts: z.array(
    z.object({
      id: z.number().int(),
      outTradeNo: z.string(),
      orderKind: z.string(),
      orderNo: z.string().nullable(),
      method: z.string(),
      channel: z.string(),
      amountFen: moneyFen,
      handlingFeeFen: moneyFen,
      status: z.string(),
      providerTradeNo: z.string().nullable(),
      createdAt: time,
      paidAt: time.nullable(),
      closedAt: time.nullable(),
    }),
  ),
  /** Providers' notifications as received: raw body and headers, signature verdict, what the shop did. */
  notifications: z.array(
    z.object({
      id: z.number().int(),
      method: z.string(),
      outTradeNo: z.string().nullable(),
      headers: z.record(z.string(), z.unknown()),
      body: z.string(),
      signatureValid: z.boolean(),
      outcome: z.string(),
      receivedAt: time,
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      deltaBytes: z.number(),
      cause: z.string(),
      note: z.string().nullable(),
      createdAt: time,
    }),
  ),
  /** The last 72 hours of use, newest first. */
  hourlyUsage: z.array(
    z.object({
      hour: time,
      usedBytes: z.number(),
      deductedBytes: z.number(),
      overdraftBytes: z.number(),
      remainingAfterBytes: z.number(),
    }),
  ),
  subAccounts: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      enabled: z.boolean(),
      trafficLimitBytes: z.number().nullable(),
      usedBytes: z.number(),
      remark: z.string().nullable(),
      createdAt: time,
      deletedAt: time.nullable(),
    }),
  ),
  staticIps: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string().nullable(),
      nodeId: z.number().int(),
      resourceType: z.number().int(),
      host: z.string(),
      port: z.number().int(),
      account: z.string(),
      outIp: z.string(),
      status: z.number().int(),
      purchasedAt: time,
      expiresAt: time,
      releasedAt: time.nullable(),
      /** The IP's cap on open connections (every gateway together); null: none. */
      maxConnections: z.number().int().nullable(),
      /** The IP's bandwidth per gateway; null: none. */
      bandwidthMbps: z.number().int().nullable(),
    }),
  ),
  exchanges: z.array(
    z.object({
      id: z.number().int(),
      staticIpId: z.number().int(),
      fromIp: z.string().nullable(),
      toIp: z.string().nullable(),
      fromNodeId: z.number().int(),
      toNodeId: z.number().int(),
      createdAt: time,
    }),
  ),
  notes: z.array(memberNoteSchema),
  adjustments: z.array(z.lazy(() => trafficAdjustmentSchema)),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** POST /ops-api/members/:memberId/unmask: the full ID number, for a stated reason (audited). */
export const unmaskRequestSchema = z.object({ reason: reason() });
export type UnmaskRequest = z.infer<typeof unmaskRequestSchema>;
export const unmaskedCertificationSchema = z.object({ realName: z.string(), idCardNumber: z.string() });
export type UnmaskedCertification = z.infer<typeof unmaskedCertificationSchema>;

export const memberNoteRequestSchema = z.object({
  body: z
    .string({ message: "consoleMembers.noteRequired" })
    .trim()
    .min(1, { message: "consoleMembers.noteRequired" })
    .max(consoleMembersLimits.noteMaxLength, { message: "consoleMembers.noteTooLong" }),
});
export type MemberNoteRequest = z.infer<typeof memberNoteRequestSchema>;

/** Suspend or lift: the reason is required both ways (it is the audit row's reason). */
export const suspensionRequestSchema = z.object({ reason: reason() });
export type SuspensionRequest = z.infer<typeof suspensionRequestSchema>;

export const memberSuspensionSchema = z.object({
  memberId: z.number().int(),
  suspended: z.boolean(),
  suspendedAt: time.nullable(),
  reason: z.string().nullable(),
});
export type MemberSuspensionState = z.infer<typeof memberSuspensionSchema>;

/** Traffic in whole MB (1 MB = 1024 × 1024 bytes), positive to add, negative to take. */
export const trafficAdjustmentRequestSchema = z.object({
  deltaMb: z
    .number()
    .int()
    .min(-consoleMembersLimits.adjustmentMaxMb)
    .max(consoleMembersLimits.adjustmentMaxMb)
    .refine((value) => value !== 0, { message: "consoleMembers.adjustmentZero" }),
  reason: reason(),
});
export type TrafficAdjustmentRequest = z.infer<typeof trafficAdjustmentRequestSchema>;

export const trafficAdjustmentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  deltaBytes: z.number(),
  reason: z.string(),
  /** applied at once (within the caps), pending an approval, or rejected. */
  status: z.enum(["pending", "applied", "rejected"]),
  requestedBy: z.number().int(),
  decidedBy: z.number().int().nullable(),
  decisionReason: z.string().nullable(),
  createdAt: time,
  decidedAt: time.nullable(),
});
export type TrafficAdjustment = z.infer<typeof trafficAdjustmentSchema>;

export const adjustmentIdParamsSchema = z.object({ adjustmentId: idParam });
export type AdjustmentIdParams = z.infer<typeof adjustmentIdParamsSchema>;

export const adjustmentDecisionRequestSchema = z.object({
  decision: z.enum(["approve", "reject"]),
  reason: reason().optional(),
});
export type AdjustmentDecisionRequest = z.infer<typeof adjustmentDecisionRequestSchema>;

/** A request waiting for an approval, with who it is for and who asked (the owner's overview across members). */
export const pendingAdjustmentSchema = trafficAdjustmentSchema.extend({
  memberMobile: z.string().nullable(),
  memberEmail: z.string().nullable(),
  /** The member's balance now, so the approver sees whether a deduction would still fit. */
  memberRemainingBytes: z.number(),
  requestedByName: z.string(),
});
export type PendingAdjustment = z.infer<typeof pendingAdjustmentSchema>;

export const adjustmentListSchema = z.object({ list: z.array(pendingAdjustmentSchema) });
export type AdjustmentList = z.infer<typeof adjustmentListSchema>;

export const staticIpParamsSchema = z.object({ memberId: idParam, staticIpId: idParam });
export type StaticIpParams = z.infer<typeof staticIpParamsSchema>;

export const staticIpExtendRequestSchema = z.object({
  days: z.number().int().min(1).max(consoleMembersLimits.staticIpExtendDaysMax),
  reason: reason(),
});
export type StaticIpExtendRequest = z.infer<typeof staticIpExtendRequestSchema>;

export const staticIpReplaceRequestSchema = z.object({
  nodeId: z.number().int().positive(),
  reason: reason(),
});
export type StaticIpReplaceRequest = z.infer<typeof staticIpReplaceRequestSchema>;

export const staticIpChangeSchema = z.object({
  staticIpId: z.number().int(),
  outIp: z.string(),
  expiresAt: time,
});
export type StaticIpChange = z.infer<typeof staticIpChangeSchema>;

// Real-name review.

export const certificationRefParamsSchema = z.object({
  kind: z.enum(["personal", "enterprise", "foreign"]),
  id: idParam,
});
export type CertificationRefParams = z.infer<typeof certificationRefParamsSchema>;

export const certificationQueueQuerySchema = z.object({
  status: z.enum(["waiting", "all"]).default("waiting"),
});
export type CertificationQueueQuery = z.input<typeof certificationQueueQuerySchema>;

export const certificationQueueItemSchema = z.object({
  kind: z.enum(["personal", "enterprise", "foreign"]),
  /** Foreign verifications: a passport or a company; null for the Chinese ones. */
  foreignKind: z.enum(["passport", "company"]).nullable(),
  id: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  createdAt: time,
});
export type CertificationQueueItem = z.infer<typeof certificationQueueItemSchema>;
export const certificationQueueSchema = z.object({ list: z.array(certificationQueueItemSchema) });
export type CertificationQueue = z.infer<typeof certificationQueueSchema>;

export const certificationApplicationSchema = z.object({
  kind: z.enum(["personal", "enterprise", "foreign"]),
  id: z.number().int(),
  memberId: z.number().int(),
  memberMobile: z.string().nullable(),
  memberEmail: z.string().nullable(),
  status: z.number().int(),
  failureReason: z.string().nullable(),
  createdAt: time,
  decidedAt: time.nullable(),
  /** Personal: real name and masked ID number. */
  realName: z.string().nullable(),
  idCardNumberMasked: z.string().nullable(),
  /** Enterprise fields. */
  companyName: z.string().nullable(),
  creditCode: z.string().nullable(),
  contactPhone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  registrationAddress: z.string().nullable(),
  registrationPhone: z.string().nullable(),
  /** Foreign (issue #31): "passport" or "company"; the rest as on the document. */
  foreignKind: z.enum(["passport", "company"]).nullable(),
  /** The passport holder's full name. */
  fullName: z.string().nullable(),
  /** The full passport number: the operator compares it with the uploaded data page. */
  passportNumber: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  nationality: z.string().nullable(),
  /** YYYY-MM-DD. */
  passportExpiresOn: z.string().nullable(),
  /** A foreign company's registration number and country (ISO 3166-1 alpha-2). */
  registrationNumber: z.string().nullable(),
  country: z.string().nullable(),
  /** The business licence, passport data page or registration document. */
  licence: z
    .object({ contentType: z.string(), sizeBytes: z.number().int(), fileName: z.string().nullable() })
    .nullable(),
  /** Other applications with the same credit code (a company verified twice is worth a look). */
  sameCreditCode: z.array(z.object({ id: z.number().int(), memberId: z.number().int(), status: z.number().int() })),
  decisions: z.array(
    z.object({ decision: z.string(), reason: z.string().nullable(), operator: z.string(), createdAt: time }),
  ),
});
export type CertificationApplication = z.infer<typeof certificationApplicationSchema>;

export const certificationDecisionRequestSchema = z.object({
  decision: z.enum(["approve", "reject"]),
  reason: z
    .string()
    .trim()
    .max(consoleMembersLimits.certificationReasonMaxLength, { message: "certification.reasonTooLong" })
    .optional(),
});
export type CertificationDecisionRequest = z.infer<typeof certificationDecisionRequestSchema>;
