/**
 * What a wall clock in `zone` shows at `at`: "2026-11-28" and "12:19:05" (24-hour), for the
 * business time zone in exports, notices and the console (server and web alike).
 */
export function wallClockIn(at: Date, zone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}:${part("second")}`,
  };
}

/** The business time zone unless BUSINESS_TIME_ZONE says otherwise. */
export const defaultBusinessTimeZone = "Asia/Shanghai";

/** How a reader is told the zone: 北京时间 / Beijing time for Asia/Shanghai, else its IANA name. */
export function businessZoneName(zone: string, locale: "zh-CN" | "en"): string {
  if (zone === defaultBusinessTimeZone) return locale === "en" ? "Beijing time" : "北京时间";
  return zone;
}

/** "2026-11-28 12:19" on the clock of `zone` (no name: for a column whose header names it). */
export function formatBusinessMinute(at: Date | string, zone: string): string {
  const { date, time } = wallClockIn(new Date(at), zone);
  return `${date} ${time.slice(0, 5)}`;
}

/** "2026-11-28 12:19:05" on the clock of `zone` (a CSV cell or console column that names the zone). */
export function formatBusinessSecond(at: Date | string, zone: string): string {
  const { date, time } = wallClockIn(new Date(at), zone);
  return `${date} ${time}`;
}

/**
 * The one way a time is shown to a customer or an operator: the business zone's clock with the
 * zone's name, "2026-11-28 19:41（北京时间）" / "2026-11-28 19:41 (Beijing time)".
 */
export function formatBusinessTime(at: Date | string, zone: string, locale: "zh-CN" | "en"): string {
  const name = businessZoneName(zone, locale);
  const minute = formatBusinessMinute(at, zone);
  return locale === "en" ? `${minute} (${name})` : `${minute}（${name}）`;
}

/** `at` as a datetime-local value on the clock of `zone`: "2026-11-28T12:19". */
export function toZonedInputValue(at: Date | string, zone: string): string {
  const { date, time } = wallClockIn(new Date(at), zone);
  return `${date}T${time.slice(0, 5)}`;
}

/**
 * The instant a datetime-local value ("2026-11-28T12:19") names on the clock of `zone`, whatever
 * the browser's own zone; null when it is not such a value. Two corrections cover a DST change.
 */
export function fromZonedInputValue(value: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  let at = wanted;
  for (let step = 0; step < 2; step++) {
    const shown = toZonedInputValue(new Date(at), zone);
    const [d, t] = shown.split("T") as [string, string];
    const [y, mo, da] = d.split("-").map(Number) as [number, number, number];
    const [h, mi] = t.split(":").map(Number) as [number, number];
    at += wanted - Date.UTC(y, mo - 1, da, h, mi);
  }
  return new Date(at);
}
