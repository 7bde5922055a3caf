import type {
  StockImportBody,
  StockImportPreview,
  StockListQuery,
  StockPage,
  StockRow,
  StockStatusBody,
} from "../console-catalogue.ts";
import { endpointGroup } from "../endpoint.ts";
import type { OnConsoleRecord } from "./console-records.ts";

const { get, post } = endpointGroup({
  tag: "Console: static IP stock",
  audience: "operator",
  permission: "stock.edit",
});

/** The static IP pool: bulk import (preview, then all or nothing), quarantine and retirement. */
export const consoleStockEndpoints = {
  pageStock: get<{ query: Partial<StockListQuery>; data: StockPage }>(
    "/ops-api/stock",
    "Addresses of the pool, filtered by node, state, address, supplier or lease end",
  ),
  previewImport: post<{ body: StockImportBody; data: StockImportPreview }>(
    "/ops-api/stock/import/preview",
    "Checks a CSV or pasted list and names every bad line with its reason; writes nothing",
  ),
  importStock: post<{ body: StockImportBody; data: { imported: number } }>(
    "/ops-api/stock/import",
    "Imports every line or none (409 when any line has a problem); the addresses are on sale at once",
  ),
  setStockStatus: post<OnConsoleRecord<StockStatusBody, StockRow>>(
    "/ops-api/stock/:id/status",
    "Quarantines or retires an unsold address, or puts a quarantined one back on sale",
  ),
};
