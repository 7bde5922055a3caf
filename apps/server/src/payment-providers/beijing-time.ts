/**
 * The payment protocols speak Beijing time (UTC+08:00, no daylight saving):
 * Alipay's "yyyy-MM-dd HH:mm:ss" fields and WeChat Pay's RFC 3339 "+08:00"
 * times. Computed from the instant, never from the server's own time zone.
 */

const beijingOffsetMs = 8 * 3600_000;

function beijingIso(date: Date): string {
  // An ISO string of the instant shifted by +8 h reads as Beijing wall-clock time.
  return new Date(Math.floor(date.getTime() / 1000) * 1000 + beijingOffsetMs).toISOString();
}

/** "2026-11-22 10:30:00" in Beijing time (Alipay's timestamp, time_expire, gmt_payment). */
export function formatBeijingTime(date: Date): string {
  const iso = beijingIso(date);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** "2026-11-22T10:30:00+08:00" (WeChat Pay's time_expire, success_time). */
export function formatBeijingRfc3339(date: Date): string {
  return `${beijingIso(date).slice(0, 19)}+08:00`;
}

const beijingPattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** "2026-11-22 10:30:00" read as Beijing time; null when malformed or not a real date. */
export function parseBeijingTime(text: string): Date | null {
  const match = beijingPattern.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(utc - beijingOffsetMs);
  // Date.UTC rolls 2026-02-30 over to March: such a date is malformed, not a later one.
  return formatBeijingTime(date) === text ? date : null;
}

const rfc3339Pattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 time with an explicit offset; null when malformed. */
export function parseRfc3339(text: string): Date | null {
  if (!rfc3339Pattern.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time);
}
