/**
 * The operator console's own records: operators, their session, enrolment and the dashboard.
 * Money is in whole fen, traffic in bytes, times ISO 8601 in UTC.
 */

import { consolePermissions, operatorRoles } from "./console-permissions.ts";
import { requiredText } from "./fields.ts";
import { z } from "./zod.ts";

export const consoleLimits = {
  emailMaxLength: 254,
  nameMaxLength: 60,
  passwordMinLength: 12,
  passwordMaxLength: 128,
  reasonMaxLength: 200,
  recoveryCodeCount: 10,
} as const;

const email = z
  .string({ error: "console.emailInvalid" })
  .trim()
  .toLowerCase()
  .max(consoleLimits.emailMaxLength, { error: "console.emailInvalid" })
  .pipe(z.email({ error: "console.emailInvalid" }));
const operatorName = requiredText("console.nameInvalid").max(consoleLimits.nameMaxLength, {
  error: "console.nameInvalid",
});
const newPassword = z
  .string({ error: "console.passwordTooShort" })
  .min(consoleLimits.passwordMinLength, { error: "console.passwordTooShort" })
  .max(consoleLimits.passwordMaxLength, { error: "console.passwordTooLong" });
/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
const secondFactorCode = z
  .string({ error: "console.codeRequired" })
  .trim()
  .min(6, { error: "console.codeRequired" })
  .max(20, { error: "console.codeRequired" });
const substationCode = requiredText("console.substationInvalid").max(32, { error: "console.substationInvalid" });
const operatorId = z.coerce
  .number({ error: "console.operatorInvalid" })
  .int()
  .positive({ error: "console.operatorInvalid" });

export const operatorRoleSchema = z.enum(operatorRoles, { error: "console.roleInvalid" });
export const consolePermissionSchema = z.enum(consolePermissions);

/** The operator a console session belongs to, as the console shows and checks it. */
export const consoleOperatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  permissions: z.array(consolePermissionSchema),
  /** Limited to this substation's members and orders; null sees every member. */
  substation: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  /** BUSINESS_TIME_ZONE: the console shows every time on this clock, named. */
  timeZone: z.string(),
});
export type ConsoleOperator = z.infer<typeof consoleOperatorSchema>;

export const consoleLoginRequestSchema = z.object({
  email,
  password: z.string({ error: "console.passwordRequired" }).min(1, { error: "console.passwordRequired" }).max(256),
  code: secondFactorCode,
});
export type ConsoleLoginRequest = z.input<typeof consoleLoginRequestSchema>;
export type ConsoleLoginInput = z.output<typeof consoleLoginRequestSchema>;

export const enrolmentTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "console.enrolmentInvalid" }),
});
export type EnrolmentTokenParams = z.infer<typeof enrolmentTokenParamsSchema>;

/** What the enrolment page shows: who is enrolling and the new authenticator secret (until enrolled). */
export const enrolmentSchema = z.object({
  email: z.string(),
  name: z.string(),
  totpSecret: z.string(),
  totpUri: z.string(),
  expiresAt: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const enrolRequestSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "console.enrolmentInvalid" }),
  password: newPassword,
  code: z
    .string({ error: "console.codeRequired" })
    .trim()
    .regex(/^\d{6}$/, { error: "console.codeRequired" }),
});
export type EnrolRequest = z.input<typeof enrolRequestSchema>;
export type EnrolInput = z.output<typeof enrolRequestSchema>;

/** Changing one's own password: the current one and a code prove it is them; every session ends. */
export const passwordChangeRequestSchema = z.object({
  currentPassword: z
    .string({ error: "console.passwordRequired" })
    .min(1, { error: "console.passwordRequired" })
    .max(256),
  newPassword,
  code: secondFactorCode,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;
export type PasswordChangeInput = z.output<typeof passwordChangeRequestSchema>;

/** The recovery codes, shown once. */
export const enrolResultSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type EnrolResult = z.infer<typeof enrolResultSchema>;

export const operatorStatuses = ["invited", "active", "disabled"] as const;
export type OperatorStatus = (typeof operatorStatuses)[number];

/** One operator as the owner's operators page lists it. */
export const operatorSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: operatorRoleSchema,
  substationCode: z.string().nullable(),
  status: z.enum(operatorStatuses),
  activeSessions: z.number().int(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type OperatorSummary = z.infer<typeof operatorSummarySchema>;
export const operatorListSchema = z.object({ list: z.array(operatorSummarySchema) });
export type OperatorList = z.infer<typeof operatorListSchema>;

/** An operator's role, and the substation they are limited to (none when left empty). */
const operatorRoleFields = {
  role: operatorRoleSchema,
  substationCode: substationCode.nullish().transform((value) => value || null),
};

export const operatorCreateRequestSchema = z.object({
  email,
  name: operatorName,
  ...operatorRoleFields,
});
export type OperatorCreateRequest = z.input<typeof operatorCreateRequestSchema>;
export type OperatorCreateInput = z.output<typeof operatorCreateRequestSchema>;

/**
 * A one-time enrolment link was made and e-mailed to the operator's own address: the owner who
 * asked sees only where it went, so no one person can both invite and enrol an operator.
 */
export const enrolmentLinkSchema = z.object({
  operator: operatorSummarySchema,
  /** The operator's e-mail address the link went to. */
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type EnrolmentLink = z.infer<typeof enrolmentLinkSchema>;

export const operatorIdRequestSchema = z.object({ id: operatorId });
export type OperatorIdRequest = z.input<typeof operatorIdRequestSchema>;

export const operatorRoleChangeRequestSchema = z.object({
  id: operatorId,
  ...operatorRoleFields,
});
export type OperatorRoleChangeRequest = z.input<typeof operatorRoleChangeRequestSchema>;
export type OperatorRoleChangeInput = z.output<typeof operatorRoleChangeRequestSchema>;

/** Counts and sums of one period (today or this month, UTC). */
export const dashboardPeriodSchema = z.object({
  /** Net revenue in fen: paid orders' amounts minus the order refunds that went through in the period. */
  revenueFen: z.number().int(),
  /** Order refunds that went through in the period (on the day the provider confirmed them), in fen. */
  refundedFen: z.number().int(),
  /** The same two of USD orders (paid by card), in cents: never added to the fen above. */
  revenueUsdCents: z.number().int().default(0),
  refundedUsdCents: z.number().int().default(0),
  paidOrders: z.number().int(),
  signUps: z.number().int(),
});
export type DashboardPeriod = z.infer<typeof dashboardPeriodSchema>;

/** The figures of one day of the chart (its net revenue may be below zero). */
export const dashboardDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  ...dashboardPeriodSchema.shape,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardLowStockSchema = z.object({
  nodeId: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** Addresses on sale now. */
  available: z.number().int(),
});

export const dashboardSchema = z.object({
  today: dashboardPeriodSchema,
  month: dashboardPeriodSchema,
  certificationsWaiting: z.number().int(),
  anomaliesToRefund: z.number().int(),
  /** Refunds requested by one operator, waiting for a second one's approval. */
  refundsWaitingApproval: z.number().int(),
  /** Dynamic traffic bought (credited) and used (deducted), all time, in bytes. */
  trafficSoldBytes: z.number(),
  trafficUsedBytes: z.number(),
  lowStockThreshold: z.number().int(),
  lowStock: z.array(dashboardLowStockSchema),
  /** The last 30 days, oldest first, today included. */
  days: z.array(dashboardDaySchema),
  /** The IANA zone whose calendar days "today", "this month" and `days` are (BUSINESS_TIME_ZONE). */
  timeZone: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
