import {
  type DashboardSummary,
  type GatewayAccount,
  type GatewayAccountStatus,
  type HourRecord,
  type HourRecordListQuery,
  type HourRecordPage,
  proxyCentreLimits,
  ResponseCode,
  type TrafficWarning,
  type UsageBatch,
  type UsageBatchResult,
  type UsageRangeQuery,
  type UsageStats,
} from "@shop/contract";
import { AppError } from "../../http/app-error.ts";
import { sha256 } from "../../lib/secrets.ts";
import type { ProxyAccountsService } from "../proxy-accounts/service.ts";
import { isLimitReached } from "../proxy-accounts/service.ts";
import { createLedgerWriter, type LedgerEntry } from "../traffic/ledger.ts";
import type { TrafficService } from "../traffic/service.ts";
import type { HourlyIncrement, UsageHourlyRow, UsageRepo } from "./repo.ts";

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
export function accountNameOf(reported: string): string {
  return reported.split("-", 1)[0] ?? reported;
}

/** [from, until) in UTC, whole hours, for a records query; without bounds, the 7 days up to now. */
export function resolveUsageRange(query: UsageRangeQuery, now: Date): { from: Date; until: Date } {
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
  certification: { getCertification(memberId: number): Promise<{ status: number; type: number | null } | null> };
  lowTrafficThresholdBytes: bigint;
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

  return {
    async ingestBatch(gatewayId: string, batch: UsageBatch): Promise<UsageBatchResult> {
      if (batch.gatewayId !== gatewayId) throw new UsageBatchError("gatewayId does not match X-Gateway-Id");
      const latest = now().getTime() + maxClockSkewMs;
      let totalBytes = 0n;
      for (const [index, record] of batch.records.entries()) {
        if (Date.parse(record.at) > latest) throw new UsageBatchError(`records.${index}.at is in the future`);
        totalBytes += BigInt(record.bytesUp) + BigInt(record.bytesDown);
      }
      const names = [...new Set(batch.records.map((record) => accountNameOf(record.account)))];

      return repo.transaction(async (tx) => {
        const isNew = await tx.insertBatch({
          batchId: batch.batchId,
          gatewayId,
          recordCount: batch.records.length,
          totalBytes,
        });
        if (!isNew) return duplicateResult(batch.batchId);

        const bookkeeping = proxyAccounts.usageBookkeeping(tx.executor);
        const accounts = new Map((await bookkeeping.findAccounts(names)).map((account) => [account.username, account]));
        const unknownAccounts = names.filter((name) => !accounts.has(name));

        // Per member and hour (up, down), and per account (bytes).
        const perMember = new Map<number, Map<number, { up: bigint; down: bigint }>>();
        const perAccount = new Map<number, bigint>();
        let acceptedRecords = 0;
        for (const record of batch.records) {
          const account = accounts.get(accountNameOf(record.account));
          if (!account) continue;
          acceptedRecords += 1;
          const up = BigInt(record.bytesUp);
          const down = BigInt(record.bytesDown);
          const hour = Math.floor(Date.parse(record.at) / hourMs) * hourMs;
          const hours = perMember.get(account.memberId) ?? new Map<number, { up: bigint; down: bigint }>();
          perMember.set(account.memberId, hours);
          const bucket = hours.get(hour) ?? { up: 0n, down: 0n };
          hours.set(hour, { up: bucket.up + up, down: bucket.down + down });
          perAccount.set(account.id, (perAccount.get(account.id) ?? 0n) + up + down);
        }

        const ledger = createLedgerWriter(tx.executor);
        const increments: HourlyIncrement[] = [];
        const remainingAfter = new Map<number, bigint>();
        let chargedBytes = 0n;
        let overdraftBytes = 0n;
        const memberIds = [...perMember.keys()].sort((a, b) => a - b);
        // One statement locks them all, in id order, so two batches never wait on each other in a circle.
        await ledger.lockMembers(memberIds);
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
            const taken = used < available ? used : available;
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
            cause: `usage-batch:${batch.batchId}:${memberId}`,
            note: `gateway ${gatewayId}`,
          });
          chargedBytes += deducted;
          remainingAfter.set(memberId, available);
        }
        await ledger.book(entries);
        await tx.addHourly(increments);
        await bookkeeping.addUsedBytes([...perAccount].map(([id, bytes]) => ({ id, bytes })));

        const exhaustedAccounts = [...accounts.values()]
          .filter((account) => {
            const used = account.usedBytes + (perAccount.get(account.id) ?? 0n);
            return (
              (remainingAfter.get(account.memberId) ?? 1n) <= 0n || isLimitReached({ ...account, usedBytes: used })
            );
          })
          .map((account) => account.username)
          .sort();
        return {
          batchId: batch.batchId,
          duplicate: false,
          acceptedRecords,
          unknownAccounts,
          chargedBytes: Number(chargedBytes),
          overdraftBytes: Number(overdraftBytes),
          exhaustedAccounts,
        };
      });
    },

    /** What a gateway needs to let an account through or refuse it; null for an unknown account. */
    async checkAccountForGateway(reported: string): Promise<GatewayAccount | null> {
      const row = await proxyAccounts.findAccountByUsername(accountNameOf(reported));
      if (!row) return null;
      const { remainingBytes } = await traffic.getBalance(row.memberId);
      const status: GatewayAccountStatus = row.deletedAt
        ? "deleted"
        : !row.enabled
          ? "disabled"
          : isLimitReached(row)
            ? "limit-reached"
            : remainingBytes <= 0n
              ? "exhausted"
              : "active";
      return {
        username: row.username,
        allowed: status === "active",
        status,
        passwordSha256: sha256(row.password),
        remainingBytes: Number(remainingBytes > 0n ? remainingBytes : 0n),
        trafficLimitBytes: row.trafficLimitBytes === null ? null : Number(row.trafficLimitBytes),
        usedBytes: Number(row.usedBytes),
      };
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
    async getStats(memberId: number, query: UsageRangeQuery): Promise<UsageStats> {
      const range = resolveUsageRange(query, now());
      const rows = await repo.hourlyUse(memberId, range);
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
export function trafficWarningOf(remainingBytes: bigint, thresholdBytes: bigint): TrafficWarning {
  if (remainingBytes <= 0n) return "empty";
  return remainingBytes < thresholdBytes ? "low" : "none";
}

function duplicateResult(batchId: string): UsageBatchResult {
  return {
    batchId,
    duplicate: true,
    acceptedRecords: 0,
    unknownAccounts: [],
    chargedBytes: 0,
    overdraftBytes: 0,
    exhaustedAccounts: [],
  };
}

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
