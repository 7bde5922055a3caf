import type { UsageByAccount, UsageRangeQuery } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /app-api/ip/deduct-hour-record/accounts: the range's use per sub-account, most first. */
export const getUsageByAccount = (query: UsageRangeQuery) =>
  api.get<UsageByAccount>("/app-api/ip/deduct-hour-record/accounts", { query: { ...query } });

export function useUsageByAccount(query: UsageRangeQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ["proxies", "usage-by-account", query],
    queryFn: () => getUsageByAccount(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
