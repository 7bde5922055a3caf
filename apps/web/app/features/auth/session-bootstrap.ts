import { useEffect } from "react";
import { getMemberUser } from "./api/auth-calls.ts";
import { useUserStore } from "./user-store.ts";

/**
 * At app start (SPEC §4): bring the session cookie (what SSR saw) and the
 * persisted store (what the browser holds) into line, then fetch the user
 * info when logged in and store it on code 0.
 */
export function useSessionBootstrap(hasSessionCookie: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, at app start.
  useEffect(() => {
    const state = useUserStore.getState();
    if (!state.token) {
      // A cookie without a token in this browser cannot call the API: drop it.
      if (hasSessionCookie) state.logout();
      return;
    }
    // The cookie expired or was cleared while the browser kept the token: restore it for SSR.
    if (!hasSessionCookie) state.setToken(state.token, state.refreshToken);
    getMemberUser({ sessionOptional: true })
      .then((user) => useUserStore.getState().setUserInfo(user))
      .catch(() => {
        // Logged out quietly by the client when the session was gone; nothing else to do.
      });
  }, []);
}
