import type { MemberUser } from "@shop/contract/core";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** What the user centre knows of the logged-in user (SPEC §3 userInfo). */
type UserInfo = MemberUser;

interface UserState {
  isLogin: boolean;
  userInfo: UserInfo | null;
  /** True after the user pressed "log out" (not persisted): pages then go home, not to the login page. */
  loggedOutByUser: boolean;
  /** A session started: its tokens are HttpOnly cookies the server set, out of this store's reach. */
  setLoggedIn(): void;
  setUserInfo(userInfo: UserInfo): void;
  /** Forgets the session; `byUser` when the user asked for it. */
  logout(options?: { byUser?: boolean }): void;
}

/**
 * The persisted user store of SPEC §3. It keeps only the profile: the session itself lives in
 * HttpOnly cookies, so no script on the page can read or carry away a token.
 */
export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      isLogin: false,
      userInfo: null,
      loggedOutByUser: false,
      setLoggedIn() {
        set({ isLogin: true, loggedOutByUser: false });
      },
      setUserInfo(userInfo) {
        set({ userInfo });
      },
      logout(options) {
        set({ isLogin: false, userInfo: null, loggedOutByUser: Boolean(options?.byUser) });
      },
    }),
    {
      name: "user",
      // Version 1 dropped the tokens earlier versions kept here.
      version: 1,
      migrate: (persisted) => {
        const old = (persisted ?? {}) as { isLogin?: boolean; userInfo?: UserInfo | null };
        return { isLogin: Boolean(old.isLogin), userInfo: old.userInfo ?? null } as UserState;
      },
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ isLogin: state.isLogin, userInfo: state.userInfo }),
    },
  ),
);
