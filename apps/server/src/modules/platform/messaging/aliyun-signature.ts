import { createHmac } from "node:crypto";
import { sha256 } from "../../../lib/secrets.ts";

/**
 * Alibaba Cloud's V3 request signature (ACS3-HMAC-SHA256), as documented in
 * "V3 request structure and signature" (help.aliyun.com). Pure functions, so
 * the published worked example can be replayed byte for byte in a test.
 */
const acs3Algorithm = "ACS3-HMAC-SHA256";

export interface Acs3SignInput {
  method: string;
  /** The host the request goes to, with the port when it is not the default one. */
  host: string;
  /** Path of the URL; RPC-style APIs use "/". */
  path?: string;
  /** Request parameters carried in the query string (RPC style). */
  query: Record<string, string>;
  /** Extra headers to sign besides the common ones (e.g. content-type). */
  headers?: Record<string, string>;
  body?: string;
  action: string;
  version: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** x-acs-date, UTC with second precision. */
  date: Date;
  /** x-acs-signature-nonce: unique per request against replays. */
  nonce: string;
}

export interface Acs3SignedRequest {
  /** The query string exactly as it must be sent (it is also the canonical one). */
  queryString: string;
  /** Headers to send, without host (the HTTP client sets it from the URL). */
  headers: Record<string, string>;
  canonicalRequest: string;
  hashedCanonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
}

/** RFC 3986 encoding as Alibaba Cloud canonicalises it: space %20, `*` %2A, `~` kept. */
export function acsPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Parameters sorted by name (code-unit order), names and values encoded, joined by "&". */
export function acsCanonicalQueryString(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((name) => `${acsPercentEncode(name)}=${acsPercentEncode(query[name] ?? "")}`)
    .join("&");
}

/** x-acs-date: ISO 8601 in UTC without milliseconds, e.g. 2023-10-26T10:22:32Z. */
export function formatAcsDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function signAcs3Request(input: Acs3SignInput): Acs3SignedRequest {
  const body = input.body ?? "";
  const hashedPayload = sha256(body);
  const headers: Record<string, string> = {
    ...lowerCaseKeys(input.headers ?? {}),
    "x-acs-action": input.action,
    "x-acs-version": input.version,
    "x-acs-date": formatAcsDate(input.date),
    "x-acs-signature-nonce": input.nonce,
    "x-acs-content-sha256": hashedPayload,
  };
  // Signed: host, content-type and every x-acs-* header, by lower-case name.
  const signed: Record<string, string> = { host: input.host };
  for (const [name, value] of Object.entries(headers)) {
    if (name === "content-type" || name.startsWith("x-acs-")) signed[name] = value;
  }
  const signedNames = Object.keys(signed).sort();
  const canonicalHeaders = signedNames.map((name) => `${name}:${(signed[name] ?? "").trim()}\n`).join("");
  const signedHeaders = signedNames.join(";");
  const queryString = acsCanonicalQueryString(input.query);
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path || "/",
    queryString,
    canonicalHeaders,
    signedHeaders,
    hashedPayload,
  ].join("\n");
  const hashedCanonicalRequest = sha256(canonicalRequest);
  const stringToSign = `${acs3Algorithm}\n${hashedCanonicalRequest}`;
  const signature = createHmac("sha256", input.accessKeySecret).update(stringToSign, "utf8").digest("hex");
  const authorization = `${acs3Algorithm} Credential=${input.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return {
    queryString,
    headers: { ...headers, authorization },
    canonicalRequest,
    hashedCanonicalRequest,
    stringToSign,
    signature,
    authorization,
  };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
