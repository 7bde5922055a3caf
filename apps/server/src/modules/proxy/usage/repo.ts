import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { type Executor, inTransaction } from "../../../lib/executor.ts";

const { usageAccountHourly, usageBatches, usageDomainsHourly, usageHourly, usageOutcomesHourly, proxyAccounts } =
  tables;

export type UsageHourlyRow = typeof usageHourly.$inferSelect;

/** One member's use in one UTC hour, as one batch adds it. */
export interface HourlyIncrement {
  memberId: number;
  hour: Date;
  bytesUp: bigint;
  bytesDown: bigint;
  deductedBytes: bigint;
  overdraftBytes: bigint;
  remainingAfterBytes: bigint;
}

/** One account's traffic to one domain in one UTC hour, as one batch adds it. */
export interface DomainIncrement {
  memberId: number;
  accountId: number;
  hour: Date;
  domain: string;
  bytes: bigint;
  requests: bigint;
}

/** One account's connections of one outcome (`ok` or a refusal code) in one UTC hour, as one batch adds them. */
export interface OutcomeIncrement {
  memberId: number;
  accountId: number;
  hour: Date;
  reason: string;
  connections: bigint;
}

/** One sub-account's use in one UTC hour, as one batch adds it. */
export interface AccountHourlyIncrement {
  memberId: number;
  accountId: number;
  hour: Date;
  bytesUp: bigint;
  bytesDown: bigint;
  overLimitBytes: bigint;
}

/** A PostgreSQL text[] literal with every element quoted (domains come from gateways). */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

export function createUsageRepo(db: Database) {
  const repo = (x: Executor) => ({
    /**
     * Records a batch id; false when it was recorded before. Inside the
     * booking transaction, a second copy of a batch waits here for the first
     * to commit and then finds it.
     */
    async insertBatch(values: typeof usageBatches.$inferInsert): Promise<boolean> {
      const rows = await x
        .insert(usageBatches)
        .values(values)
        .onConflictDoNothing({ target: [usageBatches.gatewayId, usageBatches.batchId] })
        .returning({ batchId: usageBatches.batchId });
      return rows.length > 0;
    },

    /**
     * Adds a batch's use to the hourly records (one row per member and hour).
     * One statement over arrays: a batch touches hundreds of rows, and seven
     * array parameters parse far faster than thousands of single ones.
     */
    async addHourly(increments: HourlyIncrement[]): Promise<void> {
      if (increments.length === 0) return;
      const column = (pick: (row: HourlyIncrement) => string | number | bigint) =>
        `{${increments.map((row) => String(pick(row))).join(",")}}`;
      await x.execute(sql`
        insert into ${usageHourly} as h
          (member_id, hour, bytes_up, bytes_down, deducted_bytes, overdraft_bytes, remaining_after_bytes)
        select * from unnest(
          ${column((row) => row.memberId)}::bigint[],
          ${column((row) => row.hour.toISOString())}::timestamptz[],
          ${column((row) => row.bytesUp)}::bigint[],
          ${column((row) => row.bytesDown)}::bigint[],
          ${column((row) => row.deductedBytes)}::bigint[],
          ${column((row) => row.overdraftBytes)}::bigint[],
          ${column((row) => row.remainingAfterBytes)}::bigint[])
        on conflict (member_id, hour) do update set
          bytes_up = h.bytes_up + excluded.bytes_up,
          bytes_down = h.bytes_down + excluded.bytes_down,
          deducted_bytes = h.deducted_bytes + excluded.deducted_bytes,
          overdraft_bytes = h.overdraft_bytes + excluded.overdraft_bytes,
          remaining_after_bytes = excluded.remaining_after_bytes,
          updated_at = now()`);
    },

    /** Adds a batch's use per sub-account and hour, in one statement. */
    async addAccountHourly(increments: AccountHourlyIncrement[]): Promise<void> {
      if (increments.length === 0) return;
      const column = (pick: (row: AccountHourlyIncrement) => string | number | bigint) =>
        `{${increments.map((row) => String(pick(row))).join(",")}}`;
      await x.execute(sql`
        insert into ${usageAccountHourly} as a (account_id, hour, member_id, bytes_up, bytes_down, over_limit_bytes)
        select * from unnest(
          ${column((row) => row.accountId)}::bigint[],
          ${column((row) => row.hour.toISOString())}::timestamptz[],
          ${column((row) => row.memberId)}::bigint[],
          ${column((row) => row.bytesUp)}::bigint[],
          ${column((row) => row.bytesDown)}::bigint[],
          ${column((row) => row.overLimitBytes)}::bigint[])
        on conflict (account_id, hour) do update set
          bytes_up = a.bytes_up + excluded.bytes_up,
          bytes_down = a.bytes_down + excluded.bytes_down,
          over_limit_bytes = a.over_limit_bytes + excluded.over_limit_bytes`);
    },

    /**
     * What each account was charged since `dayStart` and since `monthStart` (bytes of the UTC hours
     * starting then or later, less what was over its lifetime cap): the use its daily and monthly caps count.
     */
    async periodUsage(
      accountIds: number[],
      dayStart: Date,
      monthStart: Date,
    ): Promise<Map<number, { day: bigint; month: bigint }>> {
      const usage = new Map<number, { day: bigint; month: bigint }>();
      if (accountIds.length === 0) return usage;
      const since = dayStart < monthStart ? dayStart : monthStart;
      const charged = sql`${usageAccountHourly.bytesUp} + ${usageAccountHourly.bytesDown} - ${usageAccountHourly.overLimitBytes}`;
      const rows = await x
        .select({
          accountId: usageAccountHourly.accountId,
          day: sql<string>`coalesce(sum(${charged}) filter (where ${usageAccountHourly.hour} >= ${dayStart.toISOString()}::timestamptz), 0)`,
          month: sql<string>`coalesce(sum(${charged}) filter (where ${usageAccountHourly.hour} >= ${monthStart.toISOString()}::timestamptz), 0)`,
        })
        .from(usageAccountHourly)
        .where(
          and(
            sql`${usageAccountHourly.accountId} = any(${`{${accountIds.join(",")}}`}::bigint[])`,
            gte(usageAccountHourly.hour, since),
          ),
        )
        .groupBy(usageAccountHourly.accountId);
      for (const row of rows) usage.set(Number(row.accountId), { day: BigInt(row.day), month: BigInt(row.month) });
      return usage;
    },

    /** Whether the account is one of the member's (deleted ones too: their history stays theirs). */
    async isOwnAccount(memberId: number, accountId: number): Promise<boolean> {
      const rows = await x
        .select({ id: proxyAccounts.id })
        .from(proxyAccounts)
        .where(and(eq(proxyAccounts.id, accountId), eq(proxyAccounts.memberId, memberId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Every hourly record of a member in [from, until), oldest first: the CSV export's rows. */
    async allHourly(memberId: number, range: { from: Date; until: Date }): Promise<UsageHourlyRow[]> {
      return x
        .select()
        .from(usageHourly)
        .where(
          and(eq(usageHourly.memberId, memberId), gte(usageHourly.hour, range.from), lt(usageHourly.hour, range.until)),
        )
        .orderBy(usageHourly.hour);
    },

    /** Every hour of one of the member's accounts in [from, until): the chart filtered to the account. */
    async accountHourlyUse(
      memberId: number,
      accountId: number,
      range: { from: Date; until: Date },
    ): Promise<{ hour: Date; usedBytes: bigint; overdraftBytes: bigint }[]> {
      const rows = await x
        .select()
        .from(usageAccountHourly)
        .where(
          and(
            eq(usageAccountHourly.memberId, memberId),
            eq(usageAccountHourly.accountId, accountId),
            gte(usageAccountHourly.hour, range.from),
            lt(usageAccountHourly.hour, range.until),
          ),
        );
      return rows.map((row) => ({
        hour: row.hour,
        usedBytes: row.bytesUp + row.bytesDown,
        overdraftBytes: row.overLimitBytes,
      }));
    },

    /** The member's use per sub-account in [from, until), most bytes first (deleted accounts included). */
    async useByAccount(
      memberId: number,
      range: { from: Date; until: Date },
    ): Promise<{ accountId: number; username: string; bytesUp: bigint; bytesDown: bigint; overLimitBytes: bigint }[]> {
      const up = sql<string>`sum(${usageAccountHourly.bytesUp})`;
      const down = sql<string>`sum(${usageAccountHourly.bytesDown})`;
      const rows = await x
        .select({
          accountId: usageAccountHourly.accountId,
          username: proxyAccounts.username,
          up,
          down,
          overLimit: sql<string>`sum(${usageAccountHourly.overLimitBytes})`,
        })
        .from(usageAccountHourly)
        .innerJoin(proxyAccounts, eq(proxyAccounts.id, usageAccountHourly.accountId))
        .where(
          and(
            eq(usageAccountHourly.memberId, memberId),
            gte(usageAccountHourly.hour, range.from),
            lt(usageAccountHourly.hour, range.until),
          ),
        )
        .groupBy(usageAccountHourly.accountId, proxyAccounts.username)
        .orderBy(
          sql`sum(${usageAccountHourly.bytesUp} + ${usageAccountHourly.bytesDown}) desc`,
          proxyAccounts.username,
        );
      return rows.map((row) => ({
        accountId: row.accountId,
        username: row.username,
        bytesUp: BigInt(row.up),
        bytesDown: BigInt(row.down),
        overLimitBytes: BigInt(row.overLimit),
      }));
    },

    /** Every hour per account of the member in [from, until), oldest first: the CSV export's rows. */
    async accountHours(
      memberId: number,
      range: { from: Date; until: Date },
      accountId?: number,
    ): Promise<{ hour: Date; username: string; bytesUp: bigint; bytesDown: bigint; overLimitBytes: bigint }[]> {
      return x
        .select({
          hour: usageAccountHourly.hour,
          username: proxyAccounts.username,
          bytesUp: usageAccountHourly.bytesUp,
          bytesDown: usageAccountHourly.bytesDown,
          overLimitBytes: usageAccountHourly.overLimitBytes,
        })
        .from(usageAccountHourly)
        .innerJoin(proxyAccounts, eq(proxyAccounts.id, usageAccountHourly.accountId))
        .where(
          and(
            eq(usageAccountHourly.memberId, memberId),
            accountId === undefined ? undefined : eq(usageAccountHourly.accountId, accountId),
            gte(usageAccountHourly.hour, range.from),
            lt(usageAccountHourly.hour, range.until),
          ),
        )
        .orderBy(usageAccountHourly.hour, proxyAccounts.username);
    },

    /** Adds a batch's per-domain traffic (one row per member, hour, account and domain), in one statement. */
    async addDomains(increments: DomainIncrement[]): Promise<void> {
      if (increments.length === 0) return;
      const numbers = (pick: (row: DomainIncrement) => number | bigint) =>
        `{${increments.map((row) => String(pick(row))).join(",")}}`;
      await x.execute(sql`
        insert into ${usageDomainsHourly} as d (member_id, hour, account_id, domain, bytes, requests)
        select * from unnest(
          ${numbers((row) => row.memberId)}::bigint[],
          ${textArray(increments.map((row) => row.hour.toISOString()))}::timestamptz[],
          ${numbers((row) => row.accountId)}::bigint[],
          ${textArray(increments.map((row) => row.domain))}::text[],
          ${numbers((row) => row.bytes)}::bigint[],
          ${numbers((row) => row.requests)}::bigint[])
        on conflict (member_id, hour, account_id, domain) do update set
          bytes = d.bytes + excluded.bytes,
          requests = d.requests + excluded.requests`);
    },

    /** Adds a batch's connections by outcome (one row per member, hour, account and reason), in one statement. */
    async addOutcomes(increments: OutcomeIncrement[]): Promise<void> {
      if (increments.length === 0) return;
      const numbers = (pick: (row: OutcomeIncrement) => number | bigint) =>
        `{${increments.map((row) => String(pick(row))).join(",")}}`;
      await x.execute(sql`
        insert into ${usageOutcomesHourly} as o (member_id, hour, account_id, reason, connections)
        select * from unnest(
          ${numbers((row) => row.memberId)}::bigint[],
          ${textArray(increments.map((row) => row.hour.toISOString()))}::timestamptz[],
          ${numbers((row) => row.accountId)}::bigint[],
          ${textArray(increments.map((row) => row.reason))}::text[],
          ${numbers((row) => row.connections)}::bigint[])
        on conflict (member_id, hour, account_id, reason) do update set
          connections = o.connections + excluded.connections`);
    },

    /** A member's connections in [from, until) by outcome (all accounts, or one), most first. */
    async outcomes(
      memberId: number,
      range: { from: Date; until: Date },
      accountId?: number,
    ): Promise<{ reason: string; connections: bigint }[]> {
      const connections = sql<string>`sum(${usageOutcomesHourly.connections})`;
      const rows = await x
        .select({ reason: usageOutcomesHourly.reason, connections })
        .from(usageOutcomesHourly)
        .where(
          and(
            eq(usageOutcomesHourly.memberId, memberId),
            gte(usageOutcomesHourly.hour, range.from),
            lt(usageOutcomesHourly.hour, range.until),
            accountId === undefined ? undefined : eq(usageOutcomesHourly.accountId, accountId),
          ),
        )
        .groupBy(usageOutcomesHourly.reason)
        .orderBy(desc(connections), usageOutcomesHourly.reason);
      return rows.map((row) => ({ reason: row.reason, connections: BigInt(row.connections) }));
    },

    /** A member's domains in [from, until), most bytes first, and the bytes of all of them. */
    async topDomains(
      memberId: number,
      range: { from: Date; until: Date },
      limit: number,
    ): Promise<{ rows: { domain: string; bytes: bigint; requests: bigint }[]; totalBytes: bigint }> {
      const where = and(
        eq(usageDomainsHourly.memberId, memberId),
        gte(usageDomainsHourly.hour, range.from),
        lt(usageDomainsHourly.hour, range.until),
      );
      const bytes = sql<string>`sum(${usageDomainsHourly.bytes})`;
      const [rows, [total]] = await Promise.all([
        x
          .select({
            domain: usageDomainsHourly.domain,
            bytes,
            requests: sql<string>`sum(${usageDomainsHourly.requests})`,
          })
          .from(usageDomainsHourly)
          .where(where)
          .groupBy(usageDomainsHourly.domain)
          .orderBy(desc(bytes), usageDomainsHourly.domain)
          .limit(limit),
        x.select({ bytes }).from(usageDomainsHourly).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ domain: row.domain, bytes: BigInt(row.bytes), requests: BigInt(row.requests) })),
        totalBytes: BigInt(total?.bytes ?? 0),
      };
    },

    /** A page of a member's hourly records in [from, until), newest first. */
    async listHourly(
      memberId: number,
      range: { from: Date; until: Date },
      page: { limit: number; offset: number },
    ): Promise<{ rows: UsageHourlyRow[]; total: number }> {
      const where = and(
        eq(usageHourly.memberId, memberId),
        gte(usageHourly.hour, range.from),
        lt(usageHourly.hour, range.until),
      );
      const [rows, [total]] = await Promise.all([
        x.select().from(usageHourly).where(where).orderBy(desc(usageHourly.hour)).limit(page.limit).offset(page.offset),
        x.select({ n: count() }).from(usageHourly).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Every hourly record of a member in [from, until): the chart's data (at most 92 × 24 rows). */
    async hourlyUse(
      memberId: number,
      range: { from: Date; until: Date },
    ): Promise<{ hour: Date; usedBytes: bigint; overdraftBytes: bigint }[]> {
      const rows = await x
        .select({
          hour: usageHourly.hour,
          bytesUp: usageHourly.bytesUp,
          bytesDown: usageHourly.bytesDown,
          overdraftBytes: usageHourly.overdraftBytes,
        })
        .from(usageHourly)
        .where(
          and(eq(usageHourly.memberId, memberId), gte(usageHourly.hour, range.from), lt(usageHourly.hour, range.until)),
        );
      return rows.map((row) => ({
        hour: row.hour,
        usedBytes: row.bytesUp + row.bytesDown,
        overdraftBytes: row.overdraftBytes,
      }));
    },
  });

  return {
    ...repo(db),
    /** Runs `work` in one transaction; `tx.executor` lets other modules' writers join it. */
    transaction<T>(work: (tx: ReturnType<typeof repo> & { executor: Executor }) => Promise<T>): Promise<T> {
      return inTransaction(db, (executor) => work({ ...repo(executor), executor }));
    },
  };
}

export type UsageRepo = ReturnType<typeof createUsageRepo>;
