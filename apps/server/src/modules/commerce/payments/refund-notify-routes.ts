import type { FastifyInstance } from "fastify";
import type { RefundsService } from "./refunds-service.ts";

/**
 * POST /pay/notify/wechat-refund: WeChat Pay's refund notifications
 * (REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED). The body stays the raw
 * string, as WeChat Pay signs the exact bytes. Alipay sends none: its refund
 * answers are synchronous.
 */
export async function refundNotifyRoutes(app: FastifyInstance, opts: { refunds: RefundsService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.post("/pay/notify/wechat-refund", async (request, reply) => {
    const answer = await opts.refunds
      .handleWechatNotification({
        headers: request.headers,
        rawBody: typeof request.body === "string" ? request.body : "",
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, "refund notification failed");
        // A failure on our side: WeChat Pay must retry later.
        return {
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ code: "FAIL", message: "retry" }),
        };
      });
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  });
}
