import { CertificationStatus, type MemberUser } from "@shop/contract/core";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { writeBrowserCookie } from "../../lib/cookies.ts";
import { sessionCookieMaxAgeSeconds, sessionCookieName } from "./session-cookie.ts";

/** What the user centre knows of the logged-in user (SPEC §3 userInfo). */
export type UserInfo = MemberUser;

interface UserState {
  token: string | null;
  refreshToken: string | null;
  isLogin: boolean;
  userInfo: UserInfo | null;
  /** True after the user pressed "log out" (not persisted): pages then go home, not to the login page. */
  loggedOutByUser: boolean;
  setToken(token: string, refreshToken?: string | null): void;
  setUserInfo(userInfo: UserInfo): void;
  /** Forgets the session; `byUser` when the user asked for it. */
  logout(options?: { byUser?: boolean }): void;
}

/** The persisted user store of SPEC §3: logged in means a token is present. */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      token: null,
      refreshToken: null,
      isLogin: false,
      userInfo: null,
      loggedOutByUser: false,
      setToken(token, refreshToken = null) {
        writeBrowserCookie(sessionCookieName, token, sessionCookieMaxAgeSeconds);
        set({ token, refreshToken, isLogin: true, loggedOutByUser: false });
      },
      setUserInfo(userInfo) {
        set({ userInfo });
      },
      logout(options) {
        writeBrowserCookie(sessionCookieName, "", 0);
        set({
          token: null,
          refreshToken: null,
          isLogin: false,
          userInfo: null,
          loggedOutByUser: Boolean(options?.byUser),
        });
      },
    }),
    {
      name: "user",
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        token: state.token,
        refreshToken: state.refreshToken,
        isLogin: state.isLogin,
        userInfo: state.userInfo,
      }),
    },
  ),
);

export function isCertified(userInfo: UserInfo | null): boolean {
  return userInfo?.identificationStatus === CertificationStatus.Success;
}
