import { type UsageOutcomesQuery, usageEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** "Why it failed": the member's connections over a range, the success rate and failures by reason. */
const getUsageOutcomes = (query: UsageOutcomesQuery) => api.call(usageEndpoints.getOutcomes, { query });

export function useUsageOutcomes(query: UsageOutcomesQuery, options: { enabled: boolean }) {
  return useKeptQuery(proxiesKeys.usageOutcomes(query), () => getUsageOutcomes(query), options);
}
