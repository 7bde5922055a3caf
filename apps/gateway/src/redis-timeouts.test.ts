import { randomUUID } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import { Redis } from "ioredis";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type ConnectionCounter, createRedisCounter, leaseConnection } from "./limits.ts";
import type { SessionStore } from "./sessions.ts";
import { createRedisSessions } from "./sessions.ts";

const log = pino({ level: "silent" });
const redisUrl = process.env.TEST_REDIS_URL;
/** Small timeouts, so a test waits milliseconds where production waits a quarter of a second. */
const timeouts = { commandMs: 80, connectMs: 150, cooldownMs: 5_000 };
/** What a proxy connection may wait for its decision: the start-up wait plus one command, with room to spare. */
const bound = timeouts.connectMs + timeouts.commandMs + 400;

const closing: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closing.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as AddressInfo).port;
}

/** An address that accepts TCP connections and swallows every byte without ever answering. */
async function blackHole(): Promise<string> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("data", () => {});
    socket.on("error", () => {});
  });
  closing.push(() => {
    for (const socket of sockets) socket.destroy();
  });
  return `redis://127.0.0.1:${await listen(server)}`;
}

/**
 * A relay to the real Redis that can be paused, like a Redis that stops answering (stopped
 * process, full disk, partition): bytes wait in the relay and go on, in order, once it resumes.
 */
async function pausableRelay(target: URL) {
  let paused = false;
  const waiting: Array<[net.Socket, Buffer]> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
    }
    const pipe = (to: net.Socket) => (chunk: Buffer) => (paused ? waiting.push([to, chunk]) : to.write(chunk));
    client.on("data", pipe(upstream));
    upstream.on("data", pipe(client));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  closing.push(() => {
    for (const socket of sockets) socket.destroy();
  });
  const port = await listen(server);
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      for (const [to, chunk] of waiting.splice(0)) to.write(chunk);
    },
  };
}

function counterAt(url: string, now?: () => number): ConnectionCounter {
  const counter = createRedisCounter(url, log, { timeouts, now });
  closing.push(() => counter.close());
  return counter;
}

function sessionsAt(url: string): SessionStore {
  const sessions = createRedisSessions(url, log, { timeouts });
  closing.push(() => sessions.close());
  return sessions;
}

/** How long `work` took, in ms, and what it gave. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

/** A client connection as the gateway holds it (never connected: only its close matters here). */
function clientSocket(): net.Socket {
  const socket = new net.Socket();
  closing.push(() => socket.destroy());
  return socket;
}

describe("the gateway's Redis calls never hold a proxy connection past their timeout", () => {
  it("decides connections by per-process counting when Redis accepts TCP but never answers", async () => {
    const counter = counterAt(await blackHole());
    const leased = new WeakMap<net.Socket, Set<string>>();
    const account = `cap-${randomUUID()}`;
    const first = clientSocket();

    const [allowed, firstMs] = await timed(() => leaseConnection(counter, leased, first, account, 1));
    expect(allowed).toBe(true);
    expect(firstMs).toBeLessThan(bound);

    // The cap still holds, counted by this process alone, and the answer is at once.
    const [refused, secondMs] = await timed(() => leaseConnection(counter, leased, clientSocket(), account, 1));
    expect(refused).toBe(false);
    expect(secondMs).toBeLessThan(bound);

    // The place comes back when the first client's connection closes.
    first.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await leaseConnection(counter, leased, clientSocket(), account, 1)).toBe(true);

    const [, closeMs] = await timed(() => counter.close());
    expect(closeMs).toBeLessThan(bound);
  });

  it("picks a sticky exit by hashing when Redis accepts TCP but never answers", async () => {
    const sessions = sessionsAt(await blackHole());
    const [exit, ms] = await timed(() => sessions.pick(`acct:${randomUUID()}`, 3, 8, 600));
    expect(exit).toBe(3);
    expect(ms).toBeLessThan(bound);
    const [, moveMs] = await timed(() => sessions.move?.(`acct:${randomUUID()}`, 4, 600) ?? Promise.resolve());
    expect(moveMs).toBeLessThan(bound);
  });

  it.runIf(redisUrl)(
    "waits one command timeout when a working Redis stops answering, then counts per process for the cooldown",
    async () => {
      const relay = await pausableRelay(new URL(redisUrl as string));
      let clock = 0;
      const counter = counterAt(relay.url, () => clock);
      const direct = new Redis(redisUrl as string);
      closing.push(() => direct.disconnect());
      const shared = `cap-${randomUUID()}`;
      const cut = `cap-${randomUUID()}`;
      const after = `cap-${randomUUID()}`;

      // Working: the lease is in Redis, where every gateway sees it.
      expect(await counter.acquire(shared, 5)).toBe(true);
      expect(Object.values(await direct.hgetall(`gateway:connections:${shared}`))).toEqual(["1"]);

      relay.pause();
      const [allowed, ms] = await timed(() => counter.acquire(cut, 1));
      expect(allowed).toBe(true);
      expect(ms).toBeLessThan(timeouts.commandMs + 400);
      // Within the cooldown Redis is not asked: the answer is at once, from this process's own count.
      const [refused, cooledMs] = await timed(() => counter.acquire(cut, 1));
      expect(refused).toBe(false);
      expect(cooledMs).toBeLessThan(50);

      // Redis answers again and the cooldown is over: leases are shared again.
      relay.resume();
      clock += timeouts.cooldownMs;
      expect(await counter.acquire(after, 1)).toBe(true);
      expect(Object.values(await direct.hgetall(`gateway:connections:${after}`))).toEqual(["1"]);
    },
  );
});
