import { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * Where a sticky session's exit is remembered across gateway instances. With
 * Redis, the first instance to see a session stores its exit (SET NX with the
 * session's duration) and every instance uses that one, even after the pool
 * changes; without Redis (or when it does not answer within 200 ms) the exit
 * is a hash of account and session id, which every instance computes alike.
 */
export interface SessionStore {
  /** The exit index of `key`, storing `proposed` when the session is new. */
  pick(key: string, proposed: number, size: number, ttlSeconds: number): Promise<number>;
  /** The session's exit was down: it stays on `index` from now on (for its remaining duration). */
  move?(key: string, index: number, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export function createRedisSessions(url: string, log: Logger): SessionStore {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    // Commands wait for the first connection, at most commandTimeout.
    enableOfflineQueue: true,
    commandTimeout: 200,
  });
  redis.on("error", (error: Error) => log.warn({ err: error.message }, "redis unavailable: sticky exits by hashing"));
  return {
    async pick(key, proposed, size, ttlSeconds) {
      try {
        const redisKey = `gateway:session:${key}`;
        const stored = await redis.set(redisKey, String(proposed), "EX", ttlSeconds, "NX");
        if (stored === "OK") return proposed;
        const value = Number(await redis.get(redisKey));
        return Number.isInteger(value) && value >= 0 && value < size ? value : proposed;
      } catch {
        return proposed;
      }
    },
    async move(key, index, ttlSeconds) {
      try {
        await redis.set(`gateway:session:${key}`, String(index), "EX", ttlSeconds);
      } catch {
        // Without Redis the session moves by the same rule on every instance (the next usable exit).
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
