import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  gatewayNoncePattern,
  gatewaySignatureHeaders,
  gatewaySignatureMaxAgeMs,
  gatewaySigningPayload,
} from "@shop/contract";

/**
 * How proxy gateways sign their calls to /internal/*: HMAC-SHA256 with the
 * gateway's secret over method, path with query, timestamp, nonce and raw body
 * (`gatewaySigningPayload` in the contract), sent as `X-Signature: sha256=<hex>`
 * beside `X-Gateway-Id`, `X-Gateway-Timestamp` and `X-Gateway-Nonce`. The
 * timestamp inside the signature makes a captured call useless after a few
 * minutes; the nonce makes two identical GETs sign differently, and the shop
 * refuses a nonce it has seen within that window.
 */
export interface SignedCall {
  method: string;
  path: string;
  body?: string | Uint8Array;
}

/** The headers a gateway sends with a call (also used by tests and the usage simulator). */
export function signGatewayCall(
  gatewayId: string,
  secret: string,
  call: SignedCall,
  now: number = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const nonce = randomBytes(16).toString("base64url");
  return {
    [gatewaySignatureHeaders.gatewayId]: gatewayId,
    [gatewaySignatureHeaders.timestamp]: timestamp,
    [gatewaySignatureHeaders.nonce]: nonce,
    [gatewaySignatureHeaders.signature]: signPayload(secret, { ...call, timestamp, nonce }),
  };
}

function signPayload(secret: string, parts: SignedCall & { timestamp: string; nonce: string }): string {
  return `sha256=${createHmac("sha256", secret).update(gatewaySigningPayload(parts)).digest("hex")}`;
}

/** Why a signed call is refused, or null when it checks out. */
export type SignatureProblem = "signature-missing" | "signature-invalid" | "signature-expired" | "signature-replayed";

/**
 * Checks a call's timestamp, nonce and signature (compared in constant time).
 * `seen` remembers nonces for the accepted window, so a call replayed within
 * it is refused too; each server process remembers its own (a replay to
 * another process within the window could pass: the batch id still makes a
 * replayed batch a no-op, and a replayed account check only repeats an answer
 * the listener already saw).
 */
export function verifyGatewayCall(
  secret: string,
  call: SignedCall & { timestamp: unknown; nonce: unknown; signature: unknown },
  seen: NonceMemory,
  now: number = Date.now(),
): SignatureProblem | null {
  const { timestamp, nonce, signature } = call;
  if (typeof timestamp !== "string" || typeof nonce !== "string" || typeof signature !== "string") {
    return "signature-missing";
  }
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature.trim());
  if (!match?.[1] || !/^\d{1,15}$/.test(timestamp) || !gatewayNoncePattern.test(nonce)) return "signature-invalid";
  const expected = createHmac("sha256", secret)
    .update(gatewaySigningPayload({ method: call.method, path: call.path, body: call.body, timestamp, nonce }))
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(match[1], "hex"))) return "signature-invalid";
  if (Math.abs(now - Number(timestamp)) > gatewaySignatureMaxAgeMs) return "signature-expired";
  if (!seen.remember(nonce, now)) return "signature-replayed";
  return null;
}

/** Nonces seen within the accepted window, bounded so a flood cannot grow it without limit. */
export class NonceMemory {
  private readonly nonces = new Map<string, number>();
  private readonly capacity: number;
  constructor(capacity = 200_000) {
    this.capacity = capacity;
  }

  /** False when the nonce was seen within the window; else remembers it. */
  remember(nonce: string, now: number): boolean {
    if (this.nonces.has(nonce)) return false;
    this.prune(now);
    // Still full of live nonces: drop the oldest (insertion order); their timestamps expire soon anyway.
    if (this.nonces.size >= this.capacity) {
      const oldest = this.nonces.keys().next().value;
      if (oldest !== undefined) this.nonces.delete(oldest);
    }
    this.nonces.set(nonce, now);
    return true;
  }

  private prune(now: number): void {
    for (const [nonce, at] of this.nonces) {
      if (now - at <= 2 * gatewaySignatureMaxAgeMs) break;
      this.nonces.delete(nonce);
    }
  }
}
