/**
 * The proxy-credential username grammar (SPEC §3 proxy request parameters,
 * §5 session rules): one generator and one parser, so the gateway accepts
 * exactly what the shop hands out. The grammar is written down for gateway
 * implementers in docs/proxy-credentials.md; keep the two in step.
 *
 * A username is the sub-account name followed by `-key-value` pairs in a fixed
 * order, e.g. `alice_01-zone-US-region-california-city-los_angeles-session-ab12-sessTime-10`.
 * No value can contain `-`, so splitting on it is unambiguous. The password is
 * the sub-account's password, unchanged. Protocol and line format are not part
 * of the username: they pick the port and the way a line is written.
 */

/** Why a username or a set of parameters is refused; stable codes the web UI translates. */
export const proxyCredentialReasons = [
  // The sub-account name (also what the sub-account API checks).
  "account-missing",
  "account-invalid-char",
  "account-must-start-with-letter",
  "account-too-short",
  "account-too-long",
  // Location.
  "country-not-uppercase",
  "country-invalid",
  "region-invalid",
  "region-too-long",
  "region-without-country",
  "city-invalid",
  "city-too-long",
  "city-without-country",
  // Session.
  "session-mode-unknown",
  "session-empty",
  "session-invalid-char",
  "session-too-long",
  "session-id-invalid",
  "session-conflict",
  "duration-missing",
  "duration-without-session",
  "duration-not-integer",
  "duration-out-of-range",
  "mixed-prefix-mismatch",
  // The username's shape.
  "username-empty",
  "username-too-long",
  "unknown-key",
  "duplicate-key",
  "key-out-of-order",
  "missing-value",
] as const;
/** One stable refusal code of {@link proxyCredentialReasons}. */
export type ProxyCredentialReason = (typeof proxyCredentialReasons)[number];

/** Shortest and longest sub-account name. */
export const proxyAccountMinLength = 3;
export const proxyAccountMaxLength = 32;
/** A sub-account name: 3–32 of a-z, 0-9 and `_`, starting with a letter. Shared with the sub-account API. */
export const proxyAccountPattern = /^[a-z][a-z0-9_]{2,31}$/;

/** Longest region or city slug. */
export const proxyLocationSlugMaxLength = 40;
/** A region (state, province) or city slug: lower-case letters, digits and `_`. */
export const proxyLocationSlugPattern = /^[a-z0-9_]+$/;
/** A country: ISO 3166-1 alpha-2, upper case. */
export const proxyCountryPattern = /^[A-Z]{2}$/;

/** Longest sticky session value the user may choose (SPEC §5, §9). */
export const stickySessionMaxLength = 16;
/** A sticky session value: ASCII letters and digits. */
export const stickySessionPattern = /^[A-Za-z0-9]+$/;
/** A random session id of the timed and mixed modes: exactly 8 digits (SPEC §9). */
export const randomSessionIdPattern = /^[0-9]{8}$/;

/** Sticky duration range in minutes (SPEC §5: 3 to 30, only with a session). */
export const stickyMinutes = { min: 3, max: 30 } as const;
/** Timed duration range in minutes (SPEC §5: under 180). */
export const timedMinutes = { min: 1, max: 179 } as const;
/** Mixed duration range in minutes; up to and including `sidMaxMinutes` uses `sid`, above it `lsid`. */
export const mixedMinutes = { min: 1, max: 179, sidMaxMinutes: 30 } as const;

/** The keywords of the username, in the order they must appear. */
export const proxyUsernameKeys = {
  country: "zone",
  region: "region",
  city: "city",
  sticky: "session",
  timed: "sessid",
  mixedShort: "sid",
  mixedLong: "lsid",
  minutes: "sessTime",
} as const;

/** Session modes: a new exit IP per request, or one of the three kinds of SPEC §5 that keep it. */
export const proxySessionModes = ["rotating", "sticky", "timed", "mixed"] as const;
export type ProxySessionMode = (typeof proxySessionModes)[number];

/** How long the exit IP is kept. */
export type ProxySession =
  /** A new exit IP for every request. */
  | { mode: "rotating" }
  /** The user's own session value (1–16 letters and digits), optionally held 3–30 minutes. */
  | { mode: "sticky"; sessionId: string; minutes?: number }
  /** An 8-digit random session id held 1–179 minutes. */
  | { mode: "timed"; sessionId: string; minutes: number }
  /** An 8-digit random session id held 1–179 minutes, written `sid` up to 30 minutes and `lsid` above. */
  | { mode: "mixed"; sessionId: string; minutes: number };

/** Everything a proxy username carries. A missing country is the global mix. */
export interface ProxyUsernameParams {
  /** The proxy sub-account name. */
  account: string;
  /** ISO 3166-1 alpha-2, upper case; omitted for the global mix. */
  country?: string;
  /** State or region slug; only with a country. */
  region?: string;
  /** City slug; only with a country, with or without a region. */
  city?: string;
  session: ProxySession;
}

/** The result of {@link parseProxyUsername}. */
export type ParsedProxyUsername =
  | { ok: true; params: ProxyUsernameParams }
  | { ok: false; reason: ProxyCredentialReason };

/** Thrown by {@link generateProxyUsername} for parameters that {@link validateProxyParams} refuses. */
export class InvalidProxyParamsError extends Error {
  readonly reason: ProxyCredentialReason;
  constructor(reason: ProxyCredentialReason) {
    super(`Invalid proxy parameters: ${reason}`);
    this.name = "InvalidProxyParamsError";
    this.reason = reason;
  }
}

/** Proxy protocols a line can be written for. */
export const proxyProtocols = ["http", "socks5"] as const;
export type ProxyProtocol = (typeof proxyProtocols)[number];

/** The ways one proxy can be written out (SPEC §3 "generate format"). */
export const proxyLineFormats = [
  "host:port:user:pass",
  "user:pass@host:port",
  "protocol://user:pass@host:port",
  "curl",
] as const;
export type ProxyLineFormat = (typeof proxyLineFormats)[number];

/** What {@link formatProxyLine} writes out. */
export interface ProxyEndpoint {
  host: string;
  port: number | string;
  username: string;
  password: string;
  protocol: ProxyProtocol;
}

const separator = "-";

/**
 * The longest username the grammar allows; the parser refuses anything longer
 * before splitting it, so a gateway never works on an unbounded string.
 */
export const proxyUsernameMaxLength =
  proxyAccountMaxLength +
  `-${proxyUsernameKeys.country}-XX`.length +
  `-${proxyUsernameKeys.region}-`.length +
  proxyLocationSlugMaxLength +
  `-${proxyUsernameKeys.city}-`.length +
  proxyLocationSlugMaxLength +
  `-${proxyUsernameKeys.minutes}-`.length +
  Math.max(
    `-${proxyUsernameKeys.sticky}-`.length + stickySessionMaxLength + String(stickyMinutes.max).length,
    `-${proxyUsernameKeys.timed}-`.length + 8 + String(timedMinutes.max).length,
    `-${proxyUsernameKeys.mixedLong}-`.length + 8 + String(mixedMinutes.max).length,
  );

/** The refusal for a sub-account name, or null when it is valid. */
export function validateProxyAccount(account: unknown): ProxyCredentialReason | null {
  if (typeof account !== "string" || account === "") return "account-missing";
  if (!/^[a-z0-9_]+$/.test(account)) return "account-invalid-char";
  if (!/^[a-z]/.test(account)) return "account-must-start-with-letter";
  if (account.length < proxyAccountMinLength) return "account-too-short";
  if (account.length > proxyAccountMaxLength) return "account-too-long";
  return null;
}

/** Whether a sub-account name follows the rule (see {@link proxyAccountPattern}). */
export function isValidProxyAccount(account: string): boolean {
  return proxyAccountPattern.test(account);
}

function validateCountry(country: unknown): ProxyCredentialReason | null {
  if (typeof country !== "string") return "country-invalid";
  if (proxyCountryPattern.test(country)) return null;
  return /^[A-Za-z]{2}$/.test(country) ? "country-not-uppercase" : "country-invalid";
}

function validateSlug(slug: unknown, kind: "region" | "city"): ProxyCredentialReason | null {
  if (typeof slug !== "string" || !proxyLocationSlugPattern.test(slug)) return `${kind}-invalid`;
  if (slug.length > proxyLocationSlugMaxLength) return `${kind}-too-long`;
  return null;
}

function validateMinutes(minutes: unknown, range: { min: number; max: number }): ProxyCredentialReason | null {
  if (typeof minutes !== "number" || !Number.isSafeInteger(minutes)) return "duration-not-integer";
  if (minutes < range.min || minutes > range.max) return "duration-out-of-range";
  return null;
}

function validateSession(session: unknown): ProxyCredentialReason | null {
  if (typeof session !== "object" || session === null) return "session-mode-unknown";
  const { mode, sessionId, minutes } = session as Record<string, unknown>;
  const hasSessionId = sessionId !== undefined && sessionId !== "";
  switch (mode) {
    case "rotating":
      if (minutes !== undefined) return "duration-without-session";
      if (sessionId !== undefined) return "session-conflict";
      return null;
    case "sticky":
      if (!hasSessionId) return minutes === undefined ? "session-empty" : "duration-without-session";
      if (typeof sessionId !== "string" || !stickySessionPattern.test(sessionId)) return "session-invalid-char";
      if (sessionId.length > stickySessionMaxLength) return "session-too-long";
      return minutes === undefined ? null : validateMinutes(minutes, stickyMinutes);
    case "timed":
    case "mixed":
      if (!hasSessionId) return minutes === undefined ? "session-empty" : "duration-without-session";
      if (typeof sessionId !== "string" || !randomSessionIdPattern.test(sessionId)) return "session-id-invalid";
      if (minutes === undefined) return "duration-missing";
      return validateMinutes(minutes, mode === "timed" ? timedMinutes : mixedMinutes);
    default:
      return "session-mode-unknown";
  }
}

/**
 * The first rule the parameters break, or null when a username can be made of
 * them. Safe on untyped input (a parsed request body): it never throws.
 */
export function validateProxyParams(params: ProxyUsernameParams): ProxyCredentialReason | null {
  if (typeof params !== "object" || params === null) return "account-missing";
  const { account, country, region, city, session } = params;
  const accountReason = validateProxyAccount(account);
  if (accountReason) return accountReason;
  if (country !== undefined) {
    const reason = validateCountry(country);
    if (reason) return reason;
  }
  if (region !== undefined) {
    const reason = validateSlug(region, "region");
    if (reason) return reason;
    if (country === undefined) return "region-without-country";
  }
  if (city !== undefined) {
    const reason = validateSlug(city, "city");
    if (reason) return reason;
    if (country === undefined) return "city-without-country";
  }
  return validateSession(session);
}

/** The session keyword a mixed session is written with: `sid` up to 30 minutes, `lsid` above. */
export function mixedSessionKey(minutes: number): "sid" | "lsid" {
  return minutes <= mixedMinutes.sidMaxMinutes ? proxyUsernameKeys.mixedShort : proxyUsernameKeys.mixedLong;
}

/**
 * The username for these parameters, in the one canonical spelling the parser
 * accepts. Throws {@link InvalidProxyParamsError} when they break a rule.
 */
export function generateProxyUsername(params: ProxyUsernameParams): string {
  const reason = validateProxyParams(params);
  if (reason) throw new InvalidProxyParamsError(reason);
  const parts = [params.account];
  const add = (key: string, value: string | number) => parts.push(key, String(value));
  if (params.country !== undefined) add(proxyUsernameKeys.country, params.country);
  if (params.region !== undefined) add(proxyUsernameKeys.region, params.region);
  if (params.city !== undefined) add(proxyUsernameKeys.city, params.city);
  const { session } = params;
  switch (session.mode) {
    case "rotating":
      break;
    case "sticky":
      add(proxyUsernameKeys.sticky, session.sessionId);
      if (session.minutes !== undefined) add(proxyUsernameKeys.minutes, session.minutes);
      break;
    case "timed":
      add(proxyUsernameKeys.timed, session.sessionId);
      add(proxyUsernameKeys.minutes, session.minutes);
      break;
    case "mixed":
      add(mixedSessionKey(session.minutes), session.sessionId);
      add(proxyUsernameKeys.minutes, session.minutes);
      break;
  }
  return parts.join(separator);
}

// Position of each keyword in the canonical order; the four session keywords share one slot.
const sessionRank = 4;
const keyRanks: ReadonlyMap<string, number> = new Map([
  [proxyUsernameKeys.country, 1],
  [proxyUsernameKeys.region, 2],
  [proxyUsernameKeys.city, 3],
  [proxyUsernameKeys.sticky, sessionRank],
  [proxyUsernameKeys.timed, sessionRank],
  [proxyUsernameKeys.mixedShort, sessionRank],
  [proxyUsernameKeys.mixedLong, sessionRank],
  [proxyUsernameKeys.minutes, 5],
]);

// Only plain decimals without a leading zero, so that every duration has one spelling.
function parseMinutes(value: string): number | ProxyCredentialReason {
  if (!/^(0|[1-9][0-9]*)$/.test(value)) return "duration-not-integer";
  return value.length > 3 ? "duration-out-of-range" : Number(value);
}

/**
 * Reads a username back into its parameters, or says which rule it breaks.
 * Accepts exactly the strings {@link generateProxyUsername} makes: keywords in
 * the canonical order, each once. Never throws.
 */
export function parseProxyUsername(username: string): ParsedProxyUsername {
  const fail = (reason: ProxyCredentialReason): ParsedProxyUsername => ({ ok: false, reason });
  if (typeof username !== "string" || username === "") return fail("username-empty");
  if (username.length > proxyUsernameMaxLength) return fail("username-too-long");

  const [account = "", ...rest] = username.split(separator);
  const accountReason = validateProxyAccount(account);
  if (accountReason) return fail(accountReason);

  const values = new Map<string, string>();
  let sessionKey: string | undefined;
  let lastRank = 0;
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i] as string;
    const value = rest[i + 1];
    const rank = keyRanks.get(key);
    if (rank === undefined) return fail("unknown-key");
    if (value === undefined || value === "") return fail("missing-value");
    if (values.has(key)) return fail("duplicate-key");
    if (rank === sessionRank && sessionKey !== undefined) return fail("session-conflict");
    if (rank < lastRank) return fail("key-out-of-order");
    lastRank = rank;
    if (rank === sessionRank) sessionKey = key;
    values.set(key, value);
  }

  const sessionId = sessionKey === undefined ? undefined : values.get(sessionKey);
  const minutesText = values.get(proxyUsernameKeys.minutes);
  let minutes: number | undefined;
  if (minutesText !== undefined) {
    if (sessionId === undefined) return fail("duration-without-session");
    const parsed = parseMinutes(minutesText);
    if (typeof parsed === "string") return fail(parsed);
    minutes = parsed;
  }

  let session: ProxySession = { mode: "rotating" };
  if (sessionId !== undefined) {
    if (sessionKey === proxyUsernameKeys.sticky) {
      session = minutes === undefined ? { mode: "sticky", sessionId } : { mode: "sticky", sessionId, minutes };
    } else if (minutes === undefined) {
      return fail("duration-missing");
    } else {
      session = { mode: sessionKey === proxyUsernameKeys.timed ? "timed" : "mixed", sessionId, minutes };
    }
  }

  const country = values.get(proxyUsernameKeys.country);
  const region = values.get(proxyUsernameKeys.region);
  const city = values.get(proxyUsernameKeys.city);
  // Absent parts stay absent (not `undefined`), so the result deep-equals what was generated.
  const params: ProxyUsernameParams = {
    account,
    ...(country === undefined ? {} : { country }),
    ...(region === undefined ? {} : { region }),
    ...(city === undefined ? {} : { city }),
    session,
  };

  // The rules themselves live in one place: the same check the generator makes.
  const reason = validateProxyParams(params);
  if (reason) return fail(reason);
  if (params.session.mode === "mixed" && mixedSessionKey(params.session.minutes) !== sessionKey) {
    return fail("mixed-prefix-mismatch");
  }
  return { ok: true, params };
}

/**
 * A random session id for the timed and mixed modes: 8 decimal digits, leading
 * zeros kept. `random` returns numbers in [0, 1) like `Math.random`.
 */
export function randomSessionId(random: () => number = Math.random): string {
  let id = "";
  for (let i = 0; i < 8; i++) {
    const digit = Math.floor(random() * 10);
    id += String(Math.min(9, Math.max(0, Number.isFinite(digit) ? digit : 0)));
  }
  return id;
}

// An IPv6 address goes in brackets wherever a port follows it.
function hostForPort(host: string): string {
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The URL scheme curl uses: socks5h so that the exit, not the caller, resolves host names. */
const curlSchemes: Record<ProxyProtocol, string> = { http: "http", socks5: "socks5h" };

/**
 * One proxy written out in the chosen format. The plain formats write the
 * password as it is (readers split the user at the first `:` and the host at
 * the last `@`); the URL and curl formats percent-encode user and password.
 */
export function formatProxyLine(format: ProxyLineFormat, endpoint: ProxyEndpoint): string {
  const { username, password, protocol } = endpoint;
  const host = hostForPort(endpoint.host);
  const port = String(endpoint.port);
  const encodedCredentials = `${encodeURIComponent(username)}:${encodeURIComponent(password)}`;
  switch (format) {
    case "host:port:user:pass":
      return `${host}:${port}:${username}:${password}`;
    case "user:pass@host:port":
      return `${username}:${password}@${host}:${port}`;
    case "protocol://user:pass@host:port":
      return `${protocol}://${encodedCredentials}@${host}:${port}`;
    case "curl":
      return `curl -x ${shellQuote(`${curlSchemes[protocol]}://${encodedCredentials}@${host}:${port}`)} https://ipinfo.io`;
  }
}
