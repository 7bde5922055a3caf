import type { Locale } from "@shop/contract/core";
import { formatDateTime, formatSignedTraffic } from "../../lib/format.ts";

export const when = (iso: string | null, locale: Locale) => (iso ? formatDateTime(iso, locale) : "—");

/** Signed traffic for ledger rows and adjustments (the shop's one traffic formatter). */
export const signedTraffic = formatSignedTraffic;

export const yuan = (fen: number | null) => (fen === null ? "—" : `¥${(fen / 100).toFixed(2)}`);

/**
 * An order's status as the member page shows it: a paid order whose money all went back reads
 * "refunded in full" (the row stays "paid" for the revenue it once earned), as the orders list does.
 */
export function memberOrderStatus(
  order: { status: string; amountFen: number; payAmountFen: number | null; refundedFen: number },
  t: (key: string) => string,
): string {
  const paid = order.payAmountFen ?? order.amountFen;
  if (order.status === "paid" && order.refundedFen > 0 && order.refundedFen >= paid) {
    return t("console.orders.refundedInFull");
  }
  return t(`console.orders.statuses.${order.status}`);
}
