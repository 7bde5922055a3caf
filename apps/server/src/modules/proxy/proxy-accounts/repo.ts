import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { proxyAccounts, ipAllowlist, extractionTokens } = tables;

export type ProxyAccountRow = typeof proxyAccounts.$inferSelect;
export type AllowlistRow = typeof ipAllowlist.$inferSelect;
export type ExtractionTokenRow = typeof extractionTokens.$inferSelect;

/** What the usage module needs to book a gateway's report against a sub-account. */
export interface AccountForUsage {
  id: number;
  memberId: number;
  username: string;
  trafficLimitBytes: bigint | null;
  dailyLimitBytes: bigint | null;
  monthlyLimitBytes: bigint | null;
  usedBytes: bigint;
  enabled: boolean;
  deletedAt: Date | null;
}

const notDeleted = isNull(proxyAccounts.deletedAt);

/** A PostgreSQL text[] literal, every element quoted and escaped (gateways may report any string). */
function textArrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

export function createProxyAccountsRepo(db: Database) {
  const repo = (x: Executor) => ({
    /** Serialises one member's creations (the 100-account and 20-entry limits) until the transaction ends. */
    async lockMember(memberId: number): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`proxy-accounts:${memberId}`}))`);
    },

    // Sub-accounts.

    async listAccounts(
      memberId: number,
      filter: { username?: string; limit: number; offset: number },
    ): Promise<{ rows: ProxyAccountRow[]; total: number }> {
      const conditions = [eq(proxyAccounts.memberId, memberId), notDeleted];
      if (filter.username) {
        conditions.push(ilike(proxyAccounts.username, `%${filter.username.replace(/[\\%_]/g, "\\$&")}%`));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        x
          .select()
          .from(proxyAccounts)
          .where(where)
          .orderBy(desc(proxyAccounts.createdAt), desc(proxyAccounts.id))
          .limit(filter.limit)
          .offset(filter.offset),
        x.select({ n: count() }).from(proxyAccounts).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async countAccounts(memberId: number): Promise<number> {
      const [row] = await x
        .select({ n: count() })
        .from(proxyAccounts)
        .where(and(eq(proxyAccounts.memberId, memberId), notDeleted));
      return Number(row?.n ?? 0);
    },

    /** Any account with this username, deleted ones included (their names stay taken). */
    async findAccountByUsername(username: string): Promise<ProxyAccountRow | undefined> {
      const [row] = await x.select().from(proxyAccounts).where(eq(proxyAccounts.username, username)).limit(1);
      return row;
    },

    /** Any account by id, deleted ones included (an allowlist entry bound to it). */
    async findAccountById(id: number): Promise<ProxyAccountRow | undefined> {
      const [row] = await x.select().from(proxyAccounts).where(eq(proxyAccounts.id, id)).limit(1);
      return row;
    },

    /** The member's own live account; another member's id finds nothing. */
    async findOwnAccount(memberId: number, id: number): Promise<ProxyAccountRow | undefined> {
      const [row] = await x
        .select()
        .from(proxyAccounts)
        .where(and(eq(proxyAccounts.id, id), eq(proxyAccounts.memberId, memberId), notDeleted))
        .limit(1);
      return row;
    },

    /** The member's oldest enabled account: what the extraction API uses when no account is named. */
    async findFirstEnabledAccount(memberId: number): Promise<ProxyAccountRow | undefined> {
      const [row] = await x
        .select()
        .from(proxyAccounts)
        .where(and(eq(proxyAccounts.memberId, memberId), eq(proxyAccounts.enabled, true), notDeleted))
        .orderBy(asc(proxyAccounts.id))
        .limit(1);
      return row;
    },

    /** Inserts an account; undefined when the username is taken (unique index). */
    async insertAccount(values: typeof proxyAccounts.$inferInsert): Promise<ProxyAccountRow | undefined> {
      const [row] = await x
        .insert(proxyAccounts)
        .values(values)
        .onConflictDoNothing({ target: proxyAccounts.username })
        .returning();
      return row;
    },

    async updateOwnAccount(
      memberId: number,
      id: number,
      patch: Partial<
        Pick<
          ProxyAccountRow,
          | "password"
          | "trafficLimitBytes"
          | "dailyLimitBytes"
          | "monthlyLimitBytes"
          | "maxConnections"
          | "bandwidthMbps"
          | "remark"
          | "enabled"
        >
      >,
    ): Promise<ProxyAccountRow | undefined> {
      const [row] = await x
        .update(proxyAccounts)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(proxyAccounts.id, id), eq(proxyAccounts.memberId, memberId), notDeleted))
        .returning();
      return row;
    },

    /** Marks the account deleted and disabled; its row and username stay for the usage history. */
    async softDeleteOwnAccount(memberId: number, id: number): Promise<boolean> {
      const rows = await x
        .update(proxyAccounts)
        .set({ deletedAt: sql`now()`, enabled: false, updatedAt: sql`now()` })
        .where(and(eq(proxyAccounts.id, id), eq(proxyAccounts.memberId, memberId), notDeleted))
        .returning({ id: proxyAccounts.id });
      return rows.length > 0;
    },

    /** Accounts by username, deleted ones included: traffic used before a deletion is still charged. */
    async findAccountsForUsage(usernames: string[]): Promise<AccountForUsage[]> {
      if (usernames.length === 0) return [];
      return (
        x
          .select({
            id: proxyAccounts.id,
            memberId: proxyAccounts.memberId,
            username: proxyAccounts.username,
            trafficLimitBytes: proxyAccounts.trafficLimitBytes,
            dailyLimitBytes: proxyAccounts.dailyLimitBytes,
            monthlyLimitBytes: proxyAccounts.monthlyLimitBytes,
            usedBytes: proxyAccounts.usedBytes,
            enabled: proxyAccounts.enabled,
            deletedAt: proxyAccounts.deletedAt,
          })
          .from(proxyAccounts)
          // One array parameter instead of one per name: a batch names hundreds.
          .where(sql`${proxyAccounts.username} = any(${textArrayLiteral(usernames)}::text[])`)
      );
    },

    /** Adds reported bytes to each account's counter, in one statement. */
    async addUsedBytes(usage: { id: number; bytes: bigint }[]): Promise<void> {
      if (usage.length === 0) return;
      // Array literals as text: the same SQL on PGlite and node-postgres.
      const ids = `{${usage.map((entry) => entry.id).join(",")}}`;
      const bytes = `{${usage.map((entry) => entry.bytes.toString()).join(",")}}`;
      await x.execute(sql`
        update ${proxyAccounts} as a
        set used_bytes = a.used_bytes + u.bytes
        from unnest(${ids}::bigint[], ${bytes}::bigint[]) as u(id, bytes)
        where a.id = u.id`);
    },

    // Allowlist.

    /**
     * The allowlist entries that cover an IPv4 address, most specific first
     * (then the oldest): whose traffic a password-less client is.
     */
    async findAllowlistEntriesFor(ipv4: string): Promise<AllowlistRow[]> {
      return x
        .select()
        .from(ipAllowlist)
        .where(sql`${ipAllowlist.cidr}::inet >>= ${ipv4}::inet`)
        .orderBy(sql`masklen(${ipAllowlist.cidr}::inet) desc`, asc(ipAllowlist.createdAt), asc(ipAllowlist.id))
        .limit(50);
    },

    /**
     * Serialises every allowlist addition of the shop until the transaction
     * ends: whether a range overlaps another member's is a question about all
     * rows, which no unique index can answer (additions are rare).
     */
    async lockAllowlist(): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext('ip-allowlist'))`);
    },

    /** Whether another member's entry shares any address with the range (either contains the other). */
    async overlapsOtherMembersEntry(memberId: number, cidr: string): Promise<boolean> {
      const rows = await x
        .select({ id: ipAllowlist.id })
        .from(ipAllowlist)
        .where(and(sql`${ipAllowlist.memberId} <> ${memberId}`, sql`${ipAllowlist.cidr}::inet && ${cidr}::inet`))
        .limit(1);
      return rows.length > 0;
    },

    /** The member's entries with the username of the sub-account each is bound to (null: none). */
    async listAllowlistWithAccounts(memberId: number): Promise<(AllowlistRow & { accountUsername: string | null })[]> {
      const rows = await x
        .select({ entry: ipAllowlist, accountUsername: proxyAccounts.username })
        .from(ipAllowlist)
        .leftJoin(proxyAccounts, eq(proxyAccounts.id, ipAllowlist.accountId))
        .where(eq(ipAllowlist.memberId, memberId))
        .orderBy(asc(ipAllowlist.createdAt), asc(ipAllowlist.id));
      return rows.map((row) => ({ ...row.entry, accountUsername: row.accountUsername }));
    },

    async listAllowlist(memberId: number): Promise<AllowlistRow[]> {
      return x
        .select()
        .from(ipAllowlist)
        .where(eq(ipAllowlist.memberId, memberId))
        .orderBy(asc(ipAllowlist.createdAt), asc(ipAllowlist.id));
    },

    /** Inserts an entry; undefined when the member has this range already. */
    async insertAllowlistEntry(values: typeof ipAllowlist.$inferInsert): Promise<AllowlistRow | undefined> {
      const [row] = await x
        .insert(ipAllowlist)
        .values(values)
        .onConflictDoNothing({ target: [ipAllowlist.memberId, ipAllowlist.cidr] })
        .returning();
      return row;
    },

    async deleteOwnAllowlistEntry(memberId: number, id: number): Promise<boolean> {
      const rows = await x
        .delete(ipAllowlist)
        .where(and(eq(ipAllowlist.id, id), eq(ipAllowlist.memberId, memberId)))
        .returning({ id: ipAllowlist.id });
      return rows.length > 0;
    },

    /**
     * Ends a closed account's proxy access: every sub-account deleted (rows stay for the usage
     * history), the allowlist emptied and the extraction token removed, so its URL stops working.
     */
    /** Live accounts with a daily (or monthly) cap: the ones a new day (or month) may let through again. */
    async usernamesWithPeriodCap(period: "daily" | "monthly"): Promise<string[]> {
      const column = period === "daily" ? proxyAccounts.dailyLimitBytes : proxyAccounts.monthlyLimitBytes;
      const rows = await x
        .select({ username: proxyAccounts.username })
        .from(proxyAccounts)
        .where(and(notDeleted, sql`${column} is not null`));
      return rows.map((row) => row.username);
    },

    async usernamesOfMembers(memberIds: number[]): Promise<string[]> {
      if (memberIds.length === 0) return [];
      const rows = await x
        .select({ username: proxyAccounts.username })
        .from(proxyAccounts)
        .where(inArray(proxyAccounts.memberId, memberIds));
      return rows.map((row) => row.username);
    },

    async endAccessOf(memberId: number): Promise<void> {
      await x
        .update(proxyAccounts)
        .set({ deletedAt: sql`now()`, enabled: false, updatedAt: sql`now()` })
        .where(and(eq(proxyAccounts.memberId, memberId), notDeleted));
      await x.delete(ipAllowlist).where(eq(ipAllowlist.memberId, memberId));
      await x.delete(extractionTokens).where(eq(extractionTokens.memberId, memberId));
    },

    // Extraction tokens.

    async findTokenOfMember(memberId: number): Promise<ExtractionTokenRow | undefined> {
      const [row] = await x.select().from(extractionTokens).where(eq(extractionTokens.memberId, memberId)).limit(1);
      return row;
    },

    async findToken(token: string): Promise<ExtractionTokenRow | undefined> {
      const [row] = await x.select().from(extractionTokens).where(eq(extractionTokens.token, token)).limit(1);
      return row;
    },

    /** Creates the member's token unless one exists (two first visits at once keep the first). */
    async insertTokenIfMissing(memberId: number, token: string): Promise<void> {
      await x.insert(extractionTokens).values({ memberId, token }).onConflictDoNothing({
        target: extractionTokens.memberId,
      });
    },

    /** Replaces the member's token: the old URL stops working at once. */
    async replaceToken(memberId: number, token: string): Promise<ExtractionTokenRow> {
      const [row] = await x
        .insert(extractionTokens)
        .values({ memberId, token })
        .onConflictDoUpdate({ target: extractionTokens.memberId, set: { token, createdAt: sql`now()` } })
        .returning();
      if (!row) throw new Error("upsert returned no row");
      return row;
    },
  });

  // `bind` runs these queries in another module's transaction, e.g. the usage module's.
  return bindableRepo(db, repo);
}

export type ProxyAccountsRepo = ReturnType<typeof createProxyAccountsRepo>;
