import { ResponseCode } from "../codes.ts";
import {
  consoleIdParamsSchema,
  stockImportBodySchema,
  stockImportPreviewSchema,
  stockImportResultSchema,
  stockListQuerySchema,
  stockPageSchema,
  stockRowSchema,
  stockStatusBodySchema,
} from "../console-catalogue.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleStockEndpoints as e } from "./console-stock.ts";

export const consoleStockCalls = describeEndpoints(e, {
  pageStock: { query: stockListQuerySchema, response: stockPageSchema },
  previewImport: { body: stockImportBodySchema, response: stockImportPreviewSchema },
  importStock: { body: stockImportBodySchema, response: stockImportResultSchema, errors: [ResponseCode.Conflict] },
  setStockStatus: {
    params: consoleIdParamsSchema,
    body: stockStatusBodySchema,
    response: stockRowSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  },
});
