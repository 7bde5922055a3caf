import { useEffect } from "react";
import { useUserStore } from "../../lib/session/user-store.ts";
import { getMemberUser } from "./api/auth-calls.ts";

/**
 * At app start (SPEC §4): bring the HttpOnly session cookie (what SSR saw) and the persisted store
 * into line, then fetch the user info when logged in and store it on code 0. The cookie decides:
 * without it the browser holds no session, whatever the store remembers.
 */
export function useSessionBootstrap(hasSessionCookie: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at app start.
  useEffect(() => {
    const state = useUserStore.getState();
    if (!hasSessionCookie) {
      if (state.isLogin) state.logout();
      return;
    }
    if (!state.isLogin) state.setLoggedIn();
    getMemberUser({ sessionOptional: true })
      .then((user) => useUserStore.getState().setUserInfo(user))
      .catch(() => {
        // Logged out quietly by the client when the session was gone; nothing else to do.
      });
  }, []);
}
