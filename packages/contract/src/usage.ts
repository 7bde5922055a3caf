import { pageOf } from "./paging.ts";
import { pageNo, pageSize } from "./proxy-centre-fields.ts";
import { connectionFailureCategories } from "./proxy-refusal-codes.ts";
import { substationSchema } from "./site.ts";
import { z } from "./zod.ts";

// ---------------------------------------------------------------------------
// Hourly deduction records and the dashboard

export const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();

/**
 * A bound of a date range: a UTC day (2026-11-21) or an ISO time
 * (2026-11-21T08:00:00Z). A day as `endTime` includes the whole day.
 */
const rangeBound = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string({ error: "proxyCentre.records.timeInvalid" })
    .refine((value) => isoDate.safeParse(value).success || isoDateTime.safeParse(value).success, {
      error: "proxyCentre.records.timeInvalid",
    })
    .optional(),
);

const dateRangeFields = { startTime: rangeBound, endTime: rangeBound };

/** GET /app-api/ip/deduct-hour-record/stats: without a range, the last 7 days. */
export const usageRangeQuerySchema = z.object(dateRangeFields);
/** The query as a client sends it: UTC days (2026-11-21) or ISO times. */
export interface UsageRangeQuery {
  startTime?: string;
  endTime?: string;
}

/** GET /app-api/ip/deduct-hour-record/list: newest hour first. */
export const hourRecordListQuerySchema = z.object({ ...dateRangeFields, pageNo, pageSize });
export interface HourRecordListQuery extends UsageRangeQuery {
  pageNo?: number;
  pageSize?: number;
}

/** One UTC hour of use (SPEC §7 deduction record). */
export const hourRecordSchema = z.object({
  /** Start of the hour, UTC (2026-11-21T08:00:00.000Z). */
  hour: z.string(),
  /** Bytes used in the hour (up + down). */
  usedBytes: z.number(),
  bytesUp: z.number(),
  bytesDown: z.number(),
  /** Bytes taken from remaining traffic (less than used when it ran out). */
  deductedBytes: z.number(),
  /** Bytes used beyond the remaining traffic. */
  overdraftBytes: z.number(),
  /** Remaining traffic after the last usage booked into this hour. */
  remainingAfterBytes: z.number(),
});
export type HourRecord = z.infer<typeof hourRecordSchema>;

/** The range a records answer covers: [startTime, endTime), UTC. */
export const usageRangeSchema = z.object({ startTime: z.string(), endTime: z.string() });

export const hourRecordPageSchema = pageOf(hourRecordSchema).extend({ range: usageRangeSchema });
export type HourRecordPage = z.infer<typeof hourRecordPageSchema>;

/** The chart of the dashboard: every day and every hour of the range, zeros included, oldest first. */
export const usageStatsSchema = z.object({
  range: usageRangeSchema,
  totalUsedBytes: z.number(),
  totalOverdraftBytes: z.number(),
  /** One point per UTC day (2026-11-21). */
  daily: z.array(z.object({ day: z.string(), usedBytes: z.number() })),
  /** One point per UTC hour (ISO start of the hour). */
  hourly: z.array(z.object({ hour: z.string(), usedBytes: z.number() })),
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

/** One of the member's sub-accounts in a query string (`accountId=12`); omitted for all of them. */
const accountIdFilter = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.coerce
    .number({ error: "proxyCentre.usage.accountInvalid" })
    .int({ error: "proxyCentre.usage.accountInvalid" })
    .positive({ error: "proxyCentre.usage.accountInvalid" })
    .optional(),
);

/** GET /app-api/ip/deduct-hour-record/stats: the range, and optionally one sub-account's use only. */
export const usageStatsQuerySchema = z.object({ ...dateRangeFields, accountId: accountIdFilter });
export interface UsageStatsQuery extends UsageRangeQuery {
  accountId?: number;
}

/** GET /app-api/ip/deduct-hour-record/accounts: the member's use per sub-account over the range. */
export const usageByAccountSchema = z.object({
  range: usageRangeSchema,
  /** Bytes of every account in the range (the shares' whole). */
  totalBytes: z.number(),
  /** Most bytes first; deleted accounts that used traffic in the range included. */
  list: z.array(
    z.object({
      accountId: z.number().int(),
      username: z.string(),
      usedBytes: z.number(),
      bytesUp: z.number(),
      bytesDown: z.number(),
      /** Used beyond the account's own limit: recorded, not charged. */
      overLimitBytes: z.number(),
    }),
  ),
});
export type UsageByAccount = z.infer<typeof usageByAccountSchema>;

/**
 * GET /app-api/ip/deduct-hour-record/export: the range's records as CSV
 * (UTF-8 with a BOM, headers in the request's language). Without `accountId`
 * the hourly deduction records; with it, that account's hours.
 */
export const usageExportQuerySchema = usageStatsQuerySchema;
export type UsageExportQuery = UsageStatsQuery;

/** GET /app-api/ip/deduct-hour-record/domains: the range (7 days without one) and how many domains (10). */
export const usageDomainsQuerySchema = z.object({
  ...dateRangeFields,
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export interface UsageDomainsQuery extends UsageRangeQuery {
  limit?: number;
}

/** The dashboard's "top domains": the member's traffic by target domain over the range, most bytes first. */
export const usageDomainsSchema = z.object({
  range: usageRangeSchema,
  /** Bytes of every domain in the range (the shares' whole). */
  totalBytes: z.number(),
  list: z.array(z.object({ domain: z.string(), bytes: z.number(), requests: z.number() })),
});
export type UsageDomains = z.infer<typeof usageDomainsSchema>;

/** GET /app-api/ip/deduct-hour-record/outcomes: the range (7 days without one), all sub-accounts or one. */
export const usageOutcomesQuerySchema = z.object({
  ...dateRangeFields,
  accountId: accountIdFilter,
});
export interface UsageOutcomesQuery extends UsageRangeQuery {
  accountId?: number;
}

/**
 * "Why it failed": the member's connections over the range, how many reached
 * their target, and the failures by refusal code (most first) with their category.
 */
export const usageOutcomesSchema = z.object({
  range: usageRangeSchema,
  totalConnections: z.number(),
  succeededConnections: z.number(),
  failedConnections: z.number(),
  /** succeeded / total, 0..1; null without any connection. */
  successRate: z.number().nullable(),
  failures: z.array(
    z.object({
      /** The refusal code (`X-Proxy-Refusal`). */
      reason: z.string(),
      category: z.enum(connectionFailureCategories),
      count: z.number(),
    }),
  ),
});
export type UsageOutcomes = z.infer<typeof usageOutcomesSchema>;

/** When the dashboard shows "Your traffic is insufficient": below the threshold, or none left. */
export const trafficWarnings = ["none", "low", "empty"] as const;
export type TrafficWarning = (typeof trafficWarnings)[number];

/** GET /app-api/ip/dashboard/summary (logged in; no certification needed). */
export const dashboardSummarySchema = z.object({
  remainingBytes: z.number(),
  totalRechargeBytes: z.number(),
  totalConsumptionBytes: z.number(),
  /** SPEC §4 certification status 0-4 and type (null before any). */
  certificationStatus: z.number().int(),
  certificationType: z.number().int().nullable(),
  trafficWarning: z.enum(trafficWarnings),
  lowTrafficThresholdBytes: z.number(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** GET /app-api/ip/supplier/get: the substation (agent) serving the member, with its contact. */
export const supplierSchema = substationSchema.pick({
  id: true,
  code: true,
  name: true,
  host: true,
  logoUrl: true,
  customerServiceQrUrl: true,
  contactEmail: true,
  contactHours: true,
});
export type Supplier = z.infer<typeof supplierSchema>;
