import { type Locale, localeOfAcceptLanguage, ResponseCode, translateMessage } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendEnvelope } from "./envelope-plugin.ts";
import { literalPathOf, normalisedPathOf, type PathArea, pathAreaOf } from "./request-path.ts";

/**
 * How an answer made before (or instead of) a route is written: the `{code, data, msg}` envelope for
 * the APIs, a small HTML page for pages, plain text for machine areas (gateway calls, extraction
 * links, the build's files).
 */
export type ErrorFormat = "envelope" | "page" | "text";

const envelopeAreas = new Set<PathArea>(["console-api", "app-api"]);
const textAreas = new Set<PathArea>(["internal", "extract", "assets", "sandbox"]);

/**
 * The format for a raw request target, decided the same way for every spelling of a path: by its
 * literal path and by a forgiving decoding of it (every `%xx` decoded, control characters dropped,
 * case folded), so `/%6Fps-api/…`, `/APP-API/…` and `/ops-api/x%00` answer like `/ops-api/…` even when
 * the strict decoding refuses them. An API area on either reading wins.
 */
export function errorFormatOf(rawUrl: string): ErrorFormat {
  const literal = literalPathOf(rawUrl);
  const areas = [pathAreaOf(literal), pathAreaOf(forgivingPathOf(literal))];
  if (areas.some((area) => envelopeAreas.has(area))) return "envelope";
  if (areas.some((area) => textAreas.has(area))) return "text";
  return "page";
}

function forgivingPathOf(path: string): string {
  let decoded = path;
  for (let round = 0; round < 4 && /%[0-9a-f]{2}/i.test(decoded); round += 1) {
    decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
  const cleaned = decoded.replace(/[\u0000-\u001f\u007f]/g, "").replaceAll("%", "");
  return normalisedPathOf(cleaned) ?? cleaned.toLowerCase();
}

/**
 * Answers a refusal made before routing (a path that cannot be decoded, a NUL, an unknown path, a
 * console path on the wrong host) in the format the raw path calls for: the envelope (HTTP 200, the
 * code inside), else the HTTP status with a page or a plain line.
 */
export function sendPreRoutingError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 400 | 404,
  messageKey: string,
) {
  const locale = localeOfAcceptLanguage(request.headers["accept-language"]);
  const format = errorFormatOf(request.raw.url ?? request.url);
  reply.header("cache-control", "no-store");
  if (format === "envelope") {
    return sendEnvelope(
      reply,
      status === 404 ? ResponseCode.NotFound : ResponseCode.BadRequest,
      translateMessage(locale, messageKey),
    );
  }
  const pageKey = status === 404 && messageKey === "errors.notFound" ? "errors.pageNotFound" : messageKey;
  const message = translateMessage(locale, format === "page" ? pageKey : messageKey);
  if (format === "text") return reply.status(status).type("text/plain; charset=utf-8").send(`${message} (${status})\n`);
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .send(errorPage(locale, status, message));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function errorPage(locale: Locale, status: number, message: string): string {
  const home = locale === "en" ? "/en" : "/";
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} · ${escapeHtml(message)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937"><h1>${escapeHtml(message)}</h1><p style="color:#6b7280">${status}</p><p><a href="${home}">${escapeHtml(translateMessage(locale, "errors.backHome"))}</a></p></body></html>`;
}
