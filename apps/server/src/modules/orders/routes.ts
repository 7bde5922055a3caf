import {
  createRechargeOrderSchema,
  createRenewalOrderSchema,
  createStaticOrderSchema,
  exchangeNodeQuerySchema,
  ok,
  orderIdQuerySchema,
  orderPageQuerySchema,
  renewableIpsQuerySchema,
  shareExchangeSchema,
  staticIpPageQuerySchema,
} from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentMember } from "../../http/authenticate.ts";
import { parseInput } from "../../http/validation.ts";
import { type OrdersService, staticCreateTypes } from "./service.ts";

/** SPEC §7 Orders, Static ISP and Static native calls that create and list orders and IPs. */
export async function ordersRoutes(app: FastifyInstance, opts: { orders: OrdersService }) {
  const { orders } = opts;
  const guard = { preHandler: app.memberGuards.loggedIn };
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.post("/app-api/ip/recharge-order/create", guard, async (request) => {
    const input = parseInput(createRechargeOrderSchema, request.body);
    return ok(await orders.createRechargeOrder(currentMember(request).memberId, input));
  });

  const createStatic = (types: readonly number[]) => async (request: FastifyRequest) => {
    const input = parseInput(createStaticOrderSchema, request.body);
    return ok(await orders.createStaticOrder(currentMember(request).memberId, input, types, request.locale));
  };
  app.post("/app-api/ip/static-order/create", guard, createStatic(staticCreateTypes.isp));
  app.post("/app-api/ip/static-order/createNative", guard, createStatic(staticCreateTypes.native));
  app.post("/app-api/ip/static-order/createCN", guard, createStatic(staticCreateTypes.cn));

  app.get("/app-api/ip/recharge-order/page", guard, async (request) => {
    const query = parseInput(orderPageQuerySchema, request.query);
    return ok(await orders.pageRechargeOrders(currentMember(request).memberId, query));
  });
  app.get("/app-api/ip/static-order/page", guard, async (request) => {
    const query = parseInput(orderPageQuerySchema, request.query);
    return ok(await orders.pageStaticOrders(currentMember(request).memberId, query, request.locale));
  });
  app.get("/app-api/ip/static-order-item/page", guard, async (request) => {
    const query = parseInput(staticIpPageQuerySchema, request.query);
    return ok(await orders.pageStaticIps(currentMember(request).memberId, query, request.locale));
  });

  app.post("/app-api/ip/static-order-renewal/ips", guard, async (request) => {
    const query = parseInput(renewableIpsQuerySchema, { ...(request.query as object), ...(request.body as object) });
    return ok(await orders.renewableIps(currentMember(request).memberId, query.type, request.locale));
  });
  app.post("/app-api/ip/static-order-renewal/create", guard, async (request) => {
    const input = parseInput(createRenewalOrderSchema, request.body);
    return ok(await orders.createRenewalOrder(currentMember(request).memberId, input, request.locale));
  });

  const certified = { preHandler: app.memberGuards.certified };
  app.get("/app-api/ip/static-order-item-exchange/getExchangeNode", certified, async (request) => {
    const { id } = parseInput(exchangeNodeQuerySchema, request.query);
    return ok(await orders.exchangeNodes(currentMember(request).memberId, id, request.locale));
  });
  app.post("/app-api/ip/static-order-item-exchange/shareExchange", certified, async (request) => {
    const input = parseInput(shareExchangeSchema, request.body);
    return ok(await orders.exchange(currentMember(request).memberId, input.id, input.nodeId, request.locale));
  });

  app.get("/app-api/order/getRechargeOrderInfo", guard, async (request) => {
    const { id } = parseInput(orderIdQuerySchema, request.query);
    return ok(await orders.getRechargeOrder(currentMember(request).memberId, id));
  });
  app.get("/app-api/order/getStaticOrderInfo", guard, async (request) => {
    const { id } = parseInput(orderIdQuerySchema, request.query);
    return ok(await orders.getStaticOrder(currentMember(request).memberId, id, request.locale));
  });
}
