import { createHmac } from "node:crypto";
import { sha256 } from "../../../lib/secrets.ts";

/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, Alibaba Cloud OSS's
 * S3 API, Tencent COS, MinIO), as documented in "Signing AWS API requests" and
 * "Authenticating Requests: Using the Authorization Header". A pure function,
 * so the documented worked examples replay byte for byte in a test.
 */
const sigV4Algorithm = "AWS4-HMAC-SHA256";
export const emptyPayloadSha256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

export interface SigV4Input {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. content-type, range). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (emptyPayloadSha256 for none). */
  payloadSha256: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  date: Date;
}

export interface SigV4Result {
  /** Every header to send, Authorization included (Host too: fetch sets the same value). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX (upper case). */
export function uriEncode(value: string, keepSlash = false): string {
  let out = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === "/")) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** "20130524T000000Z": the x-amz-date form of a moment, always UTC. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function signSigV4(input: SigV4Input): SigV4Result {
  const service = input.service ?? "s3";
  const timestamp = amzDate(input.date);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = input.url.host;
  headers["x-amz-date"] = timestamp;
  headers["x-amz-content-sha256"] = input.payloadSha256;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${String(headers[name]).trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const signedHeaders = names.join(";");
  // S3 paths are encoded once, slashes kept; the URL holds them already encoded, so decode first.
  const canonicalUri = uriEncode(decodeURIComponent(input.url.pathname), true) || "/";
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadSha256,
  ].join("\n");

  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = [sigV4Algorithm, timestamp, scope, sha256(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), "aws4_request");
  const signature = createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");
  headers.authorization = `${sigV4Algorithm} Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}
