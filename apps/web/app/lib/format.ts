import {
  businessZoneName,
  defaultBusinessTimeZone,
  formatBusinessSecond,
  formatBusinessTime,
  type Locale,
} from "@shop/contract/core";

const units = [
  { name: "GB", size: 1024 ** 3, digits: 3 },
  { name: "MB", size: 1024 ** 2, digits: 2 },
  { name: "KB", size: 1024, digits: 0 },
  { name: "B", size: 1, digits: 0 },
] as const;
/** A unit of traffic: 1 GB = 1,024 MB, as the shop bills. */
export type TrafficUnit = (typeof units)[number]["name"];

/** The largest unit `bytes` makes at least one of (MB for nothing at all). */
export function trafficUnitOf(bytes: number): TrafficUnit {
  const size = Math.abs(bytes);
  if (size === 0) return "MB";
  return (units.find((unit) => size >= unit.size) ?? units[3]).name;
}

/**
 * The one way traffic is shown, in the shop and the console. Cut, never rounded: "5 GB left" after
 * 1.58 MB used reads "4.998 GB", because rounding up hid the usage. GB keeps three decimals, MB two;
 * below 1 MB the figure falls to KB and bytes, so a small change never reads "0 MB" (or "−0 MB").
 * `unit` forces one unit, for two figures side by side ("0 MB / 512 MB", not "0 GB / 512 MB").
 */
export function formatTraffic(bytes: number, locale: Locale, unit: TrafficUnit = trafficUnitOf(bytes)): string {
  const { size, digits } = units.find((each) => each.name === unit) ?? units[1];
  const scale = 10 ** digits;
  // Integer arithmetic first (bytes and their scaled values are exact doubles), then toward zero.
  const value = Math.trunc((bytes * scale) / size) / scale;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value === 0 ? 0 : value);
  return `${text} ${unit}`;
}

/**
 * Used against a total in one unit, the total's ("0 MB / 512 MB", not "0 GB / 512 MB"); usage too
 * small to show in that unit keeps its own ("100 KB / 5 GB", never "0 GB / 5 GB").
 */
export function formatTrafficOf(used: number, total: number, locale: Locale): string {
  const unit = trafficUnitOf(Math.max(Math.abs(used), Math.abs(total)));
  const usedText = formatTraffic(used, locale, unit);
  const hidden = used !== 0 && /^0 /.test(usedText);
  return `${hidden ? formatTraffic(used, locale) : usedText} / ${formatTraffic(total, locale, unit)}`;
}

/** Signed traffic for ledger rows and adjustments: "+1 GB", "−512 MB"; a change is never shown as −0. */
export function formatSignedTraffic(bytes: number, locale: Locale): string {
  if (bytes === 0) return formatTraffic(0, locale);
  return `${bytes > 0 ? "+" : "−"}${formatTraffic(Math.abs(bytes), locale)}`;
}

/**
 * The business's time zone (BUSINESS_TIME_ZONE, told to the page by the server with the root
 * data; Asia/Shanghai by default): lease ends, order times and exports' date ranges are on its clock.
 */
export const businessTimeZone = defaultBusinessTimeZone;

let customerZone: string = defaultBusinessTimeZone;
/** The root layout sets the installation's zone once it knows it (one setting for the whole site). */
export function setBusinessTimeZone(zone: string): void {
  customerZone = zone;
}

/** The installation's business time zone, as the root layout last set it. */
export function currentBusinessTimeZone(): string {
  return customerZone;
}

/**
 * A time as customers see it: on the business zone's clock with the zone's name, the same
 * formatter the console and the server's notices use, e.g. 2026-11-21 23:05（北京时间）.
 */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatBusinessTime(iso, customerZone, locale);
}

/**
 * The last day a period ending at `iso` covers, in China time: a lease typed as "2027-12-31" ends at
 * that day's midnight in Beijing (16:00 UTC), which read as "2027-12-31 16:00" in a UTC browser.
 */
export function formatEndDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: customerZone }).format(
    new Date(new Date(iso).getTime() - 1),
  );
}

/** "2026-11-28 12:19:05" on the clock of `zone` (the console's business time zone). */
export const formatZonedSecond = (iso: string, zone: string): string => formatBusinessSecond(iso, zone);

/** How a time zone is named beside a time: 北京时间 / Beijing time for Asia/Shanghai, else its IANA name. */
export const zoneLabel = (zone: string, locale: Locale): string => businessZoneName(zone, locale);
