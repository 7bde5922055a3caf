import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Notifier } from "./notifier.ts";
import { jsonBody } from "./request-params.ts";

const tradeHookSchema = z.object({ out_trade_no: z.string().min(1) });

/**
 * The test hooks both sandboxes share over their own notifier: replay the last notification
 * of a trade, and list what was sent (all, or one trade's, by query string or JSON body).
 */
export function registerNotificationHooks(
  app: FastifyInstance,
  provider: "alipay" | "wechat" | "stripe",
  notifier: Notifier,
) {
  app.post(`/sandbox/${provider}/hooks/replay`, async (request, reply) => {
    const parsed = tradeHookSchema.safeParse(jsonBody(request) ?? undefined);
    if (!parsed.success) return reply.code(400).send({ error: "INVALID_REQUEST", message: "out_trade_no is required" });
    const last = notifier.last(parsed.data.out_trade_no);
    if (!last) return reply.code(404).send({ error: "NOT_FOUND", message: "no notification was sent for this trade" });
    return { notification: await notifier.deliver({ ...last, kind: "replay" }) };
  });

  const listNotifications = async (request: FastifyRequest) => {
    const fromQuery = new URL(request.url, "http://sandbox.invalid").searchParams.get("out_trade_no");
    const fromBody = jsonBody(request)?.out_trade_no;
    const outTradeNo = fromQuery ?? (typeof fromBody === "string" ? fromBody : undefined);
    return { notifications: notifier.list({ outTradeNo }) };
  };
  app.get(`/sandbox/${provider}/hooks/notifications`, listNotifications);
  app.post(`/sandbox/${provider}/hooks/notifications`, listNotifications);
}
