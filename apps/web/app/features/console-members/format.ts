import type { Locale } from "@shop/contract/core";
import { formatDateTime, formatSignedTraffic } from "../../lib/format.ts";

export const when = (iso: string | null, locale: Locale) => (iso ? formatDateTime(iso, locale) : "—");

/** Signed traffic for ledger rows and adjustments (the shop's one traffic formatter). */
export const signedTraffic = formatSignedTraffic;

export const yuan = (fen: number | null) => (fen === null ? "—" : `¥${(fen / 100).toFixed(2)}`);
