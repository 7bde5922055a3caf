import { describe, expect, it } from "vitest";
import type { Verdict } from "./accounts.ts";
import { createAuthThrottle, sourceKeyOf } from "./auth-throttle.ts";

const wrong = async (): Promise<Verdict> => ({ ok: false, refusal: "credentials-invalid" });
const right = async (): Promise<Verdict> => ({ ok: false, refusal: "account-disabled" });

function throttleAt(
  start = 0,
  options: Parameters<typeof createAuthThrottle>[0] extends infer T ? Partial<T> : never = {},
) {
  const clock = { now: start };
  const throttle = createAuthThrottle({
    now: () => clock.now,
    cacheState: () => ({ cached: true, known: true }),
    ...options,
  });
  return { clock, throttle };
}

describe("the authentication throttle", () => {
  it("locks a pair after 5 failures, for a lockout that doubles with each failure after it", async () => {
    const { clock, throttle } = throttleAt();
    for (let i = 0; i < 5; i += 1)
      expect(await throttle.withPassword("203.0.113.7", "alice", wrong)).toMatchObject({
        refusal: "credentials-invalid",
      });
    expect(await throttle.withPassword("203.0.113.7", "alice", right)).toMatchObject({ refusal: "too-many-failures" });
    // Another account from the same address, and the same account from another address, are not locked.
    expect(await throttle.withPassword("203.0.113.7", "bob", right)).toMatchObject({ refusal: "account-disabled" });
    expect(await throttle.withPassword("198.51.100.1", "alice", right)).toMatchObject({ refusal: "account-disabled" });
    // Seconds until the pair lets a try through again.
    const lockedFor = async () => {
      let seconds = 0;
      while (seconds < 3_600) {
        const verdict = await throttle.withPassword("203.0.113.7", "alice", right);
        if (verdict.ok || verdict.refusal !== "too-many-failures") break;
        clock.now += 1_000;
        seconds += 1;
      }
      return seconds;
    };
    const lockouts: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      lockouts.push(await lockedFor());
      // One failure soon after a lockout locks again, for twice as long.
      await throttle.withPassword("203.0.113.7", "alice", wrong);
    }
    expect(lockouts).toEqual([10, 20, 40, 80]);
  });

  it("locks a source after 20 failures across names", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 20; i += 1) await throttle.withPassword("203.0.113.8", `name${i}`, wrong);
    expect(await throttle.withPassword("203.0.113.8", "fresh", right)).toMatchObject({ refusal: "too-many-failures" });
    expect(await throttle.withPassword("203.0.113.9", "fresh", right)).toMatchObject({ refusal: "account-disabled" });
  });

  it("locks a pair at its first failure while its account is failed from many addresses, never a clean one", async () => {
    const { throttle } = throttleAt(0, { accountUnderAttack: 10 });
    for (let i = 0; i < 10; i += 1) await throttle.withPassword(`198.18.0.${i}`, "alice", wrong);
    await throttle.withPassword("198.18.1.1", "alice", wrong);
    expect(await throttle.withPassword("198.18.1.1", "alice", right)).toMatchObject({ refusal: "too-many-failures" });
    expect(await throttle.withPassword("198.18.1.2", "alice", right)).toMatchObject({ refusal: "account-disabled" });
  });

  it("spends a lookup token only on names that turn out unknown", async () => {
    let known = false;
    const clock = { now: 0 };
    const throttle = createAuthThrottle({
      now: () => clock.now,
      cacheState: () => ({ cached: false, known }),
      sourceLookups: { burst: 3, perSecond: 1 },
      sourceFailures: 1_000,
      pairFailures: 1_000,
    });
    // A restart: many real names, none cached; they cost nothing.
    for (let i = 0; i < 10; i += 1) {
      known = false;
      expect(
        await throttle.withPassword("192.0.2.1", `real${i}`, async () => {
          known = true;
          return { ok: false, refusal: "account-disabled" };
        }),
      ).toMatchObject({ refusal: "account-disabled" });
    }
    known = false;
    for (let i = 0; i < 3; i += 1) await throttle.withPassword("192.0.2.1", `ghost${i}`, wrong);
    expect(await throttle.withPassword("192.0.2.1", "ghost9", wrong)).toMatchObject({ refusal: "lookups-throttled" });
    clock.now += 1_000;
    expect(await throttle.withPassword("192.0.2.1", "ghost10", wrong)).toMatchObject({
      refusal: "credentials-invalid",
    });
  });

  it("lets many connections of one tool share the first lookup of a name instead of refusing them", async () => {
    let known = false;
    let lookups = 0;
    let answer: () => void = () => {};
    const throttle = createAuthThrottle({
      now: () => 0,
      cacheState: () => ({ cached: known, known }),
      sourceLookups: { burst: 2, perSecond: 0 },
      parallel: 16,
    });
    // One shared lookup, as the account cache does it: every attempt waits for the same answer.
    const shared = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const attempts = Array.from({ length: 200 }, () =>
      throttle.withPassword("192.0.2.7", "alice", async () => {
        if (!known) lookups += 1;
        await shared;
        known = true;
        return { ok: true, account: "alice" } as unknown as Verdict;
      }),
    );
    answer();
    const verdicts = await Promise.all(attempts);
    expect(verdicts.filter((verdict) => !verdict.ok)).toEqual([]);
    expect(lookups).toBeGreaterThan(0);
  });

  it("remembers a bounded number of sources and pairs", async () => {
    const { throttle } = throttleAt(0, { maxEntries: 100 });
    for (let i = 0; i < 1_000; i += 1) await throttle.withPassword(`10.0.${i >> 8}.${i & 255}`, `n${i}`, wrong);
    expect(throttle.sizes()).toEqual({ sources: 100, pairs: 100, accounts: 100 });
  });

  it("counts an IPv6 client by its /64 and a mapped IPv4 client by its IPv4 address", () => {
    expect(sourceKeyOf("2001:db8:1:2:aaaa::1")).toBe(sourceKeyOf("2001:db8:1:2:bbbb::2"));
    expect(sourceKeyOf("2001:db8:1:3::1")).not.toBe(sourceKeyOf("2001:db8:1:2::1"));
    expect(sourceKeyOf("::ffff:203.0.113.5")).toBe("203.0.113.5");
  });
});
