import type { Locale } from "@shop/contract";
import { formatUtcClock, formatUtcDayShort } from "./utc-time.ts";

/** One label under the chart, at the index of the point it names. */
export interface AxisTick {
  index: number;
  label: string;
}

/** Labels for a narrow chart (a phone) and for a wide one; the page shows the set that fits. */
export interface AxisTicks {
  narrow: AxisTick[];
  wide: AxisTick[];
}

/** Most labels that fit under a chart without running together. */
const maxLabels = { narrow: 4, wide: 8 } as const;

/** Every `step`-th of `count` points, from the first. */
function everyNth(count: number, most: number): number[] {
  const step = Math.max(1, Math.ceil(count / most));
  return Array.from({ length: Math.ceil(count / step) }, (_, i) => i * step);
}

/** Daily points ("2026-11-21"): a day label on as many days as fit. */
export function dailyTicks(days: string[], locale: Locale): AxisTicks {
  const ticks = (most: number) =>
    everyNth(days.length, most).map((index) => ({ index, label: formatUtcDayShort(days[index] ?? "", locale) }));
  return { narrow: ticks(maxLabels.narrow), wide: ticks(maxLabels.wide) };
}

/**
 * Hourly points (ISO times, UTC). One day reads as hours; several days are labelled by day at
 * each midnight, with the hours between where there is room, so a label never names the wrong day.
 */
export function hourlyTicks(hours: string[], locale: Locale): AxisTicks {
  const midnights = hours.flatMap((hour, index) => (formatUtcClock(hour) === "00:00" ? [index] : []));
  const dayTick = (index: number) => ({ index, label: formatUtcDayShort((hours[index] ?? "").slice(0, 10), locale) });
  const hourTick = (index: number) => ({ index, label: formatUtcClock(hours[index] ?? "") });

  if (midnights.length <= 1) {
    // A single day: its hours; the caption above the chart names the day.
    const ticks = (most: number) => everyNth(hours.length, most).map(hourTick);
    return { narrow: ticks(maxLabels.narrow), wide: ticks(maxLabels.wide) };
  }
  const days = (most: number) => {
    const step = Math.max(1, Math.ceil(midnights.length / most));
    return midnights.filter((_, i) => i % step === 0);
  };
  const wideDays = days(maxLabels.wide);
  // Noon between the days when every day has a label of its own (a week or less on a wide chart).
  const noons =
    wideDays.length === midnights.length
      ? midnights.map((index) => index + 12).filter((index) => index < hours.length)
      : [];
  const wide = [...wideDays.map(dayTick), ...noons.map(hourTick)].sort((a, b) => a.index - b.index);
  return { narrow: days(maxLabels.narrow).map(dayTick), wide };
}
