import { CertificationStatus } from "@shop/contract";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { writeBrowserCookie } from "../../lib/cookies.ts";
import { sessionCookieMaxAgeSeconds, sessionCookieName } from "./session-cookie.ts";

/** What the user centre knows of the logged-in user (SPEC §3; more fields arrive with accounts). */
export interface UserInfo {
  limitBalance: number;
  identificationStatus: number;
  [field: string]: unknown;
}

interface UserState {
  token: string | null;
  isLogin: boolean;
  userInfo: UserInfo | null;
  setToken(token: string): void;
  setUserInfo(userInfo: UserInfo): void;
  logout(): void;
}

/** The persisted user store of SPEC §3: logged in means a token is present. */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      token: null,
      isLogin: false,
      userInfo: null,
      setToken(token) {
        writeBrowserCookie(sessionCookieName, token, sessionCookieMaxAgeSeconds);
        set({ token, isLogin: true });
      },
      setUserInfo(userInfo) {
        set({ userInfo });
      },
      logout() {
        writeBrowserCookie(sessionCookieName, "", 0);
        set({ token: null, isLogin: false, userInfo: null });
      },
    }),
    {
      name: "user",
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token, isLogin: state.isLogin, userInfo: state.userInfo }),
    },
  ),
);

export function isCertified(userInfo: UserInfo | null): boolean {
  return userInfo?.identificationStatus === CertificationStatus.Success;
}
