import { randomBytes } from "node:crypto";
import type { DatabaseHandle } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabaseRateLimiter, createRedisRateLimiter, type RateLimiter } from "./rate-limiter.ts";

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
});
