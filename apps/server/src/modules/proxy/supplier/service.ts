import type { Locale, Supplier } from "@shop/contract";
import type { SiteService } from "../../storefront/site/service.ts";

/**
 * The supplier (agent) a member belongs to (SPEC §1, §7): the substation the
 * member registered on, wherever they sign in from; for a member without one
 * (created before substations, or by an operator) the substation of the
 * request's host. With its contact and customer-service QR link.
 */
export function createSupplierService(deps: {
  site: SiteService;
  registrationSubstationOf(memberId: number): Promise<number | null>;
}) {
  return {
    async getSupplier(memberId: number, host: string | undefined, locale: Locale): Promise<Supplier> {
      const ownId = await deps.registrationSubstationOf(memberId);
      const own = ownId === null ? null : await deps.site.getSubstationById(ownId, locale);
      const substation = own ?? (await deps.site.getSubstation(host, locale));
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
