import type { ExportQuery } from "@shop/contract";
import { consoleExportsEndpoints } from "@shop/contract/core";
import { consoleApi } from "../../console/index.ts";

/** What the console exports, each its own CSV call. */
export const exportKinds = ["orders", "refunds", "ledger", "members"] as const;
export type ExportKind = (typeof exportKinds)[number];

const endpointOf = {
  orders: consoleExportsEndpoints.exportOrders,
  refunds: consoleExportsEndpoints.exportRefunds,
  ledger: consoleExportsEndpoints.exportLedger,
  members: consoleExportsEndpoints.exportMembers,
} as const;

/** The CSV as a Blob: the server streams it in the console's language, with the session cookie. */
export const downloadExport = (kind: ExportKind, query: ExportQuery) =>
  consoleApi.call(endpointOf[kind], { query }) as unknown as Promise<Blob>;
