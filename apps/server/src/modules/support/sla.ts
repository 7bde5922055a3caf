import { wallClockIn } from "@shop/contract/core";

/** Business hours the SLA clock counts: Monday to Friday, 09:00–18:00 in the business time zone. */
const openHour = 9;
const closeHour = 18;

function wallMinutes(at: Date, zone: string): { weekday: number; minute: number } {
  const { date, time } = wallClockIn(at, zone);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const [h, m] = time.split(":").map(Number) as [number, number];
  return { weekday, minute: h * 60 + m };
}

/**
 * The moment `hours` business hours after `start` (seconds dropped). Walks the wall clock in
 * steps no longer than to the next opening or closing, so daylight saving and week-ends count right.
 */
export function addBusinessHours(start: Date, hours: number, zone: string): Date {
  let remaining = Math.round(hours * 60);
  let at = new Date(Math.floor(start.getTime() / 60_000) * 60_000);
  for (let guard = 0; guard < 10_000; guard++) {
    const { weekday, minute } = wallMinutes(at, zone);
    const workday = weekday >= 1 && weekday <= 5;
    if (workday && minute >= openHour * 60 && minute < closeHour * 60) {
      const step = Math.min(remaining, closeHour * 60 - minute);
      at = new Date(at.getTime() + step * 60_000);
      remaining -= step;
      if (remaining === 0) return at;
    } else {
      // Closed: jump to the next opening (today's 09:00 if it is still ahead, else tomorrow's).
      const toOpen = minute < openHour * 60 ? openHour * 60 - minute : 24 * 60 - minute + openHour * 60;
      at = new Date(at.getTime() + toOpen * 60_000);
    }
  }
  return at;
}
