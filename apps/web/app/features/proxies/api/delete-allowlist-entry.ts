import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** A refusal toasts "Delete failed: …". */
export const deleteAllowlistEntry = (id: number) =>
  api.call(proxyAccountsEndpoints.deleteAllowlistEntry, { body: { id } });
