import {
  isLocale,
  localeCookieMaxAgeSeconds,
  localeCookieName,
  localizePath,
  splitLocalePath,
  translateMessage,
} from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { isPrintableAscii, localRedirectPath } from "./local-redirect.ts";

/**
 * GET /locale/switch?to=en&redirect=/buy: remembers the language for 365 days
 * and goes to the same page in it. The switcher uses this href, so switching
 * works before the page's JavaScript has loaded.
 */
export async function localeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to?: unknown; redirect?: unknown } }>("/locale/switch", async (request, reply) => {
    const { to: wantedLocale, redirect: wantedPath = "/" } = request.query;
    // A repeated parameter arrives as an array, CR/LF or non-ASCII only from a crafted link: refused, never guessed.
    if (
      (wantedLocale !== undefined && typeof wantedLocale !== "string") ||
      typeof wantedPath !== "string" ||
      !isPrintableAscii(wantedPath)
    ) {
      return reply
        .status(400)
        .type("text/plain; charset=utf-8")
        .send(translateMessage(request.locale, "errors.badRequest"));
    }
    const to = isLocale(wantedLocale) ? wantedLocale : "zh-CN";
    // Only paths on this site, checked after localising (`/en//host` would become `//host`): never an open redirect.
    const [pathname = "/", search = ""] = (localRedirectPath(wantedPath) ?? "/").split(/(?=\?)/);
    const target =
      localRedirectPath(`${localizePath(splitLocalePath(pathname).path, to)}${search}`) ?? localizePath("/", to);
    return reply
      .setCookie(localeCookieName, to, {
        path: "/",
        maxAge: localeCookieMaxAgeSeconds,
        sameSite: "lax",
        secure: request.protocol === "https",
      })
      .header("cache-control", "no-store")
      .redirect(target, 302);
  });
}
