import { localizePath, splitLocalePath, type TokenPair } from "@shop/contract/core";
import { useUserStore } from "../../lib/session/user-store.ts";
import { getMemberUser } from "./api/auth-calls.ts";

/** Where to go after logging in: the page the user was sent away from (local paths only), else the user centre. */
export function redirectTarget(search: string, pathname: string): string {
  const wanted = new URLSearchParams(search).get("redirect");
  if (wanted?.startsWith("/") && !wanted.startsWith("//") && !wanted.includes("\\")) return wanted;
  return localizePath("/admin/dashboard", splitLocalePath(pathname).locale);
}

/**
 * Marks the new session and stores the user info (SPEC §4: stored on code 0). The tokens themselves
 * arrived as HttpOnly cookies; the answer's token fields are empty for the web app.
 */
export async function startSession(_tokens: TokenPair): Promise<void> {
  useUserStore.getState().setLoggedIn();
  try {
    useUserStore.getState().setUserInfo(await getMemberUser());
  } catch {
    // The user centre fetches it again; the session itself is in place.
  }
}
