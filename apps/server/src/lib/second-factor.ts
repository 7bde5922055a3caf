import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { safeEqual, sha256 } from "./secrets.ts";

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s) and recovery codes, shared by the
 * operator console and members' two-factor login. Replay protection is the caller's: it stores the
 * last accepted time step and passes it back as `lastUsedStep`, so a code works once.
 */

const periodSeconds = 30;
const digits = 6;

/** A new random secret (160 bits), base32 as authenticator apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(input: { secret: string; issuer: string; label: string }): string {
  return totpOf(input.secret, input).toString();
}

/** The code for a given time (tests, and the demo operator's documented secret). */
export function totpCodeAt(secret: string, timestampMs: number): string {
  return totpOf(secret).generate({ timestamp: timestampMs });
}

/**
 * The time step a code belongs to (one step either side of now is accepted for clock drift), or
 * null when it is wrong or was already used (its step is not after `lastUsedStep`).
 */
export function acceptTotp(input: {
  secret: string;
  code: string;
  lastUsedStep: number | null;
  nowMs?: number;
}): number | null {
  const code = input.code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return null;
  const nowMs = input.nowMs ?? Date.now();
  const delta = totpOf(input.secret).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(nowMs / 1000 / periodSeconds) + delta;
  if (input.lastUsedStep !== null && step <= input.lastUsedStep) return null;
  return step;
}

function totpOf(secret: string, label?: { issuer: string; label: string }): TOTP {
  return new TOTP({
    issuer: label?.issuer,
    label: label?.label,
    algorithm: "SHA1",
    digits,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten recovery codes (`xxxxx-xxxxx`), shown once; store only `hashRecoveryCode` of each. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Codes are compared case- and separator-insensitively, by their SHA-256. */
export function hashRecoveryCode(code: string): string {
  return sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ""));
}

/** The stored recovery code this code matches, if any (each hash compared in constant time). */
export function matchRecoveryCode<Stored extends { codeHash: string }>(
  code: string,
  stored: readonly Stored[],
): Stored | undefined {
  const hash = hashRecoveryCode(code);
  let found: Stored | undefined;
  for (const row of stored) {
    if (safeEqual(row.codeHash, hash) && found === undefined) found = row;
  }
  return found;
}
