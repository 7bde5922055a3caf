import type { DenyDomainCreateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { proxiesKeys } from "./proxies-keys.ts";

const key = () => [...proxiesKeys.all, "deny-list"] as const;

/** The member's denied target domains, and the seller's (certified members only). */
export function useDenyList(options: { enabled: boolean }) {
  return useQuery({
    queryKey: key(),
    queryFn: () => api.call(proxyAccountsEndpoints.listDenyList),
    enabled: options.enabled,
  });
}

function invalidateDenyList(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: key() });
}

/** Quiet: the form shows "Add failed: …" above itself. */
export function useAddDenyDomain() {
  return useReloadingMutation(
    (body: DenyDomainCreateRequest) => api.call(proxyAccountsEndpoints.addDenyDomain, { body }, { quiet: true }),
    invalidateDenyList,
  );
}

/** A refusal toasts "Delete failed: …". */
export function useDeleteDenyDomain() {
  return useReloadingMutation(
    (id: number) => api.call(proxyAccountsEndpoints.deleteDenyDomain, { body: { id } }),
    invalidateDenyList,
  );
}
