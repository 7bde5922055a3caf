import { authEndpoints } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The browser's session lives in two HttpOnly cookies that page scripts cannot read. On https the
 * access cookie takes the `__Host-` prefix (Secure, Path=/, no Domain: no sibling host can plant
 * or read it); the refresh cookie is sent only to the refresh call, so it takes `__Secure-`
 * (`__Host-` demands Path=/).
 */
export interface SessionCookies {
  access: string;
  refresh: string;
  secure: boolean;
}

const refreshCookiePath = authEndpoints.refreshToken.path;

export function sessionCookiesFor(publicUrl: string | null): SessionCookies {
  const secure = publicUrl?.startsWith("https://") ?? false;
  return secure ? { access: "__Host-sid", refresh: "__Secure-srt", secure } : { access: "sid", refresh: "srt", secure };
}

export function setSessionCookies(
  reply: FastifyReply,
  cookies: SessionCookies,
  tokens: { accessToken: string; refreshToken: string },
  maxAgeSeconds: number,
): void {
  const common = { httpOnly: true, secure: cookies.secure, sameSite: "lax" as const, maxAge: maxAgeSeconds };
  reply.setCookie(cookies.access, tokens.accessToken, { ...common, path: "/" });
  reply.setCookie(cookies.refresh, tokens.refreshToken, { ...common, path: refreshCookiePath });
}

export function clearSessionCookies(reply: FastifyReply, cookies: SessionCookies): void {
  const common = { httpOnly: true, secure: cookies.secure, sameSite: "lax" as const };
  reply.clearCookie(cookies.access, { ...common, path: "/" });
  reply.clearCookie(cookies.refresh, { ...common, path: refreshCookiePath });
}

/** The web app marks its calls so that token answers go to cookies only, never into page scripts. */
export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers["x-session"] === "cookie";
}
