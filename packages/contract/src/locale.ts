/** Languages of the product; zh-CN is the default and has no URL prefix (SPEC §1). */
export const locales = ["zh-CN", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "zh-CN";

/** Name and lifetime of the cookie that remembers the language (SPEC §9). */
export const localeCookieName = "locale";
export const localeCookieMaxAgeSeconds = 31_536_000;

export function isLocale(value: unknown): value is Locale {
  return value === "zh-CN" || value === "en";
}

/** The locale named by a path's prefix, and the path without it. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === "/en" || pathname.startsWith("/en/")) {
    return { locale: "en", path: pathname.slice(3) || "/" };
  }
  return { locale: "zh-CN", path: pathname || "/" };
}

/** Builds a path for a locale from an unprefixed path ("/buy" -> "/en/buy"). */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === "zh-CN") return clean;
  return clean === "/" ? "/en" : `/en${clean}`;
}

/**
 * The language for a visitor whose URL has no explicit choice (SPEC §4): the
 * cookie decides; without one, the browser's language is used only when it is
 * exactly `en` or `zh-CN`; otherwise the default.
 */
export function detectLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  const browser = firstLanguageTag(input.acceptLanguage);
  if (isLocale(browser)) return browser;
  return defaultLocale;
}

/**
 * The language of an API response's `msg`. API clients send the exact locale
 * (SPEC §7), but other clients send regional tags, so any `en-*` reads as en.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  const tag = firstLanguageTag(header);
  if (tag && (tag === "en" || tag.toLowerCase().startsWith("en-"))) return "en";
  return defaultLocale;
}

/** The browser's most preferred language tag (highest q, then order). */
function firstLanguageTag(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.tag;
}
