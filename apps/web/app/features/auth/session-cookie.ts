/**
 * The access token also lives in this cookie so that SSR can tell a visitor
 * from a logged-in user (the /admin login check, redirects away from /login).
 * The API itself only trusts the Authorization header.
 */
export const sessionCookieName = "token";
export const sessionCookieMaxAgeSeconds = 30 * 24 * 3600;
