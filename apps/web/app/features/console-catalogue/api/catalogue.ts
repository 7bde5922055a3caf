import type {
  ConsoleDuration,
  ConsoleDurationFields,
  ConsoleStaticNode,
  ConsoleStaticNodeFields,
  ConsoleTrafficPackage,
  ConsoleTrafficPackageFields,
  ConsoleUnitPrice,
  StockListQuery,
} from "@shop/contract";
import { consoleCatalogueEndpoints, consoleStockEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../../console/index.ts";

export const catalogueKeys = {
  catalogue: () => [...consoleKeys.all(), "catalogue"] as const,
  stock: (query: Partial<StockListQuery>) => [...consoleKeys.all(), "stock", query] as const,
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

/**
 * New packages, nodes and durations, and taking a row off sale or back: each refreshes the
 * catalogue. Quiet, like the edits: the dialog shows a refusal (a duplicate's 409) under its title.
 */
export function useCatalogueChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: catalogueKeys.catalogue() });
  const quiet = { quiet: true };
  return {
    createPackage: useMutation({
      mutationFn: (body: ConsoleTrafficPackageFields) =>
        consoleApi.call(consoleCatalogueEndpoints.createTrafficPackage, { body }, quiet),
      onSuccess: refresh,
    }),
    createNode: useMutation({
      mutationFn: (body: ConsoleStaticNodeFields) =>
        consoleApi.call(consoleCatalogueEndpoints.createStaticNode, { body }, quiet),
      onSuccess: refresh,
    }),
    createDuration: useMutation({
      mutationFn: (body: ConsoleDurationFields) =>
        consoleApi.call(consoleCatalogueEndpoints.createStaticDuration, { body }, quiet),
      onSuccess: refresh,
    }),
    /** On or off sale with the row's version; a stale row is refused (409) like any edit. */
    setOnSale: useMutation({
      mutationFn: (change: SaleChange): Promise<unknown> => {
        if (change.kind === "package") return saveTrafficPackage({ ...change.row, isActive: change.isActive });
        if (change.kind === "node") return saveStaticNode({ ...change.row, isActive: change.isActive });
        return saveDuration({ ...change.row, isActive: change.isActive });
      },
      onSettled: refresh,
    }),
  };
}

export type SaleChange = { isActive: boolean } & (
  | { kind: "package"; row: ConsoleTrafficPackage }
  | { kind: "node"; row: ConsoleStaticNode }
  | { kind: "duration"; row: ConsoleDuration }
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
