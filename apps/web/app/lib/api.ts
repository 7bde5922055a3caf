import { authEndpoints, localizePath, splitLocalePath } from "@shop/contract/core";
// biome-ignore lint/style/noRestrictedImports: the token store leaves the browser with HttpOnly sessions; until then the client reads it here
import { useUserStore } from "../features/auth/user-store.ts";
import { translate } from "../i18n/i18n.ts";
import { showLinkNotification, showMessage } from "../ui/toast.tsx";
import { createApiClient } from "./api-client.ts";

const currentLocale = () => splitLocalePath(window.location.pathname).locale;

/**
 * The refresh call's own client: no session refresh of its own (the main client refreshes on a
 * 401, and a refused refresh waiting on itself would never end), no token, no toasts, no navigation.
 */
const sessionClient = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getLocale: currentLocale,
  getToken: () => null,
  notify: () => {},
  translate: (key) => translate(currentLocale(), key),
  onUnauthorized: () => {},
});

/** Trades the stored refresh token for a new pair (the old pair stops working). */
async function refreshSession(): Promise<boolean> {
  const refreshToken = useUserStore.getState().refreshToken;
  if (!refreshToken) return false;
  try {
    const tokens = await sessionClient.call(authEndpoints.refreshToken, { body: { refreshToken } }, { quiet: true });
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
