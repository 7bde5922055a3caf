import type { Database } from "@shop/db";
import { queryRows, tables } from "@shop/db";
import { lt, sql } from "drizzle-orm";
import type { Redis } from "ioredis";

interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every server process: in PostgreSQL by
 * default, in Redis when REDIS_URL is set.
 */
export interface RateLimiter {
  /** Counts one hit against `key`; `allowed` is false once the window holds more than `limit`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Hits so far in the current window, without counting one. */
  peek(key: string): Promise<number>;
  /** Takes back one hit of a live window (e.g. an attempt that turned out well); never below 0. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createDatabaseRateLimiter(db: Database): RateLimiter {
  const { rateLimitCounters } = tables;
  return {
    async hit(key, limit, windowSeconds) {
      // One statement: a new or expired window starts at 1, a live one counts up.
      const rows = await queryRows<{ count: number; expires_at: string | Date }>(
        db,
        sql`
        insert into ${rateLimitCounters} (key, count, expires_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when ${rateLimitCounters.expiresAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end,
          expires_at = case when ${rateLimitCounters.expiresAt} <= now()
            then now() + make_interval(secs => ${windowSeconds}) else ${rateLimitCounters.expiresAt} end
        returning count, expires_at`,
      );
      const row = rows[0];
      const count = Number(row?.count ?? 1);
      const expiresAt = row ? new Date(row.expires_at).getTime() : Date.now() + windowSeconds * 1000;
      return {
        allowed: count <= limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000)),
      };
    },
    async peek(key) {
      const rows = await queryRows<{ count: number }>(
        db,
        sql`select count from ${rateLimitCounters} where key = ${key} and expires_at > now()`,
      );
      return Number(rows[0]?.count ?? 0);
    },
    async undo(key) {
      await db.execute(
        sql`update ${rateLimitCounters} set count = greatest(${rateLimitCounters.count} - 1, 0)
        where key = ${key} and expires_at > now()`,
      );
    },
    async reset(key) {
      await db.execute(sql`delete from ${rateLimitCounters} where key = ${key}`);
    },
  };
}

/** Deletes windows that ended long ago (the table would otherwise grow with every key). */
export async function purgeExpiredRateLimits(db: Database): Promise<void> {
  await db
    .delete(tables.rateLimitCounters)
    .where(lt(tables.rateLimitCounters.expiresAt, sql`now() - interval '1 day'`));
}

/**
 * Counts and sets the expiry in one script, which Redis runs atomically: there
 * is no moment, not even a crash of this process, that leaves a counter
 * without expiry (it would then never reset and block its key for good).
 * A counter found without expiry (left by an older version) gets one.
 */
const hitScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const undoScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 and redis.call('PTTL', KEYS[1]) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis, prefix = "rl:"): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const [count, remainingMs] = (await redis.eval(hitScript, 1, prefix + key, windowSeconds * 1000)) as [
        number,
        number,
      ];
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async undo(key) {
      await redis.eval(undoScript, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Whether the counters' Redis answers (null: none configured), for the metrics. */
export interface RateLimiterHealth {
  isRedisAvailable(): boolean | null;
}

/**
 * Redis with the database behind it. A Redis call that fails or times out
 * (down, unreachable, silent) is answered by the database's counters instead,
 * and for `cooldownMs` after that every call goes straight to the database, so
 * a Redis outage costs the shop one short timeout, not one per request. The
 * database's counters are shared by every process, so limits still hold across
 * the shop during the outage; they start from zero there (and again when Redis
 * comes back), which lets a client through a little more than the limit at
 * each switch, never less.
 */
export function createFallbackRateLimiter(
  primary: RateLimiter,
  fallback: RateLimiter,
  options: {
    cooldownMs: number;
    log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
    now?: () => number;
    /** False while the primary is known to be unreachable (Redis not connected): skip it at once. */
    isPrimaryReady?: () => boolean;
  },
): RateLimiter & RateLimiterHealth {
  const now = options.now ?? Date.now;
  let downUntil = 0;
  let isDown = false;
  async function use<T>(call: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (now() < downUntil || options.isPrimaryReady?.() === false) {
      if (!isDown) markDown(new Error("redis is not connected"));
      return call(fallback);
    }
    try {
      const result = await call(primary);
      if (isDown) {
        isDown = false;
        options.log.info({}, "redis answers again: rate limits counted in redis");
      }
      return result;
    } catch (error) {
      markDown(error);
      return call(fallback);
    }
  }
  function markDown(error: unknown) {
    downUntil = now() + options.cooldownMs;
    if (isDown) return;
    isDown = true;
    options.log.warn({ err: error }, "redis unavailable: rate limits counted in the database meanwhile");
  }
  return {
    hit: (key, limit, windowSeconds) => use((limiter) => limiter.hit(key, limit, windowSeconds)),
    peek: (key) => use((limiter) => limiter.peek(key)),
    undo: (key) => use((limiter) => limiter.undo(key)),
    reset: (key) => use((limiter) => limiter.reset(key)),
    isRedisAvailable: () => !isDown && now() >= downUntil && options.isPrimaryReady?.() !== false,
  };
}

/**
 * Redis when REDIS_URL is set (its connection handed to `onClose`), with the database behind it
 * (createFallbackRateLimiter); otherwise counters in the database. Every Redis call is bounded:
 * a command gets `timeoutMs`, a connection attempt four times that, and nothing waits in an
 * offline queue (a call while Redis is unreachable fails at once and the database answers it).
 */
export async function createRateLimiterFor(deps: {
  redisUrl: string | null | undefined;
  /** Per Redis command; 500 ms by default. */
  timeoutMs?: number;
  db: Database;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  onClose(close: () => Promise<void>): void;
}): Promise<RateLimiter & RateLimiterHealth> {
  const database = createDatabaseRateLimiter(deps.db);
  if (!deps.redisUrl) return { ...database, isRedisAvailable: () => null };
  const timeoutMs = deps.timeoutMs ?? 500;
  const { Redis } = await import("ioredis");
  const redis = new Redis(deps.redisUrl, {
    commandTimeout: timeoutMs,
    connectTimeout: timeoutMs * 4,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnects for ever, at most every 5 s: Redis coming back is noticed without a restart.
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let lastError = "";
  redis.on("error", (error: Error) => {
    // A dead Redis errors on every reconnect attempt: log each different error once.
    if (error.message === lastError) return;
    lastError = error.message;
    deps.log.warn({ err: error }, "redis error");
  });
  redis.on("ready", () => {
    lastError = "";
  });
  deps.onClose(async () => {
    await redis.quit().catch(() => redis.disconnect());
    redis.disconnect();
  });
  return createFallbackRateLimiter(createRedisRateLimiter(redis), database, {
    cooldownMs: 5000,
    log: deps.log,
    isPrimaryReady: () => redis.status === "ready",
  });
}
