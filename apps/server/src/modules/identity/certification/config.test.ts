import { describe, expect, it } from "vitest";
import { ConfigError } from "../../../config-error.ts";
import { loadCertificationConfig } from "./config.ts";

describe("certification configuration", () => {
  it("uses the local provider with empty lists and 5 checks a day without any variable", () => {
    const config = loadCertificationConfig({});
    expect(config.checksPerDay).toBe(5);
    expect(config.provider).toEqual({ kind: "local", reject: new Map(), review: new Set() });
  });

  it("reads the reject and review lists, upper-casing the X and keeping colons in reasons", () => {
    const config = loadCertificationConfig({
      CERTIFICATION_LOCAL_REJECT:
        " 11010519491231002x:certification.reasons.mismatch ; 110101199003074477:Name: wrong;",
      CERTIFICATION_LOCAL_REVIEW: "440301199912310016;",
    });
    expect(config.provider).toEqual({
      kind: "local",
      reject: new Map([
        ["11010519491231002X", "certification.reasons.mismatch"],
        ["110101199003074477", "Name: wrong"],
      ]),
      review: new Set(["440301199912310016"]),
    });
  });

  it("stops with one clear line on a malformed list", () => {
    expect(() => loadCertificationConfig({ CERTIFICATION_LOCAL_REJECT: "110101199003074477" })).toThrow(ConfigError);
    expect(() => loadCertificationConfig({ CERTIFICATION_LOCAL_REJECT: "12345:too short" })).toThrow(
      /^Invalid configuration: CERTIFICATION_LOCAL_REJECT must look like/,
    );
    expect(() => loadCertificationConfig({ CERTIFICATION_LOCAL_REVIEW: "abc" })).toThrow(
      /^Invalid configuration: CERTIFICATION_LOCAL_REVIEW /,
    );
  });

  it("needs the URL and AppCode for the HTTP provider", () => {
    expect(() => loadCertificationConfig({ CERTIFICATION_PROVIDER: "http" })).toThrow(
      "Invalid configuration: CERTIFICATION_HTTP_URL is required when CERTIFICATION_PROVIDER=http",
    );
    expect(() =>
      loadCertificationConfig({
        CERTIFICATION_PROVIDER: "http",
        CERTIFICATION_HTTP_URL: "ftp://x",
        CERTIFICATION_HTTP_APPCODE: "a".repeat(32),
      }),
    ).toThrow(/CERTIFICATION_HTTP_URL must be an http\(s\) URL/);
    const config = loadCertificationConfig({
      CERTIFICATION_PROVIDER: "http",
      CERTIFICATION_HTTP_URL: "https://eid.shumaidata.com/eid/check",
      CERTIFICATION_HTTP_APPCODE: "0123456789abcdef0123456789abcdef",
      CERTIFICATION_HTTP_TIMEOUT_MS: "5000",
      CERTIFICATION_CHECKS_PER_DAY: "3",
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
    expect(() => loadCertificationConfig({ CERTIFICATION_PROVIDER: "aliyun" })).toThrow(
      /CERTIFICATION_PROVIDER must be local or http/,
    );
  });
});
