import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A random, URL-safe token (session tokens, captcha tokens). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** How tokens are stored: only their SHA-256, so a leaked table opens no session. */
export function sha256(value: string): string {
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
