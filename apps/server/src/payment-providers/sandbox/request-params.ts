import type { FastifyRequest } from "fastify";

/**
 * Parameters of a request as a gateway reads them: the query string and a
 * form body together (Alipay's sdk puts the common ones in the URL and
 * biz_content in the body). null when a name repeats.
 */
export function formParams(request: FastifyRequest): Record<string, string> | null {
  const params: Record<string, string> = {};
  const query = new URL(request.url, "http://sandbox.invalid").searchParams;
  const body = typeof request.body === "string" && isForm(request) ? new URLSearchParams(request.body) : null;
  for (const source of body ? [query, body] : [query]) {
    for (const [name, value] of source) {
      if (Object.hasOwn(params, name)) return null;
      params[name] = value;
    }
  }
  return params;
}

function isForm(request: FastifyRequest): boolean {
  return (request.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
}

/** A JSON object body (the test hooks); null when it is not one. Empty body -> {}. */
export function jsonBody(request: FastifyRequest): Record<string, unknown> | null {
  const raw = typeof request.body === "string" ? request.body : "";
  return raw.trim() === "" ? {} : jsonObject(raw);
}

/** The JSON object `text` holds; null when it holds anything else or is not JSON. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The origin a request reached (for links the browser opens, like WeChat's code_url). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}
