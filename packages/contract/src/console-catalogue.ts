import { int4Max, pageNoMax } from "./column-bounds.ts";
import { editedFields } from "./console-edits.ts";
import { pageOf } from "./paging.ts";
import { z } from "./zod.ts";

/**
 * The operator console's catalogue, stock, content and export calls: what an
 * operator edits and sees. Money is whole fen; times are ISO 8601 (UTC).
 */

const fen = z.coerce
  .number({ error: "consoleCatalogue.fenInvalid" })
  .int({ error: "consoleCatalogue.fenInvalid" })
  .positive({ error: "consoleCatalogue.fenInvalid" })
  .max(int4Max, { error: "consoleCatalogue.fenInvalid" });
const count = (min: number, max: number) =>
  z.coerce
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(min, { error: "validation.tooSmall" })
    .max(max, { error: "validation.tooBig" });
const name = z.string().trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong" });
const optionalName = z.string().trim().max(100, { error: "validation.tooLong" }).nullable();
const idSchema = z.coerce
  .number({ error: "catalogue.idInvalid" })
  .int({ error: "catalogue.idInvalid" })
  .positive({ error: "catalogue.idInvalid" })
  .max(int4Max, { error: "catalogue.idInvalid" });

/** `:id` of a console record. */
export const consoleIdParamsSchema = z.object({ id: idSchema });
export type ConsoleIdParams = z.infer<typeof consoleIdParamsSchema>;

const versionField = { version: count(1, int4Max) };

export const consoleTrafficPackageFieldsSchema = z.object({
  nameZh: name,
  nameEn: name,
  trafficGb: count(1, 1_000_000),
  giftGb: count(0, 1_000_000),
  priceFen: fen,
  /** The optional USD price in cents (typed in dollars); null sells the package in CNY only. Absent: unchanged. */
  usdPriceCents: z.coerce
    .number({ error: "consoleCatalogue.centsInvalid" })
    .int({ error: "consoleCatalogue.centsInvalid" })
    .positive({ error: "consoleCatalogue.centsInvalid" })
    .max(int4Max, { error: "consoleCatalogue.centsInvalid" })
    .nullable()
    .optional(),
  validDays: count(1, 3650),
  isRecommended: z.boolean(),
  isActive: z.boolean(),
  sort: count(0, 10_000),
});
export type ConsoleTrafficPackageFields = z.infer<typeof consoleTrafficPackageFieldsSchema>;
export const consoleTrafficPackageSchema = consoleTrafficPackageFieldsSchema.extend({
  id: z.number().int(),
  ...editedFields,
});
export type ConsoleTrafficPackage = z.infer<typeof consoleTrafficPackageSchema>;
export const consoleTrafficPackageUpdateSchema = consoleTrafficPackageFieldsSchema.extend(versionField);

export const consoleUnitPriceSchema = z.object({
  id: z.number().int(),
  priceFenPerGb: z.number().int(),
  minGb: z.number().int(),
  maxGb: z.number().int(),
  ...editedFields,
});
export type ConsoleUnitPrice = z.infer<typeof consoleUnitPriceSchema>;
export const consoleUnitPriceUpdateSchema = z
  .object({ priceFenPerGb: fen, minGb: count(1, 1_000_000), maxGb: count(1, 1_000_000), ...versionField })
  .refine((value) => value.maxGb >= value.minGb, { error: "consoleCatalogue.maxBelowMin", path: ["maxGb"] });
export type ConsoleUnitPriceUpdate = z.infer<typeof consoleUnitPriceUpdateSchema>;

const resourceType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(12)], {
  error: "catalogue.typeInvalid",
});
export const consoleStaticNodeFieldsSchema = z.object({
  resourceType,
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: "consoleCatalogue.countryInvalid" }),
  regionNameZh: name,
  regionNameEn: name,
  ispName: optionalName,
  ispNameEn: optionalName,
  priceFenPer30Days: fen,
  isActive: z.boolean(),
  sort: count(0, 10_000),
});
export type ConsoleStaticNodeFields = z.infer<typeof consoleStaticNodeFieldsSchema>;
/** Stock of a node by state. */
export const nodeStockSchema = z.object({
  onSale: z.number().int(),
  reserved: z.number().int(),
  allocated: z.number().int(),
  quarantined: z.number().int(),
  retired: z.number().int(),
});
export const consoleStaticNodeSchema = consoleStaticNodeFieldsSchema.extend({
  id: z.number().int(),
  resourceType: z.number().int(),
  stock: nodeStockSchema,
  ...editedFields,
});
export type ConsoleStaticNode = z.infer<typeof consoleStaticNodeSchema>;
export const consoleStaticNodeUpdateSchema = consoleStaticNodeFieldsSchema.extend(versionField);

export const consoleDurationFieldsSchema = z.object({
  resourceType,
  days: count(1, 3650),
  discountPercent: count(0, 90),
  isActive: z.boolean(),
});
export type ConsoleDurationFields = z.infer<typeof consoleDurationFieldsSchema>;
export const consoleDurationSchema = consoleDurationFieldsSchema.extend({
  id: z.number().int(),
  resourceType: z.number().int(),
  ...editedFields,
});
export type ConsoleDuration = z.infer<typeof consoleDurationSchema>;
export const consoleDurationUpdateSchema = z.object({
  discountPercent: count(0, 90),
  isActive: z.boolean(),
  ...versionField,
});

/** GET /ops-api/catalogue: every row, active or not. */
export const consoleCatalogueSchema = z.object({
  trafficPackages: z.array(consoleTrafficPackageSchema),
  unitPrice: consoleUnitPriceSchema.nullable(),
  staticNodes: z.array(consoleStaticNodeSchema),
  staticDurations: z.array(consoleDurationSchema),
});
export type ConsoleCatalogue = z.infer<typeof consoleCatalogueSchema>;

// ---- static IP stock ----

/** The most lines one import takes. */
export const stockImportMaxLines = 5000;
export const stockStatuses = ["available", "reserved", "allocated", "quarantined", "retired"] as const;
export type StockStatus = (typeof stockStatuses)[number];

export const stockImportBodySchema = z.object({
  /** CSV or pasted text: address, port, node id[, supplier, cost in fen, lease end YYYY-MM-DD]. */
  text: z.string().max(1_000_000, { error: "validation.tooLong" }),
});
export type StockImportBody = z.infer<typeof stockImportBodySchema>;

/** One line the import refuses, with the reason in the operator's language. */
export const stockImportProblemSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  code: z.string(),
  reason: z.string(),
});
export const stockImportPreviewSchema = z.object({
  /** Lines with an address (blank lines, comments and a header row are not counted). */
  lines: z.number().int(),
  valid: z.number().int(),
  problems: z.array(stockImportProblemSchema),
  /** Valid lines per node id, for "20 IPs to node 3". */
  perNode: z.array(z.object({ nodeId: z.number().int(), count: z.number().int() })),
});
export type StockImportPreview = z.infer<typeof stockImportPreviewSchema>;
export const stockImportResultSchema = z.object({ imported: z.number().int() });

export const stockListQuerySchema = z.object({
  pageNo: count(1, pageNoMax).default(1),
  pageSize: count(1, 200).default(50),
  nodeId: idSchema.optional(),
  status: z.enum(stockStatuses, { error: "validation.oneOf" }).optional(),
  /** Start of an address. */
  address: z.string().trim().max(45, { error: "validation.tooLong" }).optional(),
  supplier: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  /** Only addresses whose lease ends within this many days. */
  leaseWithinDays: count(0, 3650).optional(),
  sort: z.enum(["id", "address", "leaseEndsAt", "updatedAt"], { error: "validation.oneOf" }).default("id"),
  order: z.enum(["asc", "desc"], { error: "validation.oneOf" }).default("desc"),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;
export const stockRowSchema = z.object({
  id: z.number().int(),
  nodeId: z.number().int(),
  host: z.string(),
  port: z.number().int(),
  outIp: z.string(),
  status: z.string(),
  supplier: z.string().nullable(),
  costFen: z.number().int().nullable(),
  leaseEndsAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockPageSchema = pageOf(stockRowSchema);
export type StockPage = z.infer<typeof stockPageSchema>;

/** Take an unsold address off sale (quarantine, retire) or put a quarantined one back on sale. */
export const stockStatusBodySchema = z.object({
  status: z.enum(["available", "quarantined", "retired"], { error: "validation.oneOf" }),
  reason: z.string().trim().min(1, { error: "validation.required" }).max(200, { error: "validation.tooLong" }),
});
export type StockStatusBody = z.infer<typeof stockStatusBodySchema>;

// ---- content ----

export const contentKinds = ["blog", "help"] as const;
export type ContentKind = (typeof contentKinds)[number];
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "consoleContent.slugInvalid" })
  .max(80, { error: "validation.tooLong" });
const translationSchema = z.object({
  title: z.string().trim().max(200, { error: "validation.tooLong" }),
  summary: z.string().trim().max(500, { error: "validation.tooLong" }),
  bodyMarkdown: z.string().max(200_000, { error: "validation.tooLong" }),
});
export type ContentTranslation = z.infer<typeof translationSchema>;

export const contentKindParamsSchema = z.object({ kind: z.enum(contentKinds, { error: "validation.oneOf" }) });
export const contentItemParamsSchema = z.object({
  kind: z.enum(contentKinds, { error: "validation.oneOf" }),
  id: idSchema,
});

/** A post or article as the editor sends it; an empty language is a draft that cannot be published yet. */
export const contentFieldsSchema = z.object({
  slug,
  /** Blog tags; ignored for help articles. */
  tags: z
    .array(z.string().trim().min(1).max(30, { error: "validation.tooLong" }))
    .max(10)
    .default([]),
  /** Help category; required for help articles. */
  categoryId: idSchema.nullable().default(null),
  zh: translationSchema,
  en: translationSchema,
  isPublished: z.boolean(),
});
export type ContentFields = z.infer<typeof contentFieldsSchema>;
export const contentUpdateSchema = contentFieldsSchema.extend(versionField);

export const consoleContentItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  slug: z.string(),
  tags: z.array(z.string()),
  categoryId: z.number().int().nullable(),
  zh: translationSchema,
  en: translationSchema,
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  ...editedFields,
});
export type ConsoleContentItem = z.infer<typeof consoleContentItemSchema>;
export const consoleContentSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(contentKinds),
  slug: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type ConsoleContentSummary = z.infer<typeof consoleContentSummarySchema>;
export const contentListQuerySchema = z.object({
  pageNo: count(1, pageNoMax).default(1),
  pageSize: count(1, 100).default(20),
  q: z.string().trim().max(100, { error: "validation.tooLong" }).optional(),
  status: z.enum(["draft", "published"], { error: "validation.oneOf" }).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;
export const contentPageSchema = pageOf(consoleContentSummarySchema).extend({
  categories: z.array(z.object({ id: z.number().int(), nameZh: z.string(), nameEn: z.string() })),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const markdownPreviewBodySchema = z.object({
  markdown: z.string().max(200_000, { error: "validation.tooLong" }),
});
export const markdownPreviewSchema = z.object({ html: z.string() });

// ---- exports ----

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "validation.format" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: "validation.format" });
export const exportQuerySchema = z.object({
  /** Records created on or after this day (China time). */
  from: isoDate.optional(),
  /** Records created on or before this day (China time). */
  to: isoDate.optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
