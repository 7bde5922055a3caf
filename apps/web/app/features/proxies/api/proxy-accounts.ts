import type { ProxyAccountListQuery, ProxyAccountPage } from "@shop/contract";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const proxyAccountsQueryKey = ["proxies", "accounts"] as const;

/** GET /app-api/ip/proxy-account/list: the member's own sub-accounts, newest first (certified members only). */
export const listProxyAccounts = (query: ProxyAccountListQuery) =>
  api.get<ProxyAccountPage>("/app-api/ip/proxy-account/list", { query: { ...query } });

export function useProxyAccounts(query: ProxyAccountListQuery, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...proxyAccountsQueryKey, query],
    queryFn: () => listProxyAccounts(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** After a change: every page of the list (and the generator's account choice) loads again. */
export function invalidateProxyAccounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: proxyAccountsQueryKey });
}
