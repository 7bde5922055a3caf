import { createHmac } from "node:crypto";
import { sha256 } from "../../../lib/secrets.ts";

/**
 * Tencent Cloud's API 3.0 request signature (TC3-HMAC-SHA256), as documented in
 * "Signature v3" (cloud.tencent.com, API 3.0 common docs). Pure functions, so
 * the published worked example can be replayed byte for byte in a test.
 */
const tc3Algorithm = "TC3-HMAC-SHA256";
const tc3ContentType = "application/json; charset=utf-8";

export interface Tc3SignInput {
  secretId: string;
  secretKey: string;
  /** Product name in the credential scope, e.g. "sms"; must match the product's domain. */
  service: string;
  /** The host the request goes to, with the port when it is not the default one. */
  host: string;
  action: string;
  version: string;
  /** Omitted for products without regions. */
  region?: string;
  /** The exact JSON body that will be sent. */
  payload: string;
  /** X-TC-Timestamp: Unix seconds; its UTC date goes into the credential scope. */
  timestamp: number;
}

export interface Tc3SignedRequest {
  /** Headers to send, without Host (the HTTP client sets it from the URL). */
  headers: Record<string, string>;
  canonicalRequest: string;
  hashedCanonicalRequest: string;
  credentialScope: string;
  stringToSign: string;
  signature: string;
  authorization: string;
}

function hmacSha256(key: string | Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data, "utf8").digest();
}

/** The UTC date of a Unix timestamp ("2019-02-25"); never the local date. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function signTc3Request(input: Tc3SignInput): Tc3SignedRequest {
  const date = tc3Date(input.timestamp);
  const hashedPayload = sha256(input.payload);
  // Keys and values lower-cased, sorted by key; POST has an empty query string.
  const canonicalHeaders =
    `content-type:${tc3ContentType}\n` +
    `host:${input.host.toLowerCase()}\n` +
    `x-tc-action:${input.action.toLowerCase()}\n`;
  const signedHeaders = "content-type;host;x-tc-action";
  const canonicalRequest = ["POST", "/", "", canonicalHeaders, signedHeaders, hashedPayload].join("\n");
  const hashedCanonicalRequest = sha256(canonicalRequest);
  const credentialScope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [tc3Algorithm, String(input.timestamp), credentialScope, hashedCanonicalRequest].join("\n");
  const secretDate = hmacSha256(`TC3${input.secretKey}`, date);
  const secretService = hmacSha256(secretDate, input.service);
  const secretSigning = hmacSha256(secretService, "tc3_request");
  const signature = createHmac("sha256", secretSigning).update(stringToSign, "utf8").digest("hex");
  const authorization =
    `${tc3Algorithm} Credential=${input.secretId}/${credentialScope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  const headers: Record<string, string> = {
    Authorization: authorization,
    "Content-Type": tc3ContentType,
    "X-TC-Action": input.action,
    "X-TC-Timestamp": String(input.timestamp),
    "X-TC-Version": input.version,
  };
  if (input.region) headers["X-TC-Region"] = input.region;
  return {
    headers,
    canonicalRequest,
    hashedCanonicalRequest,
    credentialScope,
    stringToSign,
    signature,
    authorization,
  };
}
