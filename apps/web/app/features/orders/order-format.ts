import { formatBusinessTime, type Locale } from "@shop/contract/core";
import { currentBusinessTimeZone } from "../../lib/format.ts";
/** A handling-fee rate in per mille as a percentage: 6 -> "0.6%". */
export function permilleText(permille: number): string {
  return `${(permille / 10).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

/** A short countdown: "29:05", or "1:02:03" past an hour. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The static resource types of SPEC §3, in the order /buy shows their products. */
export const resourceTypes = [2, 3, 12, 1] as const;
export type ResourceType = (typeof resourceTypes)[number];

export function isResourceType(value: number): value is ResourceType {
  return (resourceTypes as readonly number[]).includes(value);
}

/**
 * A date and time as order tables and the balance history show it, on the business zone's clock and
 * naming it like every other time: "2026-11-22 03:28（北京时间）".
 */
export function compactDateTime(iso: string, locale: Locale): string {
  return formatBusinessTime(iso, currentBusinessTimeZone(), locale);
}
