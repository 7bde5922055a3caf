import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures. Each delivery carries
 *   `Webhook-Timestamp: <unix seconds>` and
 *   `Webhook-Signature: v1=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`.
 * Signing the timestamp with the body lets a receiver refuse replays older
 * than its tolerance; the `v1=` prefix leaves room to rotate the scheme.
 */
export const signatureHeader = "Webhook-Signature";
export const timestampHeader = "Webhook-Timestamp";

/** A new endpoint secret, shown to the member once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

export function signPayload(secret: string, timestampSeconds: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `v1=${mac}`;
}

export type VerifyFailure = "malformed" | "stale" | "mismatch";

/**
 * What a receiver does: recompute the MAC over the raw body and compare in
 * constant time, refusing timestamps outside `toleranceSeconds` of `now`.
 */
export function verifySignature(input: {
  secret: string;
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  now: Date;
  toleranceSeconds?: number;
}): { ok: true } | { ok: false; reason: VerifyFailure } {
  const tolerance = input.toleranceSeconds ?? 300;
  if (!input.timestamp || !/^\d+$/.test(input.timestamp) || !input.signature?.startsWith("v1=")) {
    return { ok: false, reason: "malformed" };
  }
  const ts = Number(input.timestamp);
  if (Math.abs(input.now.getTime() / 1000 - ts) > tolerance) return { ok: false, reason: "stale" };
  const expected = Buffer.from(signPayload(input.secret, ts, input.body));
  const given = Buffer.from(input.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "mismatch" };
  return { ok: true };
}
