import {
  cancelOrderRequestSchema,
  ok,
  orderIdParamsSchema,
  type PaymentMethodName,
  payInfoQuerySchema,
  payRequestSchema,
} from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { currentMember } from "../../http/authenticate.ts";
import { parseInput } from "../../http/validation.ts";
import type { PaymentsService } from "./service.ts";

/** SPEC §7 pay calls and order status polling. */
export async function paymentsRoutes(
  app: FastifyInstance,
  opts: {
    payments: PaymentsService;
    /** Where the buyer comes back after paying: PUBLIC_URL or a host the shop knows, never any Host header. */
    buyerOrigin(request: FastifyRequest): Promise<string>;
  },
) {
  const { payments } = opts;
  const guard = { preHandler: app.memberGuards.loggedIn };
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get("/app-api/order/getPayInfo", guard, async (request) => {
    const query = parseInput(payInfoQuerySchema, request.query);
    return ok(await payments.payInfo(currentMember(request).memberId, query.orderType, query.id, request.locale));
  });

  const pay = (kind: "recharge" | "static") => async (request: FastifyRequest) => {
    const input = parseInput(payRequestSchema, request.body);
    return ok(
      await payments.pay(currentMember(request).memberId, kind, input, {
        origin: await opts.buyerOrigin(request),
        clientIp: request.ip,
        locale: request.locale,
      }),
    );
  };
  app.post("/app-api/order/pay", guard, pay("recharge"));
  app.post("/app-api/order/staticPay", guard, pay("static"));

  const status = (kind: "recharge" | "static") => async (request: FastifyRequest) => {
    const { id } = parseInput(orderIdParamsSchema, request.params);
    return ok(await payments.refreshedStatus(currentMember(request).memberId, kind, id));
  };
  app.get("/app-api/ip/recharge-order/getStatus/:id", guard, status("recharge"));
  app.get("/app-api/ip/static-order/getStatus/:id", guard, status("static"));

  app.post("/app-api/order/cancel", guard, async (request) => {
    const input = parseInput(cancelOrderRequestSchema, request.body);
    return ok(await payments.cancelOrder(currentMember(request).memberId, input.orderType, input.id));
  });
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
          : { status: 500, contentType: "application/json", body: JSON.stringify({ code: "FAIL", message: "retry" }) };
      });
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  };
  app.post("/pay/notify/alipay", notify("alipay"));
  app.post("/pay/notify/wechat", notify("wechat"));
}
