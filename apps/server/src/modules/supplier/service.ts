import type { Locale, Supplier } from "@shop/contract";
import type { SiteService } from "../site/service.ts";

/**
 * The supplier (agent) a member belongs to (SPEC §1, §7): the substation that
 * serves the request's host, with its contact and customer-service QR link.
 */
export function createSupplierService(deps: { site: SiteService }) {
  return {
    async getSupplier(host: string | undefined, locale: Locale): Promise<Supplier> {
      const substation = await deps.site.getSubstation(host, locale);
      return {
        id: substation.id,
        code: substation.code,
        name: substation.name,
        host: substation.host,
        logoUrl: substation.logoUrl,
        customerServiceQrUrl: substation.customerServiceQrUrl,
        contactEmail: substation.contactEmail,
        contactHours: substation.contactHours,
      };
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
