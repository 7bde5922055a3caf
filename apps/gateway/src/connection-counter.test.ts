import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type ConnectionCounter, createRedisCounter } from "./limits.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: "silent" });

describe.skipIf(!redisUrl)("a sub-account's connections counted across gateway processes (Redis)", () => {
  const open: ConnectionCounter[] = [];
  const counter = (processId: string) => {
    const made = createRedisCounter(redisUrl as string, log, { processId });
    open.push(made);
    return made;
  };
  afterEach(async () => {
    for (const made of open.splice(0)) await made.close();
  });

  it("shares one cap between processes and frees a place when its connection closes", async () => {
    const account = `cap-${randomUUID()}`;
    const [a, b] = [counter(`a-${randomUUID()}`), counter(`b-${randomUUID()}`)];
    expect(await a.acquire(account, 2)).toBe(true);
    expect(await b.acquire(account, 2)).toBe(true);
    expect(await a.acquire(account, 2)).toBe(false);
    expect(await b.acquire(account, 2)).toBe(false);
    b.release(account);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await a.acquire(account, 2)).toBe(true);
  });

  it("gives the places of a process that stopped (killed, no releases) back to the others", async () => {
    const account = `cap-${randomUUID()}`;
    const killed = counter(`killed-${randomUUID()}`);
    const survivor = counter(`survivor-${randomUUID()}`);
    expect(await killed.acquire(account, 1)).toBe(true);
    expect(await survivor.acquire(account, 1)).toBe(false);
    // As after a kill -9: no release ever comes, and the process's liveness key is gone (here at once,
    // in production when it expires, within 15 s).
    await killed.close();
    expect(await survivor.acquire(account, 1)).toBe(true);
    expect(await survivor.acquire(account, 1)).toBe(false);
  });
});
