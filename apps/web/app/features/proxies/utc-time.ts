import type { Locale } from "@shop/contract";

/**
 * Dashboard statistics are in UTC+0 (SPEC §4): every day and hour here is a
 * UTC one, written the same way in both languages so it reads as a timestamp.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** Today's UTC date, e.g. 2026-11-21. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A UTC date moved by whole days: addUtcDays("2026-11-21", -6) is "2026-11-15". */
export function addUtcDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Days from one UTC date to another, both counted: 2026-11-15 … 2026-11-21 is 7. */
export function countUtcDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** The start of a UTC hour as "2026-11-21 08:00". */
export function formatUtcHour(iso: string): string {
  const date = new Date(iso);
  return `${date.toISOString().slice(0, 10)} ${String(date.getUTCHours()).padStart(2, "0")}:00`;
}

/** A UTC day for axis labels: "11-21" / "Nov 21". */
export function formatUtcDayShort(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The hour of a UTC time for axis labels: "08:00". */
export function formatUtcClock(iso: string): string {
  return `${String(new Date(iso).getUTCHours()).padStart(2, "0")}:00`;
}
