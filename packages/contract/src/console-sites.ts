import { analyticsScriptOf } from "./analytics.ts";
import { int4Max } from "./column-bounds.ts";
import { editedFields } from "./console-edits.ts";
import { substationBrandFields, substationServiceFields } from "./substation-fields.ts";
import { z } from "./zod.ts";

/**
 * Substations (SPEC §1 white-label sites) and route redirects (SPEC §2) as operators edit them,
 * in the console and on the command line alike: one set of rules, so a typo cannot break the
 * pages of a live site whichever way it was typed. Messages are catalogue keys; the command
 * line prints their English text.
 */

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, { error: "consoleSites.hostFormat" })
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    error: "consoleSites.hostFormat",
  });
const link = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value.startsWith("/") || URL.canParse(value), { error: "consoleSites.linkFormat" });
const port = z.coerce.number().int().min(1).max(65_535);
const text = (max: number) => z.string().trim().min(1).max(max);
/** An empty value ("") or null clears an optional setting. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal("").transform(() => null), z.null(), schema]);

export const substationSettingsSchema = z
  .object({
    host: optional(hostName),
    nameZh: text(40),
    nameEn: text(60),
    primaryColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: "consoleSites.colorFormat" })
      .transform((value) => value.toLowerCase()),
    logoUrl: optional(link),
    customerServiceQrUrl: optional(link),
    contactEmail: optional(
      z
        .string()
        .trim()
        .pipe(z.email({ error: "consoleSites.emailFormat" })),
    ),
    contactHoursZh: optional(text(100)),
    contactHoursEn: optional(text(100)),
    icpNumber: optional(text(60)),
    analyticsId: optional(
      z
        .string()
        .trim()
        .refine((value) => analyticsScriptOf(value) !== null, { error: "consoleSites.analyticsFormat" }),
    ),
    proxyGatewayHost: optional(hostName),
    proxyGatewayHttpPort: optional(port),
    proxyGatewaySocks5Port: optional(port),
    seoTitleZh: optional(text(70)),
    seoTitleEn: optional(text(90)),
    seoDescriptionZh: optional(text(200)),
    seoDescriptionEn: optional(text(300)),
  })
  .partial();
/** Settings as given: only the ones named change; null clears an optional one. */
export type SubstationSettings = z.output<typeof substationSettingsSchema>;

/** A substation's code: how operators and the command line name it. */
export const substationCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,30}$/, { error: "consoleSites.codeFormat" });

export const substationCreateSchema = substationSettingsSchema.extend({ code: substationCodeSchema });
export type SubstationCreate = z.output<typeof substationCreateSchema>;

const version = z.coerce.number({ error: "validation.invalid" }).int().min(1).max(int4Max);
export const substationUpdateSchema = substationSettingsSchema.extend({ version });
export type SubstationUpdate = z.output<typeof substationUpdateSchema>;

export const consoleSubstationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  host: z.string().nullable(),
  /** The main site answers every host name no substation has; only it may be without a host. */
  isMain: z.boolean(),
  nameZh: z.string(),
  nameEn: z.string(),
  ...substationBrandFields,
  contactHoursZh: z.string().nullable(),
  contactHoursEn: z.string().nullable(),
  ...substationServiceFields,
  seoTitleZh: z.string().nullable(),
  seoTitleEn: z.string().nullable(),
  seoDescriptionZh: z.string().nullable(),
  seoDescriptionEn: z.string().nullable(),
  ...editedFields,
});
export type ConsoleSubstation = z.infer<typeof consoleSubstationSchema>;
export const consoleSubstationListSchema = z.object({ list: z.array(consoleSubstationSchema) });
export type ConsoleSubstationList = z.infer<typeof consoleSubstationListSchema>;

export const redirectStatusCodes = [301, 302, 307, 308] as const;

export const redirectCreateSchema = z.object({
  /** null: the rule applies on every substation. */
  substationId: z.number().int().positive().max(int4Max).nullable(),
  fromPath: z
    .string()
    .trim()
    .max(500)
    .regex(/^\/\S*$/, { error: "consoleSites.fromPathFormat" }),
  toUrl: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(\/|https?:\/\/)\S+$|^\/$/i, { error: "consoleSites.toUrlFormat" }),
  statusCode: z.union(
    redirectStatusCodes.map((code) => z.literal(code)),
    { error: "consoleSites.statusCodeInvalid" },
  ),
  note: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .transform((value) => value || null),
});
export type RedirectCreate = z.output<typeof redirectCreateSchema>;

export const redirectSetEnabledSchema = z.object({ isEnabled: z.boolean(), version });
export type RedirectSetEnabled = z.output<typeof redirectSetEnabledSchema>;

export const consoleRedirectSchema = z.object({
  id: z.number().int(),
  substationId: z.number().int().nullable(),
  /** null: every substation. */
  substationCode: z.string().nullable(),
  fromPath: z.string(),
  toUrl: z.string(),
  statusCode: z.number().int(),
  isEnabled: z.boolean(),
  note: z.string().nullable(),
  ...editedFields,
});
export type ConsoleRedirect = z.infer<typeof consoleRedirectSchema>;
export const consoleRedirectListSchema = z.object({ list: z.array(consoleRedirectSchema) });
export type ConsoleRedirectList = z.infer<typeof consoleRedirectListSchema>;
