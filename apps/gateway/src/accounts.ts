import { createHash, timingSafeEqual } from "node:crypto";
import type { GatewayAccount, GatewayAccountStatus, GatewayStaticIp, ParsedProxyUsername } from "@shop/contract";
import type { ShopClient } from "./shop-client.ts";
import { parsedUsername } from "./usernames.ts";

/** Why a client is refused, as the client sees it (HTTP reason header, log, metric label). */
export type Refusal =
  | "credentials-missing"
  | "credentials-invalid"
  | "account-disabled"
  | "account-deleted"
  | "traffic-exhausted"
  | "limit-reached"
  /** The account's cap for this business day (or calendar month) is used up; it resets at midnight (the 1st). */
  | "daily-limit-reached"
  | "monthly-limit-reached"
  | "uncertified"
  | "suspended"
  | "static-ip-expired"
  | "shop-unavailable"
  /** Internal: the member's bytes are all reserved by other gateways' grants for now (told as traffic-exhausted). */
  | "traffic-reserved"
  /** Locked out for failed passwords from this address (auth-throttle.ts); the password was not checked. */
  | "too-many-failures"
  /** Too many lookups of unknown account names (auth-throttle.ts). */
  | "lookups-throttled"
  /** The account's cap on open connections is reached, on all gateways together (limits.ts). */
  | "too-many-connections"
  /** The member's tunnel plan caps all their sub-accounts' open connections together, on every gateway (limits.ts). */
  | "plan-connection-limit"
  /** A static IP's own cap on open connections, on every gateway together (limits.ts). */
  | "static-ip-connection-limit";

/** The account's own limits, as the shop gave them with the verdict (null: none). */
export interface AccountLimits {
  maxConnections: number | null;
  bandwidthMbps: number | null;
}

function limitsOf(
  account: Pick<GatewayAccount, "maxConnections" | "bandwidthMbps"> | Partial<GatewayStaticIp>,
): AccountLimits | undefined {
  const maxConnections = account.maxConnections ?? null;
  const bandwidthMbps = account.bandwidthMbps ?? null;
  return maxConnections === null && bandwidthMbps === null ? undefined : { maxConnections, bandwidthMbps };
}

function deniedOf(account: GatewayAccount): readonly string[] | undefined {
  return account.deniedDomains?.length ? account.deniedDomains : undefined;
}

/** A member's tunnel plan as the gateway applies it (docs/decisions.md "Tunnel plans"). */
export interface PlanLimits {
  id: number;
  /** Keys the member-wide connection count and bandwidth bucket. */
  member: string;
  maxConnections: number;
  bandwidthMbps: number;
  /** When it ends, ms since 1970 (shop time). */
  endsAt: number;
}

function planOf(account: GatewayAccount, now: number): PlanLimits | undefined {
  const plan = account.plan;
  if (!plan) return undefined;
  const endsAt = Date.parse(plan.endsAt);
  // A plan past its end is not applied, whatever a cached answer says.
  if (!(endsAt > now)) return undefined;
  return { ...plan, endsAt };
}

export type Verdict =
  | {
      ok: true;
      account: string;
      username: ParsedProxyUsername & { ok: true };
      /** A static IP's account: the traffic leaves from this address, and is not charged as traffic. */
      staticOutIp?: string;
      /** The account's limits; absent when it has none (the common case costs nothing per chunk). */
      limits?: AccountLimits;
      /** Target domains it may not reach (its member's and the seller's deny lists); absent when none. */
      deniedDomains?: readonly string[];
      /** The member's tunnel plan in force; absent without one. */
      plan?: PlanLimits;
    }
  | { ok: false; refusal: Refusal };

/** Why a client is refused for an account status the shop gave (account checks and grant answers). */
export const refusalOfStatus: Record<Exclude<GatewayAccountStatus, "active">, Refusal> = {
  disabled: "account-disabled",
  deleted: "account-deleted",
  exhausted: "traffic-exhausted",
  "limit-reached": "limit-reached",
  "daily-limit-reached": "daily-limit-reached",
  "monthly-limit-reached": "monthly-limit-reached",
  uncertified: "uncertified",
  suspended: "suspended",
};

const staticRefusalOf: Record<GatewayStaticIp["status"], Refusal> = {
  active: "static-ip-expired",
  expired: "static-ip-expired",
  suspended: "suspended",
  uncertified: "uncertified",
  deleted: "account-deleted",
};

/** A refusal for an account's status, or null when it may pass. */
function refusalOf(status: GatewayAccountStatus): Refusal | null {
  return status === "active" ? null : refusalOfStatus[status];
}

interface Entry<T> {
  value: T;
  expires: number;
}

/**
 * A small TTL cache with one lookup in flight per key: a burst of new
 * connections of one account costs the shop one call. Bounded: the oldest
 * entries go first.
 */
class LookupCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly limit: number;
  private readonly ttl: (value: T) => number;
  private readonly now: () => number;
  constructor(ttl: (value: T) => number, limit = 100_000, now: () => number = Date.now) {
    this.ttl = ttl;
    this.limit = limit;
    this.now = now;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** The value while it is fresh; an expired entry is nothing (never trusted past its time). */
  peek(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expires > now ? entry.value : undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Whether `key` would be answered without a lookup (a fresh entry, a miss included). */
  isFresh(key: string, now = this.now()): boolean {
    return (this.entries.get(key)?.expires ?? 0) > now;
  }

  set(key: string, value: T, now = this.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: now + this.ttl(value) });
  }

  /**
   * The cached value, or one lookup shared by every caller. Fail-closed: a
   * failed lookup throws even when an expired value is there (the caller
   * refuses with shop-unavailable), so credentials expire for real.
   */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.value;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const lookup = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, lookup);
    return lookup;
  }
}

function sha256Hex(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/**
 * Who a client is: a proxy username and password (parsed with the contract's
 * own parser, so the gateway accepts exactly what the shop hands out), or the
 * client's address on a member's allowlist. Accounts are cached by account
 * name, not by full username (every new session id is a new username).
 */
export function createAuthenticator(deps: {
  shop: Pick<ShopClient, "account" | "staticIp" | "allowlisted">;
  hitMs: number;
  missMs: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const ttl = (value: unknown) => (value ? deps.hitMs : deps.missMs);
  // An answer with a plan is not kept past the plan's end: the next check learns the account without it.
  const accountTtl = (value: GatewayAccount | null) =>
    value?.plan ? Math.max(0, Math.min(deps.hitMs, Date.parse(value.plan.endsAt) - now())) : ttl(value);
  const accounts = new LookupCache<GatewayAccount | null>(accountTtl, 100_000, now);
  const statics = new LookupCache<GatewayStaticIp | null>(ttl, 100_000, now);
  const allowlist = new LookupCache<{ account: GatewayAccount } | null>(ttl, 100_000, now);

  // The latest status a batch answer gave, for accounts the cache may not hold (allowlist clients);
  // a fresh lookup of the account replaces it, and it expires like the cache.
  const latest = new LookupCache<GatewayAccountStatus>(() => deps.hitMs, 100_000, now);
  const lookupAccount = (name: string) =>
    accounts.get(name, async () => {
      const account = await deps.shop.account(name);
      latest.delete(name);
      return account;
    });
  const statusOf = (account: GatewayAccount) => latest.peek(account.username) ?? account.status;

  return {
    async withPassword(username: string, password: string): Promise<Verdict> {
      // A malformed username is refused without any lookup.
      const parsed = parsedUsername(username);
      if (!parsed.ok) return { ok: false, refusal: "credentials-invalid" };
      let account: GatewayAccount | null;
      try {
        account = await lookupAccount(parsed.params.account);
      } catch {
        return { ok: false, refusal: "shop-unavailable" };
      }
      const given = sha256Hex(password);
      // Not a sub-account: maybe a static IP's account (a bare name, no targeting).
      const bare = parsed.params.session.mode === "rotating" && !parsed.params.country;
      if (!account && bare) {
        let found: GatewayStaticIp | null;
        try {
          found = await statics.get(parsed.params.account, () => deps.shop.staticIp(parsed.params.account));
        } catch {
          return { ok: false, refusal: "shop-unavailable" };
        }
        const hash = Buffer.from(found?.passwordSha256 ?? "", "hex");
        if (!found || hash.length !== given.length || !timingSafeEqual(hash, given)) {
          return { ok: false, refusal: "credentials-invalid" };
        }
        if (found.status !== "active" || Date.parse(found.expiresAt) <= now()) {
          return { ok: false, refusal: staticRefusalOf[found.status] ?? "static-ip-expired" };
        }
        return {
          ok: true,
          account: found.account,
          username: parsed,
          staticOutIp: found.outIp,
          limits: limitsOf(found),
        };
      }
      const expected = Buffer.from(account?.passwordSha256 ?? "", "hex");
      // Compared in constant time; an unknown account compares against nothing and fails the same way.
      const matches =
        account !== null && expected.length === given.length && timingSafeEqual(expected, given) && password !== "";
      if (!account || !matches) return { ok: false, refusal: "credentials-invalid" };
      const refusal = refusalOf(statusOf(account));
      if (refusal) return { ok: false, refusal };
      return {
        ok: true,
        account: account.username,
        username: parsed,
        limits: limitsOf(account),
        deniedDomains: deniedOf(account),
        plan: planOf(account, now()),
      };
    },

    /** A client without credentials: allowed when its address is on an allowlist (IPv4-mapped addresses normalised). */
    async withAddress(remoteAddress: string | undefined): Promise<Verdict> {
      if (!remoteAddress) return { ok: false, refusal: "credentials-missing" };
      const ip = remoteAddress.startsWith("::ffff:") ? remoteAddress.slice(7) : remoteAddress;
      let match: { account: GatewayAccount } | null;
      try {
        match = await allowlist.get(ip, () => deps.shop.allowlisted(ip));
      } catch {
        return { ok: false, refusal: "shop-unavailable" };
      }
      if (!match) return { ok: false, refusal: "credentials-missing" };
      const current = accounts.peek(match.account.username) ?? match.account;
      const refusal = refusalOf(statusOf(current));
      if (refusal) return { ok: false, refusal };
      const username = parsedUsername(match.account.username);
      if (!username.ok) return { ok: false, refusal: "credentials-missing" };
      return {
        ok: true,
        account: match.account.username,
        username,
        limits: limitsOf(current),
        deniedDomains: deniedOf(current),
        plan: planOf(current, now()),
      };
    },

    /** For the throttle: whether a lookup of `name` needs the shop, and whether the shop knows the name. */
    cacheState(name: string): { cached: boolean; known: boolean } {
      return {
        // A bare name missed as an account is looked up as a static IP right after: both age alike.
        cached: accounts.isFresh(name),
        known: Boolean(accounts.peek(name) ?? statics.peek(name)),
      };
    },

    /** The shop's answer to a batch changes an account's status at once (cut-off), cached or not. */
    updateStatus(name: string, status: GatewayAccountStatus): void {
      latest.set(name, status);
    },

    /** The shop noted a change of this account (or static IP): nothing cached about it is used again. */
    forget(name: string): void {
      accounts.delete(name);
      statics.delete(name);
      latest.delete(name);
      // Addresses map to accounts: an allowlist change shows as its member's accounts.
      allowlist.clear();
    },

    forgetAll(): void {
      accounts.clear();
      statics.clear();
      latest.clear();
      allowlist.clear();
    },
  };
}
