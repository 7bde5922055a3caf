import { bankTransferInfoSchema, chooseBankTransferSchema } from "../bank-transfer.ts";
import { ResponseCode } from "../codes.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { orderIdParamsSchema, orderPaymentStatusSchema } from "../orders.ts";
import {
  cancelOrderRequestSchema,
  payAnswerSchema,
  payInfoQuerySchema,
  payInfoSchema,
  payRequestSchema,
  wechatAuthorizeQuerySchema,
  wechatAuthorizeSchema,
} from "../payments.ts";
import { paymentsEndpoints as e } from "./payments.ts";

const errors = [ResponseCode.NotFound];
const pay = { body: payRequestSchema, response: payAnswerSchema, errors };
const status = { params: orderIdParamsSchema, response: orderPaymentStatusSchema, errors };

export const paymentsCalls = describeEndpoints(e, {
  getPayInfo: { query: payInfoQuerySchema, response: payInfoSchema, errors },
  payRechargeOrder: pay,
  payStaticOrder: pay,
  getRechargeOrderStatus: status,
  getStaticOrderStatus: status,
  wechatAuthorize: { query: wechatAuthorizeQuerySchema, response: wechatAuthorizeSchema, errors },
  chooseBankTransfer: {
    body: chooseBankTransferSchema,
    response: bankTransferInfoSchema,
    errors: [ResponseCode.NotFound, ResponseCode.BadRequest],
  },
  cancelOrder: { body: cancelOrderRequestSchema, response: orderPaymentStatusSchema, errors },
});
