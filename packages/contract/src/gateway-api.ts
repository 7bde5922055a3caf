import { proxyCentreLimits } from "./proxy-centre-fields.ts";
import { isoDateTime } from "./usage.ts";
import { z } from "./zod.ts";

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

/** Connections of one reason in a usage record: `ok` for those that reached their target, else the refusal code. */
export const usageOutcomeSchema = z.object({
  /** `ok`, or the refusal code the client was told (`X-Proxy-Refusal`; newer gateways may send codes this shop does not know yet). */
  reason: z.string().regex(/^[a-z0-9-]{1,48}$/),
  count: z.number().int().min(1).max(1_000_000_000),
});
export type UsageOutcome = z.infer<typeof usageOutcomeSchema>;

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
  /**
   * Optional: connections (tunnels and forwarded requests) by outcome since the
   * last record: older gateways send none, and a record may carry only these
   * (bytes 0) for an account that was refused.
   */
  outcomes: z.array(usageOutcomeSchema).max(64).optional(),
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
  /**
   * Grants this gateway will spend no more of, settled with this batch's
   * records: what they reserved beyond what was reported comes back to the member.
   */
  releasedGrants: z.array(z.string().min(1).max(64)).max(proxyCentreLimits.maxUsageBatchRecords).optional(),
});
export type UsageBatch = z.infer<typeof usageBatchSchema>;

/** Why a gateway must refuse an account, or "active". */
export const gatewayAccountStatuses = [
  "active",
  "disabled",
  "deleted",
  "exhausted",
  "limit-reached",
  /** The account's cap per business day is used up, until 00:00 of the business time zone. */
  "daily-limit-reached",
  /** The account's cap per calendar month is used up, until the 1st. */
  "monthly-limit-reached",
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
  /** The account's cap on open connections, across every gateway; null (or absent, older shops) for none. */
  maxConnections: z.number().int().positive().nullable().default(null),
  /** The account's rate cap in Mbit/s, each direction, per gateway; null (or absent) for none. */
  bandwidthMbps: z.number().positive().nullable().default(null),
  /**
   * Target domains the account may not reach (its member's deny list and the seller's, normalised by
   * the contract's normaliseHostName); each denies itself and every name under it. Absent: none.
   */
  deniedDomains: z.array(z.string()).default([]),
  /**
   * The member's tunnel plan in force, if any (null or absent: none): its
   * traffic is not charged, and the member's connections are capped for all
   * their sub-accounts and gateways together (`member` keys the count), its
   * rate per gateway. Gateways stop applying it at `endsAt` (shop time).
   */
  plan: z
    .object({
      id: z.number().int(),
      member: z.string(),
      maxConnections: z.number().int().positive(),
      bandwidthMbps: z.number().positive(),
      endsAt: z.string(),
    })
    .nullable()
    .default(null),
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
  /**
   * `active` until `expiresAt`, then `expired` (also once refunded, exchanged
   * away or reclaimed); `suspended`, `uncertified` or `deleted` (account closed)
   * from its member, as for sub-accounts.
   */
  status: z.enum(["active", "expired", "suspended", "uncertified", "deleted"]),
  passwordSha256: z.string(),
  outIp: z.string(),
  host: z.string(),
  port: z.number().int(),
  expiresAt: z.string(),
  /** The IP's cap on open connections, across every gateway; null (or absent, older shops) for none. */
  maxConnections: z.number().int().positive().nullable().default(null),
  /** Its rate cap in Mbit/s, each direction, per gateway; null (or absent) for none. */
  bandwidthMbps: z.number().positive().nullable().default(null),
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

// ---------------------------------------------------------------------------
// Byte grants (docs/proxy-centre.md "Grants"): bytes reserved for an account
// before a gateway moves them, in the credit-control way of RFC 4006.

/** POST /internal/grants: the gateway asks for `bytes` more for `account` (a sub-account's name). */
export const grantRequestSchema = z.object({
  account: accountName,
  bytes: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export type GrantRequest = z.infer<typeof grantRequestSchema>;

/**
 * The answer: a grant of `bytes` (≤ the request, ≤ what the member has left
 * less every other outstanding grant, ≤ the account's own cap left), to spend
 * within `ttlMs` of asking. `bytes` 0 with status `active` means the rest is
 * reserved by other gateways' grants for now: ask again after `retryAfterMs`.
 */
export const grantAnswerSchema = z.object({
  account: z.string(),
  status: z.enum(gatewayAccountStatuses),
  grantId: z.string().nullable(),
  bytes: z.number().int().min(0),
  ttlMs: z.number().int().min(0),
  retryAfterMs: z.number().int().min(0),
});
export type GrantAnswer = z.infer<typeof grantAnswerSchema>;

/**
 * GET /internal/access/changes?after=N: accounts whose access may have ended
 * or narrowed since change N (password, allowlist, cap, disabled, deleted,
 * suspended, closed, certification, recharge or refund, static IP refunded,
 * exchanged, expired or reclaimed). A gateway drops what it cached about them,
 * checks their open tunnels again and asks for fresh grants. Without `after`
 * (or when `after` is older than what the shop keeps) `reset` says: forget
 * everything cached; so does a change that concerns everyone (the seller's
 * target deny list).
 */
export const accessChangesSchema = z.object({
  cursor: z.number().int().min(0),
  reset: z.boolean(),
  /** Sub-account names (password and allowlist clients). */
  accounts: z.array(z.string()),
  /** Static IPs' proxy accounts. */
  staticAccounts: z.array(z.string()),
});
export type AccessChanges = z.infer<typeof accessChangesSchema>;

/** Header on every /internal answer: the shop's clock (ms since 1970), so a gateway signs with the shop's time. */
export const shopTimeHeader = "x-shop-time";
