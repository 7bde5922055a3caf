import { fail, type Locale, localeOfAcceptLanguage, ResponseCode, translateMessage } from "@shop/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./app-error.ts";
import { errorFormatOf, sendPreRoutingError } from "./error-format.ts";
import { findNulCharacter, nulCharacterError, ValidationError } from "./validation.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Language of this request's messages (Accept-Language: en or zh-CN). */
    locale: Locale;
  }
}

/**
 * Turns every outcome of an /app-api call into the `{code, data, msg}` envelope
 * (HTTP 200, yudao style): thrown AppErrors, bad input, unknown paths and
 * unexpected failures, which are logged with the request id and never leak.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", "zh-CN" as Locale);
  app.addHook("onRequest", async (request, reply) => {
    request.locale = localeOfAcceptLanguage(request.headers["accept-language"]);
    if (!allowedMethods.has(request.method)) {
      // TRACE echoes requests back (cross-site tracing); WebDAV and the like mean nothing here.
      return reply
        .status(405)
        .header("allow", [...allowedMethods].join(", "))
        .type("text/plain; charset=utf-8")
        .send(translateMessage(request.locale, "errors.methodNotAllowed"));
    }
  });
  // Every route, parsed input included, whether or not it reaches a schema (see findNulCharacter).
  app.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["query", request.query],
      ["params", request.params],
      ["body", request.body],
    ] as const) {
      const path = findNulCharacter(value);
      if (path) throw nulCharacterError(path.length > 0 ? path : [part]);
    }
  });

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (errorFormatOf(request.raw.url ?? request.url) !== "envelope") {
      const status = clientErrorStatus(error);
      if (status) {
        // The client's fault (too large, malformed, refused input): its status, a plain line, no error log.
        request.log.info({ err: error }, "rejected bad request");
        const message =
          error instanceof ValidationError
            ? error.describe(locale)
            : translateMessage(locale, clientErrorMessageKey(error) ?? "errors.badRequest");
        return reply.status(status).type("text/plain; charset=utf-8").send(message);
      }
      // A page failed before React Router could render its own error page.
      request.log.error({ err: error }, "page request failed");
      return reply
        .status(500)
        .type("text/html; charset=utf-8")
        .send(fallbackErrorPage(String(request.id)));
    }
    if (error instanceof ValidationError) {
      return sendEnvelope(reply, ResponseCode.BadRequest, error.describe(locale));
    }
    if (error instanceof AppError) {
      return sendEnvelope(reply, error.code, translateMessage(locale, error.messageKey, error.params));
    }
    const clientErrorKey = clientErrorMessageKey(error);
    if (clientErrorKey) {
      request.log.info({ err: error }, "rejected bad request");
      return sendEnvelope(reply, ResponseCode.BadRequest, translateMessage(locale, clientErrorKey));
    }
    if (error.statusCode === 429) {
      return sendEnvelope(reply, ResponseCode.TooManyRequests, translateMessage(locale, "errors.tooManyRequests"));
    }
    request.log.error({ err: error }, "request failed");
    return sendEnvelope(
      reply,
      ResponseCode.ServerError,
      translateMessage(locale, "errors.serverError", { requestId: String(request.id) }),
    );
  });
});

export function sendEnvelope(reply: FastifyReply, code: number, msg: string) {
  return reply.status(200).type("application/json; charset=utf-8").send(fail(code, msg));
}

/** Answers an unknown /app-api path with code 404 (the SSR handler owns all other paths). */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendEnvelope(reply, ResponseCode.NotFound, translateMessage(request.locale, "errors.notFound"));
}

/** Methods the shop answers; anything else (TRACE, CONNECT, PROPFIND, …) gets 405. */
const allowedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The HTTP status of a client error outside /app-api (null for a server fault). */
function clientErrorStatus(error: FastifyError): number | null {
  if (error instanceof AppError) return error.code >= 400 && error.code < 500 ? error.code : 400;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return error.statusCode;
  if (error instanceof SyntaxError) return 400;
  return null;
}

/**
 * Fastify's own refusals before routing (a malformed percent-encoding in the
 * path): in the format the raw path calls for (error-format.ts); never an error log.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, "rejected bad request");
  return sendPreRoutingError(request, reply, 400, "errors.badRequest");
}

/** A path no route answers: the envelope's 404 under the APIs, a 404 page (or line) elsewhere. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendPreRoutingError(request, reply, 404, "errors.notFound");
}

function clientErrorMessageKey(error: FastifyError): string | null {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "errors.invalidJson";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return "errors.unsupportedMediaType";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "errors.bodyTooLarge";
  }
  if (error instanceof SyntaxError) return "errors.invalidJson";
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && error.statusCode !== 429) {
    return "errors.badRequest";
  }
  return null;
}

function fallbackErrorPage(requestId: string): string {
  const id = requestId.replace(/[^\w-]/g, "");
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>服务器繁忙 · Server busy</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>服务器繁忙，请稍后再试</h1><p>The server is busy. Please try again later.</p><p style="color:#6b7280">${id}</p><p><a href="/">返回首页 · Back to home</a></p></body></html>`;
}
