import { proxyAccountsEndpoints } from "@shop/contract/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** Every allowlist entry of the member, oldest first (certified members only). */
const listAllowlist = () => api.call(proxyAccountsEndpoints.listAllowlist);

export function useAllowlist(options: { enabled: boolean }) {
  return useQuery({ queryKey: proxiesKeys.allowlist(), queryFn: listAllowlist, enabled: options.enabled });
}

export function invalidateAllowlist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: proxiesKeys.allowlist() });
}
