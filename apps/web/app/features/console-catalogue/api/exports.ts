import type { ExportQuery } from "@shop/contract";
import { consoleExportsEndpoints } from "@shop/contract/core";
import { consoleApi } from "../../console/index.ts";

/** The CSV as a Blob: the server streams it in the console's language, with the session cookie. */
export const downloadExport = (kind: "orders" | "members", query: ExportQuery) =>
  consoleApi.call(kind === "orders" ? consoleExportsEndpoints.exportOrders : consoleExportsEndpoints.exportMembers, {
    query,
  }) as unknown as Promise<Blob>;
