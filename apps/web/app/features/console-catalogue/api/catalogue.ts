import type {
  ConsoleDuration,
  ConsoleStaticNode,
  ConsoleTrafficPackage,
  ConsoleUnitPrice,
  StockListQuery,
} from "@shop/contract";
import { consoleCatalogueEndpoints, consoleStockEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { consoleApi } from "../../console/api/console-api.ts";

export const catalogueKeys = {
  catalogue: () => ["console", "catalogue"] as const,
  stock: (query: Partial<StockListQuery>) => ["console", "stock", query] as const,
};

export function useConsoleCatalogue() {
  return useQuery({
    queryKey: catalogueKeys.catalogue(),
    queryFn: () => consoleApi.call(consoleCatalogueEndpoints.getCatalogue),
  });
}

/** Quiet: the edit dialog shows a refusal (a stale form's 409) under itself. */
export const saveTrafficPackage = (row: ConsoleTrafficPackage) => {
  const { id, updatedAt: _updatedAt, updatedBy: _updatedBy, ...body } = row;
  return consoleApi.call(consoleCatalogueEndpoints.updateTrafficPackage, { params: { id }, body }, { quiet: true });
};
export const saveUnitPrice = (row: ConsoleUnitPrice) => {
  const { id, priceFenPerGb, minGb, maxGb, version } = row;
  return consoleApi.call(
    consoleCatalogueEndpoints.updateUnitPrice,
    { params: { id }, body: { priceFenPerGb, minGb, maxGb, version } },
    { quiet: true },
  );
};
export const saveStaticNode = (row: ConsoleStaticNode) => {
  const { id, stock: _stock, updatedAt: _updatedAt, updatedBy: _updatedBy, resourceType, ...rest } = row;
  return consoleApi.call(
    consoleCatalogueEndpoints.updateStaticNode,
    { params: { id }, body: { ...rest, resourceType: resourceType as 1 | 2 | 3 | 12 } },
    { quiet: true },
  );
};
export const saveDuration = (row: ConsoleDuration) =>
  consoleApi.call(
    consoleCatalogueEndpoints.updateStaticDuration,
    {
      params: { id: row.id },
      body: { discountPercent: row.discountPercent, isActive: row.isActive, version: row.version },
    },
    { quiet: true },
  );

export function useStockPage(query: Partial<StockListQuery>) {
  return useQuery({
    queryKey: catalogueKeys.stock(query),
    queryFn: () => consoleApi.call(consoleStockEndpoints.pageStock, { query }),
  });
}
export const previewStockImport = (text: string) =>
  consoleApi.call(consoleStockEndpoints.previewImport, { body: { text } }, { quiet: true });
export const importStock = (text: string) =>
  consoleApi.call(consoleStockEndpoints.importStock, { body: { text } }, { quiet: true });
export const setStockStatus = (id: number, status: "available" | "quarantined" | "retired", reason: string) =>
  consoleApi.call(consoleStockEndpoints.setStockStatus, { params: { id }, body: { status, reason } }, { quiet: true });
