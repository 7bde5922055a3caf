import { balanceCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { BalanceCheckout } from "../payments/balance-checkout.ts";
import type { PaymentsService } from "../payments/service.ts";
import type { AutoRenew } from "./auto-renew.ts";
import type { BalanceService } from "./service.ts";
import type { Topups } from "./topups.ts";

/** The member's CNY balance: reading it, topping it up, paying from it, auto-renewal (issue #29). */
export async function balanceRoutes(
  app: FastifyInstance,
  opts: {
    balance: BalanceService;
    topups: Topups;
    payments: PaymentsService;
    checkout: BalanceCheckout;
    autoRenew: AutoRenew;
    buyerOrigin(request: FastifyRequest): Promise<string>;
  },
) {
  const { balance, topups, payments, checkout, autoRenew } = opts;
  const memberOf = (request: FastifyRequest) => currentMember(request).memberId;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  serveEndpoint(app, balanceCalls.getBalance, (_input, request) => balance.summary(memberOf(request)));
  serveEndpoint(app, balanceCalls.listMovements, ({ query }, request) => balance.movements(memberOf(request), query));
  serveEndpoint(app, balanceCalls.exportMovements, async (_input, request) => {
    const { filename, csv } = await balance.csv(memberOf(request), request.locale);
    return { filename, contentType: "text/csv; charset=utf-8", content: csv };
  });
  serveEndpoint(app, balanceCalls.createTopupOrder, ({ body }, request) => topups.create(memberOf(request), body));
  serveEndpoint(app, balanceCalls.payTopupOrder, async ({ body }, request) =>
    payments.pay(memberOf(request), "topup", body, {
      origin: await opts.buyerOrigin(request),
      clientIp: request.ip,
      locale: request.locale,
    }),
  );
  serveEndpoint(app, balanceCalls.getTopupOrderStatus, ({ params }, request) =>
    payments.refreshedStatus(memberOf(request), "topup", params.id),
  );
  serveEndpoint(app, balanceCalls.payFromBalance, ({ body }, request) =>
    checkout.payFromBalance(memberOf(request), body.orderType, body.id, request.locale),
  );
  serveEndpoint(app, balanceCalls.useBalanceForOrder, ({ body }, request) =>
    checkout.useBalanceForOrder(memberOf(request), body.orderType, body.id, body.amount, request.locale),
  );
  serveEndpoint(app, balanceCalls.listAutoRenew, (_input, request) => autoRenew.list(memberOf(request)));
  serveEndpoint(app, balanceCalls.setAutoRenew, ({ body }, request) =>
    autoRenew.set(memberOf(request), body, request.locale),
  );
}
