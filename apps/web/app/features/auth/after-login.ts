import { localizePath, splitLocalePath, type TokenPair } from "@shop/contract/core";
import { getMemberUser } from "./api/auth-calls.ts";
import { useUserStore } from "./user-store.ts";

/** Where to go after logging in: the page the user was sent away from (local paths only), else the user centre. */
export function redirectTarget(search: string, pathname: string): string {
  const wanted = new URLSearchParams(search).get("redirect");
  if (wanted?.startsWith("/") && !wanted.startsWith("//") && !wanted.includes("\\")) return wanted;
  return localizePath("/admin/dashboard", splitLocalePath(pathname).locale);
}

/** Stores the new session and the user info (SPEC §4: stored on code 0). */
export async function startSession(tokens: TokenPair): Promise<void> {
  useUserStore.getState().setToken(tokens.accessToken, tokens.refreshToken);
  try {
    useUserStore.getState().setUserInfo(await getMemberUser());
  } catch {
    // The user centre fetches it again; the session itself is in place.
  }
}
