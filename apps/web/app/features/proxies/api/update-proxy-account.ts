import type { ProxyAccountUpdateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/**
 * Only the fields sent change. Quiet from the dialog (it shows "Edit failed: …"
 * itself); the enable switch toasts.
 */
export const updateProxyAccount = (body: ProxyAccountUpdateRequest, options: { quiet: boolean }) =>
  api.call(proxyAccountsEndpoints.updateAccount, { body }, options);
