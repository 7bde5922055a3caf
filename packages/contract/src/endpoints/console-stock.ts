import type {
  StockImportBody,
  StockImportPreview,
  StockListQuery,
  StockPage,
  StockRow,
  StockStatusBody,
} from "../console-catalogue.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: static IP stock";

/** The static IP pool: bulk import (preview, then all or nothing), quarantine and retirement. */
export const consoleStockEndpoints = {
  pageStock: defineEndpoint<{ query: Partial<StockListQuery>; data: StockPage }>({
    method: "GET",
    path: "/ops-api/stock",
    audience: "operator",
    permission: "stock.edit",
    tag,
    summary: "Addresses of the pool, filtered by node, state, address, supplier or lease end",
  }),
  previewImport: defineEndpoint<{ body: StockImportBody; data: StockImportPreview }>({
    method: "POST",
    path: "/ops-api/stock/import/preview",
    audience: "operator",
    permission: "stock.edit",
    tag,
    summary: "Checks a CSV or pasted list and names every bad line with its reason; writes nothing",
  }),
  importStock: defineEndpoint<{ body: StockImportBody; data: { imported: number } }>({
    method: "POST",
    path: "/ops-api/stock/import",
    audience: "operator",
    permission: "stock.edit",
    tag,
    summary: "Imports every line or none (409 when any line has a problem); the addresses are on sale at once",
  }),
  setStockStatus: defineEndpoint<{ params: { id: number }; body: StockStatusBody; data: StockRow }>({
    method: "POST",
    path: "/ops-api/stock/:id/status",
    audience: "operator",
    permission: "stock.edit",
    tag,
    summary: "Quarantines or retires an unsold address, or puts a quarantined one back on sale",
  }),
};
