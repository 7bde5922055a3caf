import { type UsageDomainsQuery, usageEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The member's target domains with the most traffic. */
const getUsageDomains = (query: UsageDomainsQuery) => api.call(usageEndpoints.getTopDomains, { query });

export function useUsageDomains(query: UsageDomainsQuery, options: { enabled: boolean }) {
  return useKeptQuery(proxiesKeys.usageDomains(query), () => getUsageDomains(query), options);
}
