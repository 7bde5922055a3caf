import {
  CertificationStatus,
  type DashboardSummary,
  type GatewayAccount,
  type GatewayAccountState,
  type GatewayAccountStatus,
  type GatewayAllowlistMatch,
  type HourRecord,
  type HourRecordListQuery,
  type HourRecordPage,
  type Locale,
  proxyCentreLimits,
  ResponseCode,
  type TrafficWarning,
  translateMessage,
  type UsageBatch,
  type UsageBatchResult,
  type UsageByAccount,
  type UsageDomains,
  type UsageDomainsQuery,
  type UsageRangeQuery,
  type UsageStats,
  type UsageStatsQuery,
} from "@shop/contract";
import { AppError } from "../../http/app-error.ts";
import { toCsv } from "../../lib/csv.ts";
import type { Executor } from "../../lib/executor.ts";
import { sha256 } from "../../lib/secrets.ts";
import type { AccountForUsage, ProxyAccountsService } from "../proxy-accounts/service.ts";
import { isLimitReached } from "../proxy-accounts/service.ts";
import { createLedgerWriter, type LedgerEntry } from "../traffic/ledger.ts";
import type { TrafficService } from "../traffic/service.ts";
import type { AccountHourlyIncrement, DomainIncrement, HourlyIncrement, UsageHourlyRow, UsageRepo } from "./repo.ts";

const hourMs = 3600_000;
const dayMs = 24 * hourMs;
/** How far in the future a record's time may be (gateways' clocks drift a little). */
const maxClockSkewMs = 10 * 60_000;

/** A batch the service refuses as a whole (HTTP 400 to the gateway). */
export class UsageBatchError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.name = "UsageBatchError";
    this.reason = reason;
  }
}

/** The sub-account a gateway means: a full proxy username counts by its part before the first "-". */
function accountNameOf(reported: string): string {
  return reported.split("-", 1)[0] ?? reported;
}

/** [from, until) in UTC, whole hours, for a records query; without bounds, the 7 days up to now. */
function resolveUsageRange(query: UsageRangeQuery, now: Date): { from: Date; until: Date } {
  const read = (value: string | undefined, isEnd: boolean): Date | undefined => {
    if (value === undefined) return undefined;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const start = Date.parse(`${value}T00:00:00Z`);
      return new Date(isEnd ? start + dayMs : start);
    }
    return new Date(value);
  };
  const start = read(query.startTime, false);
  const end = read(query.endTime, true);
  const until = end ?? now;
  const from = start ?? new Date(until.getTime() - 7 * dayMs);
  if (from.getTime() >= until.getTime()) {
    throw new AppError(ResponseCode.BadRequest, "proxyCentre.records.rangeReversed");
  }
  if (until.getTime() - from.getTime() > proxyCentreLimits.maxRecordRangeDays * dayMs) {
    throw new AppError(ResponseCode.BadRequest, "proxyCentre.records.rangeTooLong", {
      max: proxyCentreLimits.maxRecordRangeDays,
    });
  }
  // Records are whole UTC hours: a range covers every hour it touches, so list and chart agree.
  return { from: new Date(floorTo(from, hourMs)), until: new Date(Math.ceil(until.getTime() / hourMs) * hourMs) };
}

export interface UsageServiceDeps {
  repo: UsageRepo;
  proxyAccounts: ProxyAccountsService;
  traffic: TrafficService;
  /** The auth module's certification columns (dashboard state). */
  certification: {
    getCertification(
      memberId: number,
      within?: Executor,
    ): Promise<{ status: number; type: number | null; suspended: boolean } | null>;
  };
  lowTrafficThresholdBytes: bigint;
  /** Records older than this are refused (a gateway's lost batch cannot be booked days later). */
  maxRecordAgeMs?: number;
  now?: () => Date;
}

/**
 * Usage reported by proxy gateways, booked once per batch: rolled up per member
 * and UTC hour, counted on the sub-accounts, and taken from remaining traffic
 * as `usage` rows of the traffic ledger, all in one transaction. Remaining
 * traffic never goes below zero: what exceeds it is recorded as overdraft and
 * the accounts are reported exhausted, so gateways refuse them.
 */
export function createUsageService(deps: UsageServiceDeps) {
  const { repo, proxyAccounts, traffic } = deps;
  const now = deps.now ?? (() => new Date());
  const maxRecordAgeMs = deps.maxRecordAgeMs ?? 48 * hourMs;

  /** The member's own account (deleted ones too), or code 404: another member's id says nothing. */
  async function ownAccountOrThrow(memberId: number, accountId: number): Promise<number> {
    if (!(await repo.isOwnAccount(memberId, accountId))) {
      throw new AppError(ResponseCode.NotFound, "proxyCentre.accounts.notFound");
    }
    return accountId;
  }

  /** Why (or whether) a gateway must refuse an account; the member's certification is checked last. */
  function statusOf(
    account: Pick<AccountForUsage, "enabled" | "deletedAt" | "trafficLimitBytes" | "usedBytes">,
    remainingBytes: bigint,
    certified: boolean,
    suspended: boolean,
  ): GatewayAccountStatus {
    if (account.deletedAt) return "deleted";
    // Before the account's own flags: lifting a suspension must restore them as they were.
    if (suspended) return "suspended";
    if (!account.enabled) return "disabled";
    if (isLimitReached(account)) return "limit-reached";
    if (remainingBytes <= 0n) return "exhausted";
    return certified ? "active" : "uncertified";
  }

  /** Certified and suspended members among `memberIds`; inside a transaction, read through it (PGlite has one connection). */
  async function memberStates(
    memberIds: number[],
    within?: Executor,
  ): Promise<{ certified: Set<number>; suspended: Set<number> }> {
    const states: (readonly [number, { status: number; suspended: boolean } | null])[] = [];
    for (const id of memberIds) states.push([id, await deps.certification.getCertification(id, within)]);
    return {
      certified: new Set(states.filter(([, state]) => state?.status === CertificationStatus.Success).map(([id]) => id)),
      suspended: new Set(states.filter(([, state]) => state?.suspended).map(([id]) => id)),
    };
  }

  async function gatewayAccountOf(row: ProxyAccountRowLike & { password: string }): Promise<GatewayAccount> {
    const [{ remainingBytes }, states] = await Promise.all([
      traffic.getBalance(row.memberId),
      memberStates([row.memberId]),
    ]);
    const status = statusOf(
      row,
      remainingBytes,
      states.certified.has(row.memberId),
      states.suspended.has(row.memberId),
    );
    return {
      username: row.username,
      allowed: status === "active",
      status,
      passwordSha256: sha256(row.password),
      remainingBytes: Number(remainingBytes > 0n ? remainingBytes : 0n),
      trafficLimitBytes: row.trafficLimitBytes === null ? null : Number(row.trafficLimitBytes),
      usedBytes: Number(row.usedBytes),
    };
  }

  /** The state of each account after a batch, and the ones to refuse. */
  async function accountStates(
    within: Executor,
    accounts: AccountForUsage[],
    remaining: Map<number, bigint>,
  ): Promise<{ accounts: GatewayAccountState[]; exhaustedAccounts: string[] }> {
    const { certified, suspended } = await memberStates(memberIdsOf(accounts), within);
    const states = accounts
      .map((account): GatewayAccountState => {
        const left = remaining.get(account.memberId) ?? 0n;
        return {
          username: account.username,
          status: statusOf(account, left, certified.has(account.memberId), suspended.has(account.memberId)),
          remainingBytes: Number(left > 0n ? left : 0n),
          limitRemainingBytes:
            account.trafficLimitBytes === null
              ? null
              : Number(
                  account.trafficLimitBytes > account.usedBytes ? account.trafficLimitBytes - account.usedBytes : 0n,
                ),
        };
      })
      .sort((a, b) => (a.username < b.username ? -1 : 1));
    return {
      accounts: states,
      exhaustedAccounts: states.filter((state) => state.status !== "active").map((state) => state.username),
    };
  }

  return {
    async ingestBatch(gatewayId: string, batch: UsageBatch): Promise<UsageBatchResult> {
      if (batch.gatewayId !== gatewayId) throw new UsageBatchError("gatewayId does not match X-Gateway-Id");
      const latest = now().getTime() + maxClockSkewMs;
      const earliest = now().getTime() - maxRecordAgeMs;
      let totalBytes = 0n;
      for (const [index, record] of batch.records.entries()) {
        const at = Date.parse(record.at);
        if (at > latest) throw new UsageBatchError(`records.${index}.at is in the future`);
        if (at < earliest) {
          throw new UsageBatchError(`records.${index}.at is older than ${Math.round(maxRecordAgeMs / hourMs)} hours`);
        }
        totalBytes += BigInt(record.bytesUp) + BigInt(record.bytesDown);
      }
      const names = [...new Set(batch.records.map((record) => accountNameOf(record.account)))];
      const watched = [...new Set((batch.watch ?? []).map(accountNameOf))].filter((name) => !names.includes(name));

      return repo.transaction(async (tx) => {
        const bookkeeping = proxyAccounts.usageBookkeeping(tx.executor);
        const ledger = createLedgerWriter(tx.executor);
        const isNew = await tx.insertBatch({
          batchId: batch.batchId,
          gatewayId,
          recordCount: batch.records.length,
          totalBytes,
        });
        if (!isNew) {
          // Booked before: nothing is charged, but the gateway still learns its accounts' state.
          const known = await bookkeeping.findAccounts([...names, ...watched]);
          const states = await accountStates(tx.executor, known, await ledger.balances(memberIdsOf(known)));
          return { ...duplicateResult(batch.batchId), ...states };
        }

        const candidates = await bookkeeping.findAccounts([...names, ...watched]);
        const memberIds = memberIdsOf(candidates.filter((account) => names.includes(account.username)));
        // One statement locks them all, in id order, so two batches never wait on each other in a circle.
        await ledger.lockMembers(memberIds);
        // Read again under the lock: what an account has used decides how much of its cap is left,
        // and a concurrent batch of the same member may just have added to it.
        const found = await bookkeeping.findAccounts([...names, ...watched]);
        const accounts = new Map(
          found.filter((account) => names.includes(account.username)).map((account) => [account.username, account]),
        );
        const unknownAccounts = names.filter((name) => !accounts.has(name));

        // Per account and hour (up, down), and per domain.
        const perAccountHour = new Map<number, Map<number, { up: bigint; down: bigint }>>();
        const perDomain = new Map<string, DomainIncrement>();
        let acceptedRecords = 0;
        for (const record of batch.records) {
          const account = accounts.get(accountNameOf(record.account));
          if (!account) continue;
          acceptedRecords += 1;
          const hour = Math.floor(Date.parse(record.at) / hourMs) * hourMs;
          const hours = perAccountHour.get(account.id) ?? new Map<number, { up: bigint; down: bigint }>();
          perAccountHour.set(account.id, hours);
          const bucket = hours.get(hour) ?? { up: 0n, down: 0n };
          hours.set(hour, { up: bucket.up + BigInt(record.bytesUp), down: bucket.down + BigInt(record.bytesDown) });
          for (const entry of record.domains ?? []) {
            const key = `${account.id}|${hour}|${entry.domain}`;
            const sum = perDomain.get(key) ?? {
              memberId: account.memberId,
              accountId: account.id,
              hour: new Date(hour),
              domain: entry.domain,
              bytes: 0n,
              requests: 0n,
            };
            sum.bytes += BigInt(entry.bytes);
            sum.requests += BigInt(entry.requests);
            perDomain.set(key, sum);
          }
        }

        // An account's own cap works like the member's balance: what the gateway let through
        // before its cut-off beyond the cap is recorded (overdraft), not charged, earlier hours first.
        const perMember = new Map<number, Map<number, { up: bigint; down: bigint; chargeable: bigint }>>();
        const perAccount = new Map<number, bigint>();
        const accountIncrements: AccountHourlyIncrement[] = [];
        let overLimitBytes = 0n;
        for (const account of accounts.values()) {
          const hours = [...(perAccountHour.get(account.id)?.entries() ?? [])].sort(([a], [b]) => a - b);
          let capLeft = capLeftOf(account);
          let counted = 0n;
          const memberHours = perMember.get(account.memberId) ?? new Map();
          perMember.set(account.memberId, memberHours);
          for (const [hour, bytes] of hours) {
            const used = bytes.up + bytes.down;
            const chargeable = capLeft === null || used < capLeft ? used : capLeft;
            if (capLeft !== null) capLeft -= chargeable;
            counted += chargeable;
            overLimitBytes += used - chargeable;
            accountIncrements.push({
              memberId: account.memberId,
              accountId: account.id,
              hour: new Date(hour),
              bytesUp: bytes.up,
              bytesDown: bytes.down,
              overLimitBytes: used - chargeable,
            });
            const sum = memberHours.get(hour) ?? { up: 0n, down: 0n, chargeable: 0n };
            memberHours.set(hour, {
              up: sum.up + bytes.up,
              down: sum.down + bytes.down,
              chargeable: sum.chargeable + chargeable,
            });
          }
          if (hours.length > 0) perAccount.set(account.id, counted);
        }

        const increments: HourlyIncrement[] = [];
        const remainingAfter = new Map<number, bigint>();
        let chargedBytes = 0n;
        let overdraftBytes = 0n;
        const balances = await ledger.balances(memberIds);
        const entries: LedgerEntry[] = [];
        for (const memberId of memberIds) {
          const balance = balances.get(memberId) ?? 0n;
          let available = balance > 0n ? balance : 0n;
          let deducted = 0n;
          // Earlier hours are charged first; what the balance cannot cover is overdraft of the later ones.
          const hours = [...(perMember.get(memberId)?.entries() ?? [])].sort(([a], [b]) => a - b);
          for (const [hour, bytes] of hours) {
            const used = bytes.up + bytes.down;
            const taken = bytes.chargeable < available ? bytes.chargeable : available;
            available -= taken;
            deducted += taken;
            overdraftBytes += used - taken;
            increments.push({
              memberId,
              hour: new Date(hour),
              bytesUp: bytes.up,
              bytesDown: bytes.down,
              deductedBytes: taken,
              overdraftBytes: used - taken,
              remainingAfterBytes: available,
            });
          }
          entries.push({
            memberId,
            kind: "usage",
            deltaBytes: -deducted,
            // Batch ids are unique per gateway: two gateways may both send "b-0001".
            cause: `usage-batch:${gatewayId}:${batch.batchId}:${memberId}`,
            note: `gateway ${gatewayId}`,
          });
          chargedBytes += deducted;
          remainingAfter.set(memberId, available);
        }
        await ledger.book(entries);
        await tx.addHourly(increments);
        await tx.addDomains([...perDomain.values()]);
        await tx.addAccountHourly(accountIncrements);
        await bookkeeping.addUsedBytes([...perAccount].map(([id, bytes]) => ({ id, bytes })));

        // Balances of members only watched (no records) are read as they stand.
        const others = memberIdsOf(found).filter((id) => !remainingAfter.has(id));
        for (const [id, balance] of await ledger.balances(others)) remainingAfter.set(id, balance);
        const states = await accountStates(
          tx.executor,
          found.map((account) => ({ ...account, usedBytes: account.usedBytes + (perAccount.get(account.id) ?? 0n) })),
          remainingAfter,
        );
        return {
          batchId: batch.batchId,
          duplicate: false,
          acceptedRecords,
          unknownAccounts,
          chargedBytes: Number(chargedBytes),
          overdraftBytes: Number(overdraftBytes),
          overLimitBytes: Number(overLimitBytes),
          ...states,
        };
      });
    },

    /** What a gateway needs to let an account through or refuse it; null for an unknown account. */
    async checkAccountForGateway(reported: string): Promise<GatewayAccount | null> {
      const row = await proxyAccounts.findAccountByUsername(accountNameOf(reported));
      return row ? gatewayAccountOf(row) : null;
    },

    /** The account charged for a password-less client at `ip` (allowlist authentication); null when none. */
    async checkAllowlistForGateway(ip: string): Promise<GatewayAllowlistMatch | null> {
      const match = await proxyAccounts.findAllowlistAccount(ip);
      if (!match?.account) return null;
      return { ip, entry: match.entry, account: await gatewayAccountOf(match.account) };
    },

    /** GET …/deduct-hour-record/list: a page of hourly records, newest first. */
    async listHourRecords(memberId: number, query: HourRecordListQuery): Promise<HourRecordPage> {
      const range = resolveUsageRange(query, now());
      const pageSize = query.pageSize ?? 10;
      const { rows, total } = await repo.listHourly(memberId, range, {
        limit: pageSize,
        offset: ((query.pageNo ?? 1) - 1) * pageSize,
      });
      return { list: rows.map(hourRecordView), total, range: rangeView(range) };
    },

    /** GET …/deduct-hour-record/stats: daily and hourly use over the range, zeros included. */
    async getStats(memberId: number, query: UsageStatsQuery): Promise<UsageStats> {
      const range = resolveUsageRange(query, now());
      const rows =
        query.accountId === undefined
          ? await repo.hourlyUse(memberId, range)
          : await repo.accountHourlyUse(memberId, await ownAccountOrThrow(memberId, query.accountId), range);
      const byHour = new Map<number, bigint>();
      const byDay = new Map<number, bigint>();
      let totalUsed = 0n;
      let totalOverdraft = 0n;
      for (const row of rows) {
        const hour = row.hour.getTime();
        const day = Math.floor(hour / dayMs) * dayMs;
        byHour.set(hour, (byHour.get(hour) ?? 0n) + row.usedBytes);
        byDay.set(day, (byDay.get(day) ?? 0n) + row.usedBytes);
        totalUsed += row.usedBytes;
        totalOverdraft += row.overdraftBytes;
      }
      const hourly: UsageStats["hourly"] = [];
      for (let hour = floorTo(range.from, hourMs); hour < range.until.getTime(); hour += hourMs) {
        hourly.push({ hour: new Date(hour).toISOString(), usedBytes: Number(byHour.get(hour) ?? 0n) });
      }
      const daily: UsageStats["daily"] = [];
      for (let day = floorTo(range.from, dayMs); day < range.until.getTime(); day += dayMs) {
        daily.push({ day: new Date(day).toISOString().slice(0, 10), usedBytes: Number(byDay.get(day) ?? 0n) });
      }
      return {
        range: rangeView(range),
        totalUsedBytes: Number(totalUsed),
        totalOverdraftBytes: Number(totalOverdraft),
        daily,
        hourly,
      };
    },

    /** GET …/deduct-hour-record/domains: the dashboard's "top domains" over the range. */
    async getTopDomains(memberId: number, query: UsageDomainsQuery): Promise<UsageDomains> {
      const range = resolveUsageRange(query, now());
      const { rows, totalBytes } = await repo.topDomains(memberId, range, query.limit ?? 10);
      return {
        range: rangeView(range),
        totalBytes: Number(totalBytes),
        list: rows.map((row) => ({ domain: row.domain, bytes: Number(row.bytes), requests: Number(row.requests) })),
      };
    },

    /** GET …/deduct-hour-record/accounts: use per sub-account over the range, most first. */
    async getUsageByAccount(memberId: number, query: UsageRangeQuery): Promise<UsageByAccount> {
      const range = resolveUsageRange(query, now());
      const rows = await repo.useByAccount(memberId, range);
      const list = rows.map((row) => ({
        accountId: row.accountId,
        username: row.username,
        usedBytes: Number(row.bytesUp + row.bytesDown),
        bytesUp: Number(row.bytesUp),
        bytesDown: Number(row.bytesDown),
        overLimitBytes: Number(row.overLimitBytes),
      }));
      return { range: rangeView(range), totalBytes: list.reduce((sum, row) => sum + row.usedBytes, 0), list };
    },

    /**
     * GET …/deduct-hour-record/export: the range as CSV with headers in the
     * reader's language. Without an account, the hourly deduction records
     * (what the records table shows); with one, that account's hours.
     */
    async exportUsageCsv(
      memberId: number,
      query: UsageStatsQuery,
      locale: Locale,
    ): Promise<{ filename: string; csv: string }> {
      const range = resolveUsageRange(query, now());
      const column = (key: string) => translateMessage(locale, `proxyCentre.export.columns.${key}`);
      const hourText = (hour: Date) => hour.toISOString().slice(0, 16).replace("T", " ");
      const days = `${range.from.toISOString().slice(0, 10)}_${new Date(range.until.getTime() - 1).toISOString().slice(0, 10)}`;
      if (query.accountId === undefined) {
        const rows = await repo.allHourly(memberId, range);
        return {
          filename: `usage-${days}.csv`,
          csv: toCsv(
            ["hour", "usedBytes", "bytesUp", "bytesDown", "deductedBytes", "overdraftBytes", "remainingAfterBytes"].map(
              column,
            ),
            rows.map((row) => [
              hourText(row.hour),
              row.bytesUp + row.bytesDown,
              row.bytesUp,
              row.bytesDown,
              row.deductedBytes,
              row.overdraftBytes,
              row.remainingAfterBytes,
            ]),
          ),
        };
      }
      const accountId = await ownAccountOrThrow(memberId, query.accountId);
      const rows = await repo.accountHours(memberId, range, accountId);
      return {
        filename: `usage-${rows[0]?.username ?? accountId}-${days}.csv`,
        csv: toCsv(
          ["hour", "account", "usedBytes", "bytesUp", "bytesDown", "overLimitBytes"].map(column),
          rows.map((row) => [
            hourText(row.hour),
            row.username,
            row.bytesUp + row.bytesDown,
            row.bytesUp,
            row.bytesDown,
            row.overLimitBytes,
          ]),
        ),
      };
    },

    /** GET /app-api/ip/dashboard/summary: balances, certification and the low-traffic warning. */
    async getDashboardSummary(memberId: number): Promise<DashboardSummary> {
      const [balance, certification] = await Promise.all([
        traffic.getBalance(memberId),
        deps.certification.getCertification(memberId),
      ]);
      if (!certification) throw AppError.unauthorized();
      return {
        remainingBytes: Number(balance.remainingBytes > 0n ? balance.remainingBytes : 0n),
        totalRechargeBytes: Number(balance.totalRechargeBytes),
        totalConsumptionBytes: Number(balance.totalConsumptionBytes),
        certificationStatus: certification.status,
        certificationType: certification.type,
        trafficWarning: trafficWarningOf(balance.remainingBytes, deps.lowTrafficThresholdBytes),
        lowTrafficThresholdBytes: Number(deps.lowTrafficThresholdBytes),
      };
    },
  };
}

export type UsageService = ReturnType<typeof createUsageService>;

/** "empty" with nothing left, "low" below the threshold, else "none". */
function trafficWarningOf(remainingBytes: bigint, thresholdBytes: bigint): TrafficWarning {
  if (remainingBytes <= 0n) return "empty";
  return remainingBytes < thresholdBytes ? "low" : "none";
}

function duplicateResult(batchId: string): Omit<UsageBatchResult, "accounts" | "exhaustedAccounts"> {
  return {
    batchId,
    duplicate: true,
    acceptedRecords: 0,
    unknownAccounts: [],
    chargedBytes: 0,
    overdraftBytes: 0,
    overLimitBytes: 0,
  };
}

/** What an account may still use under its own cap; null without one. */
function capLeftOf(account: Pick<AccountForUsage, "trafficLimitBytes" | "usedBytes">): bigint | null {
  if (account.trafficLimitBytes === null) return null;
  return account.trafficLimitBytes > account.usedBytes ? account.trafficLimitBytes - account.usedBytes : 0n;
}

function memberIdsOf(accounts: { memberId: number }[]): number[] {
  return [...new Set(accounts.map((account) => account.memberId))].sort((a, b) => a - b);
}

type ProxyAccountRowLike = Pick<
  AccountForUsage,
  "memberId" | "username" | "enabled" | "deletedAt" | "trafficLimitBytes" | "usedBytes"
>;

function floorTo(date: Date, unitMs: number): number {
  return Math.floor(date.getTime() / unitMs) * unitMs;
}

function rangeView(range: { from: Date; until: Date }) {
  return { startTime: range.from.toISOString(), endTime: range.until.toISOString() };
}

function hourRecordView(row: UsageHourlyRow): HourRecord {
  return {
    hour: row.hour.toISOString(),
    usedBytes: Number(row.bytesUp + row.bytesDown),
    bytesUp: Number(row.bytesUp),
    bytesDown: Number(row.bytesDown),
    deductedBytes: Number(row.deductedBytes),
    overdraftBytes: Number(row.overdraftBytes),
    remainingAfterBytes: Number(row.remainingAfterBytes),
  };
}
