import type { Logger } from "pino";
import { createGatewayRedis, type RedisTimeouts } from "./redis-client.ts";

/**
 * Where a sticky session's exit is remembered across gateway instances. With
 * Redis, the first instance to see a session stores its exit (SET NX with the
 * session's duration) and every instance uses that one, even after the pool
 * changes; without Redis (unreachable, or a command not answered within the
 * command timeout, then Redis left alone for the cooldown) the exit is a hash
 * of account and session id, which every instance computes alike.
 */
export interface SessionStore {
  /** The exit index of `key`, storing `proposed` when the session is new. */
  pick(key: string, proposed: number, size: number, ttlSeconds: number): Promise<number>;
  /** The session's exit was down: it stays on `index` from now on (for its remaining duration). */
  move?(key: string, index: number, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export function createRedisSessions(
  url: string,
  log: Logger,
  options: { timeouts?: Partial<RedisTimeouts>; now?: () => number } = {},
): SessionStore {
  const client = createGatewayRedis(
    url,
    log,
    "redis unavailable: sticky exits by hashing",
    // A sticky exit is asked on every request of a session: wait for it less than for a lease.
    { commandMs: 200, ...options.timeouts },
    options.now,
  );
  const { redis } = client;
  return {
    async pick(key, proposed, size, ttlSeconds) {
      await client.started;
      if (!client.isUsable()) return proposed;
      try {
        const redisKey = `gateway:session:${key}`;
        const stored = await redis.set(redisKey, String(proposed), "EX", ttlSeconds, "NX");
        if (stored === "OK") return proposed;
        const value = Number(await redis.get(redisKey));
        return Number.isInteger(value) && value >= 0 && value < size ? value : proposed;
      } catch {
        client.noteFailure();
        return proposed;
      }
    },
    async move(key, index, ttlSeconds) {
      if (!client.isUsable()) return;
      try {
        await redis.set(`gateway:session:${key}`, String(index), "EX", ttlSeconds);
      } catch {
        // Without Redis the session moves by the same rule on every instance (the next usable exit).
      }
    },
    async close() {
      client.close();
    },
  };
}
