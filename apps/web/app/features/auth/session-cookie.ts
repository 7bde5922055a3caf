import { readCookie } from "../../lib/cookies.ts";

/**
 * The HttpOnly access-token cookie the server sets (apps/server/src/modules/identity/auth/session-cookies.ts):
 * `__Host-sid` on https, `sid` on plain http. SSR only looks at whether it is there, to tell a
 * visitor from a logged-in user (the /admin login check, redirects away from /login); the server
 * checks the token itself on every API call.
 */
const sessionCookieNames = ["__Host-sid", "sid"] as const;

/** Whether a Cookie header carries the session cookie (on the server: page scripts never see it). */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionCookieNames.some((name) => Boolean(readCookie(cookieHeader, name)));
}
