import type { UsageDomains, UsageDomainsQuery } from "@shop/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** GET /app-api/ip/deduct-hour-record/domains: the member's target domains with the most traffic. */
export const getUsageDomains = (query: UsageDomainsQuery) =>
  api.get<UsageDomains>("/app-api/ip/deduct-hour-record/domains", { query: { ...query } });

export function useUsageDomains(query: UsageDomainsQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ["proxies", "usage-domains", query],
    queryFn: () => getUsageDomains(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
