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
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleStockEndpoints as e } from "./console-stock.ts";

export const consoleStockCalls = {
  pageStock: describeEndpoint(e.pageStock, { query: stockListQuerySchema, response: stockPageSchema }),
  previewImport: describeEndpoint(e.previewImport, { body: stockImportBodySchema, response: stockImportPreviewSchema }),
  importStock: describeEndpoint(e.importStock, {
    body: stockImportBodySchema,
    response: stockImportResultSchema,
    errors: [ResponseCode.Conflict],
  }),
  setStockStatus: describeEndpoint(e.setStockStatus, {
    params: consoleIdParamsSchema,
    body: stockStatusBodySchema,
    response: stockRowSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
