import type { ExportQuery } from "../console-catalogue.ts";
import { defineEndpoint, type FileAnswer } from "../endpoint.ts";

const tag = "Console: exports";

/** CSV exports (UTF-8 with BOM, RFC 4180, formula cells neutralised), streamed; each one is audited. */
export const consoleExportsEndpoints = {
  exportOrders: defineEndpoint<{ query: ExportQuery; data: FileAnswer }>({
    method: "GET",
    path: "/ops-api/exports/orders",
    audience: "operator",
    permission: "exports.run",
    answersFile: true,
    tag,
    summary: "Recharge and static orders created in the range, as CSV",
  }),
  exportMembers: defineEndpoint<{ query: ExportQuery; data: FileAnswer }>({
    method: "GET",
    path: "/ops-api/exports/members",
    audience: "operator",
    permission: "exports.run",
    answersFile: true,
    tag,
    summary: "Members registered in the range, as CSV",
  }),
};
