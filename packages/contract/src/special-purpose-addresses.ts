/**
 * Addresses that belong to no one on the public internet, from the IANA
 * special-purpose registries (RFC 6890 and successors) plus multicast and
 * translation prefixes: one list for the shop (exit addresses it accepts,
 * countries it looks up) and the gateway (targets a direct exit refuses).
 * Pure code, no `node:net`: the contract also reaches the browser.
 */

/** Why an address is special; the gateway lets some kinds through when configured to (internal deployments). */
export type SpecialPurposeKind =
  /** 0.0.0.0/8, ::/128: "this host"; connecting there reaches the machine itself. */
  | "unspecified"
  | "loopback"
  /** RFC 1918, unique local fc00::/7, shared address space 100.64/10 (carrier-grade NAT, cloud metadata). */
  | "private"
  /** 169.254/16 (cloud metadata 169.254.169.254), fe80::/10. */
  | "link-local"
  | "documentation"
  | "benchmarking"
  | "multicast"
  /** IETF protocol assignments, reserved and deprecated blocks. */
  | "reserved"
  /** NAT64, 6to4, Teredo: IPv6 prefixes that carry an IPv4 address and reach it through a translator. */
  | "translation";

/** One special-purpose network. */
export interface SpecialPurposeRange {
  network: string;
  prefix: number;
  family: 4 | 6;
  kind: SpecialPurposeKind;
}

const v4 = (network: string, prefix: number, kind: SpecialPurposeKind): SpecialPurposeRange => ({
  network,
  prefix,
  family: 4,
  kind,
});
const v6 = (network: string, prefix: number, kind: SpecialPurposeKind): SpecialPurposeRange => ({
  network,
  prefix,
  family: 6,
  kind,
});

/**
 * Every special-purpose network. Globally reachable entries of the IANA
 * registries (AS112, AMT, ORCHID v2's successors …) are left out: they are
 * ordinary internet destinations. IPv4-mapped IPv6 (::ffff:0:0/96) is not a
 * range here: such an address is judged as the IPv4 address it carries.
 */
export const specialPurposeRanges: readonly SpecialPurposeRange[] = [
  v4("0.0.0.0", 8, "unspecified"),
  v4("10.0.0.0", 8, "private"),
  v4("100.64.0.0", 10, "private"),
  v4("127.0.0.0", 8, "loopback"),
  v4("169.254.0.0", 16, "link-local"),
  v4("172.16.0.0", 12, "private"),
  v4("192.0.0.0", 24, "reserved"),
  v4("192.0.2.0", 24, "documentation"),
  // The deprecated 6to4 relay anycast block (RFC 7526).
  v4("192.88.99.0", 24, "translation"),
  v4("192.168.0.0", 16, "private"),
  v4("198.18.0.0", 15, "benchmarking"),
  v4("198.51.100.0", 24, "documentation"),
  v4("203.0.113.0", 24, "documentation"),
  v4("224.0.0.0", 4, "multicast"),
  // Reserved for future use, and the limited broadcast address 255.255.255.255.
  v4("240.0.0.0", 4, "reserved"),
  v6("::", 128, "unspecified"),
  v6("::1", 128, "loopback"),
  // IPv4-compatible addresses (deprecated, RFC 4291).
  v6("::", 96, "reserved"),
  v6("64:ff9b::", 96, "translation"),
  v6("64:ff9b:1::", 48, "translation"),
  // Discard-only (RFC 6666).
  v6("100::", 64, "reserved"),
  // IETF protocol assignments, Teredo (2001::/32) among them.
  v6("2001::", 23, "reserved"),
  v6("2001::", 32, "translation"),
  v6("2001:db8::", 32, "documentation"),
  v6("2002::", 16, "translation"),
  v6("3fff::", 20, "documentation"),
  // Segment-routing (SRv6) identifiers (RFC 9602).
  v6("5f00::", 16, "reserved"),
  v6("fc00::", 7, "private"),
  v6("fe80::", 10, "link-local"),
  // Site-local (deprecated, RFC 3879).
  v6("fec0::", 10, "reserved"),
  v6("ff00::", 8, "multicast"),
];

/** An address as a number: 32 bits for IPv4, 128 for IPv6. */
export interface ParsedIpAddress {
  family: 4 | 6;
  value: bigint;
}

const ipv4Pattern = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function parseIpv4(text: string): bigint | null {
  if (!ipv4Pattern.test(text)) return null;
  let value = 0n;
  for (const octet of text.split(".")) value = (value << 8n) | BigInt(Number(octet));
  return value;
}

function parseIpv6(text: string): bigint | null {
  // A zone (fe80::1%eth0) names an interface, not an address.
  const address = text.split("%")[0] ?? "";
  if (!/^[0-9A-Fa-f:.]{2,45}$/.test(address)) return null;
  let groups: string[];
  let tail: bigint | null = null;
  let text6 = address;
  // An embedded dotted IPv4 tail (::ffff:1.2.3.4, 64:ff9b::192.0.2.1) is two groups.
  const lastColon = address.lastIndexOf(":");
  if (address.includes(".")) {
    tail = parseIpv4(address.slice(lastColon + 1));
    if (tail === null) return null;
    text6 = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text6.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  if (halves.length === 2) {
    const missing = 8 - head.length - rest.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<string>(missing).fill("0"), ...rest];
  } else {
    groups = head;
  }
  if (groups.length !== 8) return null;
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9A-Fa-f]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(Number.parseInt(group, 16));
  }
  return tail === null ? value : (value & ~0xffffffffn) | tail;
}

/** An IPv4 or IPv6 address in any usual notation; null when it is neither. */
export function parseIpAddress(text: string): ParsedIpAddress | null {
  const ipv4 = parseIpv4(text);
  if (ipv4 !== null) return { family: 4, value: ipv4 };
  const ipv6 = parseIpv6(text);
  return ipv6 === null ? null : { family: 6, value: ipv6 };
}

function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join(".");
}

const mappedPrefix = 0xffffn << 32n;

/**
 * The IPv4 address an IPv4-mapped IPv6 address stands for (`::ffff:10.0.0.1`,
 * `::ffff:a00:1`: what a dual-stack socket reports for an IPv4 peer), else
 * the address as given. Every check reads addresses through this, so the
 * mapped form cannot dodge a rule written for IPv4.
 */
export function unmapIpv4(address: string): string {
  if (!address.includes(":")) return address;
  const parsed = parseIpv6(address);
  if (parsed === null || parsed >> 32n !== mappedPrefix >> 32n) return address;
  return formatIpv4(parsed & 0xffffffffn);
}

const nat64WellKnown = 0x64ff9bn << 96n;

/**
 * The IPv4 address an IPv6 address carries towards a translator: IPv4-mapped,
 * NAT64's well-known prefix (64:ff9b::/96, RFC 6052), 6to4 (2002::/16, the
 * 32 bits after the prefix) and Teredo (2001::/32, the client's address, its
 * bits inverted). Null for any other address.
 */
export function embeddedIpv4(address: string): string | null {
  const parsed = parseIpAddress(address);
  if (parsed?.family !== 6) return null;
  const value = parsed.value;
  if (value >> 32n === mappedPrefix >> 32n || value >> 32n === nat64WellKnown >> 32n) {
    return formatIpv4(value & 0xffffffffn);
  }
  if (value >> 112n === 0x2002n) return formatIpv4((value >> 80n) & 0xffffffffn);
  if (value >> 96n === 0x20010000n) return formatIpv4(~value & 0xffffffffn);
  return null;
}

interface CompiledRange {
  range: SpecialPurposeRange;
  network: bigint;
  mask: bigint;
}

function compile(range: SpecialPurposeRange): CompiledRange {
  const bits = range.family === 4 ? 32n : 128n;
  const all = (1n << bits) - 1n;
  const mask = all ^ ((1n << (bits - BigInt(range.prefix))) - 1n);
  const parsed = parseIpAddress(range.network);
  if (!parsed || parsed.family !== range.family) throw new Error(`bad special-purpose range ${range.network}`);
  return { range, network: parsed.value & mask, mask };
}

// Most specific first, so an address inside two ranges (::1 in ::/96) gets the narrower one's kind.
const compiled = specialPurposeRanges.map(compile).sort((a, b) => b.range.prefix - a.range.prefix);
const compiledV6 = compiled.filter((entry) => entry.range.family === 6);
// IPv4 with plain numbers: the gateway checks every target address, and bigint costs several times more.
const compiledV4 = compiled
  .filter((entry) => entry.range.family === 4)
  .map((entry) => ({ range: entry.range, network: Number(entry.network), mask: Number(entry.mask) }));

/** The range of an IPv4 address (null: none), or undefined when `address` is no IPv4 address. */
function ipv4RangeOf(address: string): SpecialPurposeRange | null | undefined {
  if (!ipv4Pattern.test(address)) return undefined;
  let value = 0;
  for (const octet of address.split(".")) value = value * 256 + Number(octet);
  for (const entry of compiledV4) if ((value & entry.mask) >>> 0 === entry.network) return entry.range;
  return null;
}

/**
 * The special-purpose range an address lies in (the most specific one), or
 * null for an ordinary internet address. An IPv4-mapped address is judged as
 * its IPv4 address; a translation address (NAT64, 6to4, Teredo) whose
 * embedded IPv4 address is special answers that address's range, so a
 * refusal names what the translator would have reached. A string that is no
 * address answers null: callers check the syntax first.
 */
export function specialPurposeRangeOf(address: string): SpecialPurposeRange | null {
  const plain = unmapIpv4(address);
  const ipv4 = ipv4RangeOf(plain);
  if (ipv4 !== undefined) return ipv4;
  const value = parseIpv6(plain);
  if (value === null) return null;
  const found = compiledV6.find((entry) => (value & entry.mask) === entry.network);
  if (found?.range.kind === "translation") {
    const inner = embeddedIpv4(address);
    const innerRange = inner ? specialPurposeRangeOf(inner) : null;
    if (innerRange) return innerRange;
  }
  return found?.range ?? null;
}

/** Whether an address belongs to no one on the public internet (see {@link specialPurposeRanges}). */
export function isSpecialPurposeAddress(address: string): boolean {
  return specialPurposeRangeOf(address) !== null;
}
