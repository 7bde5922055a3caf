import { substationBrandFields, substationServiceFields } from "./substation-fields.ts";
import { z } from "./zod.ts";

/** Where customers' proxy tools connect: HTTP(S) on one port, SOCKS5 on the other. */
export const proxyGatewayAddressSchema = z.object({
  host: z.string(),
  httpPort: z.number().int(),
  socks5Port: z.number().int(),
});
export type ProxyGatewayAddress = z.infer<typeof proxyGatewayAddressSchema>;

/** The substation serving the current host (GET /app-api/ip/website/get). */
export const substationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  host: z.string().nullable(),
  ...substationBrandFields,
  contactHours: z.string().nullable(),
  ...substationServiceFields,
  /** The gateway this site's customers use: its own where it sets one, else the installation's. */
  gateway: proxyGatewayAddressSchema,
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type Substation = z.infer<typeof substationSchema>;

/** GET /app-api/getIp: the caller's address and country (ISO code, upper case). */
export const callerIpSchema = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2, upper case; null for private, reserved or unknown addresses. */
  countryCode: z.string().nullable(),
  /** True for an address of the Chinese mainland (CN; Hong Kong, Macao and Taiwan have their own codes). */
  isMainlandChina: z.boolean(),
});
export type CallerIp = z.infer<typeof callerIpSchema>;
