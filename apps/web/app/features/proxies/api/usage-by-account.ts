import { type UsageRangeQuery, usageEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The range's use per sub-account, most first. */
const getUsageByAccount = (query: UsageRangeQuery) => api.call(usageEndpoints.getUsageByAccount, { query });

export function useUsageByAccount(query: UsageRangeQuery, options: { enabled: boolean }) {
  return useKeptQuery(proxiesKeys.usageByAccount(query), () => getUsageByAccount(query), options);
}
