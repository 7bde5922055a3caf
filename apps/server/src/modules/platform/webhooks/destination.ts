import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isSpecialPurposeAddress, unmapIpv4 } from "@shop/contract";

/**
 * Where a webhook may be sent. The URL must be HTTPS with a host that
 * resolves only to public addresses; every resolved address is checked with
 * the contract's special-purpose ranges (private, loopback, link-local and the
 * 169.254.169.254 metadata address, IPv4-mapped IPv6 unmapped first), and the
 * address that passed is returned so the caller connects to it and nothing
 * else (no second lookup an attacker's DNS could answer differently).
 *
 * `allowLoopbackOrigin` is the demo/test escape hatch: one configured
 * `http://127.0.0.1:<port>` origin, never on by default.
 */
export type DestinationRefusal = "invalid_url" | "not_https" | "unresolvable" | "private_address";

export type Resolver = (host: string) => Promise<readonly string[]>;

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export async function checkDestination(
  rawUrl: string,
  options: { resolve?: Resolver; allowLoopbackOrigin?: string | null } = {},
): Promise<{ ok: true; url: URL; address: string } | { ok: false; reason: DestinationRefusal }> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: "invalid_url" };
  }
  if (url.username || url.password) return { ok: false, reason: "invalid_url" };
  if (options.allowLoopbackOrigin && url.origin === new URL(options.allowLoopbackOrigin).origin) {
    return { ok: true, url, address: url.hostname.replace(/^\[|\]$/g, "") };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "not_https" };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: readonly string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      return { ok: false, reason: "unresolvable" };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: "unresolvable" };
  // Every answer must be public: a mixed answer is refused, not filtered, so
  // round-robin DNS cannot slip an internal address in on a later attempt.
  if (addresses.some((address) => isSpecialPurposeAddress(address))) return { ok: false, reason: "private_address" };
  return { ok: true, url, address: unmapIpv4(addresses[0] as string) };
}
