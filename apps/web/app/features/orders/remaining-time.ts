/** What SPEC §4 shows of a static IP's remaining time. */
export type Remaining =
  | { kind: "expired" }
  | { kind: "today"; hours: number; minutes: number; seconds: number }
  | { kind: "left"; days: number; hours: number; minutes: number; seconds: number };

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Expired, expires today (same calendar day in the reader's time zone), or
 * days/hours/minutes/seconds left. `now` is the server-corrected time.
 */
export function describeRemaining(expireTime: string, now: number, timeZone?: string): Remaining {
  const expiresAt = Date.parse(expireTime);
  const left = expiresAt - now;
  if (!Number.isFinite(left) || left <= 0) return { kind: "expired" };
  const days = Math.floor(left / day);
  const hours = Math.floor((left % day) / hour);
  const minutes = Math.floor((left % hour) / minute);
  const seconds = Math.floor((left % minute) / second);
  if (left < day && calendarDay(expiresAt, timeZone) === calendarDay(now, timeZone)) {
    return { kind: "today", hours, minutes, seconds };
  }
  return { kind: "left", days, hours, minutes, seconds };
}

function calendarDay(at: number, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
