import { type Locale, localizePath, splitLocalePath } from "@shop/contract/core";
import { useLocation } from "react-router";
import { useTranslator } from "./translator-context.tsx";

/** The locale of the current URL: the prefix decides, so SSR and the browser agree. */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns an unprefixed path into the current locale's path ("/buy" -> "/en/buy"). */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}

export function useT() {
  return useTranslator().t;
}
