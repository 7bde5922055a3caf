import { Redis } from "ioredis";
import type { Logger } from "pino";

/**
 * How long the gateway waits on Redis. Every wait holds up a client's connection (a lease or a
 * sticky exit is asked before the tunnel opens), so they are short, and a Redis that does not
 * answer is skipped for `cooldownMs` after a timeout (docs/decisions.md "Gateway Redis timeouts").
 */
export interface RedisTimeouts {
  /** Per command: longer, and the gateway decides without Redis. */
  commandMs: number;
  /** Per connection attempt (TCP and TLS), and at most this long for the first connection at start. */
  connectMs: number;
  /** After a command timed out, how long callers do without Redis before asking it again. */
  cooldownMs: number;
}

export const defaultRedisTimeouts: RedisTimeouts = { commandMs: 250, connectMs: 1_000, cooldownMs: 5_000 };

/** One of the gateway's Redis connections, and whether it is worth asking now. */
export interface GatewayRedis {
  redis: Redis;
  /**
   * Resolves once the first connection is ready, failed or took `connectMs`: callers at start
   * wait for Redis that long, never longer.
   */
  started: Promise<void>;
  /** Whether a command may be sent now: connected and ready, and not within a cooldown. */
  isUsable(): boolean;
  /** A command failed or timed out: do without Redis for the cooldown. */
  noteFailure(): void;
  close(): void;
}

/**
 * A Redis client that fails fast: no offline queue (a command while Redis is unreachable fails at
 * once instead of waiting, and never runs later after the gateway decided without it), no retries
 * of a command, reconnects for ever at most every 5 s, each different error logged once.
 */
export function createGatewayRedis(
  url: string,
  log: Logger,
  unavailable: string,
  timeouts: Partial<RedisTimeouts> = {},
  now: () => number = Date.now,
): GatewayRedis {
  const t = { ...defaultRedisTimeouts, ...timeouts };
  const redis = new Redis(url, {
    commandTimeout: t.commandMs,
    connectTimeout: t.connectMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  });
  let lastError = "";
  redis.on("error", (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error.message }, unavailable);
  });
  redis.on("ready", () => {
    lastError = "";
  });
  let startTimer: NodeJS.Timeout | undefined;
  const started = new Promise<void>((resolve) => {
    redis.once("ready", resolve);
    redis.once("error", resolve);
    redis.once("end", resolve);
    startTimer = setTimeout(resolve, t.connectMs);
    startTimer.unref();
  }).finally(() => clearTimeout(startTimer));
  let coolingUntil = 0;
  return {
    redis,
    started,
    isUsable: () => redis.status === "ready" && now() >= coolingUntil,
    noteFailure() {
      coolingUntil = now() + t.cooldownMs;
    },
    close() {
      clearTimeout(startTimer);
      redis.disconnect();
    },
  };
}
