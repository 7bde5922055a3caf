import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import {
  createRechargeOrderSchema,
  createRenewalOrderSchema,
  createStaticOrderSchema,
  exchangeNodeQuerySchema,
  exchangeNodeSchema,
  orderIdQuerySchema,
  orderPageQuerySchema,
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

export const ordersCalls = {
  createRechargeOrder: describeEndpoint(e.createRechargeOrder, {
    body: createRechargeOrderSchema,
    response: rechargeOrderSchema,
  }),
  createStaticIspOrder: describeEndpoint(e.createStaticIspOrder, createStatic),
  createStaticCnOrder: describeEndpoint(e.createStaticCnOrder, createStatic),
  createStaticNativeOrder: describeEndpoint(e.createStaticNativeOrder, createStatic),
  pageRechargeOrders: describeEndpoint(e.pageRechargeOrders, {
    query: orderPageQuerySchema,
    response: rechargeOrderPageSchema,
  }),
  pageStaticOrders: describeEndpoint(e.pageStaticOrders, {
    query: orderPageQuerySchema,
    response: staticOrderPageSchema,
  }),
  pageStaticIps: describeEndpoint(e.pageStaticIps, { query: staticIpPageQuerySchema, response: staticIpPageSchema }),
  listRenewableIps: describeEndpoint(e.listRenewableIps, {
    query: renewableIpsQuerySchema,
    body: renewableIpsQuerySchema,
    response: z.array(renewableIpSchema),
  }),
  createRenewalOrder: describeEndpoint(e.createRenewalOrder, {
    body: createRenewalOrderSchema,
    response: staticOrderSchema,
  }),
  listExchangeNodes: describeEndpoint(e.listExchangeNodes, {
    query: exchangeNodeQuerySchema,
    response: z.array(exchangeNodeSchema),
    errors: notFound,
  }),
  exchangeIp: describeEndpoint(e.exchangeIp, { body: shareExchangeSchema, response: staticIpSchema, errors: notFound }),
  getRechargeOrder: describeEndpoint(e.getRechargeOrder, {
    query: orderIdQuerySchema,
    response: rechargeOrderSchema,
    errors: notFound,
  }),
  getStaticOrder: describeEndpoint(e.getStaticOrder, {
    query: orderIdQuerySchema,
    response: staticOrderSchema,
    errors: notFound,
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
