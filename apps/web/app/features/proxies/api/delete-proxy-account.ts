import { proxyAccountsEndpoints } from "@shop/contract/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { invalidateProxyAccounts } from "./proxy-accounts.ts";

/** A refusal toasts "Delete failed: …". */
export const deleteProxyAccount = (id: number) => api.call(proxyAccountsEndpoints.deleteAccount, { body: { id } });

/** Deletes a sub-account; pending until every page of the list has loaded again. */
export function useDeleteProxyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProxyAccount,
    onSuccess: () => invalidateProxyAccounts(queryClient),
  });
}
