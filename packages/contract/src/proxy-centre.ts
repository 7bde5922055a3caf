/**
 * The proxy centre of the user centre: proxy sub-accounts, the IP
 * allowlist, the extraction API, hourly deduction records, the dashboard and
 * the supplier; plus the internal calls proxy gateways make (usage batches,
 * account checks). Traffic is in bytes everywhere (JSON numbers: exact up to
 * 8 PiB); times are ISO 8601 in UTC (SPEC §4: statistics in UTC+0).
 */

import { pageNoMax } from "./column-bounds.ts";
import {
  proxyAccountMaxLength,
  proxyLineFormats,
  proxyProtocols,
  proxySessionModes,
  validateProxyAccount,
} from "./proxy-credentials.ts";
import { z } from "./zod.ts";

/** 1 GB as the shop counts it (the same as the traffic packages and the web's formatTraffic). */
export const bytesPerGb = 1024 ** 3;

/** Business limits of the proxy centre (SPEC §9 leaves them to us). */
export const proxyCentreLimits = {
  /** Sub-accounts one member may have (deleted ones do not count). */
  maxProxyAccounts: 100,
  /** Allowlist entries one member may have. */
  maxAllowlistEntries: 20,
  remarkMaxLength: 100,
  /** A sub-account password: letters and digits (no character that would break a `host:port:user:pass` line). */
  passwordMinLength: 8,
  passwordMaxLength: 32,
  /** Length of a generated sub-account password. */
  generatedPasswordLength: 12,
  /** Largest traffic limit of one sub-account, in GB. */
  maxTrafficLimitGb: 1_000_000,
  /** Widest allowlist range: /8. */
  minCidrPrefix: 8,
  /** Longest range of deduction records one request may ask for, in days. */
  maxRecordRangeDays: 92,
  /** Records one usage batch may carry. */
  maxUsageBatchRecords: 5000,
} as const;

const pageNo = z.coerce
  .number({ error: "proxyCentre.pageInvalid" })
  .int({ error: "proxyCentre.pageInvalid" })
  .min(1, { error: "proxyCentre.pageInvalid" })
  .max(pageNoMax, { error: "proxyCentre.pageInvalid" })
  .default(1);
const pageSize = z.coerce
  .number({ error: "proxyCentre.pageInvalid" })
  .int({ error: "proxyCentre.pageInvalid" })
  .min(1, { error: "proxyCentre.pageInvalid" })
  .max(100, { error: "proxyCentre.pageInvalid" })
  .default(10);

/** A page of a list, `{list, total}` like the other paged calls. */
function page<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

const id = z
  .number({ error: "proxyCentre.idRequired" })
  .int({ error: "proxyCentre.idRequired" })
  .positive({ error: "proxyCentre.idRequired" });

const remark = z
  .string({ error: "proxyCentre.remarkTooLong" })
  .trim()
  .max(proxyCentreLimits.remarkMaxLength, { error: "proxyCentre.remarkTooLong" })
  .transform((value) => (value === "" ? null : value));

// ---------------------------------------------------------------------------
// Proxy sub-accounts (/admin/account-password-auth)

/**
 * A sub-account username: 3–32 of a-z, 0-9 and `_`, starting with a letter
 * (the rule of the proxy username grammar, {@link validateProxyAccount}).
 * Unique across the shop, deleted accounts included.
 */
export const proxyAccountUsernameSchema = z
  .string({ error: "proxyCentre.accounts.usernameRequired" })
  .trim()
  .min(1, { error: "proxyCentre.accounts.usernameRequired" })
  .max(proxyAccountMaxLength, { error: "proxyCentre.accounts.usernameInvalid" })
  .refine((value) => validateProxyAccount(value) === null, { error: "proxyCentre.accounts.usernameInvalid" });

/** A sub-account password chosen by its owner: 8–32 letters and digits. */
export const proxyAccountPasswordSchema = z
  .string({ error: "proxyCentre.accounts.passwordInvalid" })
  .regex(/^[A-Za-z0-9]{8,32}$/, { error: "proxyCentre.accounts.passwordInvalid" });

/** An optional per-account cap in GB (decimals allowed, e.g. 0.5); null removes it. */
const trafficLimitGb = z
  .number({ error: "proxyCentre.accounts.trafficLimitInvalid" })
  .positive({ error: "proxyCentre.accounts.trafficLimitInvalid" })
  .max(proxyCentreLimits.maxTrafficLimitGb, { error: "proxyCentre.accounts.trafficLimitInvalid" })
  .nullable();

/** GET /app-api/ip/proxy-account/list: the member's own sub-accounts, newest first. */
export const proxyAccountListQuerySchema = z.object({
  pageNo,
  pageSize,
  /** Part of a username, to find one among many. */
  username: z.string().trim().max(proxyAccountMaxLength).optional(),
});
/** The query as a client sends it (the schema coerces the numbers). */
export interface ProxyAccountListQuery {
  pageNo?: number;
  pageSize?: number;
  username?: string;
}

/** POST /app-api/ip/proxy-account/create: without a password, the server generates 12 letters and digits. */
export const proxyAccountCreateRequestSchema = z.object({
  username: proxyAccountUsernameSchema,
  /** Empty or omitted: the server generates one. */
  password: z
    .string({ error: "proxyCentre.accounts.passwordInvalid" })
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(proxyAccountPasswordSchema.optional()),
  trafficLimitGb: trafficLimitGb.optional(),
  remark: remark.optional(),
});
export type ProxyAccountCreateRequest = z.input<typeof proxyAccountCreateRequestSchema>;
/** What the server works with after parsing (password omitted: generate one). */
export type ProxyAccountCreateInput = z.output<typeof proxyAccountCreateRequestSchema>;

/** POST /app-api/ip/proxy-account/update: only the fields sent change; the username never does. */
export const proxyAccountUpdateRequestSchema = z.object({
  id,
  password: proxyAccountPasswordSchema.optional(),
  trafficLimitGb: trafficLimitGb.optional(),
  remark: remark.nullable().optional(),
  enabled: z.boolean({ error: "proxyCentre.accounts.enabledInvalid" }).optional(),
});
export type ProxyAccountUpdateRequest = z.input<typeof proxyAccountUpdateRequestSchema>;
export type ProxyAccountUpdateInput = z.output<typeof proxyAccountUpdateRequestSchema>;

/** POST …/proxy-account/delete, …/whitelist/delete: one of the member's own records. */
export const proxyCentreDeleteRequestSchema = z.object({ id });
export type ProxyCentreDeleteRequest = z.input<typeof proxyCentreDeleteRequestSchema>;

/** A sub-account as its owner sees it. */
export const proxyAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Shown to its owner, who copies it into proxy lines (as the big providers do). */
  password: z.string(),
  /** The cap in bytes, null for none. */
  trafficLimitBytes: z.number().nullable(),
  /** Bytes this account has used, as reported by the gateways. */
  usedBytes: z.number(),
  enabled: z.boolean(),
  /** True when a cap is set and used up: gateways refuse the account. */
  isLimitReached: z.boolean(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ProxyAccount = z.infer<typeof proxyAccountSchema>;
export const proxyAccountPageSchema = page(proxyAccountSchema);
export type ProxyAccountPage = z.infer<typeof proxyAccountPageSchema>;

// ---------------------------------------------------------------------------
// IP allowlist (whitelist)

/** Why an allowlist entry is refused; the form shows the message of the same key. */
export type AllowlistEntryProblem = "empty" | "format" | "prefix" | "reserved";

/** Parses a dotted IPv4 address in canonical form (no leading zeros, no spaces); null otherwise. */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9][0-9]{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

export function formatIpv4(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join(".");
}

/** An IPv4 range: the network address and the prefix length (32 for one address). */
export interface Ipv4Range {
  network: number;
  prefix: number;
}

function maskOf(prefix: number): number {
  return prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
}

// Ranges that can never be a client of the extraction API: "this network", loopback, multicast, reserved, broadcast.
const unusableRanges: Ipv4Range[] = [
  { network: 0x00000000, prefix: 8 },
  { network: 0x7f000000, prefix: 8 },
  { network: 0xe0000000, prefix: 4 },
  { network: 0xf0000000, prefix: 4 },
];

function overlaps(a: Ipv4Range, b: Ipv4Range): boolean {
  const prefix = Math.min(a.prefix, b.prefix);
  const mask = maskOf(prefix);
  return (a.network & mask) >>> 0 === (b.network & mask) >>> 0;
}

/**
 * Reads an allowlist entry: an IPv4 address (203.0.113.7) or a CIDR from /8
 * to /32 (203.0.113.0/24). A CIDR with host bits set is moved to its network
 * address (203.0.113.9/24 becomes 203.0.113.0/24) and /32 is written as the
 * bare address, so each range has one spelling.
 */
export function parseAllowlistEntry(
  text: string,
): { ok: true; value: string; range: Ipv4Range } | { ok: false; problem: AllowlistEntryProblem } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, problem: "empty" };
  const [address = "", prefixText, ...extra] = trimmed.split("/");
  if (extra.length > 0) return { ok: false, problem: "format" };
  const ip = parseIpv4(address);
  if (ip === null) return { ok: false, problem: "format" };
  let prefix = 32;
  if (prefixText !== undefined) {
    if (!/^(0|[1-9][0-9]?)$/.test(prefixText)) return { ok: false, problem: "format" };
    prefix = Number(prefixText);
    if (prefix > 32) return { ok: false, problem: "format" };
    if (prefix < proxyCentreLimits.minCidrPrefix) return { ok: false, problem: "prefix" };
  }
  const range = { network: (ip & maskOf(prefix)) >>> 0, prefix };
  if (unusableRanges.some((reserved) => overlaps(reserved, range))) return { ok: false, problem: "reserved" };
  if (range.network === 0xffffffff) return { ok: false, problem: "reserved" };
  const value = prefix === 32 ? formatIpv4(range.network) : `${formatIpv4(range.network)}/${prefix}`;
  return { ok: true, value, range };
}

/** Whether an IPv4 address (a number from {@link parseIpv4}) lies in a range. */
export function isInIpv4Range(ip: number, range: Ipv4Range): boolean {
  const mask = maskOf(range.prefix);
  return (ip & mask) >>> 0 === range.network;
}

const allowlistProblemKeys: Record<AllowlistEntryProblem, string> = {
  empty: "proxyCentre.allowlist.ipRequired",
  format: "proxyCentre.allowlist.ipInvalid",
  prefix: "proxyCentre.allowlist.prefixTooWide",
  reserved: "proxyCentre.allowlist.ipReserved",
};

/** An allowlist entry as typed; the parsed value is the canonical spelling. */
export const allowlistIpSchema = z.string({ error: "proxyCentre.allowlist.ipRequired" }).transform((value, ctx) => {
  const parsed = parseAllowlistEntry(value);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: "custom", message: allowlistProblemKeys[parsed.problem] });
  return z.NEVER;
});

/** POST /app-api/ip/whitelist/create */
export const allowlistCreateRequestSchema = z.object({ ip: allowlistIpSchema, remark: remark.optional() });
export type AllowlistCreateRequest = z.input<typeof allowlistCreateRequestSchema>;
export type AllowlistCreateInput = z.output<typeof allowlistCreateRequestSchema>;

/** One allowlist entry (GET /app-api/ip/whitelist/list answers all of them, oldest first, at most 20). */
export const allowlistEntrySchema = z.object({
  id: z.number().int(),
  /** Canonical: "203.0.113.7" or "203.0.113.0/24". */
  ip: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type AllowlistEntry = z.infer<typeof allowlistEntrySchema>;

export const allowlistSchema = z.object({
  list: z.array(allowlistEntrySchema),
  /** How many entries a member may have. */
  max: z.number().int(),
});
export type Allowlist = z.infer<typeof allowlistSchema>;

// ---------------------------------------------------------------------------
// Extraction API

/** GET /app-api/ip/extract-token/get and POST …/extract-token/rotate. */
export const extractionTokenSchema = z.object({
  token: z.string(),
  /** The secret URL without parameters, absolute: https://shop.example/extract/{token}. */
  url: z.string(),
  /** The same, as a path: /extract/{token}. */
  path: z.string(),
  /** Most lines one extraction may return. */
  maxCount: z.number().int(),
  createTime: z.string(),
});
export type ExtractionToken = z.infer<typeof extractionTokenSchema>;

/** GET /app-api/ip/proxy-gateway/get: where generated proxy lines point, and the most lines one request may make. */
export const proxyGatewaySchema = z.object({
  host: z.string(),
  httpPort: z.number().int(),
  socks5Port: z.number().int(),
  maxCount: z.number().int(),
});
export type ProxyGateway = z.infer<typeof proxyGatewaySchema>;

/** How the extraction API answers: one line per proxy, or JSON. */
export const extractionResponseTypes = ["txt", "json"] as const;

const optionalText = (max: number, error?: string) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string(error === undefined ? undefined : { error })
      .trim()
      .max(max, error === undefined ? undefined : { error })
      .optional(),
  );

/**
 * The query of GET /extract/{token} (the public extraction URL). The grammar
 * module checks country, region, city, session and duration together; this
 * schema only reads the fields.
 */
export const extractionQuerySchema = z.object({
  /** The sub-account to use; the member's first enabled one when omitted. */
  account: optionalText(proxyAccountMaxLength, "proxyCentre.extraction.query.account"),
  /** ISO 3166-1 alpha-2, upper case; omitted for the global mix. */
  country: optionalText(2, "proxyCentre.extraction.query.country"),
  region: optionalText(60, "proxyCentre.extraction.query.region"),
  city: optionalText(60, "proxyCentre.extraction.query.city"),
  session: z.enum(proxySessionModes, { error: "proxyCentre.extraction.query.session" }).default("rotating"),
  /** Minutes the exit IP is kept: sticky 3–30 (optional), timed and mixed under 180 (required). */
  duration: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "proxyCentre.extraction.query.duration" })
      .int({ error: "proxyCentre.extraction.query.duration" })
      .min(1, { error: "proxyCentre.extraction.query.duration" })
      .max(179, { error: "proxyCentre.extraction.query.duration" })
      .optional(),
  ),
  protocol: z.enum(proxyProtocols, { error: "proxyCentre.extraction.query.protocol" }).default("http"),
  format: z.enum(proxyLineFormats, { error: "proxyCentre.extraction.query.format" }).default("host:port:user:pass"),
  type: z.enum(extractionResponseTypes, { error: "proxyCentre.extraction.query.type" }).default("txt"),
  count: z.coerce
    .number({ error: "proxyCentre.extraction.query.count" })
    .int({ error: "proxyCentre.extraction.query.count" })
    .min(1, { error: "proxyCentre.extraction.query.count" })
    .max(10_000, { error: "proxyCentre.extraction.query.count" })
    .default(10),
  /** The language of refusals (`en`, `zh-CN`); Accept-Language when omitted, then Chinese. */
  lang: optionalText(10, "proxyCentre.extraction.query.lang"),
});
export type ExtractionQuery = z.input<typeof extractionQuerySchema>;

/** One generated proxy of the JSON answer of GET /extract/{token}?type=json. */
export const extractedProxySchema = z.object({
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  password: z.string(),
  protocol: z.enum(proxyProtocols),
  /** The proxy written in the requested format. */
  line: z.string(),
});
export const extractionResultSchema = z.object({
  code: z.literal(0),
  count: z.number().int(),
  proxies: z.array(extractedProxySchema),
});
export type ExtractionResult = z.infer<typeof extractionResultSchema>;

// ---------------------------------------------------------------------------
// Hourly deduction records and the dashboard

const isoDateTime = z.iso.datetime({ offset: true });
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

export const hourRecordPageSchema = z.object({
  list: z.array(hourRecordSchema),
  total: z.number().int(),
  range: usageRangeSchema,
});
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
export const supplierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  host: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The link the customer-service QR code encodes (a chat app's contact link). */
  customerServiceQrUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactHours: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;

// ---------------------------------------------------------------------------
// Internal calls of proxy gateways (not under /app-api; see docs/proxy-centre.md)

const byteCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const accountName = z.string().min(1).max(200);

/** A target host name (lower case) or address, as the gateway saw it; `other` collects the rest. */
export const usageDomainPattern = /^[a-z0-9._:[\]-]{1,253}$/;

/** One target domain's share of a usage record: bytes both ways and requests (tunnels). */
export const usageDomainSchema = z.object({
  domain: z.string().regex(usageDomainPattern),
  bytes: byteCount,
  requests: z.number().int().min(0).max(1_000_000_000),
});
export type UsageDomain = z.infer<typeof usageDomainSchema>;

/** One gateway's report of one sub-account's traffic. */
export const usageRecordSchema = z.object({
  /** The sub-account username (or a full proxy username: the part before the first "-" counts). */
  account: accountName,
  bytesUp: byteCount,
  bytesDown: byteCount,
  /** When the traffic happened (ISO 8601 with an offset); it is booked into that UTC hour. */
  at: isoDateTime,
  /** Optional split of the record by target domain (at most 50; the gateway folds the rest into `other`). */
  domains: z.array(usageDomainSchema).max(50).optional(),
});
export type UsageRecord = z.infer<typeof usageRecordSchema>;

/** POST /internal/usage/batches: signed with the gateway's secret; the batch id makes a retry a no-op. */
export const usageBatchSchema = z.object({
  batchId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._:-]+$/),
  gatewayId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/),
  records: z.array(usageRecordSchema).max(proxyCentreLimits.maxUsageBatchRecords),
  /**
   * Accounts the gateway holds open tunnels for without traffic in this
   * batch: their state comes back in `accounts`, so an idle tunnel is cut off
   * too when its member runs out elsewhere.
   */
  watch: z.array(accountName).max(proxyCentreLimits.maxUsageBatchRecords).optional(),
});
export type UsageBatch = z.infer<typeof usageBatchSchema>;

/** Why a gateway must refuse an account, or "active". */
export const gatewayAccountStatuses = [
  "active",
  "disabled",
  "deleted",
  "exhausted",
  "limit-reached",
  "uncertified",
  /** An operator suspended the member: every open tunnel is closed and new ones refused. */
  "suspended",
] as const;
export type GatewayAccountStatus = (typeof gatewayAccountStatuses)[number];

/** An account's state after a batch: what a gateway needs to keep or cut its tunnels. */
export const gatewayAccountStateSchema = z.object({
  username: z.string(),
  status: z.enum(gatewayAccountStatuses),
  /** The member's remaining traffic, never below 0. */
  remainingBytes: z.number(),
  /** What the account may still use under its own limit; null without a limit. */
  limitRemainingBytes: z.number().nullable(),
});
export type GatewayAccountState = z.infer<typeof gatewayAccountStateSchema>;

/** The answer to a usage batch. */
export const usageBatchResultSchema = z.object({
  batchId: z.string(),
  /** True when this batch id was booked before: nothing was charged this time. */
  duplicate: z.boolean(),
  /** Records of known sub-accounts, booked. */
  acceptedRecords: z.number().int(),
  /** Account names no sub-account has: not charged. */
  unknownAccounts: z.array(z.string()),
  /** Bytes taken from members' remaining traffic. */
  chargedBytes: z.number(),
  /** Bytes used but not charged: beyond members' remaining traffic or beyond sub-accounts' own limits. */
  overdraftBytes: z.number(),
  /**
   * The part of `overdraftBytes` used beyond sub-accounts' own limits (what a
   * gateway let through before its cut-off); 0 when absent (older shops).
   */
  overLimitBytes: z.number().default(0),
  /** Accounts of this batch (records and `watch`) that gateways must now refuse. */
  exhaustedAccounts: z.array(z.string()),
  /** The state of every known account of the batch (records and `watch`), also for a duplicate. */
  accounts: z.array(gatewayAccountStateSchema),
});
export type UsageBatchResult = z.infer<typeof usageBatchResultSchema>;

/** GET /internal/proxy/accounts/{username}: whether a gateway may let this account through. */
export const gatewayAccountSchema = z.object({
  username: z.string(),
  allowed: z.boolean(),
  status: z.enum(gatewayAccountStatuses),
  /** SHA-256 (hex) of the password: the gateway compares, never stores the password itself. */
  passwordSha256: z.string(),
  /** The member's remaining traffic, never below 0. */
  remainingBytes: z.number(),
  trafficLimitBytes: z.number().nullable(),
  usedBytes: z.number(),
});
export type GatewayAccount = z.infer<typeof gatewayAccountSchema>;

/**
 * GET /internal/proxy/allowlist/{ip}: the account charged for a client that
 * connects from an allowlisted address without a password (the member's oldest
 * enabled sub-account), or 404.
 */
export const gatewayAllowlistMatchSchema = z.object({
  ip: z.string(),
  /** The allowlist entry that matched (an address or a CIDR). */
  entry: z.string(),
  account: gatewayAccountSchema,
});
export type GatewayAllowlistMatch = z.infer<typeof gatewayAllowlistMatchSchema>;

/**
 * GET /internal/proxy/static-ips/{account}: a static IP the shop sold, by its
 * proxy account. The gateway lets its owner through with the password and
 * sends the traffic out from `outIp` (an address of the gateway's machine).
 * Static IPs are sold by time, not traffic: no usage is charged for them.
 */
export const gatewayStaticIpSchema = z.object({
  account: z.string(),
  /** `active` until `expiresAt`, then `expired`. */
  status: z.enum(["active", "expired"]),
  passwordSha256: z.string(),
  outIp: z.string(),
  host: z.string(),
  port: z.number().int(),
  expiresAt: z.string(),
});
export type GatewayStaticIp = z.infer<typeof gatewayStaticIpSchema>;

/** Headers of a signed internal call (see {@link gatewaySigningPayload}). */
export const gatewaySignatureHeaders = {
  gatewayId: "x-gateway-id",
  timestamp: "x-gateway-timestamp",
  nonce: "x-gateway-nonce",
  signature: "x-signature",
} as const;

/** How old (or how far ahead) a signed call's timestamp may be: a captured call is useless after this. */
export const gatewaySignatureMaxAgeMs = 5 * 60_000;

/** A nonce: 16–64 letters, digits, `-` and `_`. */
export const gatewayNoncePattern = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The bytes an internal call's HMAC-SHA256 covers: method, path with query,
 * timestamp (milliseconds since 1970, decimal) and nonce, one per line, then
 * the raw body (empty for a GET). Shared by the shop and the gateway, so both
 * sign exactly the same thing.
 */
export function gatewaySigningPayload(parts: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  body?: string | Uint8Array;
}): Uint8Array {
  const head = new TextEncoder().encode(
    `${parts.method.toUpperCase()}\n${parts.path}\n${parts.timestamp}\n${parts.nonce}\n`,
  );
  const body = typeof parts.body === "string" ? new TextEncoder().encode(parts.body) : (parts.body ?? new Uint8Array());
  const all = new Uint8Array(head.length + body.length);
  all.set(head, 0);
  all.set(body, head.length);
  return all;
}
