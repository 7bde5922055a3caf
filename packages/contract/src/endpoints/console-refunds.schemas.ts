import { ResponseCode } from "../codes.ts";
import {
  refundIdRequestSchema,
  refundPageSchema,
  refundQuerySchema,
  refundRejectRequestSchema,
  refundRequestSchema,
  refundSchema,
} from "../console-orders.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleRefundsEndpoints as e } from "./console-refunds.ts";

export const consoleRefundsCalls = describeEndpoints(e, {
  listRefunds: { query: refundQuerySchema, response: refundPageSchema },
  requestRefund: { body: refundRequestSchema, response: refundSchema, errors: [ResponseCode.NotFound] },
  approveRefund: { body: refundIdRequestSchema, response: refundSchema, errors: [ResponseCode.NotFound] },
  rejectRefund: { body: refundRejectRequestSchema, response: refundSchema, errors: [ResponseCode.NotFound] },
  settleRefund: { body: refundIdRequestSchema, response: refundSchema, errors: [ResponseCode.NotFound] },
});
