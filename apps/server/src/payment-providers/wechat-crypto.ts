import { createCipheriv, createDecipheriv, createSign, createVerify, randomBytes } from "node:crypto";

/**
 * WeChat Pay API v3 signatures and resource encryption, shared by the adapter
 * and the sandbox. Both sides are also checked against wechatpay-axios-plugin
 * in the tests, so a mistake here cannot hide by being made twice.
 */

export const wechatAuthScheme = "WECHATPAY2-SHA256-RSA2048";
/** WeChat Pay sends signatures with this prefix on purpose, to catch merchants who don't verify. */
export const signTestPrefix = "WECHATPAY/SIGNTEST/";
/** How far a signed timestamp may be from now, in seconds. */
export const maxClockSkewSeconds = 300;

export function signWithRsaSha256(message: string, privateKeyPem: string): string {
  return createSign("RSA-SHA256").update(message, "utf8").sign(privateKeyPem, "base64");
}

export function verifyRsaSha256(message: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify("RSA-SHA256").update(message, "utf8").verify(publicKeyPem, signature, "base64");
  } catch {
    return false;
  }
}

/** The signed text of a request: method, path with query, timestamp, nonce, body, each followed by \n. */
export function requestMessage(method: string, pathWithQuery: string, timestamp: string, nonce: string, body: string) {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The signed text of a response or notification. */
export function responseMessage(timestamp: string, nonce: string, body: string) {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** A 32-character nonce of letters and digits. */
export function createNonce(): string {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return [...randomBytes(32)].map((byte) => alphabet[byte % alphabet.length]).join("");
}

export function unixSeconds(date = new Date()): string {
  return String(Math.floor(date.getTime() / 1000));
}

export interface AuthorizationParts {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

export function formatAuthorization(parts: AuthorizationParts): string {
  return `${wechatAuthScheme} mchid="${parts.mchid}",nonce_str="${parts.nonce_str}",signature="${parts.signature}",timestamp="${parts.timestamp}",serial_no="${parts.serial_no}"`;
}

/** The fields of an Authorization header; null when it is not WECHATPAY2-SHA256-RSA2048 with all five. */
export function parseAuthorization(header: string | undefined): AuthorizationParts | null {
  if (!header?.startsWith(`${wechatAuthScheme} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(wechatAuthScheme.length + 1).matchAll(/\s*([a-z_]+)="([^"]*)"\s*(?:,|$)/g)) {
    const [, name, value] = match;
    if (name !== undefined && value !== undefined) fields[name] = value;
  }
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** Seconds between a signed timestamp and now; Infinity when it is not a number of seconds. */
export function clockSkewSeconds(timestamp: string, now = new Date()): number {
  if (!/^\d{1,12}$/.test(timestamp)) return Number.POSITIVE_INFINITY;
  return Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
}

/** AEAD_AES_256_GCM with the APIv3 key; the 16-byte tag is appended to the ciphertext, all base64. */
export function encryptResource(plaintext: string, apiV3Key: string, associatedData: string, nonce: string): string {
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(nonce, "utf8"));
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  return Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64");
}

/** The plaintext, or null when the key, nonce, associated data or tag do not match. */
export function decryptResource(
  ciphertext: string,
  apiV3Key: string,
  associatedData: string,
  nonce: string,
): string | null {
  try {
    const bytes = Buffer.from(ciphertext, "base64");
    if (bytes.length <= 16) return null;
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(nonce, "utf8"), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** One header's value, whatever the case of its name and whether Fastify or fetch handed it over. */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
