import { localizePath, splitLocalePath, type TokenPair } from "@shop/contract/core";
import { useUserStore } from "../features/auth/user-store.ts";
import { translate } from "../i18n/i18n.ts";
import { showLinkNotification, showMessage } from "../ui/toast.tsx";
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
    const body = (await response.json()) as { code: number; data: Partial<TokenPair> | null };
    const tokens = body.data;
    if (body.code !== 0 || typeof tokens?.accessToken !== "string" || typeof tokens.refreshToken !== "string") {
      return false;
    }
    useUserStore.getState().setToken(tokens.accessToken, tokens.refreshToken);
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
  onNotAuthenticated(message) {
    const locale = currentLocale();
    showLinkNotification(message, {
      type: "warning",
      description: translate(locale, "api.certificationRequired.description"),
      href: localizePath("/admin/auth", locale),
      linkLabel: translate(locale, "api.certificationRequired.action"),
    });
  },
  onUnauthorized() {
    useUserStore.getState().logout();
    const here = `${window.location.pathname}${window.location.search}`;
    const { path } = splitLocalePath(window.location.pathname);
    if (path === "/login") return;
    // A full page load drops the toast, so the login page says "Login expired" itself (reason=expired).
    window.location.assign(
      `${localizePath("/login", currentLocale())}?redirect=${encodeURIComponent(here)}&reason=expired`,
    );
  },
});
