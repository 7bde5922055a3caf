import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { invalidateAllowlist } from "./allowlist.ts";

/** A refusal toasts "Delete failed: …". */
const deleteAllowlistEntry = (id: number) => api.call(proxyAccountsEndpoints.deleteAllowlistEntry, { body: { id } });

/** Removes an entry; pending until the list has loaded again. */
export function useDeleteAllowlistEntry() {
  return useReloadingMutation(deleteAllowlistEntry, invalidateAllowlist);
}
