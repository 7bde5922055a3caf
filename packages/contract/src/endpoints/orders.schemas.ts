import { ResponseCode } from "../codes.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import {
  createRechargeOrderSchema,
  createRenewalOrderSchema,
  createStaticOrderSchema,
  exchangeNodeQuerySchema,
  exchangeNodeSchema,
  exchangeQuoteSchema,
  orderIdQuerySchema,
  orderPageQuerySchema,
  orderReceiptQuerySchema,
  rechargeOrderPageSchema,
  rechargeOrderSchema,
  renewableIpSchema,
  renewableIpsQuerySchema,
  shareExchangeSchema,
  staticIpPageQuerySchema,
  staticIpPageSchema,
  staticIpSchema,
  staticOrderPageSchema,
  staticOrderSchema,
} from "../orders.ts";
import { z } from "../zod.ts";
import { ordersEndpoints as e } from "./orders.ts";

const createStatic = { body: createStaticOrderSchema, response: staticOrderSchema };
const notFound = [ResponseCode.NotFound];

export const ordersCalls = describeEndpoints(e, {
  createRechargeOrder: { body: createRechargeOrderSchema, response: rechargeOrderSchema },
  createStaticIspOrder: createStatic,
  createStaticCnOrder: createStatic,
  createStaticNativeOrder: createStatic,
  pageRechargeOrders: { query: orderPageQuerySchema, response: rechargeOrderPageSchema },
  pageStaticOrders: { query: orderPageQuerySchema, response: staticOrderPageSchema },
  pageStaticIps: { query: staticIpPageQuerySchema, response: staticIpPageSchema },
  listRenewableIps: {
    query: renewableIpsQuerySchema,
    body: renewableIpsQuerySchema,
    response: z.array(renewableIpSchema),
  },
  createRenewalOrder: { body: createRenewalOrderSchema, response: staticOrderSchema },
  listExchangeNodes: { query: exchangeNodeQuerySchema, response: z.array(exchangeNodeSchema), errors: notFound },
  getExchangeQuote: { query: exchangeNodeQuerySchema, response: exchangeQuoteSchema, errors: notFound },
  exchangeIp: { body: shareExchangeSchema, response: staticIpSchema, errors: notFound },
  getRechargeOrder: { query: orderIdQuerySchema, response: rechargeOrderSchema, errors: notFound },
  getStaticOrder: { query: orderIdQuerySchema, response: staticOrderSchema, errors: notFound },
  getOrderReceipt: {
    query: orderReceiptQuerySchema,
    response: fileAnswerSchema,
    file: "application/pdf",
    errors: [ResponseCode.NotFound, ResponseCode.BadRequest],
  },
});
