import { localizePath, splitLocalePath } from "@shop/contract/core";
import { translate } from "../../../i18n/i18n.ts";
import { createApiClient } from "../../../lib/api-client.ts";
import { showMessage } from "../../../ui/toast.tsx";

const currentLocale = () => splitLocalePath(window.location.pathname).locale;

// Counts the operator's logouts on this page: a call still under way when the operator logs out is
// then refused quietly, instead of saying "login expired" and sending them to login a second time.
let sessionsEnded = 0;
export function markConsoleSessionEnded(): void {
  sessionsEnded += 1;
}

/**
 * Whether this browser has signed in to the console since its last logout. The session cookie is
 * HttpOnly, so a first visit and an ended session both look like "no session"; only an ended one
 * may say "your session ended" on the login page.
 */
const signedInMark = "console.signed-in";
export const consoleSignIns = {
  remember: () => safely(() => window.localStorage.setItem(signedInMark, "1")),
  forget: () => safely(() => window.localStorage.removeItem(signedInMark)),
  wasSignedIn: () => safely(() => window.localStorage.getItem(signedInMark) === "1") ?? false,
};
/** Storage may be refused (private modes, policies): then nothing is remembered. */
function safely<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}

/**
 * The console's API client: the session is the HttpOnly cookie the browser sends by itself (no
 * token in script reach); a lost session goes to the console's login, back here afterwards.
 */
export const consoleApi = createApiClient({
  fetch: (...args) => window.fetch(...args),
  getLocale: currentLocale,
  getToken: () => null,
  notify: (message) => showMessage(message, "error"),
  translate: (key) => translate(currentLocale(), key),
  sessionsEnded: () => sessionsEnded,
  onUnauthorized() {
    const { path } = splitLocalePath(window.location.pathname);
    if (path === "/ops/login") return;
    const here = `${window.location.pathname}${window.location.search}`;
    const reason = consoleSignIns.wasSignedIn() ? "&reason=expired" : "";
    consoleSignIns.forget();
    window.location.assign(
      `${localizePath("/ops/login", currentLocale())}?redirect=${encodeURIComponent(here)}${reason}`,
    );
  },
});

/** Query keys of the console's own calls. */
export const consoleKeys = {
  /** Every console query: what a change refreshes when it may show anywhere in the console. */
  all: () => ["console"] as const,
  session: () => [...consoleKeys.all(), "session"] as const,
  dashboard: () => [...consoleKeys.all(), "dashboard"] as const,
  operators: () => [...consoleKeys.all(), "operators"] as const,
  enrolment: (token: string) => [...consoleKeys.all(), "enrolment", token] as const,
};
