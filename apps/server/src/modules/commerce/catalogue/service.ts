import type { Locale, StaticDuration, StaticNode, TrafficPackage, TrafficUnitPrice } from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import type { CatalogueRepo, TrafficPackageRow } from "./repo.ts";

/**
 * The price list: traffic packages, pay-as-you-go traffic, static durations and nodes (SPEC §7).
 * `sellsInUsd`: whether USD orders can be paid (card payments configured); without it the packages'
 * USD prices are not offered, so nothing is sold that could not be paid.
 */
export function createCatalogueService(repo: CatalogueRepo, options: { sellsInUsd?: boolean } = {}) {
  const sellsInUsd = options.sellsInUsd ?? true;
  const offered = (pkg: TrafficPackage): TrafficPackage =>
    sellsInUsd ? pkg : { ...pkg, usdPrice: null, usdUnitPrice: null };
  return {
    async listTrafficPackages(locale: Locale): Promise<TrafficPackage[]> {
      return (await repo.listTrafficPackages()).map((row) => offered(toTrafficPackage(row, locale)));
    },

    async getTrafficPackage(id: number, locale: Locale): Promise<TrafficPackage> {
      const row = await repo.findTrafficPackage(id);
      if (!row) throw AppError.notFound();
      return offered(toTrafficPackage(row, locale));
    },

    async getUnitPrice(): Promise<TrafficUnitPrice> {
      const row = await repo.findActiveUnitPrice();
      if (!row) throw AppError.notFound();
      return { unitPrice: row.priceFenPerGb, minGb: row.minGb, maxGb: row.maxGb };
    },

    async listDurations(resourceType: number): Promise<StaticDuration[]> {
      return (await repo.listDurations(resourceType)).map((row) => ({
        id: row.id,
        days: row.days,
        discountPercent: row.discountPercent,
      }));
    },

    async listNodes(resourceType: number, locale: Locale): Promise<StaticNode[]> {
      return (await repo.listNodes(resourceType)).map((row) => ({
        id: row.id,
        resourceType: row.resourceType,
        countryCode: row.countryCode,
        regionName: locale === "en" ? row.regionNameEn : row.regionNameZh,
        ispName: locale === "en" ? (row.ispNameEn ?? row.ispName) : row.ispName,
        stock: row.stock,
        pricePer30Days: row.priceFenPer30Days,
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

function toTrafficPackage(row: TrafficPackageRow, locale: Locale): TrafficPackage {
  return {
    id: row.id,
    name: locale === "en" ? row.nameEn : row.nameZh,
    trafficGb: row.trafficGb,
    giftGb: row.giftGb,
    price: row.priceFen,
    unitPrice: Math.round(row.priceFen / (row.trafficGb + row.giftGb)),
    usdPrice: row.usdPriceCents,
    usdUnitPrice: row.usdPriceCents === null ? null : Math.round(row.usdPriceCents / (row.trafficGb + row.giftGb)),
    validDays: row.validDays,
    recommended: row.isRecommended,
  };
}
