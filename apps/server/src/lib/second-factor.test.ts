import { describe, expect, it } from "vitest";
import {
  acceptTotp,
  hashRecoveryCode,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpCodeAt,
  totpUri,
} from "./second-factor.ts";

// RFC 6238 appendix B's SHA-1 key "12345678901234567890" in base32; its 8-digit codes end in these 6.
const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("one-time codes", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("match RFC 6238's test vector at %i s", (seconds, code) => {
    expect(totpCodeAt(rfcSecret, seconds * 1000)).toBe(code);
    expect(acceptTotp({ secret: rfcSecret, code, lastUsedStep: null, nowMs: seconds * 1000 })).toBe(
      Math.floor(seconds / 30),
    );
  });

  it("accept the neighbouring step for clock drift, not two away", () => {
    const now = 1_700_000_000_000;
    expect(
      acceptTotp({ secret: rfcSecret, code: totpCodeAt(rfcSecret, now - 30_000), lastUsedStep: null, nowMs: now }),
    ).not.toBeNull();
    expect(
      acceptTotp({ secret: rfcSecret, code: totpCodeAt(rfcSecret, now - 60_000), lastUsedStep: null, nowMs: now }),
    ).toBeNull();
  });

  it("work once: a step not after the last used one is refused", () => {
    const now = 1_700_000_000_000;
    const code = totpCodeAt(rfcSecret, now);
    const step = acceptTotp({ secret: rfcSecret, code, lastUsedStep: null, nowMs: now });
    expect(step).not.toBeNull();
    expect(acceptTotp({ secret: rfcSecret, code, lastUsedStep: step, nowMs: now })).toBeNull();
  });

  it("refuse malformed codes and give each secret its own URI", () => {
    expect(acceptTotp({ secret: rfcSecret, code: "12345", lastUsedStep: null })).toBeNull();
    expect(acceptTotp({ secret: rfcSecret, code: "abcdef", lastUsedStep: null })).toBeNull();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri({ secret, issuer: "Shop", label: "ops@example.com" })).toContain(`secret=${secret}`);
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes matched by their hash regardless of case and dash", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const stored = codes.map((code) => ({ codeHash: hashRecoveryCode(code) }));
    expect(matchRecoveryCode(String(codes[3]).toUpperCase().replace("-", ""), stored)).toBe(stored[3]);
    expect(matchRecoveryCode("nope0-nope0", stored)).toBeUndefined();
  });
});
