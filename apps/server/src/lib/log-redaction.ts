/**
 * What keeps secrets out of the log, by rule rather than by route: a route parameter or query
 * parameter whose name says it carries a secret (`:token`, `?code=`, `apiKey`) is logged as
 * `[redacted]`, and so is any field of that kind in a logged object (pino `redact`).
 */

/** Names of values that are secrets wherever they appear: tokens, codes, keys, passwords, signatures. */
const secretName =
  /(token|secret|password|passwd|code|key|signature|sign|nonce|otp|ticket|session|cookie|credential)s?$/i;

export const redactedMark = "[redacted]";

export function isSecretName(name: string): boolean {
  return secretName.test(name);
}

type Pattern = { segments: { literal: string | null; secret: boolean }[]; tail: boolean };

/** Route patterns with a secret parameter, learnt from the routes as they are added. */
export function createSecretPaths() {
  const patterns: Pattern[] = [];

  function addRoute(url: string) {
    const parts = url.split("/").slice(1);
    let hasSecret = false;
    const segments = parts.map((part) => {
      if (!part.startsWith(":")) return { literal: part === "*" ? null : part.toLowerCase(), secret: false };
      const secret = isSecretName(part.slice(1).replace(/\?$/, ""));
      hasSecret ||= secret;
      return { literal: null, secret };
    });
    if (hasSecret) patterns.push({ segments, tail: parts.at(-1) === "*" });
  }

  function maskSegments(path: string): string | null {
    const parts = path.split("/").slice(1);
    for (const pattern of patterns) {
      if (pattern.tail ? parts.length < pattern.segments.length : parts.length !== pattern.segments.length) continue;
      const matches = pattern.segments.every(
        (segment, index) => segment.literal === null || segment.literal === (parts[index] ?? "").toLowerCase(),
      );
      if (!matches) continue;
      return `/${parts.map((part, index) => (pattern.segments[index]?.secret ? redactedMark : part)).join("/")}`;
    }
    return null;
  }

  /** The URL as it may be logged: secret path parameters and secret query parameters masked. */
  function redactUrl(url: string): string {
    const queryAt = url.search(/[?#]/);
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const query = queryAt === -1 ? "" : url.slice(queryAt);
    let logged = maskSegments(path);
    if (logged === null) {
      // A percent-encoded spelling of a secret route (the path guard refuses it, but it is logged first).
      const decoded = decodeFully(path);
      logged = decoded !== path ? maskSegments(decoded.replace(/\/{2,}/g, "/")) : null;
    }
    return `${logged ?? path}${redactQuery(query)}`;
  }

  /** Any text (an error message quoting a URL): every URL-like run in it passed through redactUrl. */
  function redactText(text: string): string {
    return text.replace(/\/[^\s'"`]+/g, (url) => redactUrl(url));
  }

  return { addRoute, redactUrl, redactText };
}
export type SecretPaths = ReturnType<typeof createSecretPaths>;

function decodeFully(value: string): string {
  let current = value;
  for (let round = 0; round < 4 && current.includes("%"); round += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return current;
    }
  }
  return current;
}

function redactQuery(query: string): string {
  if (!query.startsWith("?")) return query;
  return `?${query
    .slice(1)
    .split("&")
    .map((pair) => {
      const [name = "", ...rest] = pair.split("=");
      return rest.length > 0 && isSecretName(decodeFully(name)) ? `${name}=${redactedMark}` : pair;
    })
    .join("&")}`;
}

/** Field names pino masks in any logged object, at the depths our log calls use. */
const secretFields = [
  "password",
  "newPassword",
  "oldPassword",
  "confirmPassword",
  "token",
  "accessToken",
  "refreshToken",
  "apiKey",
  "secret",
  "totpSecret",
  "recoveryCodes",
  "captchaVerification",
];

/** pino `redact` paths: credentials in headers, secret fields in logged objects and bodies. */
export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  // `code` is also an error's code (FST_ERR_…, 23505), useful in a log: masked only in bodies.
  "body.code",
  "req.body.code",
];
