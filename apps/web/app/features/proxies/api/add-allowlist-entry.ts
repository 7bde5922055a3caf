import type { AllowlistCreateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** Quiet: the form shows "Add failed: …" under itself. */
export const addAllowlistEntry = (body: AllowlistCreateRequest) =>
  api.call(proxyAccountsEndpoints.addAllowlistEntry, { body }, { quiet: true });
