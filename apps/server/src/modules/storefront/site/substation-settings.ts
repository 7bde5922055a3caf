import { type SubstationSettings, substationSettingsSchema, translateMessage } from "@shop/contract";

export type { SubstationSettings };

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

/**
 * Reads the settings given as command-line options (by their option names) with the console's own
 * schema; names each bad one with the reason, in English.
 */
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
      return `--${option}: ${translateMessage("en", issue.message)}`;
    }),
  };
}
