import { exportQuerySchema } from "../console-catalogue.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import { consoleExportsEndpoints as e } from "./console-exports.ts";

const csv = { query: exportQuerySchema, response: fileAnswerSchema, file: "text/csv" };

export const consoleExportsCalls = describeEndpoints(e, {
  exportOrders: csv,
  exportMembers: csv,
  exportRefunds: csv,
  exportLedger: csv,
});
