import type { Database } from "@shop/db";
import { queryRows, tables } from "@shop/db";
import { lt, sql } from "drizzle-orm";
import type { Redis } from "ioredis";

export interface RateLimitResult {
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

export function createRedisRateLimiter(redis: Redis, prefix = "rl:"): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const name = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [
        [null, number],
        [null, number],
      ];
      let remainingMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(name, windowSeconds * 1000);
        remainingMs = windowSeconds * 1000;
      }
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
