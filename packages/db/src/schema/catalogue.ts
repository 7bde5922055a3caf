import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, bigId, consoleEdits, createdAt, id, updatedAt } from "./columns.ts";

/** Dynamic residential traffic packages (SPEC §7 traffic-combo-product-price). Prices in fen. */
export const trafficPackages = pgTable(
  "traffic_packages",
  {
    id: serial("id").primaryKey(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    trafficGb: integer("traffic_gb").notNull(),
    giftGb: integer("gift_gb").notNull().default(0),
    priceFen: integer("price_fen").notNull(),
    /** The package's USD price in cents, set in the console; null sells it in CNY only (not an exchange rate). */
    usdPriceCents: integer("usd_price_cents"),
    /** Valid for this many days after purchase. */
    validDays: integer("valid_days").notNull().default(365),
    isRecommended: boolean("is_recommended").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    ...consoleEdits(),
  },
  (t) => [
    check("traffic_packages_positive", sql`${t.trafficGb} > 0 and ${t.giftGb} >= 0 and ${t.priceFen} > 0`),
    check("traffic_packages_usd_price_positive", sql`${t.usdPriceCents} is null or ${t.usdPriceCents} > 0`),
  ],
);

/** Pay-as-you-go price of dynamic traffic per GB, with the amounts one order may buy. One active row. */
export const trafficUnitPrices = pgTable(
  "traffic_unit_prices",
  {
    id: serial("id").primaryKey(),
    priceFenPerGb: integer("price_fen_per_gb").notNull(),
    minGb: integer("min_gb").notNull(),
    maxGb: integer("max_gb").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    ...consoleEdits(),
  },
  (t) => [
    check("traffic_unit_prices_range", sql`${t.priceFenPerGb} > 0 and ${t.minGb} > 0 and ${t.maxGb} >= ${t.minGb}`),
  ],
);

/**
 * A static-IP node: a region of one resource type (SPEC §3: 1 data centre,
 * 2 static ISP, 3 static native, 12 China static ISP) with its price per IP
 * per 30 days. Its stock is the number of available IPs in its pool.
 */
export const staticNodes = pgTable(
  "static_nodes",
  {
    id: serial("id").primaryKey(),
    resourceType: smallint("resource_type").notNull(),
    countryCode: text("country_code").notNull(),
    regionNameZh: text("region_name_zh").notNull(),
    regionNameEn: text("region_name_en").notNull(),
    ispName: text("isp_name"),
    /** The carrier's English name where it differs (中国电信 is China Telecom); null reads as ispName. */
    ispNameEn: text("isp_name_en"),
    priceFenPer30Days: integer("price_fen_per_30_days").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    ...consoleEdits(),
  },
  (t) => [
    index("static_nodes_type_idx").on(t.resourceType, t.sort),
    check("static_nodes_resource_type_check", sql`${t.resourceType} in (1, 2, 3, 12)`),
    check("static_nodes_price_positive", sql`${t.priceFenPer30Days} > 0`),
  ],
);

/** Durations a static resource type is sold for, in days, with a discount in percent. */
export const staticDurations = pgTable(
  "static_durations",
  {
    id: serial("id").primaryKey(),
    resourceType: smallint("resource_type").notNull(),
    days: integer("days").notNull(),
    discountPercent: integer("discount_percent").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    ...consoleEdits(),
  },
  (t) => [
    uniqueIndex("static_durations_type_days_key").on(t.resourceType, t.days),
    check("static_durations_days_positive", sql`${t.days} > 0`),
    check("static_durations_discount_range", sql`${t.discountPercent} between 0 and 90`),
  ],
);

/**
 * The IPs of each node. `available` IPs are the stock; the orders module
 * reserves and allocates them (a row is only ever sold to one buyer).
 * Operators take unsold IPs out of sale: `quarantined` (may come back) or
 * `retired` (gone for good, kept so its address stays known).
 */
export const staticIpPool = pgTable(
  "static_ip_pool",
  {
    id: id(),
    nodeId: integer("node_id")
      .notNull()
      .references(() => staticNodes.id),
    host: text("host").notNull(),
    port: integer("port").notNull(),
    /** The exit IP the target sites see. */
    outIp: text("out_ip").notNull(),
    /** available, reserved or allocated. */
    status: text("status").notNull().default("available"),
    reservedByOrderId: bigId("reserved_by_order_id"),
    /** A reservation holds the IP until then; past it the IP is on sale again even while its order is open. */
    reservedUntil: at("reserved_until"),
    supplier: text("supplier"),
    /** What the upstream supplier charges for the address, in fen per 30 days. */
    costFen: integer("cost_fen"),
    /** The upstream lease ends then: the IP is never sold for a period ending later. Null: no end. */
    leaseEndsAt: at("lease_ends_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("static_ip_pool_out_ip_key").on(t.outIp),
    index("static_ip_pool_node_status_idx").on(t.nodeId, t.status),
    check(
      "static_ip_pool_status_check",
      sql`${t.status} in ('available', 'reserved', 'allocated', 'quarantined', 'retired')`,
    ),
    check("static_ip_pool_cost_non_negative", sql`${t.costFen} >= 0`),
  ],
);
