/** Whole fen as yuan with two decimals: ¥1,234.56; cents of a USD order as US$1,234.56. */
export function formatFen(fen: number, locale: string, currency: "CNY" | "USD" = "CNY"): string {
  const yuan = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fen / 100);
  return `${currency === "USD" ? "US$" : "¥"}${yuan}`;
}

/** "12.34" (what an operator types) -> 1234 fen; null for anything but a positive amount with up to 2 decimals. */
export function yuanInputToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return fen > 0 ? fen : null;
}

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20";
export const buttonClass =
  "rounded-lg bg-brand px-3 py-2 font-semibold text-sm text-white shadow-sm hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButtonClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 disabled:opacity-50";
export const cardClass = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";

/**
 * Where a refund's money goes, for the operator's confirmation and messages: the provider ("Alipay"),
 * the member's balance, or both with each part's amount.
 */
export function refundChannelText(
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
  channel: string,
  providerFen: number,
  toBalanceFen: number,
): string {
  if (toBalanceFen <= 0) return channel;
  if (providerFen <= 0) return t("console.refunds.channelBalance");
  return t("console.refunds.channelSplit", {
    channel,
    providerAmount: formatFen(providerFen, locale),
    balanceAmount: formatFen(toBalanceFen, locale),
  });
}
