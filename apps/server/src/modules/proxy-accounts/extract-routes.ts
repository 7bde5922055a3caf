import { translateMessage } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ProxyGatewayConfig } from "./config.ts";
import { ExtractionError, type ExtractionService } from "./extraction.ts";

function wantsJson(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown> | undefined)?.type === "json";
}

/**
 * The public extraction URL, outside /app-api because proxy tools call it
 * directly: plain text (one proxy per line, CRLF) or JSON with `type=json`.
 * Refusals carry an HTTP status (400, 402, 403, 404, 429) and a message in the
 * caller's Accept-Language, as text or as JSON `{code, msg}` with the same code.
 */
export async function extractRoutes(
  app: FastifyInstance,
  opts: { extraction: ExtractionService; gatewayFor(host: string): Promise<ProxyGatewayConfig> },
) {
  const send = (request: FastifyRequest, reply: FastifyReply, status: number, msg: string) => {
    reply.status(status).header("cache-control", "no-store");
    return wantsJson(request)
      ? reply.type("application/json; charset=utf-8").send({ code: status, msg })
      : reply.type("text/plain; charset=utf-8").send(`${msg}\n`);
  };

  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ExtractionError) {
      return send(request, reply, error.status, translateMessage(request.locale, error.messageKey, error.params));
    }
    request.log.error({ err: error }, "extraction failed");
    return send(
      request,
      reply,
      500,
      translateMessage(request.locale, "errors.serverError", { requestId: String(request.id) }),
    );
  });

  app.get<{ Params: { token: string } }>("/extract/:token", async (request, reply) => {
    const result = await opts.extraction.extract(
      request.params.token,
      request.ip,
      request.query,
      await opts.gatewayFor(request.host),
    );
    reply.header("cache-control", "no-store");
    if (wantsJson(request)) return reply.type("application/json; charset=utf-8").send(result);
    return reply
      .type("text/plain; charset=utf-8")
      .send(`${result.proxies.map((proxy) => proxy.line).join("\r\n")}\r\n`);
  });
}
