import type { UsageExportQuery } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/** GET /app-api/ip/deduct-hour-record/export: the range's records as a CSV file (headers in the page's language). */
export const exportUsageCsv = (query: UsageExportQuery) =>
  api.get<Blob>("/app-api/ip/deduct-hour-record/export", { query: { ...query }, responseType: "blob" });
