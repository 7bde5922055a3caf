import type { UsageStats, UsageStatsQuery } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /app-api/ip/deduct-hour-record/stats: every UTC day and hour of the range, zeros included (one account's with `accountId`). */
export const getUsageStats = (query: UsageStatsQuery) =>
  api.get<UsageStats>("/app-api/ip/deduct-hour-record/stats", { query: { ...query } });

export function useUsageStats(query: UsageStatsQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ["proxies", "usage-stats", query],
    queryFn: () => getUsageStats(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
