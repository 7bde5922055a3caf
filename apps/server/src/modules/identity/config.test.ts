import { describe, expect, it } from "vitest";
import { ConfigError } from "../../config-error.ts";
import { loadIdentityConfig } from "./config.ts";

describe("identity configuration", () => {
  it("uses the local provider with empty lists and 5 checks a day without any variable", () => {
    const config = loadIdentityConfig({});
    expect(config.checksPerDay).toBe(5);
    expect(config.provider).toEqual({ kind: "local", reject: new Map(), review: new Set() });
  });

  it("reads the reject and review lists, upper-casing the X and keeping colons in reasons", () => {
    const config = loadIdentityConfig({
      IDENTITY_LOCAL_REJECT: " 11010519491231002x:identity.reasons.mismatch ; 110101199003074477:Name: wrong;",
      IDENTITY_LOCAL_REVIEW: "440301199912310016;",
    });
    expect(config.provider).toEqual({
      kind: "local",
      reject: new Map([
        ["11010519491231002X", "identity.reasons.mismatch"],
        ["110101199003074477", "Name: wrong"],
      ]),
      review: new Set(["440301199912310016"]),
    });
  });

  it("stops with one clear line on a malformed list", () => {
    expect(() => loadIdentityConfig({ IDENTITY_LOCAL_REJECT: "110101199003074477" })).toThrow(ConfigError);
    expect(() => loadIdentityConfig({ IDENTITY_LOCAL_REJECT: "12345:too short" })).toThrow(
      /^Invalid configuration: IDENTITY_LOCAL_REJECT must look like/,
    );
    expect(() => loadIdentityConfig({ IDENTITY_LOCAL_REVIEW: "abc" })).toThrow(
      /^Invalid configuration: IDENTITY_LOCAL_REVIEW /,
    );
  });

  it("needs the URL and AppCode for the HTTP provider", () => {
    expect(() => loadIdentityConfig({ IDENTITY_PROVIDER: "http" })).toThrow(
      "Invalid configuration: IDENTITY_HTTP_URL is required when IDENTITY_PROVIDER=http",
    );
    expect(() =>
      loadIdentityConfig({
        IDENTITY_PROVIDER: "http",
        IDENTITY_HTTP_URL: "ftp://x",
        IDENTITY_HTTP_APPCODE: "a".repeat(32),
      }),
    ).toThrow(/IDENTITY_HTTP_URL must be an http\(s\) URL/);
    const config = loadIdentityConfig({
      IDENTITY_PROVIDER: "http",
      IDENTITY_HTTP_URL: "https://eid.shumaidata.com/eid/check",
      IDENTITY_HTTP_APPCODE: "0123456789abcdef0123456789abcdef",
      IDENTITY_HTTP_TIMEOUT_MS: "5000",
      IDENTITY_CHECKS_PER_DAY: "3",
    });
    expect(config).toEqual({
      provider: {
        kind: "http",
        url: "https://eid.shumaidata.com/eid/check",
        appCode: "0123456789abcdef0123456789abcdef",
        timeoutMs: 5000,
      },
      checksPerDay: 3,
    });
    expect(() => loadIdentityConfig({ IDENTITY_PROVIDER: "aliyun" })).toThrow(
      /IDENTITY_PROVIDER must be local or http/,
    );
  });
});
