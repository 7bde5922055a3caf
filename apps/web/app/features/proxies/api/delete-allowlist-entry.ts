import { proxyAccountsEndpoints } from "@shop/contract/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { invalidateAllowlist } from "./allowlist.ts";

/** A refusal toasts "Delete failed: …". */
export const deleteAllowlistEntry = (id: number) =>
  api.call(proxyAccountsEndpoints.deleteAllowlistEntry, { body: { id } });

/** Removes an entry; pending until the list has loaded again. */
export function useDeleteAllowlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllowlistEntry,
    onSuccess: () => invalidateAllowlist(queryClient),
  });
}
