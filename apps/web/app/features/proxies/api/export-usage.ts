import { type UsageExportQuery, usageEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** The range's records as a CSV file (headers in the page's language). */
export const exportUsageCsv = (query: UsageExportQuery) => api.call(usageEndpoints.exportUsage, { query });
