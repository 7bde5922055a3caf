import { type UsageDomainsQuery, usageEndpoints } from "@shop/contract/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The member's target domains with the most traffic. */
export const getUsageDomains = (query: UsageDomainsQuery) => api.call(usageEndpoints.getTopDomains, { query });

export function useUsageDomains(query: UsageDomainsQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: proxiesKeys.usageDomains(query),
    queryFn: () => getUsageDomains(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
