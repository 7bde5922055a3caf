import { webhooksCalls } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { WebhooksService } from "./service.ts";

/** A member's webhook endpoints and delivery log (session, or an API key with `webhooks:write`). */
export async function webhooksRoutes(app: FastifyInstance, opts: { webhooks: WebhooksService }) {
  const { webhooks } = opts;
  const calls = webhooksCalls;
  app.addHook("onSend", async (_request, reply) => {
    // A created endpoint's secret must not stay in any cache.
    reply.header("cache-control", "private, no-store");
  });
  const member = (request: Parameters<typeof currentMember>[0]) => currentMember(request).memberId;
  serveEndpoint(app, calls.listWebhooks, async (_input, request) => webhooks.list(member(request)));
  serveEndpoint(app, calls.createWebhook, async ({ body }, request) => webhooks.create(member(request), body));
  serveEndpoint(app, calls.setWebhookEnabled, async ({ body }, request) =>
    webhooks.setEnabled(member(request), body.id, body.enabled),
  );
  serveEndpoint(app, calls.deleteWebhook, async ({ body }, request) => webhooks.remove(member(request), body.id));
  serveEndpoint(app, calls.listWebhookDeliveries, async ({ query }, request) =>
    webhooks.deliveries(member(request), query.endpointId),
  );
  serveEndpoint(app, calls.resendWebhookDelivery, async ({ body }, request) =>
    webhooks.resend(member(request), body.id),
  );
  serveEndpoint(app, calls.sendWebhookTest, async ({ body }, request) => webhooks.sendTest(member(request), body.id));
}

/**
 * Demo mode only: a receiver on this server (`/sandbox/webhook-receiver`, any path below it) that
 * answers 204 to every POST, or the status named by `?status=`, so a demo endpoint can be tried
 * without a public HTTPS host. Demo mode allows this server's own origin past the HTTPS rule.
 */
export async function demoWebhookReceiverRoutes(app: FastifyInstance) {
  const answer = async (request: FastifyRequest<{ Querystring: { status?: string } }>, reply: FastifyReply) => {
    const asked = Number(request.query.status);
    return reply.code(Number.isInteger(asked) && asked >= 200 && asked <= 599 ? asked : 204).send();
  };
  app.post("/sandbox/webhook-receiver", answer);
  app.post("/sandbox/webhook-receiver/*", answer);
}
