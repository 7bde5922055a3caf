import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import {
  dashboardSummarySchema,
  hourRecordListQuerySchema,
  hourRecordPageSchema,
  usageByAccountSchema,
  usageDomainsQuerySchema,
  usageDomainsSchema,
  usageExportQuerySchema,
  usageOutcomesQuerySchema,
  usageOutcomesSchema,
  usageRangeQuerySchema,
  usageStatsQuerySchema,
  usageStatsSchema,
} from "../proxy-centre.ts";
import { usageEndpoints as e } from "./usage.ts";

export const usageCalls = describeEndpoints(e, {
  listHourRecords: { query: hourRecordListQuerySchema, response: hourRecordPageSchema },
  getStats: { query: usageStatsQuerySchema, response: usageStatsSchema },
  getUsageByAccount: { query: usageRangeQuerySchema, response: usageByAccountSchema },
  exportUsage: { query: usageExportQuerySchema, response: fileAnswerSchema, file: "text/csv" },
  getTopDomains: { query: usageDomainsQuerySchema, response: usageDomainsSchema },
  getOutcomes: { query: usageOutcomesQuerySchema, response: usageOutcomesSchema },
  getDashboardSummary: { response: dashboardSummarySchema },
});
