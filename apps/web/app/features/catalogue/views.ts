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
