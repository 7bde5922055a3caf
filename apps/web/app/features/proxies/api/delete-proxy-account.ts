import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** A refusal toasts "Delete failed: …". */
export const deleteProxyAccount = (id: number) => api.call(proxyAccountsEndpoints.deleteAccount, { body: { id } });
