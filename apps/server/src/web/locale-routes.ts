import { isLocale, localeCookieMaxAgeSeconds, localeCookieName, localizePath, splitLocalePath } from "@shop/contract";
import type { FastifyInstance } from "fastify";

/**
 * GET /locale/switch?to=en&redirect=/buy: remembers the language for 365 days
 * and goes to the same page in it. The switcher uses this href, so switching
 * works before the page's JavaScript has loaded.
 */
export async function localeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { to?: string; redirect?: string } }>("/locale/switch", async (request, reply) => {
    const to = isLocale(request.query.to) ? request.query.to : "zh-CN";
    const wanted = request.query.redirect ?? "/";
    // Only local paths: never an open redirect.
    const safe = wanted.startsWith("/") && !wanted.startsWith("//") && !wanted.includes("\\") ? wanted : "/";
    const [pathname = "/", search = ""] = safe.split(/(?=\?)/);
    const target = `${localizePath(splitLocalePath(pathname).path, to)}${search}`;
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
