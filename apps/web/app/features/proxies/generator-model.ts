import {
  type ExtractionQuery,
  formatProxyLine,
  generateProxyUsername,
  type ProxyCredentialReason,
  type ProxyLineFormat,
  type ProxyProtocol,
  type ProxySession,
  type ProxySessionMode,
  type ProxyUsernameParams,
  randomSessionId,
  stickyMinutes,
  timedMinutes,
  validateProxyParams,
} from "@shop/contract";

/**
 * The proxy generator's rules without React (SPEC §3 proxy request parameters,
 * §5 session rules): what the form holds, what is wrong with it, and the lines
 * it makes. The username grammar itself lives in the contract; this module only
 * turns form text into its parameters.
 */

/** Where lines point and how many one request may make (the server's gateway configuration). */
export interface GatewaySettings {
  host: string;
  httpPort: number;
  socks5Port: number;
  maxCount: number;
}

/** The form as typed: text fields stay text until they are checked. */
export interface GeneratorInput {
  /** Sub-account username. */
  account: string;
  /** ISO code, upper case; "" for the global mix. */
  country: string;
  /** State or region slug; "" for the whole country. */
  region: string;
  /** City slug; "" for any city. */
  city: string;
  session: ProxySessionMode;
  /** Sticky only: the user's session value; "" for a random one per line. */
  sessionValue: string;
  /** Minutes the exit IP is kept: sticky 3–30 or "" (the gateway's default); timed and mixed 1–179. */
  minutes: string;
  protocol: ProxyProtocol;
  count: string;
  format: ProxyLineFormat;
}

/** The minutes a mode starts with when it is chosen. */
export const defaultMinutes: Record<ProxySessionMode, string> = {
  rotating: "",
  sticky: "10",
  timed: "60",
  mixed: "30",
};

export const defaultGeneratorInput: GeneratorInput = {
  account: "",
  country: "",
  region: "",
  city: "",
  session: "rotating",
  sessionValue: "",
  minutes: "",
  protocol: "http",
  count: "10",
  format: "host:port:user:pass",
};

export type GeneratorField = "account" | "country" | "region" | "city" | "session" | "duration" | "count";

/** A refusal of the grammar, or one of the form's own. */
export type GeneratorReason = ProxyCredentialReason | "count-invalid" | "count-too-large";

export interface GeneratorProblem {
  field: GeneratorField;
  reason: GeneratorReason;
}

/** The random source of session values: numbers in [0, 1) from the browser's cryptographic generator. */
function cryptoRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] as number) / 2 ** 32;
}

const stickyAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A random sticky session value: 8 lower-case letters and digits. */
export function randomStickyValue(random: () => number = cryptoRandom): string {
  let value = "";
  for (let i = 0; i < 8; i++) value += stickyAlphabet[Math.min(35, Math.floor(random() * 36))];
  return value;
}

type Parsed<T> = { ok: true; value: T } | { ok: false };

/** Whole minutes as typed: "" is none; anything but digits is not a whole number. */
function parseMinutes(text: string): Parsed<number | undefined> {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: undefined };
  return /^[0-9]{1,4}$/.test(trimmed) ? { ok: true, value: Number(trimmed) } : { ok: false };
}

/** The number of lines as typed, or why it is refused. */
function parseCount(text: string, maxCount: number): Parsed<number> & { reason?: GeneratorReason } {
  const trimmed = text.trim();
  if (!/^[0-9]{1,6}$/.test(trimmed) || Number(trimmed) < 1) return { ok: false, reason: "count-invalid" };
  const count = Number(trimmed);
  if (count > maxCount) return { ok: false, reason: "count-too-large" };
  return { ok: true, value: count };
}

/**
 * The sticky session of line `index`: the user's value as typed for one line;
 * for several lines the line number is appended (ab → ab1, ab2 …), so each
 * line keeps its own exit IP; without a value, a random one per line.
 */
function stickySessionId(input: GeneratorInput, index: number, count: number, random: () => number): string {
  const value = input.sessionValue.trim();
  if (value === "") return randomStickyValue(random);
  return count > 1 ? `${value}${index + 1}` : value;
}

function sessionOf(
  input: GeneratorInput,
  minutes: number | undefined,
  index: number,
  count: number,
  random: () => number,
): ProxySession {
  switch (input.session) {
    case "rotating":
      return { mode: "rotating" };
    case "sticky": {
      const sessionId = stickySessionId(input, index, count, random);
      return minutes === undefined ? { mode: "sticky", sessionId } : { mode: "sticky", sessionId, minutes };
    }
    case "timed":
    case "mixed":
      // A missing duration is the grammar's "duration-missing"; the cast lets it say so.
      return { mode: input.session, sessionId: randomSessionId(random), minutes: minutes as number };
  }
}

function paramsOf(input: GeneratorInput, session: ProxySession): ProxyUsernameParams {
  const country = input.country.trim();
  return {
    account: input.account.trim(),
    ...(country === "" ? {} : { country }),
    ...(input.region === "" ? {} : { region: input.region }),
    ...(input.city === "" ? {} : { city: input.city }),
    session,
  };
}

function fieldOf(reason: ProxyCredentialReason): GeneratorField {
  if (reason.startsWith("account-")) return "account";
  if (reason.startsWith("country-")) return "country";
  if (reason.startsWith("region-")) return "region";
  if (reason.startsWith("city-")) return "city";
  if (reason.startsWith("duration-") || reason === "mixed-prefix-mismatch") return "duration";
  return "session";
}

/**
 * The first thing that keeps the form from generating, or null. The grammar
 * checks the line with the longest session value, so a session value that
 * only breaks the length limit once a line number is appended is caught too.
 */
export function findGeneratorProblem(input: GeneratorInput, maxCount: number): GeneratorProblem | null {
  if (input.account.trim() === "") return { field: "account", reason: "account-missing" };
  const count = parseCount(input.count, maxCount);
  const minutes = input.session === "rotating" ? { ok: true as const, value: undefined } : parseMinutes(input.minutes);
  if (!minutes.ok) return { field: "duration", reason: "duration-not-integer" };
  const lines = count.ok ? count.value : 1;
  const reason = validateProxyParams(
    paramsOf(
      input,
      sessionOf(input, minutes.value, lines - 1, lines, () => 0),
    ),
  );
  if (reason) return { field: fieldOf(reason), reason };
  if (!count.ok) return { field: "count", reason: count.reason ?? "count-invalid" };
  return null;
}

/** The whole minutes a mode accepts, for the duration field; null when it takes none. */
export function durationRangeOf(mode: ProxySessionMode): { min: number; max: number } | null {
  if (mode === "sticky") return stickyMinutes;
  if (mode === "timed" || mode === "mixed") return timedMinutes;
  return null;
}

/**
 * The proxy lines for the form, one per requested proxy. Call only when
 * {@link findGeneratorProblem} found nothing: the grammar throws otherwise.
 */
export function generateProxyLines(
  input: GeneratorInput,
  gateway: GatewaySettings,
  password: string,
  random: () => number = cryptoRandom,
): string[] {
  return formatProxyLines(input, gateway, password, generateProxyUsernames(input, gateway, random));
}

/** The lines for usernames made by {@link generateProxyUsernames}, in the form's protocol and format. */
export function formatProxyLines(
  input: GeneratorInput,
  gateway: GatewaySettings,
  password: string,
  usernames: readonly string[],
): string[] {
  const port = input.protocol === "socks5" ? gateway.socks5Port : gateway.httpPort;
  return usernames.map((username) =>
    formatProxyLine(input.format, { host: gateway.host, port, username, password, protocol: input.protocol }),
  );
}

/** The seed of one batch of lines: 128 bits from the browser's cryptographic generator. */
export type GeneratorSeed = readonly [number, number, number, number];

export function newGeneratorSeed(): GeneratorSeed {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return [words[0] as number, words[1] as number, words[2] as number, words[3] as number];
}

/**
 * The random source of a batch (sfc32 from its seed): the preview and the
 * lines use the same seed, so the preview shows the first line exactly, and a
 * new seed after each Generate gives new sessions.
 */
export function seededRandom(seed: GeneratorSeed): () => number {
  let [a, b, c, d] = seed;
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
}

/** The username of the first line the seed makes; null while the parameters break a rule. */
export function exampleUsername(input: GeneratorInput, maxCount: number, seed: GeneratorSeed): string | null {
  if (findGeneratorProblem(input, maxCount)) return null;
  const count = parseCount(input.count, maxCount);
  const minutes = input.session === "rotating" ? undefined : parseMinutes(input.minutes);
  const session = sessionOf(
    input,
    minutes?.ok ? minutes.value : undefined,
    0,
    count.ok ? count.value : 1,
    seededRandom(seed),
  );
  return generateProxyUsername(paramsOf(input, session));
}

/** The full username of each line, beside the formatted lines (what "Test this line" sends). */
export function generateProxyUsernames(
  input: GeneratorInput,
  gateway: GatewaySettings,
  random: () => number = cryptoRandom,
): string[] {
  const count = parseCount(input.count, gateway.maxCount);
  if (!count.ok) throw new Error(`count ${input.count} is not valid`);
  const minutes = input.session === "rotating" ? undefined : parseMinutes(input.minutes);
  const minuteValue = minutes?.ok ? minutes.value : undefined;
  return Array.from({ length: count.value }, (_, index) =>
    generateProxyUsername(paramsOf(input, sessionOf(input, minuteValue, index, count.value, random))),
  );
}

/**
 * The extraction URL for the same parameters (the query of GET /extract/{token}).
 * The URL makes its own random sessions, so a sticky value typed in the form is not part of it.
 * `lang` (the reader's language) makes the URL's refusals readable to whoever copied it:
 * proxy tools send no Accept-Language.
 */
export function buildExtractionUrl(
  baseUrl: string,
  input: GeneratorInput,
  type: "txt" | "json" = "txt",
  lang?: string,
): string {
  const query: Record<keyof ExtractionQuery, string | undefined> = {
    account: input.account.trim() || undefined,
    country: input.country.trim() || undefined,
    region: input.region || undefined,
    city: input.city || undefined,
    session: input.session,
    duration: input.session === "rotating" ? undefined : input.minutes.trim() || undefined,
    protocol: input.protocol,
    format: input.format,
    type,
    count: input.count.trim() || undefined,
    lang,
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  return `${baseUrl}?${search.toString()}`;
}
