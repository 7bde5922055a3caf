import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatProxyLine,
  generateProxyUsername,
  InvalidProxyParamsError,
  isValidProxyAccount,
  mixedSessionKey,
  type ProxyCredentialReason,
  type ProxySession,
  type ProxyUsernameParams,
  parseProxyUsername,
  proxyCredentialReasons,
  proxyLineFormats,
  proxyUsernameKeys,
  proxyUsernameMaxLength,
  randomSessionId,
  validateProxyAccount,
  validateProxyParams,
} from "./proxy-credentials.ts";

// Arbitraries for every valid parameter set, one per session mode.
const accountArb = fc.stringMatching(/^[a-z][a-z0-9_]{2,31}$/);
const countryArb = fc.stringMatching(/^[A-Z]{2}$/);
const slugArb = fc.stringMatching(/^[a-z0-9_]{1,40}$/);
const randomIdArb = fc.stringMatching(/^[0-9]{8}$/);
const locationArb = fc.oneof(
  fc.constant({}),
  fc.record(
    { country: countryArb, region: slugArb, city: slugArb },
    { requiredKeys: ["country"], noNullPrototype: true },
  ),
);
const rotatingArb = fc.constant<ProxySession>({ mode: "rotating" });
const stickyArb: fc.Arbitrary<ProxySession> = fc.record(
  {
    mode: fc.constant("sticky" as const),
    sessionId: fc.stringMatching(/^[A-Za-z0-9]{1,16}$/),
    minutes: fc.integer({ min: 3, max: 30 }),
  },
  { requiredKeys: ["mode", "sessionId"], noNullPrototype: true },
);
const timedArb: fc.Arbitrary<ProxySession> = fc.record(
  {
    mode: fc.constant("timed" as const),
    sessionId: randomIdArb,
    minutes: fc.integer({ min: 1, max: 179 }),
  },
  { noNullPrototype: true },
);
const mixedArb: fc.Arbitrary<ProxySession> = fc.record(
  {
    mode: fc.constant("mixed" as const),
    sessionId: randomIdArb,
    minutes: fc.integer({ min: 1, max: 179 }),
  },
  { noNullPrototype: true },
);
const paramsWith = (sessionArb: fc.Arbitrary<ProxySession>): fc.Arbitrary<ProxyUsernameParams> =>
  fc
    .tuple(accountArb, locationArb, sessionArb)
    .map(([account, location, session]) => ({ account, ...location, session }));
const validParamsArb = fc.oneof(
  paramsWith(rotatingArb),
  paramsWith(stickyArb),
  paramsWith(timedArb),
  paramsWith(mixedArb),
);
const withCountryArb = validParamsArb.map((params) => ({ ...params, country: params.country ?? "US" }));

function withoutLocation(params: ProxyUsernameParams): ProxyUsernameParams {
  const { country: _country, region: _region, city: _city, ...rest } = params;
  return rest;
}

function parse(username: string) {
  const result = parseProxyUsername(username);
  if (!result.ok) throw new Error(`expected ${username} to parse, got ${result.reason}`);
  return result.params;
}

function reasonOf(username: string): ProxyCredentialReason | null {
  const result = parseProxyUsername(username);
  return result.ok ? null : result.reason;
}

describe("sub-account name", () => {
  it("accepts 3-32 lower-case letters, digits and underscores starting with a letter", () => {
    for (const name of ["abc", "alice_01", "a__", `a${"b".repeat(31)}`]) {
      expect(validateProxyAccount(name)).toBeNull();
      expect(isValidProxyAccount(name)).toBe(true);
    }
  });

  it("names the rule a refused name breaks", () => {
    expect(validateProxyAccount("")).toBe("account-missing");
    expect(validateProxyAccount(undefined)).toBe("account-missing");
    expect(validateProxyAccount("Alice")).toBe("account-invalid-char");
    expect(validateProxyAccount("al-ice")).toBe("account-invalid-char");
    expect(validateProxyAccount("1alice")).toBe("account-must-start-with-letter");
    expect(validateProxyAccount("_alice")).toBe("account-must-start-with-letter");
    expect(validateProxyAccount("ab")).toBe("account-too-short");
    expect(validateProxyAccount(`a${"b".repeat(32)}`)).toBe("account-too-long");
  });

  it("agrees with the exported pattern", () => {
    fc.assert(
      fc.property(fc.oneof(accountArb, fc.string({ maxLength: 40 })), (name) => {
        expect(isValidProxyAccount(name)).toBe(validateProxyAccount(name) === null);
      }),
    );
  });
});

describe("generateProxyUsername", () => {
  it("writes the account alone for a rotating global-mix proxy", () => {
    expect(generateProxyUsername({ account: "alice", session: { mode: "rotating" } })).toBe("alice");
  });

  it("writes country, region and city in that order", () => {
    const username = generateProxyUsername({
      account: "alice_01",
      country: "US",
      region: "california",
      city: "los_angeles",
      session: { mode: "rotating" },
    });
    expect(username).toBe("alice_01-zone-US-region-california-city-los_angeles");
  });

  it("allows a city with a country but no region", () => {
    expect(
      generateProxyUsername({ account: "alice", country: "GB", city: "london", session: { mode: "rotating" } }),
    ).toBe("alice-zone-GB-city-london");
  });

  it("writes a sticky session with and without a duration", () => {
    expect(generateProxyUsername({ account: "alice", session: { mode: "sticky", sessionId: "Ab12" } })).toBe(
      "alice-session-Ab12",
    );
    expect(
      generateProxyUsername({ account: "alice", session: { mode: "sticky", sessionId: "Ab12", minutes: 30 } }),
    ).toBe("alice-session-Ab12-sessTime-30");
  });

  it("writes a timed session", () => {
    expect(
      generateProxyUsername({
        account: "alice",
        country: "DE",
        session: { mode: "timed", sessionId: "00012345", minutes: 179 },
      }),
    ).toBe("alice-zone-DE-sessid-00012345-sessTime-179");
  });

  it("writes a mixed session as sid up to 30 minutes and lsid above", () => {
    const mixed = (minutes: number) =>
      generateProxyUsername({ account: "alice", session: { mode: "mixed", sessionId: "12345678", minutes } });
    expect(mixed(1)).toBe("alice-sid-12345678-sessTime-1");
    expect(mixed(30)).toBe("alice-sid-12345678-sessTime-30");
    expect(mixed(31)).toBe("alice-lsid-12345678-sessTime-31");
    expect(mixed(179)).toBe("alice-lsid-12345678-sessTime-179");
    expect(mixedSessionKey(30)).toBe("sid");
    expect(mixedSessionKey(31)).toBe("lsid");
  });

  it("throws InvalidProxyParamsError with the reason for refused parameters", () => {
    const attempt = () =>
      generateProxyUsername({ account: "alice", session: { mode: "sticky", sessionId: "x", minutes: 31 } });
    expect(attempt).toThrow(InvalidProxyParamsError);
    expect(attempt).toThrow("duration-out-of-range");
  });
});

describe("parseProxyUsername", () => {
  it("reads back concrete usernames of every mode", () => {
    expect(parse("alice")).toEqual({ account: "alice", session: { mode: "rotating" } });
    expect(parse("alice_01-zone-US-region-california-city-los_angeles")).toEqual({
      account: "alice_01",
      country: "US",
      region: "california",
      city: "los_angeles",
      session: { mode: "rotating" },
    });
    expect(parse("alice-session-Ab12-sessTime-3")).toEqual({
      account: "alice",
      session: { mode: "sticky", sessionId: "Ab12", minutes: 3 },
    });
    expect(parse("alice-session-x")).toEqual({ account: "alice", session: { mode: "sticky", sessionId: "x" } });
    expect(parse("alice-zone-DE-sessid-00012345-sessTime-1")).toEqual({
      account: "alice",
      country: "DE",
      session: { mode: "timed", sessionId: "00012345", minutes: 1 },
    });
    expect(parse("alice-lsid-12345678-sessTime-31")).toEqual({
      account: "alice",
      session: { mode: "mixed", sessionId: "12345678", minutes: 31 },
    });
  });

  it("leaves absent parts out rather than undefined", () => {
    expect(Object.keys(parse("alice-zone-US-sessid-12345678-sessTime-5"))).toEqual(["account", "country", "session"]);
  });

  it("reads keywords by position, so values may look like keywords", () => {
    expect(parse("zone-zone-US-region-city-city-zone")).toEqual({
      account: "zone",
      country: "US",
      region: "city",
      city: "zone",
      session: { mode: "rotating" },
    });
  });

  // One concrete username for every refusal the grammar can give.
  const refusedUsernames: [string, ProxyCredentialReason][] = [
    ["", "username-empty"],
    [`alice-zone-US-region-${"a".repeat(200)}`, "username-too-long"],
    ["-zone-US", "account-missing"],
    ["Alice-zone-US", "account-invalid-char"],
    ["alice.b", "account-invalid-char"],
    ["1alice", "account-must-start-with-letter"],
    ["ab-zone-US", "account-too-short"],
    [`a${"b".repeat(32)}`, "account-too-long"],
    ["alice-zone-us", "country-not-uppercase"],
    ["alice-zone-Us", "country-not-uppercase"],
    ["alice-zone-USA", "country-invalid"],
    ["alice-zone-U1", "country-invalid"],
    ["alice-zone-US-region-New_York", "region-invalid"],
    ["alice-zone-US-region-new york", "region-invalid"],
    [`alice-zone-US-region-${"a".repeat(41)}`, "region-too-long"],
    ["alice-region-california", "region-without-country"],
    ["alice-zone-FR-city-Paris", "city-invalid"],
    [`alice-zone-FR-city-${"p".repeat(41)}`, "city-too-long"],
    ["alice-city-paris", "city-without-country"],
    ["alice-session-ab_c", "session-invalid-char"],
    [`alice-session-${"a".repeat(17)}`, "session-too-long"],
    ["alice-sessid-1234567-sessTime-10", "session-id-invalid"],
    ["alice-sid-abcdefgh-sessTime-10", "session-id-invalid"],
    ["alice-lsid-123456789-sessTime-45", "session-id-invalid"],
    ["alice-session-abc-sid-12345678-sessTime-10", "session-conflict"],
    ["alice-sid-12345678-session-abc", "session-conflict"],
    ["alice-sessid-12345678", "duration-missing"],
    ["alice-sid-12345678", "duration-missing"],
    ["alice-zone-US-sessTime-10", "duration-without-session"],
    ["alice-session-abc-sessTime-10m", "duration-not-integer"],
    ["alice-session-abc-sessTime-05", "duration-not-integer"],
    ["alice-session-abc-sessTime-2", "duration-out-of-range"],
    ["alice-session-abc-sessTime-31", "duration-out-of-range"],
    ["alice-sessid-12345678-sessTime-0", "duration-out-of-range"],
    ["alice-sessid-12345678-sessTime-180", "duration-out-of-range"],
    ["alice-lsid-12345678-sessTime-99999", "duration-out-of-range"],
    ["alice-sid-12345678-sessTime-31", "mixed-prefix-mismatch"],
    ["alice-lsid-12345678-sessTime-30", "mixed-prefix-mismatch"],
    ["alice-country-US", "unknown-key"],
    ["alice-Zone-US", "unknown-key"],
    ["alice--zone-US", "unknown-key"],
    ["alice-constructor-x", "unknown-key"],
    ["alice-zone-US-zone-DE", "duplicate-key"],
    ["alice-region-ca-zone-US", "key-out-of-order"],
    ["alice-zone-US-city-la-region-ca", "key-out-of-order"],
    ["alice-sessTime-10-session-abc", "key-out-of-order"],
    ["alice-zone", "missing-value"],
    ["alice-zone-US-region", "missing-value"],
    ["alice-zone-", "missing-value"],
  ];

  it.each(refusedUsernames)("refuses %j with %s", (username, reason) => {
    expect(reasonOf(username)).toBe(reason);
  });

  it("refuses non-string input without throwing", () => {
    expect(reasonOf(undefined as unknown as string)).toBe("username-empty");
    expect(reasonOf(42 as unknown as string)).toBe("username-empty");
  });
});

describe("validateProxyParams", () => {
  // The refusals only reachable from parameters (the username grammar cannot spell them).
  const refusedParams: [unknown, ProxyCredentialReason][] = [
    [null, "account-missing"],
    [{ session: { mode: "rotating" } }, "account-missing"],
    [{ account: "alice", country: "", session: { mode: "rotating" } }, "country-invalid"],
    [{ account: "alice", country: "US", region: "", session: { mode: "rotating" } }, "region-invalid"],
    [{ account: "alice", session: { mode: "forever" } }, "session-mode-unknown"],
    [{ account: "alice" }, "session-mode-unknown"],
    [{ account: "alice", session: { mode: "sticky", sessionId: "" } }, "session-empty"],
    [{ account: "alice", session: { mode: "timed", minutes: 10 } }, "duration-without-session"],
    [{ account: "alice", session: { mode: "sticky", sessionId: "", minutes: 10 } }, "duration-without-session"],
    [{ account: "alice", session: { mode: "rotating", minutes: 10 } }, "duration-without-session"],
    [{ account: "alice", session: { mode: "rotating", sessionId: "abc" } }, "session-conflict"],
    [{ account: "alice", session: { mode: "sticky", sessionId: "abc", minutes: 3.5 } }, "duration-not-integer"],
    [{ account: "alice", session: { mode: "sticky", sessionId: "abc", minutes: "10" } }, "duration-not-integer"],
    [{ account: "alice", session: { mode: "timed", sessionId: "12345678" } }, "duration-missing"],
    [{ account: "alice", session: { mode: "mixed", sessionId: "12345678", minutes: 180 } }, "duration-out-of-range"],
    [{ account: "alice", session: { mode: "sticky", sessionId: 12345678 } }, "session-invalid-char"],
  ];

  it.each(refusedParams)("refuses %j with %s", (params, reason) => {
    expect(validateProxyParams(params as ProxyUsernameParams)).toBe(reason);
  });

  it("has a concrete example for every reason code", () => {
    const usernames = [
      "",
      "-zone-US",
      "Alice",
      "1alice",
      "ab",
      `a${"b".repeat(32)}`,
      "alice-zone-us",
      "alice-zone-USA",
      "alice-zone-US-region-X",
      `alice-zone-US-region-${"a".repeat(41)}`,
      "alice-region-ca",
      "alice-zone-US-city-X",
      `alice-zone-US-city-${"a".repeat(41)}`,
      "alice-city-la",
      "alice-session-a_b",
      `alice-session-${"a".repeat(17)}`,
      "alice-sid-1-sessTime-1",
      "alice-session-a-sid-12345678",
      "alice-sid-12345678",
      "alice-sessTime-5",
      "alice-session-a-sessTime-x",
      "alice-session-a-sessTime-1",
      "alice-sid-12345678-sessTime-31",
      "a".repeat(proxyUsernameMaxLength + 1),
      "alice-x-y",
      "alice-zone-US-zone-US",
      "alice-city-la-zone-US",
      "alice-zone",
    ].map(reasonOf);
    const fromParams = refusedParams.map(([params]) => validateProxyParams(params as ProxyUsernameParams));
    expect(new Set([...usernames, ...fromParams])).toEqual(new Set(proxyCredentialReasons));
  });
});

describe("round trip (property)", () => {
  it("parses every generated username back to the same parameters", () => {
    fc.assert(
      fc.property(validParamsArb, (params) => {
        expect(validateProxyParams(params)).toBeNull();
        const username = generateProxyUsername(params);
        expect(parseProxyUsername(username)).toStrictEqual({ ok: true, params });
      }),
      { numRuns: 2000 },
    );
  });

  it("never lets the separator into a value, and stays within the length limit", () => {
    fc.assert(
      fc.property(validParamsArb, (params) => {
        const username = generateProxyUsername(params);
        expect(username.length).toBeLessThanOrEqual(proxyUsernameMaxLength);
        const parts = username.split("-");
        // The account, then key-value pairs: a `-` inside a value would break this count.
        expect(parts.length % 2).toBe(1);
      }),
    );
  });

  it("has a longest username exactly as long as the limit", () => {
    const longest = generateProxyUsername({
      account: `a${"b".repeat(31)}`,
      country: "US",
      region: "r".repeat(40),
      city: "c".repeat(40),
      session: { mode: "sticky", sessionId: "S".repeat(16), minutes: 30 },
    });
    expect(longest.length).toBe(proxyUsernameMaxLength);
  });

  it("writes sid exactly for mixed sessions of 30 minutes or less", () => {
    fc.assert(
      fc.property(paramsWith(mixedArb), (params) => {
        const session = params.session as Extract<ProxySession, { mode: "mixed" }>;
        const key = session.minutes <= 30 ? proxyUsernameKeys.mixedShort : proxyUsernameKeys.mixedLong;
        expect(generateProxyUsername(params)).toContain(`-${key}-${session.sessionId}-sessTime-${session.minutes}`);
      }),
    );
  });
});

// Invalid parameters, each made from valid ones by breaking exactly one rule, with the reason expected.
type Broken = [ProxyUsernameParams, ProxyCredentialReason];
const notMatching = (pattern: RegExp) => fc.string({ maxLength: 50 }).filter((text) => !pattern.test(text));
/** Parameters from `base` with one generated `value` put in by `put`, refused with `reason`. */
const breaking = <T>(
  base: fc.Arbitrary<ProxyUsernameParams>,
  value: fc.Arbitrary<T>,
  put: (params: ProxyUsernameParams, value: T) => ProxyUsernameParams,
  reason: ProxyCredentialReason,
): fc.Arbitrary<Broken> => fc.tuple(base, value).map(([params, drawn]): Broken => [put(params, drawn), reason]);
const timedOrMixedArb = fc.constantFrom("timed" as const, "mixed" as const);
const over40Arb = fc.stringMatching(/^[a-z0-9_]{41,60}$/);
const brokenArb: fc.Arbitrary<Broken> = fc.oneof(
  breaking(
    validParamsArb,
    fc.stringMatching(/^[a-z][a-z0-9_]?$/),
    (p, account) => ({ ...p, account }),
    "account-too-short",
  ),
  breaking(
    validParamsArb,
    fc.stringMatching(/^[a-z][a-z0-9_]{32,50}$/),
    (p, account) => ({ ...p, account }),
    "account-too-long",
  ),
  breaking(
    validParamsArb,
    fc.stringMatching(/^[0-9_][a-z0-9_]{2,31}$/),
    (p, account) => ({ ...p, account }),
    "account-must-start-with-letter",
  ),
  breaking(
    validParamsArb,
    fc.string({ minLength: 1, maxLength: 40, unit: "binary" }).filter((s) => /[^a-z0-9_]/.test(s)),
    (p, account) => ({ ...p, account }),
    "account-invalid-char",
  ),
  breaking(
    withCountryArb,
    fc.stringMatching(/^([a-z][A-Za-z]|[A-Z][a-z])$/),
    (p, country) => ({ ...p, country }),
    "country-not-uppercase",
  ),
  breaking(withCountryArb, notMatching(/^[A-Za-z]{2}$/), (p, country) => ({ ...p, country }), "country-invalid"),
  breaking(withCountryArb, notMatching(/^[a-z0-9_]+$/), (p, region) => ({ ...p, region }), "region-invalid"),
  breaking(withCountryArb, over40Arb, (p, region) => ({ ...p, region }), "region-too-long"),
  breaking(validParamsArb, slugArb, (p, region) => ({ ...withoutLocation(p), region }), "region-without-country"),
  breaking(withCountryArb, notMatching(/^[a-z0-9_]+$/), (p, city) => ({ ...p, city }), "city-invalid"),
  breaking(withCountryArb, over40Arb, (p, city) => ({ ...p, city }), "city-too-long"),
  breaking(validParamsArb, slugArb, (p, city) => ({ ...withoutLocation(p), city }), "city-without-country"),
  breaking(
    validParamsArb,
    fc.stringMatching(/^[A-Za-z0-9]{17,40}$/),
    (p, sessionId) => ({ ...p, session: { mode: "sticky", sessionId } }),
    "session-too-long",
  ),
  breaking(
    validParamsArb,
    fc.string({ minLength: 1, maxLength: 16 }).filter((s) => /[^A-Za-z0-9]/.test(s)),
    (p, sessionId) => ({ ...p, session: { mode: "sticky", sessionId } }),
    "session-invalid-char",
  ),
  breaking(
    validParamsArb,
    fc.oneof(fc.integer({ max: 2 }), fc.integer({ min: 31 })),
    (p, minutes) => ({ ...p, session: { mode: "sticky", sessionId: "a", minutes } }),
    "duration-out-of-range",
  ),
  breaking(
    validParamsArb,
    fc.double().filter((x) => !Number.isSafeInteger(x)),
    (p, minutes) => ({ ...p, session: { mode: "sticky", sessionId: "a", minutes } }),
    "duration-not-integer",
  ),
  breaking(
    validParamsArb,
    fc.tuple(timedOrMixedArb, fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 180 }))),
    (p, [mode, minutes]) => ({ ...p, session: { mode, sessionId: "12345678", minutes } }),
    "duration-out-of-range",
  ),
  breaking(
    validParamsArb,
    fc.tuple(timedOrMixedArb, notMatching(/^([0-9]{8})?$/)),
    (p, [mode, sessionId]) => ({ ...p, session: { mode, sessionId, minutes: 10 } }),
    "session-id-invalid",
  ),
  breaking(
    validParamsArb,
    fc.tuple(timedOrMixedArb, randomIdArb),
    (p, [mode, sessionId]) => ({ ...p, session: { mode, sessionId } as unknown as ProxySession }),
    "duration-missing",
  ),
  breaking(
    validParamsArb,
    fc.integer({ min: 1, max: 179 }),
    (p, minutes) => ({ ...p, session: { mode: "rotating", minutes } as unknown as ProxySession }),
    "duration-without-session",
  ),
);

describe("refusals (property)", () => {
  it("refuses parameters that break one rule with that rule's reason, and generate throws it", () => {
    fc.assert(
      fc.property(brokenArb, ([params, reason]) => {
        expect(validateProxyParams(params)).toBe(reason);
        expect(() => generateProxyUsername(params)).toThrow(new InvalidProxyParamsError(reason));
      }),
      { numRuns: 2000 },
    );
  });

  // Whatever the string, the parser answers with a known reason or with
  // parameters that generate exactly that string again: one spelling per proxy.
  const checkAnyString = (username: string) => {
    const result = parseProxyUsername(username);
    if (result.ok) {
      expect(generateProxyUsername(result.params)).toBe(username);
    } else {
      expect(proxyCredentialReasons).toContain(result.reason);
    }
  };

  it("never throws on arbitrary strings", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 300 }), checkAnyString), { numRuns: 2000 });
  });

  it("never throws on strings made of the grammar's own pieces", () => {
    const valueArb = fc.oneof(
      fc.constantFrom("US", "us", "la", "california", "Ab12", "x", "12345678", "1234567"),
      fc.constantFrom("1", "3", "30", "31", "179", "180", "0", "05", ""),
      fc.string({ maxLength: 4 }),
    );
    const accountishArb = fc.oneof(
      { weight: 9, arbitrary: accountArb },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    );
    // Keywords in the canonical order with odd values: reaches the value rules.
    const orderedArb = fc
      .tuple(
        accountishArb,
        fc.constantFrom(
          proxyUsernameKeys.sticky,
          proxyUsernameKeys.timed,
          proxyUsernameKeys.mixedShort,
          proxyUsernameKeys.mixedLong,
        ),
        fc.array(fc.option(valueArb, { freq: 2 }), { minLength: 5, maxLength: 5 }),
      )
      .map(([account, sessionKey, values]) => {
        const keys = [
          proxyUsernameKeys.country,
          proxyUsernameKeys.region,
          proxyUsernameKeys.city,
          sessionKey,
          proxyUsernameKeys.minutes,
        ];
        const pairs = keys.flatMap((key, i) => (values[i] == null ? [] : [key, values[i]]));
        return [account, ...pairs].join("-");
      });
    // Keywords and other pieces in any order: reaches the shape rules.
    const pieceArb = fc.oneof(fc.constantFrom(...Object.values(proxyUsernameKeys)), valueArb);
    const shuffledArb = fc
      .tuple(accountishArb, fc.array(pieceArb, { maxLength: 12 }))
      .map(([account, pieces]) => [account, ...pieces].join("-"));
    const usernameArb = fc.oneof({ weight: 3, arbitrary: orderedArb }, { weight: 1, arbitrary: shuffledArb });
    fc.assert(fc.property(usernameArb, checkAnyString), { numRuns: 5000 });
  });

  it("never throws on mutations of valid usernames, and never reads one as different parameters", () => {
    const mutationArb = fc
      .tuple(validParamsArb, fc.nat(), fc.nat(), fc.string({ maxLength: 3, unit: "binary" }), fc.nat(3))
      .map(([params, a, b, text, kind]) => {
        const username = generateProxyUsername(params);
        const i = a % (username.length + 1);
        const parts = username.split("-");
        const [x, y] = [a % parts.length, b % parts.length];
        switch (kind) {
          case 0:
            return { params, username, mutated: username.slice(0, i) + username.slice(i + 1) };
          case 1:
            return { params, username, mutated: username.slice(0, i) + text + username.slice(i) };
          case 2:
            return { params, username, mutated: username.slice(0, i) + text + username.slice(i + text.length) };
          default:
            [parts[x], parts[y]] = [parts[y] as string, parts[x] as string];
            return { params, username, mutated: parts.join("-") };
        }
      });
    fc.assert(
      fc.property(mutationArb, ({ params, username, mutated }) => {
        checkAnyString(mutated);
        const result = parseProxyUsername(mutated);
        if (result.ok && mutated !== username) expect(result.params).not.toEqual(params);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("randomSessionId", () => {
  it("makes 8 digits from the random source, leading zeros kept", () => {
    expect(randomSessionId(() => 0)).toBe("00000000");
    expect(randomSessionId(() => 0.99999)).toBe("99999999");
    expect(randomSessionId(() => 1)).toBe("99999999");
    const sequence = [0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75];
    expect(randomSessionId(() => sequence.shift() ?? 0)).toBe("01234567");
  });

  it("always makes an id the timed and mixed modes accept", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (value) => {
        const sessionId = randomSessionId(() => value);
        expect(sessionId).toMatch(/^[0-9]{8}$/);
        expect(
          validateProxyParams({ account: "alice", session: { mode: "mixed", sessionId, minutes: 45 } }),
        ).toBeNull();
      }),
    );
    expect(randomSessionId()).toMatch(/^[0-9]{8}$/);
  });
});

describe("formatProxyLine", () => {
  const endpoint = {
    host: "gw.example.com",
    port: 7777,
    username: "alice-zone-US-session-Ab12",
    password: "s3cret",
    protocol: "http" as const,
  };

  it("writes each format", () => {
    expect(formatProxyLine("host:port:user:pass", endpoint)).toBe(
      "gw.example.com:7777:alice-zone-US-session-Ab12:s3cret",
    );
    expect(formatProxyLine("user:pass@host:port", endpoint)).toBe(
      "alice-zone-US-session-Ab12:s3cret@gw.example.com:7777",
    );
    expect(formatProxyLine("protocol://user:pass@host:port", endpoint)).toBe(
      "http://alice-zone-US-session-Ab12:s3cret@gw.example.com:7777",
    );
    expect(formatProxyLine("curl", endpoint)).toBe(
      "curl -x 'http://alice-zone-US-session-Ab12:s3cret@gw.example.com:7777' https://ipinfo.io",
    );
    expect(proxyLineFormats).toHaveLength(4);
  });

  it("uses socks5:// in the URL and socks5h:// for curl, so the exit resolves names", () => {
    const socks = { ...endpoint, protocol: "socks5" as const, port: "1080" };
    expect(formatProxyLine("protocol://user:pass@host:port", socks)).toBe(
      "socks5://alice-zone-US-session-Ab12:s3cret@gw.example.com:1080",
    );
    expect(formatProxyLine("curl", socks)).toBe(
      "curl -x 'socks5h://alice-zone-US-session-Ab12:s3cret@gw.example.com:1080' https://ipinfo.io",
    );
  });

  it("percent-encodes the password in URLs and quotes it for the shell", () => {
    const awkward = { ...endpoint, password: "p@ss:w'rd /%" };
    expect(formatProxyLine("host:port:user:pass", awkward)).toBe(
      "gw.example.com:7777:alice-zone-US-session-Ab12:p@ss:w'rd /%",
    );
    expect(formatProxyLine("protocol://user:pass@host:port", awkward)).toBe(
      "http://alice-zone-US-session-Ab12:p%40ss%3Aw'rd%20%2F%25@gw.example.com:7777",
    );
    expect(formatProxyLine("curl", awkward)).toBe(
      `curl -x 'http://alice-zone-US-session-Ab12:p%40ss%3Aw'\\''rd%20%2F%25@gw.example.com:7777' https://ipinfo.io`,
    );
  });

  it("puts an IPv6 host in brackets", () => {
    expect(formatProxyLine("user:pass@host:port", { ...endpoint, host: "2001:db8::1" })).toBe(
      "alice-zone-US-session-Ab12:s3cret@[2001:db8::1]:7777",
    );
  });
});
