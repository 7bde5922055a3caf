import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../root.tsx";
import { useUserStore } from "./user-store.ts";

/**
 * Whether a user is logged in. The server render only knows the session
 * cookie; once the browser has hydrated, the persisted store decides.
 */
export function useIsLoggedIn(): boolean {
  const root = useRouteLoaderData<RootData>("root");
  const isLogin = useUserStore((state) => state.isLogin);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? isLogin : Boolean(root?.hasSession);
}
