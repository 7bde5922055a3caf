import { type UsageStatsQuery, usageEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** Every UTC day and hour of the range, zeros included (one account's with `accountId`). */
const getUsageStats = (query: UsageStatsQuery) => api.call(usageEndpoints.getStats, { query });

export function useUsageStats(query: UsageStatsQuery, options: { enabled: boolean }) {
  return useKeptQuery(proxiesKeys.usageStats(query), () => getUsageStats(query), options);
}
