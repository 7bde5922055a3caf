import { ResponseCode } from "../codes.ts";
import {
  stockImportBodySchema,
  stockImportPreviewSchema,
  stockImportResultSchema,
  stockListQuerySchema,
  stockPageSchema,
  stockRowSchema,
  stockStatusBodySchema,
} from "../console-catalogue.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { onConsoleRecord } from "./console-records.schemas.ts";
import { consoleStockEndpoints as e } from "./console-stock.ts";

export const consoleStockCalls = describeEndpoints(e, {
  pageStock: { query: stockListQuerySchema, response: stockPageSchema },
  previewImport: { body: stockImportBodySchema, response: stockImportPreviewSchema },
  importStock: { body: stockImportBodySchema, response: stockImportResultSchema, errors: [ResponseCode.Conflict] },
  setStockStatus: { ...onConsoleRecord, body: stockStatusBodySchema, response: stockRowSchema },
});
