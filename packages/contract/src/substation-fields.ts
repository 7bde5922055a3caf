import { z } from "./zod.ts";

/*
 * Substation settings that the public site answer (site.ts) and the console's substation
 * (console-sites.ts) both carry as they are stored; the texts that come in two languages differ
 * between the two (the site answers the visitor's language, the console both).
 */

/** How the substation looks and where its visitors find support. */
export const substationBrandFields = {
  primaryColor: z.string(),
  logoUrl: z.string().nullable(),
  /** The link the customer-service QR code encodes (a chat app's contact link). */
  customerServiceQrUrl: z.string().nullable(),
  contactEmail: z.string().nullable(),
};

/** Its ICP licence number, analytics id and own proxy gateway; null where it has none. */
export const substationServiceFields = {
  icpNumber: z.string().nullable(),
  analyticsId: z.string().nullable(),
  /** The substation's own proxy gateway, when it has one (otherwise the installation's). */
  proxyGatewayHost: z.string().nullable(),
  proxyGatewayHttpPort: z.number().int().nullable(),
  proxyGatewaySocks5Port: z.number().int().nullable(),
};
