import type { Allowlist } from "@shop/contract";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

const allowlistQueryKey = ["proxies", "allowlist"] as const;

/** GET /app-api/ip/whitelist/list: every allowlist entry of the member, oldest first (certified members only). */
export const listAllowlist = () => api.get<Allowlist>("/app-api/ip/whitelist/list");

export function useAllowlist(options: { enabled: boolean }) {
  return useQuery({ queryKey: allowlistQueryKey, queryFn: listAllowlist, enabled: options.enabled });
}

export function invalidateAllowlist(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: allowlistQueryKey });
}
