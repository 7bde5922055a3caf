import { randomInt } from "node:crypto";
import {
  type Allowlist,
  type AllowlistCreateInput,
  type AllowlistEntry,
  bytesPerGb,
  isInIpv4Range,
  type ProxyAccount,
  type ProxyAccountCreateInput,
  type ProxyAccountListQuery,
  type ProxyAccountPage,
  type ProxyAccountUpdateInput,
  parseAllowlistEntry,
  parseIpv4,
  proxyCentreLimits,
  ResponseCode,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { type BusinessPeriods, businessPeriods, defaultBusinessTimeZone } from "../../../lib/business-time.ts";
import type { Executor } from "../../../lib/executor.ts";
import { randomToken } from "../../../lib/secrets.ts";
import type { AllowlistRow, ProxyAccountRow, ProxyAccountsRepo } from "./repo.ts";

export type { AccountForUsage } from "./repo.ts";

const passwordAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/**
 * A generated sub-account password: 12 letters and digits from a cryptographic
 * source, at least one of each; look-alikes (0/O, 1/l/I) left out because
 * people copy these by eye too.
 */
function generateProxyPassword(length: number = proxyCentreLimits.generatedPasswordLength): string {
  for (;;) {
    let password = "";
    for (let i = 0; i < length; i++) password += passwordAlphabet[randomInt(passwordAlphabet.length)];
    if (/[A-Za-z]/.test(password) && /[0-9]/.test(password)) return password;
  }
}

/** The extraction URL's secret: 32 URL-safe characters (192 bits). */
function newExtractionToken(): string {
  return randomToken(24);
}

function gbToBytes(gb: number | null | undefined): bigint | null {
  return gb === null || gb === undefined ? null : BigInt(Math.round(gb * bytesPerGb));
}

/** The address part of request.ip, without the IPv4-mapped IPv6 prefix Node puts on dual-stack sockets. */
function ipv4OfRequest(ip: string): number | null {
  return parseIpv4(ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip);
}

/**
 * Proxy sub-accounts (account-password authentication), the IP allowlist (the
 * other authentication method) and the extraction URL's token, each only ever
 * seen and changed by its owner: another member's id answers "not found".
 */
export function createProxyAccountsService(deps: {
  repo: ProxyAccountsRepo;
  /** What each account was charged since the starts of its day and month (the usage module's hourly rows). */
  periodUsage?: PeriodUsageReader;
  /** The business time zone: days and months of the period caps start at its midnight. */
  timeZone?: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const zone = deps.timeZone ?? defaultBusinessTimeZone;
  const now = deps.now ?? (() => new Date());

  /** Accounts as their owner sees them, with this day's and month's use. */
  async function viewsOf(rows: ProxyAccountRow[]): Promise<ProxyAccount[]> {
    const periods = businessPeriods(now(), zone);
    const usage =
      (await deps.periodUsage?.(
        rows.map((row) => row.id),
        periods.day.start,
        periods.month.start,
      )) ?? new Map<number, PeriodUse>();
    return rows.map((row) => accountView(row, periods, usage.get(row.id) ?? { day: 0n, month: 0n }));
  }
  const viewOf = async (row: ProxyAccountRow) => (await viewsOf([row]))[0] as ProxyAccount;

  return {
    countAccounts: (memberId: number) => repo.countAccounts(memberId),
    /** Every sub-account, allowlist entry and the extraction URL of a closed account ended, in the caller's transaction. */
    endAccessWithin: (tx: Executor, memberId: number) => repo.bind(tx).endAccessOf(memberId),

    async listAccounts(memberId: number, query: ProxyAccountListQuery): Promise<ProxyAccountPage> {
      const pageSize = query.pageSize ?? 10;
      const offset = ((query.pageNo ?? 1) - 1) * pageSize;
      const { rows, total } = await repo.listAccounts(memberId, {
        username: query.username,
        limit: pageSize,
        offset,
      });
      return { list: await viewsOf(rows), total };
    },

    async createAccount(memberId: number, input: ProxyAccountCreateInput): Promise<ProxyAccount> {
      // Checked first for a clear answer; the unique index decides a race.
      if (await repo.findAccountByUsername(input.username)) throw usernameTaken(input.username);
      const row = await repo.transaction(async (tx) => {
        await tx.lockMember(memberId);
        if ((await tx.countAccounts(memberId)) >= proxyCentreLimits.maxProxyAccounts) {
          throw new AppError(ResponseCode.BadRequest, "proxyCentre.accounts.tooMany", {
            max: proxyCentreLimits.maxProxyAccounts,
          });
        }
        return tx.insertAccount({
          memberId,
          username: input.username,
          password: input.password ?? generateProxyPassword(),
          trafficLimitBytes: gbToBytes(input.trafficLimitGb),
          dailyLimitBytes: gbToBytes(input.dailyLimitGb),
          monthlyLimitBytes: gbToBytes(input.monthlyLimitGb),
          maxConnections: input.maxConnections ?? null,
          bandwidthMbps: input.bandwidthMbps ?? null,
          remark: input.remark ?? null,
        });
      });
      if (!row) throw usernameTaken(input.username);
      return viewOf(row);
    },

    async updateAccount(memberId: number, input: ProxyAccountUpdateInput): Promise<ProxyAccount> {
      const patch: Parameters<ProxyAccountsRepo["updateOwnAccount"]>[2] = {};
      if (input.password !== undefined) patch.password = input.password;
      if (input.trafficLimitGb !== undefined) patch.trafficLimitBytes = gbToBytes(input.trafficLimitGb);
      if (input.dailyLimitGb !== undefined) patch.dailyLimitBytes = gbToBytes(input.dailyLimitGb);
      if (input.monthlyLimitGb !== undefined) patch.monthlyLimitBytes = gbToBytes(input.monthlyLimitGb);
      if (input.maxConnections !== undefined) patch.maxConnections = input.maxConnections;
      if (input.bandwidthMbps !== undefined) patch.bandwidthMbps = input.bandwidthMbps;
      if (input.remark !== undefined) patch.remark = input.remark;
      if (input.enabled !== undefined) patch.enabled = input.enabled;
      const row =
        Object.keys(patch).length === 0
          ? await repo.findOwnAccount(memberId, input.id)
          : await repo.updateOwnAccount(memberId, input.id, patch);
      if (!row) throw new AppError(ResponseCode.NotFound, "proxyCentre.accounts.notFound");
      return viewOf(row);
    },

    async deleteAccount(memberId: number, id: number): Promise<void> {
      if (!(await repo.softDeleteOwnAccount(memberId, id))) {
        throw new AppError(ResponseCode.NotFound, "proxyCentre.accounts.notFound");
      }
    },

    async listAllowlist(memberId: number): Promise<Allowlist> {
      const rows = await repo.listAllowlistWithAccounts(memberId);
      return {
        list: rows.map((row) => allowlistView(row, row.accountUsername)),
        max: proxyCentreLimits.maxAllowlistEntries,
      };
    },

    /** `input.ip` is already canonical (the contract's schema parsed it). */
    async addAllowlistEntry(memberId: number, input: AllowlistCreateInput): Promise<AllowlistEntry> {
      let boundTo: ProxyAccountRow | undefined;
      const row = await repo.transaction(async (tx) => {
        await tx.lockMember(memberId);
        // Bound to one of the member's own live sub-accounts (another member's id is "not found" too).
        if (input.accountId !== undefined && input.accountId !== null) {
          boundTo = await tx.findOwnAccount(memberId, input.accountId);
          if (!boundTo) throw new AppError(ResponseCode.BadRequest, "proxyCentre.allowlist.accountNotFound");
        }
        const existing = await tx.listAllowlist(memberId);
        if (existing.some((entry) => entry.cidr === input.ip)) throw duplicateEntry(input.ip);
        if (existing.length >= proxyCentreLimits.maxAllowlistEntries) {
          throw new AppError(ResponseCode.BadRequest, "proxyCentre.allowlist.tooMany", {
            max: proxyCentreLimits.maxAllowlistEntries,
          });
        }
        // An address on two members' lists has no owner for password-less traffic:
        // refuse the overlap, without saying whose it is.
        await tx.lockAllowlist();
        if (await tx.overlapsOtherMembersEntry(memberId, input.ip)) {
          throw new AppError(ResponseCode.BadRequest, "proxyCentre.allowlist.heldByAnother", { ip: input.ip });
        }
        return tx.insertAllowlistEntry({
          memberId,
          cidr: input.ip,
          remark: input.remark ?? null,
          accountId: boundTo?.id ?? null,
        });
      });
      if (!row) throw duplicateEntry(input.ip);
      return allowlistView(row, boundTo?.username ?? null);
    },

    async deleteAllowlistEntry(memberId: number, id: number): Promise<void> {
      if (!(await repo.deleteOwnAllowlistEntry(memberId, id))) {
        throw new AppError(ResponseCode.NotFound, "proxyCentre.allowlist.notFound");
      }
    },

    /** Whether a caller's address (request.ip) is in one of the member's allowlist ranges; IPv6 never is. */
    async isAllowlisted(memberId: number, ip: string): Promise<boolean> {
      const address = ipv4OfRequest(ip);
      if (address === null) return false;
      const rows = await repo.listAllowlist(memberId);
      return rows.some((row) => {
        const parsed = parseAllowlistEntry(row.cidr);
        return parsed.ok && isInIpv4Range(address, parsed.range);
      });
    },

    /** The member's extraction token, created on first use. */
    async getExtractionToken(memberId: number): Promise<{ token: string; createdAt: Date }> {
      const existing = await repo.findTokenOfMember(memberId);
      if (existing) return existing;
      await repo.insertTokenIfMissing(memberId, newExtractionToken());
      const row = await repo.findTokenOfMember(memberId);
      if (!row) throw new Error(`extraction token of member ${memberId} vanished`);
      return row;
    },

    async rotateExtractionToken(memberId: number): Promise<{ token: string; createdAt: Date }> {
      return repo.replaceToken(memberId, newExtractionToken());
    },

    /** Who an extraction token belongs to, if anyone. */
    async findTokenOwner(token: string): Promise<number | null> {
      // Tokens are base64url of a fixed length: anything else is not worth a query.
      if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
      return (await repo.findToken(token))?.memberId ?? null;
    },

    /** The account an extraction uses: the named one, or the member's first enabled one. */
    async findAccountForExtraction(memberId: number, username: string | undefined): Promise<ProxyAccountRow | null> {
      if (username === undefined) return (await repo.findFirstEnabledAccount(memberId)) ?? null;
      const row = await repo.findAccountByUsername(username);
      return row && row.memberId === memberId && row.enabled && !row.deletedAt ? row : null;
    },

    /**
     * Whose traffic a client connecting from `ip` without a password is: the
     * member of the most specific allowlist entry covering it, charged to the
     * sub-account the entry is bound to (as it stands: a disabled or deleted
     * one is refused, never replaced), else to that member's oldest enabled sub-account. IPv6 clients never are; nor is
     * an address on two members' lists (entries made before overlaps were
     * refused): no one can be charged for it unambiguously.
     */
    async findAllowlistAccount(ip: string): Promise<{ entry: string; account: ProxyAccountRow | null } | null> {
      const address = ipv4OfRequest(ip);
      if (address === null) return null;
      const dotted = [address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255].join(".");
      const entries = await repo.findAllowlistEntriesFor(dotted);
      const entry = entries[0];
      if (!entry || entries.some((other) => other.memberId !== entry.memberId)) return null;
      if (entry.accountId !== null) {
        const bound = await repo.findAccountById(entry.accountId);
        return { entry: entry.cidr, account: bound && bound.memberId === entry.memberId ? bound : null };
      }
      return { entry: entry.cidr, account: (await repo.findFirstEnabledAccount(entry.memberId)) ?? null };
    },

    /** Any account by username, deleted ones included: what a gateway asks about. */
    async findAccountByUsername(username: string): Promise<ProxyAccountRow | null> {
      return (await repo.findAccountByUsername(username)) ?? null;
    },

    /** Every sub-account name of these members, deleted ones too (gateways drop what they cached of them). */
    usernamesOfMembers: (memberIds: number[]) => repo.usernamesOfMembers(memberIds),

    /** Live sub-accounts with a daily or a monthly cap (their period's reset is an access change). */
    usernamesWithPeriodCap: (period: "daily" | "monthly") => repo.usernamesWithPeriodCap(period),

    /** The usage module's bookkeeping inside its own transaction. */
    usageBookkeeping(x: Executor) {
      const bound = repo.bind(x);
      return { findAccounts: bound.findAccountsForUsage, addUsedBytes: bound.addUsedBytes };
    },
  };
}

export type ProxyAccountsService = ReturnType<typeof createProxyAccountsService>;

function usernameTaken(username: string): AppError {
  return new AppError(ResponseCode.BadRequest, "proxyCentre.accounts.usernameTaken", { username });
}

function duplicateEntry(ip: string): AppError {
  return new AppError(ResponseCode.BadRequest, "proxyCentre.allowlist.duplicate", { ip });
}

/** Whether an account's own cap is used up. */
export function isLimitReached(row: Pick<ProxyAccountRow, "trafficLimitBytes" | "usedBytes">): boolean {
  return row.trafficLimitBytes !== null && row.usedBytes >= row.trafficLimitBytes;
}

/** One account's use since the start of its business day and of its month. */
export interface PeriodUse {
  day: bigint;
  month: bigint;
}

export type PeriodUsageReader = (
  accountIds: number[],
  dayStart: Date,
  monthStart: Date,
) => Promise<Map<number, PeriodUse>>;

/** The period cap an account has used up (`monthly` first: it lasts longer), or null. */
export function periodLimitReached(
  row: Pick<ProxyAccountRow, "dailyLimitBytes" | "monthlyLimitBytes">,
  use: PeriodUse,
): "daily" | "monthly" | null {
  if (row.monthlyLimitBytes !== null && use.month >= row.monthlyLimitBytes) return "monthly";
  if (row.dailyLimitBytes !== null && use.day >= row.dailyLimitBytes) return "daily";
  return null;
}

function accountView(row: ProxyAccountRow, periods: BusinessPeriods, use: PeriodUse): ProxyAccount {
  return {
    id: row.id,
    username: row.username,
    password: row.password,
    trafficLimitBytes: row.trafficLimitBytes === null ? null : Number(row.trafficLimitBytes),
    usedBytes: Number(row.usedBytes),
    dailyLimitBytes: row.dailyLimitBytes === null ? null : Number(row.dailyLimitBytes),
    monthlyLimitBytes: row.monthlyLimitBytes === null ? null : Number(row.monthlyLimitBytes),
    dailyUsedBytes: Number(use.day),
    monthlyUsedBytes: Number(use.month),
    dailyResetsAt: periods.day.end.toISOString(),
    monthlyResetsAt: periods.month.end.toISOString(),
    periodLimitReached: periodLimitReached(row, use),
    maxConnections: row.maxConnections,
    bandwidthMbps: row.bandwidthMbps,
    enabled: row.enabled,
    isLimitReached: isLimitReached(row),
    remark: row.remark,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

function allowlistView(row: AllowlistRow, accountUsername: string | null): AllowlistEntry {
  return {
    id: row.id,
    ip: row.cidr,
    remark: row.remark,
    accountId: row.accountId,
    accountUsername,
    createTime: row.createdAt.toISOString(),
  };
}
