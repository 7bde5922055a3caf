import { requiredText } from "./fields.ts";
import { pageOf } from "./paging.ts";
import { id, pageNo, pageSize, proxyCentreLimits, remark } from "./proxy-centre-fields.ts";
import {
  proxyAccountMaxLength,
  proxyLineFormats,
  proxyProtocols,
  proxySessionModes,
  validateProxyAccount,
} from "./proxy-credentials.ts";
import { proxyGatewayAddressSchema } from "./site.ts";
import { z } from "./zod.ts";

// ---------------------------------------------------------------------------
// Proxy sub-accounts (/admin/account-password-auth)

/**
 * A sub-account username: 3–32 of a-z, 0-9 and `_`, starting with a letter
 * (the rule of the proxy username grammar, {@link validateProxyAccount}).
 * Unique across the shop, deleted accounts included.
 */
export const proxyAccountUsernameSchema = requiredText("proxyCentre.accounts.usernameRequired")
  .max(proxyAccountMaxLength, { error: "proxyCentre.accounts.usernameInvalid" })
  .refine((value) => validateProxyAccount(value) === null, { error: "proxyCentre.accounts.usernameInvalid" });

/** A sub-account password chosen by its owner: 8–32 letters and digits. */
export const proxyAccountPasswordSchema = z
  .string({ error: "proxyCentre.accounts.passwordInvalid" })
  .regex(/^[A-Za-z0-9]{8,32}$/, { error: "proxyCentre.accounts.passwordInvalid" });

/** The largest limits a sub-account may carry. */
export const proxyAccountLimitBounds = { maxConnections: 10_000, bandwidthMbps: 10_000 } as const;

/** An optional per-account cap in GB (decimals allowed, e.g. 0.5); null removes it. */
const trafficLimitGb = z
  .number({ error: "proxyCentre.accounts.trafficLimitInvalid" })
  .positive({ error: "proxyCentre.accounts.trafficLimitInvalid" })
  .max(proxyCentreLimits.maxTrafficLimitGb, { error: "proxyCentre.accounts.trafficLimitInvalid" })
  .nullable();

/** An optional cap per business day or calendar month in GB (decimals allowed); null removes it. */
const periodLimitGb = z
  .number({ error: "proxyCentre.accounts.periodLimitInvalid" })
  .positive({ error: "proxyCentre.accounts.periodLimitInvalid" })
  .max(proxyCentreLimits.maxTrafficLimitGb, { error: "proxyCentre.accounts.periodLimitInvalid" })
  .nullable();

/** An optional cap on the account's open connections (all gateways together); null removes it. */
const maxConnections = z
  .number({ error: "proxyCentre.accounts.maxConnectionsInvalid" })
  .int({ error: "proxyCentre.accounts.maxConnectionsInvalid" })
  .min(1, { error: "proxyCentre.accounts.maxConnectionsInvalid" })
  .max(proxyAccountLimitBounds.maxConnections, { error: "proxyCentre.accounts.maxConnectionsInvalid" })
  .nullable();

/** An optional rate cap in Mbit/s (each direction); null removes it. */
const bandwidthMbps = z
  .number({ error: "proxyCentre.accounts.bandwidthInvalid" })
  .int({ error: "proxyCentre.accounts.bandwidthInvalid" })
  .min(1, { error: "proxyCentre.accounts.bandwidthInvalid" })
  .max(proxyAccountLimitBounds.bandwidthMbps, { error: "proxyCentre.accounts.bandwidthInvalid" })
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
  /** Cap per day, reset at 00:00 of the business time zone (Asia/Shanghai unless the shop sets another). */
  dailyLimitGb: periodLimitGb.optional(),
  /** Cap per calendar month, reset at 00:00 of the 1st in the business time zone. */
  monthlyLimitGb: periodLimitGb.optional(),
  maxConnections: maxConnections.optional(),
  bandwidthMbps: bandwidthMbps.optional(),
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
  /** Cap per day, reset at 00:00 of the business time zone (Asia/Shanghai unless the shop sets another). */
  dailyLimitGb: periodLimitGb.optional(),
  /** Cap per calendar month, reset at 00:00 of the 1st in the business time zone. */
  monthlyLimitGb: periodLimitGb.optional(),
  maxConnections: maxConnections.optional(),
  bandwidthMbps: bandwidthMbps.optional(),
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
  /** The cap per business day in bytes, null for none. */
  dailyLimitBytes: z.number().nullable(),
  /** The cap per calendar month in bytes, null for none. */
  monthlyLimitBytes: z.number().nullable(),
  /** Bytes charged to this account since today's reset (counted for every account, capped or not). */
  dailyUsedBytes: z.number(),
  /** Bytes charged since this month's reset. */
  monthlyUsedBytes: z.number(),
  /** When the daily count starts again: the next 00:00 of the business time zone (ISO 8601). */
  dailyResetsAt: z.string(),
  /** When the monthly count starts again: 00:00 of the next month's 1st in the business time zone. */
  monthlyResetsAt: z.string(),
  /** The period cap used up, if any (`monthly` first when both are): gateways refuse the account until it resets. */
  periodLimitReached: z.enum(["daily", "monthly"]).nullable(),
  /** The cap on open connections across every gateway, null for none. */
  maxConnections: z.number().nullable(),
  /** The rate cap in Mbit/s (each direction, per gateway), null for none. */
  bandwidthMbps: z.number().nullable(),
  enabled: z.boolean(),
  /** True when a cap is set and used up: gateways refuse the account. */
  isLimitReached: z.boolean(),
  remark: z.string().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ProxyAccount = z.infer<typeof proxyAccountSchema>;
export const proxyAccountPageSchema = pageOf(proxyAccountSchema);
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
export const allowlistCreateRequestSchema = z.object({
  ip: allowlistIpSchema,
  remark: remark.optional(),
  /**
   * The sub-account traffic from this address is charged to and limited as (one of the member's own);
   * omitted or null: the member's oldest enabled sub-account, as before.
   */
  accountId: id.nullable().optional(),
});
export type AllowlistCreateRequest = z.input<typeof allowlistCreateRequestSchema>;
export type AllowlistCreateInput = z.output<typeof allowlistCreateRequestSchema>;

/** One allowlist entry (GET /app-api/ip/whitelist/list answers all of them, oldest first, at most 20). */
export const allowlistEntrySchema = z.object({
  id: z.number().int(),
  /** Canonical: "203.0.113.7" or "203.0.113.0/24". */
  ip: z.string(),
  remark: z.string().nullable(),
  /** The sub-account its traffic is charged to and limited as; null: the member's oldest enabled one. */
  accountId: z.number().int().nullable(),
  /** That sub-account's username (null with accountId null). */
  accountUsername: z.string().nullable(),
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
export const proxyGatewaySchema = proxyGatewayAddressSchema.extend({ maxCount: z.number().int() });
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
