import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { orderIdParamsSchema, orderPaymentStatusSchema } from "../orders.ts";
import {
  cancelOrderRequestSchema,
  payAnswerSchema,
  payInfoQuerySchema,
  payInfoSchema,
  payRequestSchema,
} from "../payments.ts";
import { paymentsEndpoints as e } from "./payments.ts";

const errors = [ResponseCode.NotFound];
const pay = { body: payRequestSchema, response: payAnswerSchema, errors };
const status = { params: orderIdParamsSchema, response: orderPaymentStatusSchema, errors };

export const paymentsCalls = {
  getPayInfo: describeEndpoint(e.getPayInfo, { query: payInfoQuerySchema, response: payInfoSchema, errors }),
  payRechargeOrder: describeEndpoint(e.payRechargeOrder, pay),
  payStaticOrder: describeEndpoint(e.payStaticOrder, pay),
  getRechargeOrderStatus: describeEndpoint(e.getRechargeOrderStatus, status),
  getStaticOrderStatus: describeEndpoint(e.getStaticOrderStatus, status),
  cancelOrder: describeEndpoint(e.cancelOrder, {
    body: cancelOrderRequestSchema,
    response: orderPaymentStatusSchema,
    errors,
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
