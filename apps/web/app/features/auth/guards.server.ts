import { localizePath, splitLocalePath } from "@shop/contract/core";
import { redirect } from "react-router";
import { hasSessionCookie } from "./session-cookie.ts";

function hasSession(request: Request): boolean {
  return hasSessionCookie(request.headers.get("cookie"));
}

function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "");
  return url;
}

/** The /admin login check: a visitor goes to the login page of the same locale, with a way back. */
export function requireSession(request: Request): void {
  if (hasSession(request)) return;
  const url = pageUrlOf(request);
  const { locale } = splitLocalePath(url.pathname);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`);
}

/** Login, register and forgot-password send a logged-in user home (SPEC §2). */
export function requireGuest(request: Request): void {
  if (!hasSession(request)) return;
  const { locale } = splitLocalePath(pageUrlOf(request).pathname);
  throw redirect(localizePath("/", locale));
}
