import { ResponseCode } from "../codes.ts";
import {
  refundIdRequestSchema,
  refundPageSchema,
  refundQuerySchema,
  refundRejectRequestSchema,
  refundRequestSchema,
  refundSchema,
} from "../console-orders.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleRefundsEndpoints as e } from "./console-refunds.ts";

export const consoleRefundsCalls = {
  listRefunds: describeEndpoint(e.listRefunds, { query: refundQuerySchema, response: refundPageSchema }),
  requestRefund: describeEndpoint(e.requestRefund, {
    body: refundRequestSchema,
    response: refundSchema,
    errors: [ResponseCode.NotFound],
  }),
  approveRefund: describeEndpoint(e.approveRefund, {
    body: refundIdRequestSchema,
    response: refundSchema,
    errors: [ResponseCode.NotFound],
  }),
  rejectRefund: describeEndpoint(e.rejectRefund, {
    body: refundRejectRequestSchema,
    response: refundSchema,
    errors: [ResponseCode.NotFound],
  }),
  settleRefund: describeEndpoint(e.settleRefund, {
    body: refundIdRequestSchema,
    response: refundSchema,
    errors: [ResponseCode.NotFound],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
