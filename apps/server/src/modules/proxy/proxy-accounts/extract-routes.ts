import { type Locale, localeOfAcceptLanguage, translateMessage } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ProxyGatewayConfig } from "./config.ts";
import { ExtractionError, type ExtractionService } from "./extraction.ts";

function wantsJson(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown> | undefined)?.type === "json";
}

/**
 * Proxy tools rarely send Accept-Language, so `lang=en` (or `zh-CN`) may pick
 * the language of refusals; then Accept-Language; then Chinese. An unknown
 * `lang` falls back the same way rather than refusing in a guessed language.
 */
function extractionLocale(request: FastifyRequest): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (typeof lang === "string" && /^(en|zh)(-[A-Za-z]{2,4})?$/i.test(lang)) return localeOfAcceptLanguage(lang);
  return request.locale;
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
    const locale = extractionLocale(request);
    if (error instanceof ExtractionError) {
      const params = error.reason
        ? { ...error.params, reason: translateMessage(locale, error.reason.key, error.reason.params) }
        : error.params;
      return send(request, reply, error.status, translateMessage(locale, error.messageKey, params));
    }
    request.log.error({ err: error }, "extraction failed");
    return send(request, reply, 500, translateMessage(locale, "errors.serverError", { requestId: String(request.id) }));
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
