import { type DescribedEndpoint, describeEndpoint, fileAnswerSchema } from "../endpoint-schemas.ts";
import {
  dashboardSummarySchema,
  hourRecordListQuerySchema,
  hourRecordPageSchema,
  usageByAccountSchema,
  usageDomainsQuerySchema,
  usageDomainsSchema,
  usageExportQuerySchema,
  usageRangeQuerySchema,
  usageStatsQuerySchema,
  usageStatsSchema,
} from "../proxy-centre.ts";
import { usageEndpoints as e } from "./usage.ts";

export const usageCalls = {
  listHourRecords: describeEndpoint(e.listHourRecords, {
    query: hourRecordListQuerySchema,
    response: hourRecordPageSchema,
  }),
  getStats: describeEndpoint(e.getStats, { query: usageStatsQuerySchema, response: usageStatsSchema }),
  getUsageByAccount: describeEndpoint(e.getUsageByAccount, {
    query: usageRangeQuerySchema,
    response: usageByAccountSchema,
  }),
  exportUsage: describeEndpoint(e.exportUsage, {
    query: usageExportQuerySchema,
    response: fileAnswerSchema,
    file: "text/csv",
  }),
  getTopDomains: describeEndpoint(e.getTopDomains, { query: usageDomainsQuerySchema, response: usageDomainsSchema }),
  getDashboardSummary: describeEndpoint(e.getDashboardSummary, { response: dashboardSummarySchema }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
