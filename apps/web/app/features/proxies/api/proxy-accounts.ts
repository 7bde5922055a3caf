import { type ProxyAccountListQuery, proxyAccountsEndpoints } from "@shop/contract/core";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useKeptQuery } from "../../../lib/query-hooks.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** The member's own sub-accounts, newest first (certified members only). */
const listProxyAccounts = (query: ProxyAccountListQuery) => api.call(proxyAccountsEndpoints.listAccounts, { query });

export function useProxyAccounts(query: ProxyAccountListQuery, options: { enabled: boolean }) {
  return useKeptQuery(proxiesKeys.accountPage(query), () => listProxyAccounts(query), options);
}

/** After a change: every page of the list (and the generator's account choice) loads again. */
export function invalidateProxyAccounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: proxiesKeys.accounts() });
}
