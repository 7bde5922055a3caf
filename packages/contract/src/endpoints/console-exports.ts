import type { ExportQuery } from "../console-catalogue.ts";
import { endpointGroup, type FileAnswer } from "../endpoint.ts";

const { get } = endpointGroup({ tag: "Console: exports", audience: "operator", permission: "exports.run" });

/** CSV exports (UTF-8 with BOM, RFC 4180, formula cells neutralised), streamed; each one is audited. */
export const consoleExportsEndpoints = {
  exportOrders: get<{ query: ExportQuery; data: FileAnswer }>(
    "/ops-api/exports/orders",
    "Recharge and static orders created in the range, as CSV",
    { answersFile: true },
  ),
  exportMembers: get<{ query: ExportQuery; data: FileAnswer }>(
    "/ops-api/exports/members",
    "Members registered in the range, as CSV",
    { answersFile: true },
  ),
  exportRefunds: get<{ query: ExportQuery; data: FileAnswer }>(
    "/ops-api/exports/refunds",
    "Refunds requested in the range (orders and payment anomalies), with their status and who decided, as CSV",
    { answersFile: true },
  ),
  exportLedger: get<{ query: ExportQuery; data: FileAnswer }>(
    "/ops-api/exports/ledger",
    "Traffic ledger entries written in the range (recharges, gifts, usage, refunds, adjustments), as CSV",
    { answersFile: true },
  ),
};
