import { ordersCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { type OrdersService, staticCreateTypes } from "./service.ts";

/** SPEC §7 Orders, Static ISP and Static native calls that create and list orders and IPs. */
export async function ordersRoutes(app: FastifyInstance, opts: { orders: OrdersService }) {
  const { orders } = opts;
  const memberOf = (request: FastifyRequest) => currentMember(request).memberId;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  serveEndpoint(app, ordersCalls.createRechargeOrder, ({ body }, request) =>
    orders.createRechargeOrder(memberOf(request), body),
  );
  // Each create call sells only its own resource types (a native node bought through /create is refused).
  serveEndpoint(app, ordersCalls.createStaticIspOrder, ({ body }, request) =>
    orders.createStaticOrder(memberOf(request), body, staticCreateTypes.isp, request.locale),
  );
  serveEndpoint(app, ordersCalls.createStaticNativeOrder, ({ body }, request) =>
    orders.createStaticOrder(memberOf(request), body, staticCreateTypes.native, request.locale),
  );
  serveEndpoint(app, ordersCalls.createStaticCnOrder, ({ body }, request) =>
    orders.createStaticOrder(memberOf(request), body, staticCreateTypes.cn, request.locale),
  );

  serveEndpoint(app, ordersCalls.pageRechargeOrders, ({ query }, request) =>
    orders.pageRechargeOrders(memberOf(request), query),
  );
  serveEndpoint(app, ordersCalls.pageStaticOrders, ({ query }, request) =>
    orders.pageStaticOrders(memberOf(request), query, request.locale),
  );
  serveEndpoint(app, ordersCalls.pageStaticIps, ({ query }, request) =>
    orders.pageStaticIps(memberOf(request), query, request.locale),
  );

  // The type may come in the query or the body (the body's wins), as the original API allowed both;
  // each is validated on its own now, so a bad type in the query is refused even beside a good one in the body.
  serveEndpoint(app, ordersCalls.listRenewableIps, ({ query, body }, request) =>
    orders.renewableIps(memberOf(request), body.type ?? query.type, request.locale),
  );
  serveEndpoint(app, ordersCalls.createRenewalOrder, ({ body }, request) =>
    orders.createRenewalOrder(memberOf(request), body, request.locale),
  );

  serveEndpoint(app, ordersCalls.listExchangeNodes, ({ query }, request) =>
    orders.exchangeNodes(memberOf(request), query.id, request.locale),
  );
  serveEndpoint(app, ordersCalls.getExchangeQuote, ({ query }, request) =>
    orders.exchangeQuote(memberOf(request), query.id, request.locale),
  );
  serveEndpoint(app, ordersCalls.exchangeIp, ({ body }, request) =>
    orders.exchange(memberOf(request), body.id, body.nodeId, request.locale),
  );

  serveEndpoint(app, ordersCalls.getRechargeOrder, ({ query }, request) =>
    orders.getRechargeOrder(memberOf(request), query.id),
  );
  serveEndpoint(app, ordersCalls.getStaticOrder, ({ query }, request) =>
    orders.getStaticOrder(memberOf(request), query.id, request.locale),
  );
}
