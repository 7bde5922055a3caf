import type { Locale } from "@shop/contract/core";
import { businessTimeZone } from "../../lib/format.ts";

/** A publication date, the same on the server and in the browser (fixed to UTC+8, the shop's home zone). */
export function formatPublished(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: businessTimeZone }).format(new Date(iso));
}
