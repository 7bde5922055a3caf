import type { ProxyAccount, ProxyAccountUpdateRequest } from "@shop/contract";
import { api } from "../../../lib/api.ts";

/**
 * POST /app-api/ip/proxy-account/update: only the fields sent change. Quiet
 * from the dialog (it shows "Edit failed: …" itself); the enable switch toasts.
 */
export const updateProxyAccount = (body: ProxyAccountUpdateRequest, options: { quiet: boolean }) =>
  api.post<ProxyAccount>("/app-api/ip/proxy-account/update", body, options);
