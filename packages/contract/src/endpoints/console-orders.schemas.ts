import { ResponseCode } from "../codes.ts";
import {
  closeOrderRequestSchema,
  consoleOrderDetailSchema,
  consoleOrderPageSchema,
  consoleOrderParamsSchema,
  consoleOrderQuerySchema,
  markPaidRequestSchema,
} from "../console-orders.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleOrdersEndpoints as e } from "./console-orders.ts";

export const consoleOrdersCalls = {
  listOrders: describeEndpoint(e.listOrders, { query: consoleOrderQuerySchema, response: consoleOrderPageSchema }),
  getOrder: describeEndpoint(e.getOrder, {
    params: consoleOrderParamsSchema,
    response: consoleOrderDetailSchema,
    errors: [ResponseCode.NotFound],
  }),
  closeOrder: describeEndpoint(e.closeOrder, {
    body: closeOrderRequestSchema,
    response: consoleOrderDetailSchema,
    errors: [ResponseCode.NotFound],
  }),
  markPaid: describeEndpoint(e.markPaid, {
    body: markPaidRequestSchema,
    response: consoleOrderDetailSchema,
    errors: [ResponseCode.NotFound],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
