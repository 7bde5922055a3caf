import type { StaticLineKey } from "./product-lines.ts";

/**
 * What the pages render of the catalogue. Loaders format the money on the
 * server (formatFen), so marketing pages ship no schema or price code.
 */
export interface PackageView {
  id: number;
  name: string;
  trafficGb: number;
  giftGb: number;
  validDays: number;
  recommended: boolean;
  /** formatFen(price) */
  priceText: string;
  /** Fen per GB including the gift. */
  unitPrice: number;
  /** formatFen(unitPrice) */
  unitPriceText: string;
  /** The seller's own USD price and per-GB price, formatted ("US$22"); null: sold in CNY only. */
  usdPriceText: string | null;
  usdUnitPriceText: string | null;
  /** Cents per GB including the gift; null without a USD price. */
  usdUnitPrice: number | null;
}

/** The currencies a visitor of the English site can see prices in. */
export type DisplayCurrency = "CNY" | "USD";

/** ?currency=USD on the English site; everything else (and the Chinese site) shows CNY. */
export function displayCurrency(url: URL, locale: string): DisplayCurrency {
  return locale === "en" && url.searchParams.get("currency") === "USD" ? "USD" : "CNY";
}

/**
 * A package as shown in `currency`: its USD price where the seller set one; otherwise its CNY
 * price, marked CNY-only (never converted at a rate).
 */
export function packageIn(item: PackageView, currency: DisplayCurrency): PackageView & { cnyOnly: boolean } {
  if (currency === "CNY") return { ...item, cnyOnly: false };
  if (item.usdPriceText === null || item.usdUnitPriceText === null) return { ...item, cnyOnly: true };
  return {
    ...item,
    priceText: item.usdPriceText,
    unitPriceText: item.usdUnitPriceText,
    unitPrice: item.usdUnitPrice ?? item.unitPrice,
    cnyOnly: false,
  };
}

export interface PayAsYouGoView {
  unitPrice: number;
  unitPriceText: string;
  minGb: number;
  maxGb: number;
}

export interface NodeView {
  id: number;
  countryCode: string;
  regionName: string;
  ispName: string | null;
  stock: number;
  /** Fen per IP per 30 days. */
  pricePer30Days: number;
  priceText: string;
}

interface DurationView {
  id: number;
  days: number;
  discountPercent: number;
}

export interface StaticLineView {
  key: StaticLineKey;
  nodes: NodeView[];
  durations: DurationView[];
  /** The lowest 30-day price of a region in stock, formatted; null when all are sold out. */
  fromText: string | null;
}

/** A whole number of GB as people write it in both languages: 1,000. */
export function formatGb(value: number): string {
  return value.toLocaleString("en-US");
}
