import { defineEndpoint, type FileAnswer } from "../endpoint.ts";
import type {
  DashboardSummary,
  HourRecordListQuery,
  HourRecordPage,
  UsageByAccount,
  UsageDomains,
  UsageDomainsQuery,
  UsageExportQuery,
  UsageRangeQuery,
  UsageStats,
  UsageStatsQuery,
} from "../proxy-centre.ts";

const tag = "Usage";

/** The dashboard (SPEC §7 Dashboard): a login is enough, no certification; times in UTC. */
export const usageEndpoints = {
  listHourRecords: defineEndpoint<{ query: HourRecordListQuery; data: HourRecordPage }>({
    method: "GET",
    path: "/app-api/ip/deduct-hour-record/list",
    audience: "member",
    scope: "usage:read",
    tag,
    summary: "Hourly deduction records over a range of UTC days, newest first",
  }),
  getStats: defineEndpoint<{ query: UsageStatsQuery; data: UsageStats }>({
    method: "GET",
    path: "/app-api/ip/deduct-hour-record/stats",
    audience: "member",
    scope: "usage:read",
    tag,
    summary: "Traffic used per UTC day and hour over a range, for all sub-accounts or one",
  }),
  getUsageByAccount: defineEndpoint<{ query: UsageRangeQuery; data: UsageByAccount }>({
    method: "GET",
    path: "/app-api/ip/deduct-hour-record/accounts",
    audience: "member",
    scope: "usage:read",
    tag,
    summary: "Traffic used per sub-account over a range",
  }),
  exportUsage: defineEndpoint<{ query: UsageExportQuery; data: FileAnswer }>({
    method: "GET",
    path: "/app-api/ip/deduct-hour-record/export",
    audience: "member",
    scope: "usage:read",
    answersFile: true,
    tag,
    summary: "The range's usage records as CSV (UTF-8 with BOM, headers in the request's language)",
  }),
  getTopDomains: defineEndpoint<{ query: UsageDomainsQuery; data: UsageDomains }>({
    method: "GET",
    path: "/app-api/ip/deduct-hour-record/domains",
    audience: "member",
    scope: "usage:read",
    tag,
    summary: "The member's traffic by target domain over a range, most bytes first",
  }),
  getDashboardSummary: defineEndpoint<{ data: DashboardSummary }>({
    method: "GET",
    path: "/app-api/ip/dashboard/summary",
    audience: "member",
    scope: "usage:read",
    tag,
    summary: "Remaining traffic, total recharge and consumption, certification and traffic warning",
  }),
};
