import { api } from "../../../lib/api.ts";

/** POST /app-api/ip/whitelist/delete: a refusal toasts "Delete failed: …". */
export const deleteAllowlistEntry = (id: number) => api.post<boolean>("/app-api/ip/whitelist/delete", { id });
