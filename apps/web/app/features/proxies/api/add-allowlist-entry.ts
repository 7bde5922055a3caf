import type { AllowlistCreateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";
import { useReloadingMutation } from "../../../lib/query-hooks.ts";
import { invalidateAllowlist } from "./allowlist.ts";

/** Quiet: the form shows "Add failed: …" under itself. */
const addAllowlistEntry = (body: AllowlistCreateRequest) =>
  api.call(proxyAccountsEndpoints.addAllowlistEntry, { body }, { quiet: true });

/** Adds an IP or range; pending until the list has loaded again. */
export function useAddAllowlistEntry() {
  return useReloadingMutation(addAllowlistEntry, invalidateAllowlist);
}
