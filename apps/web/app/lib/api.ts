import { authEndpoints, localizePath, splitLocalePath } from "@shop/contract/core";
import { translate } from "../i18n/i18n.ts";
import { showLinkNotification, showMessage } from "../ui/toast.tsx";
import { createApiClient } from "./api-client.ts";
import { useUserStore } from "./session/user-store.ts";

const currentLocale = () => splitLocalePath(window.location.pathname).locale;

/** The server then keeps tokens in HttpOnly cookies and answers them to no page script. */
const cookieSession = { "X-Session": "cookie" };

/**
 * The refresh call's own client: no session refresh of its own (the main client refreshes on a
 * 401, and a refused refresh waiting on itself would never end), no toasts, no navigation.
 */
const sessionClient = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getLocale: currentLocale,
  getToken: () => null,
  headers: cookieSession,
  notify: () => {},
  translate: (key) => translate(currentLocale(), key),
  onUnauthorized: () => {},
});

// Counts the sessions ended on this page, so a call that outlives its session is refused quietly.
let sessionsEnded = 0;
useUserStore.subscribe((state, previous) => {
  if (previous.isLogin && !state.isLogin) sessionsEnded += 1;
});

/** Trades the refresh-token cookie for a new pair of cookies (the old pair stops working). */
async function refreshSession(): Promise<boolean> {
  if (!useUserStore.getState().isLogin) return false;
  try {
    await sessionClient.call(authEndpoints.refreshToken, { body: {} }, { quiet: true });
    return true;
  } catch {
    return false;
  }
}

/** The browser's API client, wired to the user store, the toasts and the router. */
export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getLocale: currentLocale,
  // The session cookie goes with every same-origin call; no token is ever in reach of this script.
  getToken: () => null,
  headers: cookieSession,
  hasSession: () => useUserStore.getState().isLogin,
  notify: (message) => showMessage(message, "error"),
  translate: (key) => translate(currentLocale(), key),
  refreshSession,
  clearSession: () => useUserStore.getState().logout(),
  sessionsEnded: () => sessionsEnded,
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
