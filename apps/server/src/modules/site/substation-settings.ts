import { analyticsScriptOf } from "@shop/contract/core";
import { z } from "zod";

/**
 * What an operator may set on a substation (SPEC §1 white-label sites), as
 * the ops commands take it: one option per setting, an empty value clears an
 * optional one. Checked here so a typo cannot break the pages of a live site.
 */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: "a host name such as proxy.example.com (no scheme, port or path)",
  });
const link = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value.startsWith("/") || URL.canParse(value), { message: "a URL or a path starting with /" });
const port = z.coerce.number().int().min(1).max(65_535);
const text = (max: number) => z.string().trim().min(1).max(max);
/** An empty option value ("") clears the setting. */
const optional = <T extends z.ZodType>(schema: T) => z.union([z.literal("").transform(() => null), schema]);

export const substationSettingsSchema = z
  .object({
    host: optional(hostName),
    nameZh: text(40),
    nameEn: text(60),
    primaryColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: "a colour like #2563eb" })
      .transform((value) => value.toLowerCase()),
    logoUrl: optional(link),
    customerServiceQrUrl: optional(link),
    contactEmail: optional(z.string().trim().pipe(z.email())),
    contactHoursZh: optional(text(100)),
    contactHoursEn: optional(text(100)),
    icpNumber: optional(text(60)),
    analyticsId: optional(
      z
        .string()
        .trim()
        .refine((value) => analyticsScriptOf(value) !== null, {
          message: "baidu:<32 hex digits> or ga:G-XXXXXXX",
        }),
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

export type SubstationSettings = z.infer<typeof substationSettingsSchema>;

/** The command-line option of each setting (`--name-zh` for nameZh). */
export const settingOptions: Record<keyof SubstationSettings, string> = {
  host: "host",
  nameZh: "name-zh",
  nameEn: "name-en",
  primaryColor: "color",
  logoUrl: "logo",
  customerServiceQrUrl: "qr",
  contactEmail: "email",
  contactHoursZh: "hours-zh",
  contactHoursEn: "hours-en",
  icpNumber: "icp",
  analyticsId: "analytics",
  proxyGatewayHost: "gateway-host",
  proxyGatewayHttpPort: "gateway-http-port",
  proxyGatewaySocks5Port: "gateway-socks5-port",
  seoTitleZh: "seo-title-zh",
  seoTitleEn: "seo-title-en",
  seoDescriptionZh: "seo-description-zh",
  seoDescriptionEn: "seo-description-en",
};

export type ParsedSettings = { ok: true; settings: SubstationSettings } | { ok: false; problems: string[] };

/** Reads the settings given as options (by their option names); names each bad one with the reason. */
export function parseSubstationSettings(options: Record<string, string | undefined>): ParsedSettings {
  const input: Record<string, string> = {};
  for (const [field, option] of Object.entries(settingOptions)) {
    const value = options[option];
    if (value !== undefined) input[field] = value;
  }
  const result = substationSettingsSchema.safeParse(input);
  if (result.success) return { ok: true, settings: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "");
      const option = settingOptions[field as keyof SubstationSettings] ?? field;
      return `--${option}: ${issue.message}`;
    }),
  };
}
