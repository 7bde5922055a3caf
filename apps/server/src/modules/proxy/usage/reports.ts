import {
  connectionFailureCategoryOf,
  type DashboardSummary,
  type HourRecord,
  type HourRecordListQuery,
  type HourRecordPage,
  type Locale,
  proxyCentreLimits,
  ResponseCode,
  type TrafficWarning,
  translateMessage,
  type UsageByAccount,
  type UsageDomains,
  type UsageDomainsQuery,
  type UsageOutcomes,
  type UsageOutcomesQuery,
  type UsageRangeQuery,
  type UsageStats,
  type UsageStatsQuery,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { toCsv } from "../../../lib/csv.ts";
import type { UsageServiceDeps } from "./charging.ts";
import type { UsageHourlyRow } from "./repo.ts";

const hourMs = 3600_000;
const dayMs = 24 * hourMs;
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

export function createUsageReports(deps: UsageServiceDeps) {
  const { repo, traffic } = deps;
  const now = deps.now ?? (() => new Date());

  /** The member's own account (deleted ones too), or code 404: another member's id says nothing. */
  async function ownAccountOrThrow(memberId: number, accountId: number): Promise<number> {
    if (!(await repo.isOwnAccount(memberId, accountId))) {
      throw new AppError(ResponseCode.NotFound, "proxyCentre.accounts.notFound");
    }
    return accountId;
  }

  /** Why (or whether) a gateway must refuse an account; the member's certification is checked last. */
  return {
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

    /** GET …/deduct-hour-record/outcomes: success rate and failures by reason over the range. */
    async getOutcomes(memberId: number, query: UsageOutcomesQuery): Promise<UsageOutcomes> {
      const range = resolveUsageRange(query, now());
      const accountId = query.accountId === undefined ? undefined : await ownAccountOrThrow(memberId, query.accountId);
      const rows = await repo.outcomes(memberId, range, accountId);
      let succeeded = 0;
      let failed = 0;
      const failures: UsageOutcomes["failures"] = [];
      for (const row of rows) {
        const count = Number(row.connections);
        if (row.reason === "ok") {
          succeeded += count;
          continue;
        }
        failed += count;
        failures.push({ reason: row.reason, category: connectionFailureCategoryOf(row.reason), count });
      }
      const total = succeeded + failed;
      return {
        range: rangeView(range),
        totalConnections: total,
        succeededConnections: succeeded,
        failedConnections: failed,
        successRate: total === 0 ? null : succeeded / total,
        failures,
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

export type UsageReports = ReturnType<typeof createUsageReports>;

/** "empty" with nothing left, "low" below the threshold, else "none". */
function trafficWarningOf(remainingBytes: bigint, thresholdBytes: bigint): TrafficWarning {
  if (remainingBytes <= 0n) return "empty";
  return remainingBytes < thresholdBytes ? "low" : "none";
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
