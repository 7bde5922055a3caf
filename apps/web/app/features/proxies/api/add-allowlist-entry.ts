import type { AllowlistCreateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { invalidateAllowlist } from "./allowlist.ts";

/** Quiet: the form shows "Add failed: …" under itself. */
export const addAllowlistEntry = (body: AllowlistCreateRequest) =>
  api.call(proxyAccountsEndpoints.addAllowlistEntry, { body }, { quiet: true });

/** Adds an IP or range; pending until the list has loaded again. */
export function useAddAllowlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAllowlistEntry,
    onSuccess: () => invalidateAllowlist(queryClient),
  });
}
