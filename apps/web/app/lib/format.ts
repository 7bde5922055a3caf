import type { Locale } from "@shop/contract/core";

const gigabyte = 1024 ** 3;

/** Traffic for people: GB with up to two decimals, MB below 1 GB. */
export function formatTraffic(bytes: number, locale: Locale): string {
  const format = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  if (bytes >= gigabyte || bytes === 0) return `${format(bytes / gigabyte)} GB`;
  return `${format(bytes / 1024 ** 2)} MB`;
}

/** A date and time in the reader's language, e.g. 2026年11月21日 23:05 / Nov 21, 2026, 11:05 PM. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
