import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { consoleEdits, createdAt } from "./columns.ts";

/** A white-label site (SPEC §1 "substation"), chosen by the request's host name. */
export const substations = pgTable(
  "substations",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    host: text("host"),
    isMain: boolean("is_main").notNull().default(false),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    primaryColor: text("primary_color").notNull().default("#2563eb"),
    logoUrl: text("logo_url"),
    customerServiceQrUrl: text("customer_service_qr_url"),
    contactEmail: text("contact_email"),
    contactHoursZh: text("contact_hours_zh"),
    contactHoursEn: text("contact_hours_en"),
    icpNumber: text("icp_number"),
    analyticsId: text("analytics_id"),
    /** Where this substation's proxy lines point; null = the installation's PROXY_GATEWAY_* settings. */
    proxyGatewayHost: text("proxy_gateway_host"),
    proxyGatewayHttpPort: integer("proxy_gateway_http_port"),
    proxyGatewaySocks5Port: integer("proxy_gateway_socks5_port"),
    seoTitleZh: text("seo_title_zh"),
    seoTitleEn: text("seo_title_en"),
    seoDescriptionZh: text("seo_description_zh"),
    seoDescriptionEn: text("seo_description_en"),
    createdAt: createdAt(),
    /** Raised by every edit; a console form sent with an older one is refused (409). */
    ...consoleEdits(),
  },
  (t) => [
    uniqueIndex("substations_code_key").on(t.code),
    uniqueIndex("substations_host_key").on(t.host),
    uniqueIndex("substations_one_main").on(t.isMain).where(sql`${t.isMain}`),
  ],
);

/**
 * Route middleware (SPEC §2): a path of one substation (or of every substation
 * when substation_id is null) sent to another path or to an external URL.
 * Paths are stored without the locale prefix.
 */
export const routeRedirects = pgTable(
  "route_redirects",
  {
    id: serial("id").primaryKey(),
    substationId: integer("substation_id").references(() => substations.id, { onDelete: "cascade" }),
    fromPath: text("from_path").notNull(),
    toUrl: text("to_url").notNull(),
    statusCode: smallint("status_code").notNull().default(302),
    isEnabled: boolean("is_enabled").notNull().default(true),
    note: text("note"),
    createdAt: createdAt(),
    /** Raised by every edit; a console form sent with an older one is refused (409). */
    ...consoleEdits(),
  },
  (t) => [
    index("route_redirects_from_path_idx").on(t.fromPath),
    check("route_redirects_status_code_check", sql`${t.statusCode} in (301, 302, 307, 308)`),
    check("route_redirects_from_path_check", sql`${t.fromPath} like '/%'`),
  ],
);

/**
 * The seller's bank account members transfer to when they pay by bank transfer (对公转账): one row
 * (id 1), edited in the console's site settings, with the names in both languages.
 */
export const shopBankAccount = pgTable(
  "shop_bank_account",
  {
    id: smallint("id").primaryKey().default(1),
    accountName: text("account_name").notNull().default(""),
    accountNameEn: text("account_name_en").notNull().default(""),
    bankName: text("bank_name").notNull().default(""),
    bankNameEn: text("bank_name_en").notNull().default(""),
    accountNumber: text("account_number").notNull().default(""),
    note: text("note").notNull().default(""),
    noteEn: text("note_en").notNull().default(""),
    /** The seller's postal address (both languages) and 统一社会信用代码, printed on receipts; "" when unset. */
    sellerAddress: text("seller_address").notNull().default(""),
    sellerAddressEn: text("seller_address_en").notNull().default(""),
    sellerTaxId: text("seller_tax_id").notNull().default(""),
    ...consoleEdits(),
  },
  (t) => [check("shop_bank_account_one_row", sql`${t.id} = 1`)],
);
