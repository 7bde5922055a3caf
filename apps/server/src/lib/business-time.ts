/**
 * The business's time zone (BUSINESS_TIME_ZONE, Asia/Shanghai unless configured): the one clock that
 * notices, exports and day ranges speak, always shown with its name so a reader in another zone
 * knows what "12:19" means. Usage statistics stay UTC where they say so.
 */
import {
  businessZoneName,
  defaultBusinessTimeZone,
  formatBusinessMinute,
  formatBusinessSecond,
  wallClockIn,
} from "@shop/contract/core";

// One implementation, in the contract package: the web app shows customers the same clock.
export { defaultBusinessTimeZone };

/** True for an IANA zone this runtime knows ("Asia/Shanghai", "UTC"); false for "Beijing" or "+08:00". */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return /\//.test(zone) || zone === "UTC";
  } catch {
    return false;
  }
}

/** "2026-11-28 12:19" in the zone (no name: callers add `(Asia/Shanghai)` once, in a header or after). */
export const businessMinute = (at: Date, zone: string): string => formatBusinessMinute(at, zone);

/** "2026-11-28 12:19:05" in the zone: a CSV cell under a header that names the zone. */
export const businessSecond = (at: Date, zone: string): string => formatBusinessSecond(at, zone);

/** The instant a calendar day ("2026-11-28") starts in the zone, daylight saving included. */
export function businessDayStart(day: string, zone: string): Date {
  const guess = new Date(`${day}T00:00:00Z`);
  // The zone's offset at that moment, read back from its wall clock; twice, for a DST change that day.
  let at = guess;
  for (let i = 0; i < 2; i++) {
    const { date, time } = wallClockIn(at, zone);
    const wall = new Date(`${date}T${time}Z`).getTime();
    at = new Date(guess.getTime() - (wall - at.getTime()));
  }
  return at;
}

/** How a reader is told the zone: 北京时间 / Beijing time for the default, else its IANA name. */
export const zoneName = (zone: string, locale: "zh-CN" | "en"): string => businessZoneName(zone, locale);

/** The calendar day after `day` ("2026-11-28" → "2026-11-29"). */
function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** The first day of the month after `day`'s ("2026-12-05" → "2027-01-01"). */
function nextMonthStart(day: string): string {
  const at = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + 1);
  return at.toISOString().slice(0, 10);
}

/** The business day and calendar month `at` falls in: each one's start and end (the next one's start). */
export interface BusinessPeriods {
  day: { start: Date; end: Date };
  month: { start: Date; end: Date };
}

/**
 * The day and month of `at` in the zone: days start at 00:00, months at 00:00 of the 1st (the resets of
 * sub-accounts' daily and monthly traffic caps).
 */
export function businessPeriods(at: Date, zone: string): BusinessPeriods {
  const { date } = wallClockIn(at, zone);
  return {
    day: { start: businessDayStart(date, zone), end: businessDayStart(nextDay(date), zone) },
    month: {
      start: businessDayStart(`${date.slice(0, 7)}-01`, zone),
      end: businessDayStart(nextMonthStart(date), zone),
    },
  };
}
