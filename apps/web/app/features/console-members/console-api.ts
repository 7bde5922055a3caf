import { localizePath, splitLocalePath } from "@shop/contract/core";
import { translate } from "../../i18n/i18n.ts";
import { createApiClient } from "../../lib/api-client.ts";
import { showMessage } from "../../ui/toast.tsx";

const currentLocale = () => splitLocalePath(window.location.pathname).locale;

/**
 * The console's calls from the browser: the session is the HttpOnly cookie the
 * console login set (sent by the browser on same-origin calls), never a token;
 * a lost session goes to the console's login page.
 */
export const consoleApi = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getLocale: currentLocale,
  getToken: () => null,
  notify: (message) => showMessage(message, "error"),
  translate: (key) => translate(currentLocale(), key),
  onUnauthorized() {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`${localizePath("/ops/login", currentLocale())}?redirect=${encodeURIComponent(here)}`);
  },
});
