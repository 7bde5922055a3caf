import { type UsageRangeQuery, usageEndpoints } from "@shop/contract/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The range's use per sub-account, most first. */
export const getUsageByAccount = (query: UsageRangeQuery) => api.call(usageEndpoints.getUsageByAccount, { query });

export function useUsageByAccount(query: UsageRangeQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: proxiesKeys.usageByAccount(query),
    queryFn: () => getUsageByAccount(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
