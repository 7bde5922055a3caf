import type { ProxyAccountCreateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { invalidateProxyAccounts } from "./proxy-accounts.ts";

/** Quiet: the dialog shows "Add failed: …" itself. */
const createProxyAccount = (body: ProxyAccountCreateRequest) =>
  api.call(proxyAccountsEndpoints.createAccount, { body }, { quiet: true });

/** Creates a sub-account; pending until every page of the list has loaded again. */
export function useCreateProxyAccount() {
  return useReloadingMutation(createProxyAccount, invalidateProxyAccounts);
}
