import { authEndpoints } from "@shop/contract/core";
import { api } from "../api.ts";
import { useUserStore } from "./user-store.ts";

/**
 * The member's own logout: the server revokes the session and clears its HttpOnly cookies
 * (refreshing first if the access token went stale, so the session cannot come back); the
 * browser forgets it either way.
 */
export async function logOut(): Promise<void> {
  await api.call(authEndpoints.logout, {}, { quiet: true, sessionOptional: true }).catch(() => {});
  useUserStore.getState().logout({ byUser: true });
}
