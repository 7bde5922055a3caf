import type { Locale } from "@shop/contract/core";
import { formatDateTime, formatTraffic } from "../../lib/format.ts";

export const when = (iso: string | null, locale: Locale) => (iso ? formatDateTime(iso, locale) : "—");

/** Signed traffic for ledger rows and adjustments: "+1.00 GB", "−512.00 MB". */
export function signedTraffic(bytes: number, locale: Locale): string {
  if (bytes === 0) return formatTraffic(0, locale);
  return `${bytes > 0 ? "+" : "−"}${formatTraffic(Math.abs(bytes), locale)}`;
}

export const yuan = (fen: number | null) => (fen === null ? "—" : `¥${(fen / 100).toFixed(2)}`);
