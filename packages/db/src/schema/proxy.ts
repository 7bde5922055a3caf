import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "./members.ts";

/**
 * Proxy sub-accounts (account-password authentication). The password is kept
 * readable because its owner copies it into proxy lines, like the providers do.
 */
export const proxyAccounts = pgTable(
  "proxy_accounts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id),
    username: text("username").notNull(),
    password: text("password").notNull(),
    /** Optional cap on this account's use, in bytes. */
    trafficLimitBytes: bigint("traffic_limit_bytes", { mode: "bigint" }),
    usedBytes: bigint("used_bytes", { mode: "bigint" }).notNull().default(sql`0`),
    enabled: boolean("enabled").notNull().default(true),
    remark: text("remark"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Deleted accounts keep their row (usage history points at it) and their username. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("proxy_accounts_username_key").on(t.username), index("proxy_accounts_member_idx").on(t.memberId)],
);

/** IP allowlist entries (the other authentication method): IPv4 addresses or CIDRs. */
export const ipAllowlist = pgTable(
  "ip_allowlist",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id),
    cidr: text("cidr").notNull(),
    remark: text("remark"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ip_allowlist_member_cidr_key").on(t.memberId, t.cidr)],
);

/** The secret of a member's extraction-API URL; rotating replaces it. */
export const extractionTokens = pgTable(
  "extraction_tokens",
  {
    memberId: bigint("member_id", { mode: "number" })
      .primaryKey()
      .references(() => members.id),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    totalBytes: bigint("total_bytes", { mode: "bigint" }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
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
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id),
    /** Start of the hour, UTC. */
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    bytesUp: bigint("bytes_up", { mode: "bigint" }).notNull().default(sql`0`),
    bytesDown: bigint("bytes_down", { mode: "bigint" }).notNull().default(sql`0`),
    /** Bytes actually deducted from remaining traffic (less than up+down when it ran out). */
    deductedBytes: bigint("deducted_bytes", { mode: "bigint" }).notNull().default(sql`0`),
    /** Bytes used beyond the remaining traffic: recorded, never silently dropped. */
    overdraftBytes: bigint("overdraft_bytes", { mode: "bigint" }).notNull().default(sql`0`),
    remainingAfterBytes: bigint("remaining_after_bytes", { mode: "bigint" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => proxyAccounts.id),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id),
    bytesUp: bigint("bytes_up", { mode: "bigint" }).notNull().default(sql`0`),
    bytesDown: bigint("bytes_down", { mode: "bigint" }).notNull().default(sql`0`),
    overLimitBytes: bigint("over_limit_bytes", { mode: "bigint" }).notNull().default(sql`0`),
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
    memberId: bigint("member_id", { mode: "number" })
      .notNull()
      .references(() => members.id),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => proxyAccounts.id),
    domain: text("domain").notNull(),
    bytes: bigint("bytes", { mode: "bigint" }).notNull().default(sql`0`),
    requests: bigint("requests", { mode: "bigint" }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.hour, t.accountId, t.domain] }),
    check("usage_domains_hourly_non_negative", sql`${t.bytes} >= 0 and ${t.requests} >= 0`),
  ],
);
