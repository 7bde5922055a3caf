import { localizePath, splitLocalePath } from "@shop/contract";
import { useUserStore } from "../features/auth/user-store.ts";
import { translate } from "../i18n/i18n.ts";
import { showMessage } from "../ui/toast.tsx";
import { createApiClient } from "./api-client.ts";

const currentLocale = () => splitLocalePath(window.location.pathname).locale;

/** The browser's API client, wired to the user store, the toasts and the router. */
export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getLocale: currentLocale,
  getToken: () => useUserStore.getState().token,
  notify: (message) => showMessage(message, "error"),
  translate: (key) => translate(currentLocale(), key),
  onUnauthorized() {
    useUserStore.getState().logout();
    const here = `${window.location.pathname}${window.location.search}`;
    const { path } = splitLocalePath(window.location.pathname);
    if (path === "/login") return;
    window.location.assign(`${localizePath("/login", currentLocale())}?redirect=${encodeURIComponent(here)}`);
  },
});
