import { localizePath, splitLocalePath, type TokenPair, tokenPairSchema } from "@shop/contract";
import { useUserStore } from "../features/auth/user-store.ts";
import { translate } from "../i18n/i18n.ts";
import { showMessage } from "../ui/toast.tsx";
import { createApiClient } from "./api-client.ts";

const currentLocale = () => splitLocalePath(window.location.pathname).locale;

/** Trades the stored refresh token for a new pair (the old pair stops working). */
async function refreshSession(): Promise<boolean> {
  const refreshToken = useUserStore.getState().refreshToken;
  if (!refreshToken) return false;
  try {
    const response = await window.fetch("/app-api/member/auth/refresh-token", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": currentLocale() },
      body: JSON.stringify({ refreshToken }),
    });
    const body = (await response.json()) as { code: number; data: TokenPair | null };
    const tokens = tokenPairSchema.safeParse(body.data);
    if (body.code !== 0 || !tokens.success) return false;
    useUserStore.getState().setToken(tokens.data.accessToken, tokens.data.refreshToken);
    return true;
  } catch {
    return false;
  }
}

/** The browser's API client, wired to the user store, the toasts and the router. */
export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getLocale: currentLocale,
  getToken: () => useUserStore.getState().token,
  notify: (message) => showMessage(message, "error"),
  translate: (key) => translate(currentLocale(), key),
  refreshSession,
  clearSession: () => useUserStore.getState().logout(),
  onUnauthorized() {
    useUserStore.getState().logout();
    const here = `${window.location.pathname}${window.location.search}`;
    const { path } = splitLocalePath(window.location.pathname);
    if (path === "/login") return;
    window.location.assign(`${localizePath("/login", currentLocale())}?redirect=${encodeURIComponent(here)}`);
  },
});
