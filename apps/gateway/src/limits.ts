import { randomUUID } from "node:crypto";
import type net from "node:net";
import type { Logger } from "pino";
import type { GrantOutcome } from "./grants.ts";
import { createGatewayRedis, type RedisTimeouts } from "./redis-client.ts";
import type { Allowance } from "./tunnel.ts";

/**
 * A sub-account's open connections, counted for every gateway together.
 * With Redis, one hash per account holding each gateway process's share
 * (HINCRBY up on a lease, down when the client's connection closes), and a
 * liveness key per process renewed every few seconds: a share whose process
 * stopped renewing (killed, cut off) no longer counts and is dropped at the
 * next lease, so a kill -9 frees its places within `aliveMs`, not a day later.
 * A lease is one Lua script (sum of the live shares, then take), so two
 * gateways never both take the last place. Without Redis, while it is
 * unreachable, or when a command does not answer within the command timeout
 * (250 ms, then Redis is left alone for a cooldown of 5 s), each gateway
 * process counts its own connections against the whole cap (docs/decisions.md:
 * with N gateways an account may then hold up to N × the cap).
 */
export interface ConnectionCounter {
  /** Takes one of `max` places for `account`; false when all are taken. */
  acquire(account: string, max: number): Promise<boolean>;
  release(account: string): void;
  close(): Promise<void>;
}

export function createLocalCounter(): ConnectionCounter {
  const open = new Map<string, number>();
  return {
    async acquire(account, max) {
      const now = open.get(account) ?? 0;
      if (now >= max) return false;
      open.set(account, now + 1);
      return true;
    },
    release(account) {
      const now = (open.get(account) ?? 0) - 1;
      if (now > 0) open.set(account, now);
      else open.delete(account);
    },
    async close() {},
  };
}

const leaseTtlSeconds = 24 * 3600;

/** Sums the live shares (dropping dead ones) and takes a place when one is free: 1, else 0. */
const acquireScript = `
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  if redis.call('EXISTS', ARGV[4] .. fields[i]) == 1 then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('EXPIRE', KEYS[1], ARGV[3])
return 1`;

/** Gives a place back: the process's share goes down, and away at zero. */
const releaseScript = `
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return left`;

export function createRedisCounter(
  url: string,
  log: Logger,
  options: { processId?: string; aliveMs?: number; timeouts?: Partial<RedisTimeouts>; now?: () => number } = {},
): ConnectionCounter {
  const client = createGatewayRedis(
    url,
    log,
    "redis unavailable: connection limits counted per gateway",
    options.timeouts,
    options.now,
  );
  const { redis } = client;
  const processId = options.processId ?? randomUUID();
  const aliveMs = options.aliveMs ?? 15_000;
  const alivePrefix = "gateway:alive:";
  const renew = () => void redis.set(`${alivePrefix}${processId}`, "1", "PX", aliveMs).catch(() => {});
  // Without an offline queue a renewal before the connection is ready fails: each (re)connection
  // renews first, so the process's share never counts as dead while it lives.
  redis.on("ready", renew);
  const heartbeat = setInterval(renew, Math.max(1_000, Math.floor(aliveMs / 3)));
  heartbeat.unref();
  const local = createLocalCounter();
  // Where each account's leases were taken, so a release goes back to the same counter.
  const heldLocally = new Map<string, number>();
  const key = (account: string) => `gateway:connections:${account}`;
  return {
    async acquire(account, max) {
      await client.started;
      try {
        if (!client.isUsable()) throw new Error("redis not usable");
        const taken = await redis.eval(acquireScript, 1, key(account), processId, max, leaseTtlSeconds, alivePrefix);
        return taken === 1;
      } catch {
        if (client.isUsable()) client.noteFailure();
        if (!(await local.acquire(account, max))) return false;
        heldLocally.set(account, (heldLocally.get(account) ?? 0) + 1);
        return true;
      }
    },
    release(account) {
      const held = heldLocally.get(account) ?? 0;
      if (held > 0) {
        if (held === 1) heldLocally.delete(account);
        else heldLocally.set(account, held - 1);
        local.release(account);
        return;
      }
      void redis.eval(releaseScript, 1, key(account), processId).catch(() => {});
    },
    async close() {
      clearInterval(heartbeat);
      await redis
        .del(`${alivePrefix}${processId}`)
        .catch(() => {})
        .finally(() => client.close());
    },
  };
}

/**
 * Takes one lease for the client's connection, released when it closes. One
 * lease per client connection and account, however many requests a kept-alive
 * connection carries.
 */
export async function leaseConnection(
  counter: ConnectionCounter,
  leased: WeakMap<net.Socket, Set<string>>,
  socket: net.Socket,
  account: string,
  max: number,
): Promise<boolean> {
  const held = leased.get(socket);
  if (held?.has(account)) return true;
  if (!(await counter.acquire(account, max))) return false;
  if (socket.destroyed) {
    counter.release(account);
    return true;
  }
  const set = held ?? new Set<string>();
  set.add(account);
  if (!held) leased.set(socket, set);
  socket.once("close", () => counter.release(account));
  return true;
}

/**
 * A token bucket per account and gateway: `rate` bytes a second in each
 * direction, bursts up to one second's worth. Tunnels without a rate never see
 * it (their allowance is not wrapped), so the per-chunk path is unchanged for them.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  readonly rate: number;
  private readonly now: () => number;
  constructor(bytesPerSecond: number, now: () => number = () => performance.now()) {
    this.rate = bytesPerSecond;
    this.tokens = bytesPerSecond;
    this.now = now;
    this.last = now();
  }

  take(wanted: number): number {
    const now = this.now();
    this.tokens = Math.min(this.rate, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    const given = Math.max(0, Math.min(wanted, Math.floor(this.tokens)));
    this.tokens -= given;
    return given;
  }

  /** Milliseconds until at least `bytes` (at most a second's worth) are there. */
  waitMs(bytes: number): number {
    const missing = Math.min(bytes, this.rate) - this.tokens;
    return missing <= 0 ? 0 : Math.ceil((missing / this.rate) * 1000);
  }
}

/** Buckets of an account (one per direction), kept while it has tunnels on this gateway. */
export function createRateLimiter() {
  const buckets = new Map<string, { up: TokenBucket; down: TokenBucket; mbps: number }>();
  return {
    bucketsFor(account: string, mbps: number): { up: TokenBucket; down: TokenBucket } {
      let entry = buckets.get(account);
      if (!entry || entry.mbps !== mbps) {
        const rate = (mbps * 1_000_000) / 8;
        entry = { up: new TokenBucket(rate), down: new TokenBucket(rate), mbps };
        buckets.set(account, entry);
      }
      return entry;
    },
    /** Forgets buckets of accounts with no tunnel left (called now and then). */
    drop(account: string): void {
      buckets.delete(account);
    },
  };
}

/**
 * An allowance that also keeps to a token bucket: what the bucket lacks waits
 * (the tunnel's `more` resolves when tokens are back), what the grants lack
 * is asked of the inner allowance as before.
 */
export function rateLimited(inner: Allowance | null, bucket: TokenBucket): Allowance {
  let short: "bucket" | "grant" = "bucket";
  return {
    take(wanted) {
      const tokens = bucket.take(wanted);
      if (tokens === 0) {
        short = "bucket";
        return 0;
      }
      const granted = inner ? inner.take(tokens) : tokens;
      // Tokens taken but not granted are given back to the bucket by not counting them: rare (grant edge).
      short = granted < tokens ? "grant" : "bucket";
      return granted;
    },
    more(): Promise<GrantOutcome> {
      if (short === "grant" && inner) return inner.more();
      return new Promise((resolve) => {
        setTimeout(() => resolve({ ok: true } as GrantOutcome), Math.max(1, bucket.waitMs(16 * 1024)));
      });
    },
  };
}
