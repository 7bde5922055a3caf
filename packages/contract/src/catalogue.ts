import { int4Max } from "./column-bounds.ts";
import { z } from "./zod.ts";

/** Resource types of static IPs (SPEC §3): 1 data centre, 2 static ISP, 3 static native, 12 China static ISP. */
export const staticResourceTypeSchema = z.coerce
  .number({ error: "catalogue.typeInvalid" })
  .pipe(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(12)], { error: "catalogue.typeInvalid" }));

/** A dynamic-traffic package (GET /app-api/ip/traffic-combo-product-price/list). Money in fen. */
export const trafficPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  trafficGb: z.number().int(),
  giftGb: z.number().int(),
  /** Price of the package in fen. */
  price: z.number().int(),
  /** Effective price per GB including the gift, in fen (rounded). */
  unitPrice: z.number().int(),
  /** The package's USD price in cents, set by the seller (no exchange rate); null: sold in CNY only. */
  usdPrice: z.number().int().nullable().optional(),
  /** usdPrice per GB including the gift, in cents (rounded); null without a USD price. */
  usdUnitPrice: z.number().int().nullable().optional(),
  /**
   * The catalogue's validity column. Not enforced and not shown: purchased
   * traffic does not expire (docs/decisions.md, 2026-11-24). Kept for API compatibility.
   */
  validDays: z.number().int(),
  recommended: z.boolean(),
});
export type TrafficPackage = z.infer<typeof trafficPackageSchema>;

/** GET /app-api/ip/flow-package/getUnitPrice: pay-as-you-go traffic. */
export const trafficUnitPriceSchema = z.object({
  /** Fen per GB. */
  unitPrice: z.number().int(),
  minGb: z.number().int(),
  maxGb: z.number().int(),
});
export type TrafficUnitPrice = z.infer<typeof trafficUnitPriceSchema>;

/** GET /app-api/ip/flow-package/get?id= */
export const trafficPackageQuerySchema = z.object({
  id: z.coerce
    .number({ error: "catalogue.idInvalid" })
    .int({ error: "catalogue.idInvalid" })
    .positive({ error: "catalogue.idInvalid" })
    .max(int4Max, { error: "catalogue.idInvalid" }),
});

/** GET …/duration?type=: the durations a static type is sold for. */
export const staticDurationSchema = z.object({
  id: z.number().int(),
  days: z.number().int(),
  /** Discount on the 30-day price, in percent. */
  discountPercent: z.number().int(),
});
export type StaticDuration = z.infer<typeof staticDurationSchema>;

/** GET …/node?type=: a region with its stock and price per IP per 30 days (fen). */
export const staticNodeSchema = z.object({
  id: z.number().int(),
  resourceType: z.number().int(),
  countryCode: z.string(),
  regionName: z.string(),
  ispName: z.string().nullable(),
  stock: z.number().int(),
  pricePer30Days: z.number().int(),
});
export type StaticNode = z.infer<typeof staticNodeSchema>;

export const staticTypeQuerySchema = z.object({ type: staticResourceTypeSchema.optional() });

/**
 * Price in fen of `count` static IPs for `days` with a duration discount:
 * per IP, the 30-day price pro rata, less the discount, rounded to the fen.
 * The server charges this; the pages show the same number.
 */
export function staticPriceFen(input: {
  pricePer30Days: number;
  days: number;
  discountPercent: number;
  count: number;
}) {
  const perIp = Math.round((input.pricePer30Days * input.days * (100 - input.discountPercent)) / (30 * 100));
  return perIp * input.count;
}

/** Formats fen as yuan for people: 12345 -> "¥123.45" (no trailing ".00" for whole yuan). */
// Made once: toLocaleString builds a new formatter on every call, and a price list page formats hundreds of prices.
const wholeYuan = new Intl.NumberFormat("en-US");
const yuanAndFen = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatFen(fen: number): string {
  const yuan = fen / 100;
  return `¥${(Number.isInteger(yuan) ? wholeYuan : yuanAndFen).format(yuan)}`;
}

/** Formats US cents for people: 2200 -> "US$22", 1999 -> "US$19.99" ("US$" so it is never read as another dollar). */
export function formatUsdCents(cents: number): string {
  const dollars = cents / 100;
  return `US$${(Number.isInteger(dollars) ? wholeYuan : yuanAndFen).format(dollars)}`;
}

/** Minor units of either currency the shop sells in, formatted: fen as ¥, cents as US$. */
export function formatMoney(minor: number, currency: "CNY" | "USD" | undefined): string {
  return currency === "USD" ? formatUsdCents(minor) : formatFen(minor);
}
