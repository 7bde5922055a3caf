import net from "node:net";
import { parseIpAddress, unmapIpv4 } from "@shop/contract";
import type { Verdict } from "./accounts.ts";
import { parsedUsername } from "./usernames.ts";

/** Why an attempt was turned away before its password was checked (a metric label). */
export type ThrottleRule = "pair-locked" | "source-locked" | "source-lookups" | "global-lookups" | "queue-full";

export interface AuthThrottleOptions {
  now: () => number;
  /** Failures of one account name from one source, within `windowMs`, before that pair is locked. */
  pairFailures: number;
  /** Failures of any names from one source, within `windowMs`, before the source is locked. */
  sourceFailures: number;
  windowMs: number;
  /** The first lockout; each further one (a failure soon after a lockout) doubles it, up to `maxLockoutMs`. */
  lockoutMs: number;
  maxLockoutMs: number;
  /** Quiet time after which a source or pair starts again from no lockouts. */
  forgetMs: number;
  /**
   * Failures of one account name from all sources within `windowMs` that mark it as under attack:
   * then a source's first failure for it locks that pair. Nobody who has not failed is locked.
   */
  accountUnderAttack: number;
  /** Lookups of names the gateway does not know, per source and for the whole gateway (token buckets). */
  sourceLookups: { burst: number; perSecond: number };
  globalLookups: { burst: number; perSecond: number };
  /** Attempts one source may have in flight at once: before any failure, and after one. */
  parallel: number;
  parallelAfterFailure: number;
  /** Attempts of one source waiting for their turn; more are refused. */
  maxQueued: number;
  /** Entries kept per map (sources, pairs, accounts); the least recently used go first. */
  maxEntries: number;
}

export const defaultAuthThrottle: Omit<AuthThrottleOptions, "now"> = {
  pairFailures: 5,
  sourceFailures: 20,
  windowMs: 10 * 60_000,
  lockoutMs: 10_000,
  maxLockoutMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
  accountUnderAttack: 100,
  sourceLookups: { burst: 10, perSecond: 0.5 },
  globalLookups: { burst: 200, perSecond: 50 },
  parallel: 16,
  parallelAfterFailure: 1,
  // Waiting costs a closure per attempt, and sockets are capped anyway: a tool opening hundreds of
  // connections at once while its account is looked up waits rather than being refused.
  maxQueued: 4_096,
  maxEntries: 100_000,
};

/** Failures and lockouts of a source or of a (source, account) pair. */
interface Strikes {
  failures: number;
  windowStart: number;
  lastFailure: number;
  lockouts: number;
  lockedUntil: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

interface Source {
  strikes: Strikes;
  lookups: Bucket;
  running: number;
  queue: (() => void)[];
}

/** A Map that keeps at most `limit` entries, dropping the least recently used: an attacker cannot grow it. */
class BoundedMap<V> {
  private readonly map = new Map<string, V>();
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    if (this.map.size >= this.limit) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(key, value);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  get size(): number {
    return this.map.size;
  }
}

/**
 * Where an attempt comes from: an IPv4 address, or an IPv6 /64 (one
 * customer's network; a guesser would otherwise use a new address per try).
 */
export function sourceKeyOf(remoteAddress: string | undefined): string {
  if (!remoteAddress) return "unknown";
  const plain = unmapIpv4(remoteAddress);
  // The common case, without the 128-bit parse.
  if (net.isIPv4(plain)) return plain;
  const parsed = parseIpAddress(plain);
  if (!parsed) return plain;
  return parsed.family === 4 ? plain : `${(parsed.value >> 64n).toString(16)}/64`;
}

/**
 * Makes password guessing slow without locking anyone out who has not
 * failed. Checks happen before the password (and before any shop lookup):
 *
 * - a (source, account) pair with `pairFailures` failures in the window is
 *   locked, then the source after `sourceFailures`; each lockout is short and
 *   the next one (any failure soon after) twice as long;
 * - an account failed from many sources is "under attack": one failure locks
 *   a pair; the right password from a source that never failed still works;
 * - lookups of names the gateway does not know cost a token per source and
 *   one for the gateway, given back when the name turns out to exist, so
 *   random well-formed usernames cannot each cost a signed shop call while a
 *   gateway restart (every name new, every one real) costs nothing;
 * - a source runs a few attempts at once, one at a time after a failure, so
 *   a burst cannot slip past the counters while a lookup is in flight.
 */
export function createAuthThrottle(
  deps: {
    /** Whether a lookup of `name` would be answered without the shop, and whether the shop knows the name. */
    cacheState: (name: string) => { cached: boolean; known: boolean };
    onThrottled?: (rule: ThrottleRule) => void;
  } & Partial<AuthThrottleOptions>,
) {
  const options: AuthThrottleOptions = { ...defaultAuthThrottle, now: Date.now, ...deps };
  const { now } = options;
  const sources = new BoundedMap<Source>(options.maxEntries);
  const pairs = new BoundedMap<Strikes>(options.maxEntries);
  const accountFailures = new BoundedMap<{ count: number; windowStart: number }>(options.maxEntries);
  const global: Bucket = { tokens: options.globalLookups.burst, updatedAt: now() };
  /** Names whose lookup an attempt paid for and is still waiting on: attempts beside it share that one lookup. */
  const lookingUp = new Map<string, number>();

  const freshStrikes = (): Strikes => ({
    failures: 0,
    windowStart: now(),
    lastFailure: 0,
    lockouts: 0,
    lockedUntil: 0,
  });

  function sourceOf(key: string): Source {
    let source = sources.get(key);
    if (!source) {
      source = {
        strikes: freshStrikes(),
        lookups: { tokens: options.sourceLookups.burst, updatedAt: now() },
        running: 0,
        queue: [],
      };
      sources.set(key, source);
    }
    return source;
  }

  const isLocked = (strikes: Strikes | undefined) => strikes !== undefined && strikes.lockedUntil > now();

  /** Counts a failure; locks at the threshold, and at once when a lockout was recent. */
  function strike(strikes: Strikes, threshold: number): void {
    const at = now();
    if (strikes.lockouts > 0 && at - strikes.lastFailure > options.forgetMs) strikes.lockouts = 0;
    if (at - strikes.windowStart > options.windowMs) {
      strikes.failures = 0;
      strikes.windowStart = at;
    }
    strikes.failures += 1;
    strikes.lastFailure = at;
    if (strikes.lockouts > 0 || strikes.failures >= threshold) {
      strikes.lockouts += 1;
      const ms = Math.min(options.maxLockoutMs, options.lockoutMs * 2 ** Math.min(30, strikes.lockouts - 1));
      strikes.lockedUntil = at + ms;
      strikes.failures = 0;
      strikes.windowStart = at;
    }
  }

  function take(bucket: Bucket, rate: { burst: number; perSecond: number }): boolean {
    const at = now();
    bucket.tokens = Math.min(rate.burst, bucket.tokens + ((at - bucket.updatedAt) / 1000) * rate.perSecond);
    bucket.updatedAt = at;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  function giveBack(bucket: Bucket, rate: { burst: number }): void {
    bucket.tokens = Math.min(rate.burst, bucket.tokens + 1);
  }

  /** Takes one of the source's running slots when one is free now (no wait, the common case). */
  function turnNow(source: Source): boolean {
    const limit =
      source.strikes.failures > 0 || source.strikes.lockouts > 0 ? options.parallelAfterFailure : options.parallel;
    if (source.running < limit && source.queue.length === 0) {
      source.running += 1;
      return true;
    }
    return false;
  }

  /** Waits for one of the source's running slots; false when too many already wait. */
  async function turn(source: Source): Promise<boolean> {
    if (turnNow(source)) return true;
    if (source.queue.length >= options.maxQueued) return false;
    await new Promise<void>((resolve) => source.queue.push(resolve));
    return true;
  }

  function release(source: Source): void {
    const limit =
      source.strikes.failures > 0 || source.strikes.lockouts > 0 ? options.parallelAfterFailure : options.parallel;
    const next = source.running <= limit ? source.queue.shift() : undefined;
    if (next) next();
    else source.running -= 1;
  }

  const throttled = (rule: ThrottleRule): Verdict => {
    deps.onThrottled?.(rule);
    return {
      ok: false,
      // Only a lockout is about failures; the others ask a client that may never have failed to retry shortly.
      refusal: rule === "pair-locked" || rule === "source-locked" ? "too-many-failures" : "lookups-throttled",
    };
  };

  return {
    /**
     * Runs `attempt` (the password check) unless the source or the pair is
     * locked or the lookup budget is spent, and counts its failure.
     */
    async withPassword(
      remoteAddress: string | undefined,
      username: string,
      attempt: () => Promise<Verdict>,
    ): Promise<Verdict> {
      const sourceKey = sourceKeyOf(remoteAddress);
      const source = sourceOf(sourceKey);
      if (isLocked(source.strikes)) return throttled("source-locked");
      const parsed = parsedUsername(username);
      const name = parsed.ok ? parsed.params.account : null;
      const pairKey = `${sourceKey} ${name ?? ""}`;
      if (name !== null && isLocked(pairs.get(pairKey))) return throttled("pair-locked");

      if (!turnNow(source) && !(await turn(source))) return throttled("queue-full");
      let tokenTaken = false;
      try {
        // Checked again after waiting for the turn: the attempts before it may have locked the source.
        if (isLocked(source.strikes)) return throttled("source-locked");
        if (name !== null && isLocked(pairs.get(pairKey))) return throttled("pair-locked");
        if (name !== null) {
          const state = deps.cacheState(name);
          // Attempts for a name already being looked up wait for that lookup (the account cache shares
          // it): a tool opening 200 connections at once on a cold gateway costs one lookup, not 200.
          if (!state.cached && !state.known && !lookingUp.has(name)) {
            if (!take(source.lookups, options.sourceLookups)) return throttled("source-lookups");
            if (!take(global, options.globalLookups)) {
              giveBack(source.lookups, options.sourceLookups);
              return throttled("global-lookups");
            }
            tokenTaken = true;
            lookingUp.set(name, (lookingUp.get(name) ?? 0) + 1);
          }
        }
        let verdict: Verdict;
        try {
          verdict = await attempt();
        } finally {
          if (tokenTaken && name !== null) {
            const left = (lookingUp.get(name) ?? 1) - 1;
            if (left > 0) lookingUp.set(name, left);
            else lookingUp.delete(name);
          }
        }
        if (tokenTaken && name !== null && deps.cacheState(name).known) {
          giveBack(source.lookups, options.sourceLookups);
          giveBack(global, options.globalLookups);
        }
        if (!verdict.ok && verdict.refusal === "credentials-invalid") {
          strike(source.strikes, options.sourceFailures);
          if (name !== null) {
            const at = now();
            let account = accountFailures.get(name);
            if (!account || at - account.windowStart > options.windowMs) {
              account = { count: 0, windowStart: at };
              accountFailures.set(name, account);
            }
            account.count += 1;
            let pair = pairs.get(pairKey);
            if (!pair) {
              pair = freshStrikes();
              pairs.set(pairKey, pair);
            }
            strike(pair, account.count >= options.accountUnderAttack ? 1 : options.pairFailures);
          }
        } else if (verdict.ok && name !== null) {
          pairs.delete(pairKey);
        }
        return verdict;
      } finally {
        release(source);
      }
    },

    /** How many sources, pairs and accounts are remembered (bounded by `maxEntries` each). */
    sizes() {
      return { sources: sources.size, pairs: pairs.size, accounts: accountFailures.size };
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
