import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createDatabaseRateLimiter,
  createFallbackRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from "./rate-limiter.ts";

// The same behaviour on every store: PGlite, PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL).
const stores = [...testDatabaseKinds(), ...(process.env.TEST_REDIS_URL ? (["redis"] as const) : [])];

describe.each(stores)("rate limiter on %s", (store) => {
  let limiter: RateLimiter;
  let close: () => Promise<unknown>;

  beforeAll(async () => {
    if (store === "redis") {
      const redis = new Redis(process.env.TEST_REDIS_URL as string);
      limiter = createRedisRateLimiter(redis, `test:${randomBytes(4).toString("hex")}:`);
      close = () => redis.quit();
    } else {
      const database: DatabaseHandle = await createTestDatabase(store);
      limiter = createDatabaseRateLimiter(database.db);
      close = () => database.close();
    }
  });
  afterAll(() => close?.());

  it("allows up to the limit in a window, then refuses with the time left", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("login:a", 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.peek("login:a")).toBe(4);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    await limiter.hit("login:b", 1, 60);
    expect(await limiter.peek("login:c")).toBe(0);
    await limiter.reset("login:b");
    expect(await limiter.peek("login:b")).toBe(0);
    expect((await limiter.hit("login:b", 1, 60)).allowed).toBe(true);
  });

  it("starts a new window when the old one has ended", async () => {
    await limiter.hit("short", 1, 1);
    expect((await limiter.hit("short", 1, 1)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.hit("short", 1, 1)).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts every hit when many arrive at once", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit("burst", 5, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("takes back one hit of a live window, never below zero", async () => {
    await limiter.hit("undo", 3, 60);
    await limiter.hit("undo", 3, 60);
    await limiter.undo("undo");
    expect(await limiter.peek("undo")).toBe(1);
    await limiter.undo("undo");
    await limiter.undo("undo");
    expect(await limiter.peek("undo")).toBe(0);
    await limiter.undo("never-hit");
    expect(await limiter.peek("never-hit")).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("rate limiter on redis: counter and expiry together", () => {
  let redis: Redis;
  const prefix = `test:${randomBytes(4).toString("hex")}:`;
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL as string);
  });
  afterAll(() => redis?.quit());

  it("never leaves a counter without expiry, even if the process dies right after counting", async () => {
    // A client whose every command after the first round trip fails: the process "crashed"
    // between counting and setting the expiry, if those were two round trips.
    let roundTrips = 0;
    const crashing = new Proxy(redis, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function" || property === "multi") return value;
        return (...args: unknown[]) => {
          roundTrips += 1;
          if (roundTrips > 1) return Promise.reject(new Error("process crashed"));
          return value.apply(target, args);
        };
      },
    });
    const limiter = createRedisRateLimiter(crashing, prefix);
    await limiter.hit("crash", 5, 60).catch(() => undefined);
    expect(await redis.get(`${prefix}crash`)).toBe("1");
    const ttl = await redis.pttl(`${prefix}crash`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it("gives a counter left without expiry by an older version one on its next hit", async () => {
    await redis.set(`${prefix}stuck`, "7");
    const result = await createRedisRateLimiter(redis, prefix).hit("stuck", 5, 60);
    expect(result).toMatchObject({ allowed: false, count: 8 });
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(55_000);
  });
});

describe("rate limiter with Redis in front of the database", () => {
  function counting(name: string, state: { failing: boolean; calls: string[] }): RateLimiter {
    const counts = new Map<string, number>();
    const act = async <T>(what: string, result: () => T): Promise<T> => {
      state.calls.push(`${name}:${what}`);
      if (name === "redis" && state.failing) throw new Error("Command timed out");
      return result();
    };
    return {
      hit: (key, limit) =>
        act("hit", () => {
          const count = (counts.get(key) ?? 0) + 1;
          counts.set(key, count);
          return { allowed: count <= limit, count, retryAfterSeconds: 60 };
        }),
      peek: (key) => act("peek", () => counts.get(key) ?? 0),
      undo: (key) => act("undo", () => void counts.set(key, Math.max((counts.get(key) ?? 0) - 1, 0))),
      reset: (key) => act("reset", () => void counts.delete(key)),
    };
  }
  const quiet = { warn: () => {}, info: () => {} };

  it("answers from the database when Redis fails, skips Redis for the cool-down, then tries it again", async () => {
    const state = { failing: false, calls: [] as string[] };
    let now = 1_000_000;
    const limiter = createFallbackRateLimiter(counting("redis", state), counting("db", state), {
      cooldownMs: 5000,
      log: quiet,
      now: () => now,
    });
    expect((await limiter.hit("k", 3, 60)).count).toBe(1);
    expect(limiter.isRedisAvailable()).toBe(true);
    state.failing = true;
    state.calls.length = 0;
    expect((await limiter.hit("k", 3, 60)).count).toBe(1);
    expect(state.calls).toEqual(["redis:hit", "db:hit"]);
    expect(limiter.isRedisAvailable()).toBe(false);
    // Within the cool-down Redis is not even asked: an outage costs one timeout, not one per call.
    state.calls.length = 0;
    now += 4999;
    expect((await limiter.hit("k", 3, 60)).count).toBe(2);
    expect(state.calls).toEqual(["db:hit"]);
    // After it, Redis is asked again and, answering, counts again.
    state.failing = false;
    state.calls.length = 0;
    now += 2;
    expect((await limiter.hit("k", 3, 60)).count).toBe(2);
    expect(state.calls).toEqual(["redis:hit"]);
    expect(limiter.isRedisAvailable()).toBe(true);
  });

  it("goes straight to the database while Redis is not connected", async () => {
    const state = { failing: false, calls: [] as string[] };
    const limiter = createFallbackRateLimiter(counting("redis", state), counting("db", state), {
      cooldownMs: 5000,
      log: quiet,
      isPrimaryReady: () => false,
    });
    await limiter.peek("k");
    expect(state.calls).toEqual(["db:peek"]);
    expect(limiter.isRedisAvailable()).toBe(false);
  });
});
