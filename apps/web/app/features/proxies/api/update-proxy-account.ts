import type { ProxyAccountUpdateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { invalidateProxyAccounts } from "./proxy-accounts.ts";

/**
 * Only the fields sent change. Quiet from the dialog (it shows "Edit failed: …"
 * itself); the enable switch toasts.
 */
const updateProxyAccount = (body: ProxyAccountUpdateRequest, options: { quiet: boolean }) =>
  api.call(proxyAccountsEndpoints.updateAccount, { body }, options);

/** Changes a sub-account; pending until every page of the list has loaded again. */
export function useUpdateProxyAccount(options: { quiet: boolean }) {
  return useReloadingMutation(
    (body: ProxyAccountUpdateRequest) => updateProxyAccount(body, options),
    invalidateProxyAccounts,
  );
}
