import { type UsageExportQuery, usageEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** The range's records as a CSV file (headers in the page's language). */
const exportUsageCsv = (query: UsageExportQuery) => api.call(usageEndpoints.exportUsage, { query });

/** Downloads the CSV; `isPending` while the file is made. */
export function useExportUsageCsv() {
  return useMutation({ mutationFn: exportUsageCsv });
}
