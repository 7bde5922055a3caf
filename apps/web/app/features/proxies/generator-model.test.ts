import { parseProxyUsername, proxyLineFormats } from "@shop/contract";
import { describe, expect, it } from "vitest";
import {
  buildExtractionUrl,
  defaultGeneratorInput,
  exampleUsername,
  findGeneratorProblem,
  formatProxyLines,
  type GatewaySettings,
  type GeneratorInput,
  generateProxyLines,
  generateProxyUsernames,
  newGeneratorSeed,
  seededRandom,
} from "./generator-model.ts";

const gateway: GatewaySettings = { host: "gate.example.com", httpPort: 7777, socks5Port: 7778, maxCount: 1000 };
const input = (overrides: Partial<GeneratorInput>): GeneratorInput => ({
  ...defaultGeneratorInput,
  account: "alice_01",
  ...overrides,
});

// A seeded "random" source (a linear congruential generator), so runs repeat.
const sequence = () => {
  let state = 42;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
};

describe("findGeneratorProblem", () => {
  it("accepts a rotating global request", () => {
    expect(findGeneratorProblem(input({}), 1000)).toBeNull();
  });

  it("asks for an account first", () => {
    expect(findGeneratorProblem(input({ account: " " }), 1000)).toEqual({
      field: "account",
      reason: "account-missing",
    });
  });

  it("puts each grammar refusal on its field", () => {
    expect(findGeneratorProblem(input({ account: "Alice" }), 1000)).toEqual({
      field: "account",
      reason: "account-invalid-char",
    });
    expect(findGeneratorProblem(input({ country: "usa" }), 1000)?.field).toBe("country");
    expect(findGeneratorProblem(input({ region: "california" }), 1000)).toEqual({
      field: "region",
      reason: "region-without-country",
    });
    expect(findGeneratorProblem(input({ session: "sticky", sessionValue: "ab_c" }), 1000)).toEqual({
      field: "session",
      reason: "session-invalid-char",
    });
  });

  it("applies the sticky rules: 16 characters, 3–30 minutes or none", () => {
    const sticky = (sessionValue: string, minutes: string, count = "1") =>
      findGeneratorProblem(input({ session: "sticky", sessionValue, minutes, count }), 1000);
    expect(sticky("abcdefghijklmnop", "30")).toBeNull();
    expect(sticky("abcdefghijklmnopq", "30")?.reason).toBe("session-too-long");
    expect(sticky("", "")).toBeNull();
    expect(sticky("ab", "2")?.reason).toBe("duration-out-of-range");
    expect(sticky("ab", "31")?.reason).toBe("duration-out-of-range");
    expect(sticky("ab", "3.5")).toEqual({ field: "duration", reason: "duration-not-integer" });
    // Ten lines append 1 … 10: 15 characters + "10" is too long.
    expect(sticky("abcdefghijklmno", "10", "10")?.reason).toBe("session-too-long");
    expect(sticky("abcdefghijklmn", "10", "10")).toBeNull();
  });

  it("needs a duration under 180 minutes for timed and mixed sessions", () => {
    for (const session of ["timed", "mixed"] as const) {
      expect(findGeneratorProblem(input({ session, minutes: "" }), 1000)?.reason).toBe("duration-missing");
      expect(findGeneratorProblem(input({ session, minutes: "179" }), 1000)).toBeNull();
      expect(findGeneratorProblem(input({ session, minutes: "180" }), 1000)?.reason).toBe("duration-out-of-range");
    }
  });

  it("limits the count to the gateway's maximum", () => {
    expect(findGeneratorProblem(input({ count: "0" }), 50)).toEqual({ field: "count", reason: "count-invalid" });
    expect(findGeneratorProblem(input({ count: "2.5" }), 50)).toEqual({ field: "count", reason: "count-invalid" });
    expect(findGeneratorProblem(input({ count: "51" }), 50)).toEqual({ field: "count", reason: "count-too-large" });
    expect(findGeneratorProblem(input({ count: "50" }), 50)).toBeNull();
  });
});

describe("generateProxyLines", () => {
  it("writes 10 sticky US lines with their own sessions in every format, each one parseable", () => {
    for (const format of proxyLineFormats) {
      const lines = generateProxyLines(
        input({ country: "US", session: "sticky", minutes: "10", count: "10", format }),
        gateway,
        "s3cretPass",
        sequence(),
      );
      expect(lines).toHaveLength(10);
      expect(new Set(lines).size).toBe(10);
      for (const line of lines) {
        const username = decodeURIComponent(/(alice_01[^:@']*)/.exec(line)?.[1] ?? "");
        const parsed = parseProxyUsername(username);
        expect(parsed.ok ? parsed.params : parsed.reason).toMatchObject({ account: "alice_01", country: "US" });
        expect(line).toContain("gate.example.com");
        expect(line).toContain("7777");
      }
    }
  });

  it("numbers a typed sticky value per line and uses the SOCKS5 port", () => {
    const lines = generateProxyLines(
      input({ session: "sticky", sessionValue: "shop", minutes: "", count: "3", protocol: "socks5" }),
      gateway,
      "pw123456",
    );
    expect(lines).toEqual([
      "gate.example.com:7778:alice_01-session-shop1:pw123456",
      "gate.example.com:7778:alice_01-session-shop2:pw123456",
      "gate.example.com:7778:alice_01-session-shop3:pw123456",
    ]);
  });

  it("writes a mixed session with sid up to 30 minutes and lsid above", () => {
    const [short] = generateProxyLines(input({ session: "mixed", minutes: "30", count: "1" }), gateway, "pw");
    const [long] = generateProxyLines(input({ session: "mixed", minutes: "31", count: "1" }), gateway, "pw");
    expect(short).toMatch(/:alice_01-sid-[0-9]{8}-sessTime-30:pw$/);
    expect(long).toMatch(/:alice_01-lsid-[0-9]{8}-sessTime-31:pw$/);
  });

  it("writes a curl command line for a region and city", () => {
    const [line] = generateProxyLines(
      input({ country: "US", region: "california", city: "los_angeles", count: "1", format: "curl" }),
      gateway,
      "pw",
    );
    expect(line).toBe(
      "curl -x 'http://alice_01-zone-US-region-california-city-los_angeles:pw@gate.example.com:7777' https://ipinfo.io",
    );
  });
});

describe("buildExtractionUrl", () => {
  it("carries the form's parameters as query fields", () => {
    const url = new URL(
      buildExtractionUrl(
        "https://shop.example/extract/tok",
        input({ country: "US", session: "timed", minutes: "60", count: "5", protocol: "socks5" }),
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account: "alice_01",
      country: "US",
      session: "timed",
      duration: "60",
      protocol: "socks5",
      format: "host:port:user:pass",
      type: "txt",
      count: "5",
    });
  });

  it("names the reader's language when given, so a tool's refusals read like the page", () => {
    const url = new URL(buildExtractionUrl("https://shop.example/extract/tok", input({}), "json", "en"));
    expect(url.searchParams.get("lang")).toBe("en");
    expect(url.searchParams.get("type")).toBe("json");
  });
});

describe("the preview is the first line", () => {
  it("shows exactly the username the first generated line carries, for every session type", () => {
    for (const session of ["rotating", "sticky", "timed", "mixed"] as const) {
      const form = input({ country: "DE", session, minutes: session === "rotating" ? "" : "20", count: "10" });
      const seed = newGeneratorSeed();
      const preview = exampleUsername(form, 1000, seed);
      const usernames = generateProxyUsernames(form, gateway, seededRandom(seed));
      expect(preview, session).toBe(usernames[0]);
      const [first] = formatProxyLines(form, gateway, "pw", usernames);
      expect(first).toBe(`gate.example.com:7777:${preview}:pw`);
      if (session !== "rotating") expect(new Set(usernames).size, session).toBe(10);
    }
  });

  it("gives new sessions with a new seed", () => {
    const form = input({ session: "sticky", count: "1" });
    expect(exampleUsername(form, 1000, newGeneratorSeed())).not.toBe(exampleUsername(form, 1000, newGeneratorSeed()));
  });
});
