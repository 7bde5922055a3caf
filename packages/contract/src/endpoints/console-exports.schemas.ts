import { exportQuerySchema } from "../console-catalogue.ts";
import { type DescribedEndpoint, describeEndpoint, fileAnswerSchema } from "../endpoint-schemas.ts";
import { consoleExportsEndpoints as e } from "./console-exports.ts";

const csv = { query: exportQuerySchema, response: fileAnswerSchema, file: "text/csv" };

export const consoleExportsCalls = {
  exportOrders: describeEndpoint(e.exportOrders, csv),
  exportMembers: describeEndpoint(e.exportMembers, csv),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
