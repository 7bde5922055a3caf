import { endpointGroup, type FileAnswer } from "../endpoint.ts";
import type {
  DashboardSummary,
  HourRecordListQuery,
  HourRecordPage,
  UsageByAccount,
  UsageDomains,
  UsageDomainsQuery,
  UsageExportQuery,
  UsageOutcomes,
  UsageOutcomesQuery,
  UsageRangeQuery,
  UsageStats,
  UsageStatsQuery,
} from "../proxy-centre.ts";

const { get } = endpointGroup({ tag: "Usage", audience: "member", scope: "usage:read" });

/** The dashboard (SPEC §7 Dashboard): a login is enough, no certification; times in UTC. */
export const usageEndpoints = {
  listHourRecords: get<{ query: HourRecordListQuery; data: HourRecordPage }>(
    "/app-api/ip/deduct-hour-record/list",
    "Hourly deduction records over a range of UTC days, newest first",
  ),
  getStats: get<{ query: UsageStatsQuery; data: UsageStats }>(
    "/app-api/ip/deduct-hour-record/stats",
    "Traffic used per UTC day and hour over a range, for all sub-accounts or one",
  ),
  getUsageByAccount: get<{ query: UsageRangeQuery; data: UsageByAccount }>(
    "/app-api/ip/deduct-hour-record/accounts",
    "Traffic used per sub-account over a range",
  ),
  exportUsage: get<{ query: UsageExportQuery; data: FileAnswer }>(
    "/app-api/ip/deduct-hour-record/export",
    "The range's usage records as CSV (UTF-8 with BOM, headers in the request's language)",
    { answersFile: true },
  ),
  getTopDomains: get<{ query: UsageDomainsQuery; data: UsageDomains }>(
    "/app-api/ip/deduct-hour-record/domains",
    "The member's traffic by target domain over a range, most bytes first",
  ),
  getOutcomes: get<{ query: UsageOutcomesQuery; data: UsageOutcomes }>(
    "/app-api/ip/deduct-hour-record/outcomes",
    "Connections over a range: how many succeeded, and the failures by refusal code",
  ),
  getDashboardSummary: get<{ data: DashboardSummary }>(
    "/app-api/ip/dashboard/summary",
    "Remaining traffic, total recharge and consumption, certification and traffic warning",
  ),
};
