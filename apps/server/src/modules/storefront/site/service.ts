import type { Locale, ProxyGatewayAddress, Substation } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { TtlCache } from "../../../lib/ttl-cache.ts";
import { followRedirects, type ResolvedRedirect } from "./redirect-rules.ts";
import type { RouteRedirectRow, SiteRepo, SubstationRow } from "./repo.ts";

export type { ResolvedRedirect };

export function createSiteService(
  repo: SiteRepo,
  options: { cacheTtlMs?: number; defaultGateway: ProxyGatewayAddress },
) {
  const toSubstation = (row: SubstationRow, locale: Locale) => substationOf(row, locale, options.defaultGateway);
  // Every page render needs the site and its redirect rules; both change rarely.
  const ttlMs = options.cacheTtlMs ?? 30_000;
  const substationCache = new TtlCache<SubstationRow>(ttlMs);
  const redirectCache = new TtlCache<RouteRedirectRow[]>(ttlMs);

  function getSubstationRow(host: string | undefined): Promise<SubstationRow> {
    const hostname = normaliseHost(host);
    return substationCache.get(hostname ?? "", async () => {
      const own = hostname ? await repo.findSubstationByHost(hostname) : undefined;
      const row = own ?? (await repo.findMainSubstation());
      if (!row) throw AppError.notFound();
      return row;
    });
  }

  return {
    /** The substation for a host name; an unknown host gets the main site. */
    async getSubstation(host: string | undefined, locale: Locale): Promise<Substation> {
      return toSubstation(await getSubstationRow(host), locale);
    },

    /** The configured host name of the substation `host` names, or null for the main site and unknown hosts. */
    async substationHostOf(host: string | undefined): Promise<string | null> {
      const hostname = normaliseHost(host);
      if (!hostname) return null;
      const row = await getSubstationRow(hostname);
      return row.host !== null && row.host.toLowerCase() === hostname ? row.host.toLowerCase() : null;
    },

    /** Where this host's customers connect: the substation's own gateway, else the installation's. */
    async getGateway(host: string | undefined): Promise<ProxyGatewayAddress> {
      return toSubstation(await getSubstationRow(host), "en").gateway;
    },

    /** A substation by id (the one a member registered on), or null when it no longer exists. */
    async getSubstationById(id: number, locale: Locale): Promise<Substation | null> {
      const row = await substationCache
        .get(`#${id}`, async () => {
          const found = await repo.findSubstationById(id);
          if (!found) throw AppError.notFound();
          return found;
        })
        .catch(() => null);
      return row ? toSubstation(row, locale) : null;
    },

    /**
     * Route middleware (SPEC §2): where a path of this host must go, following
     * chains to their end. A chain that comes back to a path it passed is a loop
     * and is ignored, so a bad rule can never lock visitors out of a page.
     */
    async resolveRedirect(host: string | undefined, path: string): Promise<ResolvedRedirect | null> {
      const substation = await getSubstationRow(host);
      const rules = await redirectCache.get(String(substation.id), () => repo.listRedirects(substation.id));
      if (rules.length === 0) return null;
      return followRedirects(rules, substation.id, path);
    },

    /**
     * Forgets the cached substations and rules after an operator changed them, so this process
     * shows the change at once; other processes see it when their cache expires.
     */
    forgetCached(): void {
      substationCache.clear();
      redirectCache.clear();
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;

function normaliseHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return host.toLowerCase().replace(/:\d+$/, "");
}

function substationOf(row: SubstationRow, locale: Locale, defaultGateway: ProxyGatewayAddress): Substation {
  const en = locale === "en";
  return {
    id: row.id,
    code: row.code,
    name: en ? row.nameEn : row.nameZh,
    host: row.host,
    primaryColor: row.primaryColor,
    logoUrl: row.logoUrl,
    customerServiceQrUrl: row.customerServiceQrUrl,
    contactEmail: row.contactEmail,
    contactHours: en ? row.contactHoursEn : row.contactHoursZh,
    icpNumber: row.icpNumber,
    analyticsId: row.analyticsId,
    proxyGatewayHost: row.proxyGatewayHost,
    proxyGatewayHttpPort: row.proxyGatewayHttpPort,
    proxyGatewaySocks5Port: row.proxyGatewaySocks5Port,
    gateway: {
      host: row.proxyGatewayHost ?? defaultGateway.host,
      httpPort: row.proxyGatewayHttpPort ?? defaultGateway.httpPort,
      socks5Port: row.proxyGatewaySocks5Port ?? defaultGateway.socks5Port,
    },
    seoTitle: en ? row.seoTitleEn : row.seoTitleZh,
    seoDescription: en ? row.seoDescriptionEn : row.seoDescriptionZh,
  };
}
