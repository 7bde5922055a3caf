import { lookup as dnsLookup } from "node:dns/promises";
import os from "node:os";
import { parseIpAddress, specialPurposeRangeOf, unmapIpv4 } from "@shop/contract";

/** One spelling per address (`::1`, `0:0::1` and `::ffff:127.0.0.1` vs `127.0.0.1` compare equal). */
export function addressKey(address: string): string | null {
  const parsed = parseIpAddress(unmapIpv4(address));
  return parsed ? `${parsed.family}:${parsed.value.toString(16)}` : null;
}

/**
 * The addresses of this machine and of the shop, which a direct exit must
 * never reach in production: `CONNECT <the gateway's public address>:<a
 * local port>` would otherwise reach whatever listens there (a co-hosted
 * shop, an admin port), and the shop's own address its internal API. The
 * machine's interfaces (all of loopback when it has any) and the listen
 * address; the shop's host name resolved at start and every `refreshMs`,
 * as addresses move.
 */
export function createSelfAddresses(options: {
  /** Every shop URL the gateway calls. */
  shopUrls: string[];
  listenHost: string;
  interfaces?: () => ReturnType<typeof os.networkInterfaces>;
  lookup?: (host: string) => Promise<string[]>;
  refreshMs?: number;
  onLookupFailed?: (host: string, error: Error) => void;
}) {
  const interfaces = options.interfaces ?? os.networkInterfaces;
  const lookup =
    options.lookup ?? (async (host: string) => (await dnsLookup(host, { all: true })).map((entry) => entry.address));
  let own = new Set<string>();
  let hasLoopback = false;
  let shop = new Set<string>();
  const shopHosts = options.shopUrls.map((url) => new URL(url).hostname.replace(/^\[|\]$/g, ""));

  function readInterfaces(): void {
    const keys = new Set<string>();
    let loopback = false;
    for (const entries of Object.values(interfaces())) {
      for (const entry of entries ?? []) {
        const key = addressKey(entry.address);
        if (key) keys.add(key);
        if (entry.internal) loopback = true;
      }
    }
    const listen = addressKey(options.listenHost);
    // 0.0.0.0 and :: mean every interface: those are read above.
    if (listen && !["0.0.0.0", "::"].includes(options.listenHost)) keys.add(listen);
    own = keys;
    hasLoopback = loopback;
  }

  async function readShop(): Promise<void> {
    const next = new Set<string>();
    for (const shopHost of shopHosts) {
      const direct = addressKey(shopHost);
      if (direct) {
        next.add(direct);
        continue;
      }
      try {
        for (const address of await lookup(shopHost)) {
          const key = addressKey(address);
          if (key) next.add(key);
        }
      } catch (error) {
        // The last answer stays: a resolver hiccup must not open the shop to the exits.
        for (const key of shop) next.add(key);
        options.onLookupFailed?.(shopHost, error as Error);
      }
    }
    shop = next;
  }

  readInterfaces();
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<void> {
    readInterfaces();
    await readShop();
    if (!timer) {
      timer = setInterval(() => void refresh(), options.refreshMs ?? 60_000);
      timer.unref();
    }
  }

  return {
    /** Whether `address` is this machine's or the shop's. */
    has(address: string): boolean {
      const key = addressKey(address);
      if (!key) return false;
      if (own.has(key) || shop.has(key)) return true;
      // Any address of 127/8 or ::1 reaches this machine, not only the one its interface lists.
      return hasLoopback && specialPurposeRangeOf(address)?.kind === "loopback";
    },
    /** Reads the interfaces and resolves the shop again; the first call also starts the periodic refresh. */
    refresh,
    close(): void {
      clearInterval(timer);
    },
  };
}

export type SelfAddresses = ReturnType<typeof createSelfAddresses>;
