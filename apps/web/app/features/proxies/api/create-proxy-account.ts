import type { ProxyAccount, ProxyAccountCreateRequest } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/proxy-account/create: quiet, the dialog shows "Add failed: …" itself. */
export const createProxyAccount = (body: ProxyAccountCreateRequest) =>
  api.post<ProxyAccount>("/app-api/ip/proxy-account/create", body, { quiet: true });
