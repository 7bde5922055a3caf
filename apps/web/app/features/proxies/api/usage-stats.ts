import { type UsageStatsQuery, usageEndpoints } from "@shop/contract/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** Every UTC day and hour of the range, zeros included (one account's with `accountId`). */
export const getUsageStats = (query: UsageStatsQuery) => api.call(usageEndpoints.getStats, { query });

export function useUsageStats(query: UsageStatsQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: proxiesKeys.usageStats(query),
    queryFn: () => getUsageStats(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
