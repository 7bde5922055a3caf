import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How proxy gateways sign their calls to /internal/*: HMAC-SHA256 with the
 * gateway's secret, sent as `X-Signature: sha256=<hex>` beside `X-Gateway-Id`.
 * A POST signs its raw body, byte for byte; a GET signs its path with the
 * query, exactly as sent (e.g. `/internal/proxy/accounts/alice_01`).
 */
export function signGatewayRequest(secret: string, payload: string | Buffer): string {
  return `sha256=${createHmac("sha256", secret).update(payload).digest("hex")}`;
}

/** Whether a signature header matches the payload; compared in constant time. */
export function isValidGatewaySignature(secret: string, payload: string | Buffer, header: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac("sha256", secret).update(payload).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], "hex"));
}
