import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A random, URL-safe token (session tokens, captcha tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/**
 * SHA-256 in hex: how tokens are stored (a leaked table opens no session), and the
 * payload and canonical-request hashes of the providers' request signatures.
 */
export function sha256(value: string | Uint8Array): string {
  return createHash("sha256").update(value).digest("hex");
}

export function hmacSha256(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random string of decimal digits. */
export function randomDigits(length: number): string {
  let digits = "";
  while (digits.length < length) {
    const byte = randomBytes(1)[0] ?? 255;
    // Reject 250-255 so every digit is equally likely.
    if (byte < 250) digits += String(byte % 10);
  }
  return digits;
}
