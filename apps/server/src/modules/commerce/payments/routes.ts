import { type PaymentMethodName, paymentsCalls } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { BankTransfers } from "./bank-transfer.ts";
import type { PaymentsService } from "./service.ts";

/** SPEC §7 pay calls and order status polling. */
export async function paymentsRoutes(
  app: FastifyInstance,
  opts: {
    payments: PaymentsService;
    bankTransfers: BankTransfers;
    /** Where the buyer comes back after paying: PUBLIC_URL or a host the shop knows, never any Host header. */
    buyerOrigin(request: FastifyRequest): Promise<string>;
  },
) {
  const { payments } = opts;
  const memberOf = (request: FastifyRequest) => currentMember(request).memberId;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  serveEndpoint(app, paymentsCalls.getPayInfo, ({ query }, request) =>
    payments.payInfo(memberOf(request), query.orderType, query.id, request.locale),
  );

  const payContext = async (request: FastifyRequest) => ({
    origin: await opts.buyerOrigin(request),
    clientIp: request.ip,
    locale: request.locale,
  });
  serveEndpoint(app, paymentsCalls.payRechargeOrder, async ({ body }, request) =>
    payments.pay(memberOf(request), "recharge", body, await payContext(request)),
  );
  serveEndpoint(app, paymentsCalls.payStaticOrder, async ({ body }, request) =>
    payments.pay(memberOf(request), "static", body, await payContext(request)),
  );

  serveEndpoint(app, paymentsCalls.wechatAuthorize, async ({ query }, request) =>
    payments.wechatAuthorize(await opts.buyerOrigin(request), query.returnPath),
  );

  serveEndpoint(app, paymentsCalls.getRechargeOrderStatus, ({ params }, request) =>
    payments.refreshedStatus(memberOf(request), "recharge", params.id),
  );
  serveEndpoint(app, paymentsCalls.getStaticOrderStatus, ({ params }, request) =>
    payments.refreshedStatus(memberOf(request), "static", params.id),
  );

  serveEndpoint(app, paymentsCalls.chooseBankTransfer, ({ body }, request) =>
    opts.bankTransfers.choose(memberOf(request), body.orderType, body.id, request.locale),
  );

  serveEndpoint(app, paymentsCalls.cancelOrder, ({ body }, request) =>
    payments.cancelOrder(memberOf(request), body.orderType, body.id),
  );
}

/**
 * POST /pay/notify/alipay and /pay/notify/wechat. The body is kept as the raw
 * string: both providers sign the exact bytes they sent.
 */
export async function paymentNotifyRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  const notify = (method: PaymentMethodName) => async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await opts.payments
      .handleNotification(method, {
        headers: request.headers,
        rawBody: typeof request.body === "string" ? request.body : "",
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, "payment notification failed");
        // A failure on our side: the provider must retry later.
        return method === "alipay"
          ? { status: 200, contentType: "text/plain; charset=utf-8", body: "fail" }
          : method === "card"
            ? { status: 500, contentType: "application/json", body: JSON.stringify({ error: "retry" }) }
            : {
                status: 500,
                contentType: "application/json",
                body: JSON.stringify({ code: "FAIL", message: "retry" }),
              };
      });
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  };
  app.post("/pay/notify/alipay", notify("alipay"));
  app.post("/pay/notify/wechat", notify("wechat"));
  // Stripe's webhook endpoint (card payments): verified with stripe.webhooks.constructEvent over the raw body.
  app.post("/pay/notify/card", notify("card"));
}
