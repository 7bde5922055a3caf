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

const notFound = [ResponseCode.NotFound];

export const consoleRefundsCalls = describeEndpoints(e, {
  listRefunds: { query: refundQuerySchema, response: refundPageSchema },
  requestRefund: { body: refundRequestSchema, response: refundSchema, errors: notFound },
  approveRefund: { body: refundIdRequestSchema, response: refundSchema, errors: notFound },
  rejectRefund: { body: refundRejectRequestSchema, response: refundSchema, errors: notFound },
  settleRefund: { body: refundIdRequestSchema, response: refundSchema, errors: notFound },
});
