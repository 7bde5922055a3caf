import { consoleOrdersCalls, consoleRefundsCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { auditContextOf } from "../audit/service.ts";
import { currentOperator } from "../operators/console-http.ts";
import type { ConsoleCaller, ConsoleOrdersService } from "./service.ts";

/** /ops-api/orders and /ops-api/refunds (operator host only; the guard checks each call's permission). */
export async function consoleOrdersRoutes(app: FastifyInstance, opts: { consoleOrders: ConsoleOrdersService }) {
  const { consoleOrders } = opts;
  const callerOf = (request: FastifyRequest): ConsoleCaller => {
    const operator = currentOperator(request);
    return { actor: { ...auditContextOf(request), operatorId: operator.id }, substationId: operator.substationId };
  };

  serveEndpoint(app, consoleOrdersCalls.listOrders, ({ query }, request) =>
    consoleOrders.search(callerOf(request), query),
  );
  serveEndpoint(app, consoleOrdersCalls.getOrder, ({ params }, request) =>
    consoleOrders.detail(callerOf(request), params.kind, Number(params.id)),
  );
  serveEndpoint(app, consoleOrdersCalls.closeOrder, ({ body }, request) =>
    consoleOrders.close(callerOf(request), body),
  );
  serveEndpoint(app, consoleOrdersCalls.markPaid, ({ body }, request) =>
    consoleOrders.markPaid(callerOf(request), body),
  );
  serveEndpoint(app, consoleOrdersCalls.decideBankTransfer, ({ body }, request) =>
    consoleOrders.decideBankTransfer(callerOf(request), body),
  );

  serveEndpoint(app, consoleRefundsCalls.listRefunds, ({ query }, request) =>
    consoleOrders.listRefunds(callerOf(request), query),
  );
  serveEndpoint(app, consoleRefundsCalls.requestRefund, ({ body }, request) =>
    consoleOrders.requestRefund(callerOf(request), body),
  );
  serveEndpoint(app, consoleRefundsCalls.approveRefund, ({ body }, request) =>
    consoleOrders.approveRefund(callerOf(request), Number(body.id)),
  );
  serveEndpoint(app, consoleRefundsCalls.rejectRefund, ({ body }, request) =>
    consoleOrders.rejectRefund(callerOf(request), Number(body.id), body.reason),
  );
  serveEndpoint(app, consoleRefundsCalls.settleRefund, ({ body }, request) =>
    consoleOrders.settleRefund(callerOf(request), Number(body.id)),
  );
}
