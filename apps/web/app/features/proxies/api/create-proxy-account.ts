import type { ProxyAccountCreateRequest } from "@shop/contract";
import { proxyAccountsEndpoints } from "@shop/contract/core";
import { api } from "../../../lib/api.ts";

/** Quiet: the dialog shows "Add failed: …" itself. */
export const createProxyAccount = (body: ProxyAccountCreateRequest) =>
  api.call(proxyAccountsEndpoints.createAccount, { body }, { quiet: true });
