import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/proxy-account/delete: a refusal toasts "Delete failed: …". */
export const deleteProxyAccount = (id: number) => api.post<boolean>("/app-api/ip/proxy-account/delete", { id });
