import { ResponseCode } from "../codes.ts";
import {
  bankTransferDecisionSchema,
  closeOrderRequestSchema,
  consoleOrderDetailSchema,
  consoleOrderPageSchema,
  consoleOrderParamsSchema,
  consoleOrderQuerySchema,
  markPaidRequestSchema,
} from "../console-orders.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleOrdersEndpoints as e } from "./console-orders.ts";

const notFound = [ResponseCode.NotFound];

export const consoleOrdersCalls = describeEndpoints(e, {
  listOrders: { query: consoleOrderQuerySchema, response: consoleOrderPageSchema },
  getOrder: { params: consoleOrderParamsSchema, response: consoleOrderDetailSchema, errors: notFound },
  closeOrder: { body: closeOrderRequestSchema, response: consoleOrderDetailSchema, errors: notFound },
  markPaid: { body: markPaidRequestSchema, response: consoleOrderDetailSchema, errors: notFound },
  decideBankTransfer: {
    body: bankTransferDecisionSchema,
    response: consoleOrderDetailSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Forbidden],
  },
});
