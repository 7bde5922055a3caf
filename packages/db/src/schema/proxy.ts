import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, bigId, bytes, bytesTotal, createdAt, id, ref, updatedAt } from "./columns.ts";
import { members } from "./members.ts";

/**
 * Proxy sub-accounts (account-password authentication). The password is kept
 * readable because its owner copies it into proxy lines, like the providers do.
 */
export const proxyAccounts = pgTable(
  "proxy_accounts",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    username: text("username").notNull(),
    password: text("password").notNull(),
    /** Optional cap on this account's use, in bytes. */
    trafficLimitBytes: bytes("traffic_limit_bytes"),
    /** Optional cap on this account's open connections, counted across gateways (null: none). */
    maxConnections: integer("max_connections"),
    /** Optional rate cap in Mbit/s, each direction, per gateway (null: none). */
    bandwidthMbps: integer("bandwidth_mbps"),
    /**
     * Optional caps per business-time-zone day and calendar month, in bytes (null: none). Periods start
     * at 00:00 of the business zone (the 1st for months); what was used in a period is read from
     * usage_account_hourly, so no counter needs resetting.
     */
    dailyLimitBytes: bytes("daily_limit_bytes"),
    monthlyLimitBytes: bytes("monthly_limit_bytes"),
    usedBytes: bytesTotal("used_bytes"),
    enabled: boolean("enabled").notNull().default(true),
    remark: text("remark"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Deleted accounts keep their row (usage history points at it) and their username. */
    deletedAt: at("deleted_at"),
  },
  (t) => [uniqueIndex("proxy_accounts_username_key").on(t.username), index("proxy_accounts_member_idx").on(t.memberId)],
);

/** IP allowlist entries (the other authentication method): IPv4 addresses or CIDRs. */
export const ipAllowlist = pgTable(
  "ip_allowlist",
  {
    id: id(),
    memberId: ref("member_id", () => members.id),
    cidr: text("cidr").notNull(),
    /**
     * The sub-account its traffic is charged to and limited as (null: the member's oldest enabled one).
     * A bound entry never falls back to another: if its sub-account is disabled or deleted it is refused.
     */
    accountId: bigId("account_id").references(() => proxyAccounts.id),
    remark: text("remark"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("ip_allowlist_member_cidr_key").on(t.memberId, t.cidr)],
);

/**
 * Target domains the gateways refuse to connect to (docs/proxy-centre.md "Deny lists"): a member's
 * (all of their sub-accounts) or, with no member, the seller's (everyone). Normalised by the contract
 * (lower case, punycode, no trailing dot); each denies itself and every name under it. A change is an
 * access change (trigger): `member:<id>` for a member's, `all` for the seller's.
 */
export const targetDenyDomains = pgTable(
  "target_deny_domains",
  {
    id: id(),
    /** Null: the seller's list. */
    memberId: bigId("member_id").references(() => members.id),
    domain: text("domain").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("target_deny_domains_member_key").on(t.memberId, t.domain).where(sql`${t.memberId} is not null`),
    uniqueIndex("target_deny_domains_seller_key").on(t.domain).where(sql`${t.memberId} is null`),
  ],
);

/** The secret of a member's extraction-API URL; rotating replaces it. */
export const extractionTokens = pgTable(
  "extraction_tokens",
  {
    memberId: bigId("member_id")
      .primaryKey()
      .references(() => members.id),
    token: text("token").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("extraction_tokens_token_key").on(t.token)],
);

/**
 * Usage batches reported by proxy gateways; the id makes a retried batch a
 * no-op. Ids are unique per gateway, so one gateway cannot block another's.
 */
export const usageBatches = pgTable(
  "usage_batches",
  {
    batchId: text("batch_id").notNull(),
    gatewayId: text("gateway_id").notNull(),
    recordCount: integer("record_count").notNull(),
    totalBytes: bytes("total_bytes").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gatewayId, t.batchId] })],
);

/**
 * Hourly deduction records (SPEC §7 deduct-hour-record): traffic used by a
 * member in one UTC hour and what remained after it.
 */
export const usageHourly = pgTable(
  "usage_hourly",
  {
    memberId: ref("member_id", () => members.id),
    /** Start of the hour, UTC. */
    hour: at("hour").notNull(),
    bytesUp: bytesTotal("bytes_up"),
    bytesDown: bytesTotal("bytes_down"),
    /** Bytes actually deducted from remaining traffic (less than up+down when it ran out). */
    deductedBytes: bytesTotal("deducted_bytes"),
    /** Bytes used beyond the remaining traffic: recorded, never silently dropped. */
    overdraftBytes: bytesTotal("overdraft_bytes"),
    remainingAfterBytes: bytes("remaining_after_bytes").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour] }),
    check("usage_hourly_non_negative", sql`${t.bytesUp} >= 0 and ${t.bytesDown} >= 0 and ${t.overdraftBytes} >= 0`),
  ],
);

/**
 * Use of one sub-account in one UTC hour (the member's totals stay in
 * usage_hourly): the dashboard's per-account filter and breakdown, and the
 * CSV export. `overLimitBytes`: used beyond the account's own limit, not charged.
 */
export const usageAccountHourly = pgTable(
  "usage_account_hourly",
  {
    accountId: ref("account_id", () => proxyAccounts.id),
    hour: at("hour").notNull(),
    memberId: ref("member_id", () => members.id),
    bytesUp: bytesTotal("bytes_up"),
    bytesDown: bytesTotal("bytes_down"),
    overLimitBytes: bytesTotal("over_limit_bytes"),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.hour] }),
    index("usage_account_hourly_member_hour_idx").on(t.memberId, t.hour),
    check(
      "usage_account_hourly_non_negative",
      sql`${t.bytesUp} >= 0 and ${t.bytesDown} >= 0 and ${t.overLimitBytes} >= 0`,
    ),
  ],
);

/**
 * Traffic per target domain: bytes (both ways) and requests (tunnels or
 * forwarded requests) of one sub-account in one UTC hour, as gateways report
 * them with their usage. The dashboard's "top domains".
 */
export const usageDomainsHourly = pgTable(
  "usage_domains_hourly",
  {
    memberId: ref("member_id", () => members.id),
    hour: at("hour").notNull(),
    accountId: ref("account_id", () => proxyAccounts.id),
    domain: text("domain").notNull(),
    bytes: bytesTotal("bytes"),
    requests: bytesTotal("requests"),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour, t.accountId, t.domain] }),
    check("usage_domains_hourly_non_negative", sql`${t.bytes} >= 0 and ${t.requests} >= 0`),
  ],
);

/**
 * Connections of one sub-account in one UTC hour by outcome, as gateways
 * report them with their usage: `reason` is `ok` (reached the target) or the
 * refusal code the client was told. The dashboard's success rate and "why it failed".
 */
export const usageOutcomesHourly = pgTable(
  "usage_outcomes_hourly",
  {
    memberId: ref("member_id", () => members.id),
    hour: at("hour").notNull(),
    accountId: ref("account_id", () => proxyAccounts.id),
    reason: text("reason").notNull(),
    connections: bytesTotal("connections"),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour, t.accountId, t.reason] }),
    check("usage_outcomes_hourly_non_negative", sql`${t.connections} >= 0`),
  ],
);

/**
 * Byte grants: traffic reserved for one sub-account on one gateway before the
 * gateway moves it (docs/proxy-centre.md "Grants"). A member's outstanding
 * grants (`bytes - used_bytes` of grants not closed and not past
 * `release_at`) never exceed the member's remaining traffic, nor an account's
 * its own cap left. Usage batches add to `used_bytes`; a released grant is closed.
 */
export const trafficGrants = pgTable(
  "traffic_grants",
  {
    grantId: text("grant_id").primaryKey(),
    gatewayId: text("gateway_id").notNull(),
    accountId: ref("account_id", () => proxyAccounts.id),
    memberId: ref("member_id", () => members.id),
    bytes: bytes("bytes").notNull(),
    usedBytes: bytesTotal("used_bytes"),
    createdAt: createdAt(),
    /** The gateway spends it no later than this. */
    expiresAt: at("expires_at").notNull(),
    /** What is still reserved returns to the member at this time even if the gateway never settles. */
    releaseAt: at("release_at").notNull(),
    closedAt: at("closed_at"),
    /** Given under a tunnel plan: unmetered, reserves nothing of the balance, ends with the plan. */
    planId: bigId("plan_id"),
  },
  (t) => [
    index("traffic_grants_member_open_idx").on(t.memberId).where(sql`${t.closedAt} is null`),
    index("traffic_grants_account_open_idx").on(t.accountId, t.gatewayId).where(sql`${t.closedAt} is null`),
    check("traffic_grants_used_check", sql`${t.usedBytes} >= 0 and ${t.bytes} >= 0`),
  ],
);

/**
 * Every change that may end or narrow proxy access, in order, written by
 * triggers (migration 0022) so that no path of the shop can forget one:
 * `account:<username>`, `member:<id>`, `static:<account>`. Gateways poll it.
 */
export const accessChanges = pgTable("access_changes", {
  seq: bigserial("seq", { mode: "number" }).primaryKey(),
  subject: text("subject").notNull(),
  changedAt: at("changed_at").notNull().defaultNow(),
});

/**
 * What each gateway's exit pools serve, as it last reported it
 * (POST /internal/exits/coverage, `ExitCoverageReport` in @shop/contract): the
 * generator, the region lists and the extraction URL offer only these places.
 * One row per gateway, replaced by each report.
 */
export const gatewayExitCoverage = pgTable("gateway_exit_coverage", {
  gatewayId: text("gateway_id").primaryKey(),
  pools: jsonb("pools").notNull(),
  reportedAt: at("reported_at").notNull().defaultNow(),
});

/**
 * Each gateway's exits and their health as it last reported them (POST
 * /internal/exits/health): up or ejected, probe latency, errors, last change.
 * The console's exits page; one row per gateway, replaced by each report.
 */
export const gatewayExitHealth = pgTable("gateway_exit_health", {
  gatewayId: text("gateway_id").primaryKey(),
  exits: jsonb("exits").notNull(),
  reportedAt: at("reported_at").notNull().defaultNow(),
});
