import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { invalidateProxyAccounts } from "./proxy-accounts.ts";

/** A refusal toasts "Delete failed: …". */
const deleteProxyAccount = (id: number) => api.call(proxyAccountsEndpoints.deleteAccount, { body: { id } });

/** Deletes a sub-account; pending until every page of the list has loaded again. */
export function useDeleteProxyAccount() {
  return useReloadingMutation(deleteProxyAccount, invalidateProxyAccounts);
}
