import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../src/config.ts";
import { type RunningGateway, startGateway } from "../src/gateway.ts";
import { type FakeShop, startFakeShop } from "./fake-shop.ts";
import { type Origin, startOrigin } from "./helpers.ts";

const alice = { username: "alice_01", password: "RightPass2026" };
const bob = { username: "bob_02", password: "BobsPass2026" };

const basic = (user: string, pass: string) => Buffer.from(`${user}:${pass}`).toString("base64");

/**
 * Sends `attempts` plain-HTTP requests from `localAddress`, pipelined on a few keep-alive
 * connections, and tallies the answers by status and by X-Proxy-Refusal reason.
 */
async function pipelined(
  port: number,
  localAddress: string,
  target: string,
  attempts: { username: string; password: string }[],
  connections = 8,
): Promise<{ statuses: Record<string, number>; reasons: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  const share = Math.ceil(attempts.length / connections);
  await Promise.all(
    Array.from({ length: connections }, (_, index) => {
      const mine = attempts.slice(index * share, (index + 1) * share);
      if (mine.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const socket = net.connect({ port, host: "127.0.0.1", localAddress });
        let text = "";
        socket.on("error", reject);
        socket.on("data", (data: Buffer) => {
          text += data.toString("latin1");
          if ((text.match(/HTTP\/1\.1 \d{3} /g) ?? []).length >= mine.length) socket.destroy();
        });
        socket.on("close", () => {
          for (const [, status] of text.matchAll(/HTTP\/1\.1 (\d{3}) /g))
            statuses[status as string] = (statuses[status as string] ?? 0) + 1;
          for (const [, reason] of text.matchAll(/x-proxy-refusal: ([a-z-]+)/gi))
            reasons[reason as string] = (reasons[reason as string] ?? 0) + 1;
          resolve();
        });
        socket.write(
          mine
            .map(
              (attempt) =>
                `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nProxy-Authorization: Basic ${basic(attempt.username, attempt.password)}\r\n\r\n`,
            )
            .join(""),
        );
      });
    }),
  );
  return { statuses, reasons };
}

/** One request with the given credentials from `localAddress`: the status line and the body. */
async function fetchOnce(
  port: number,
  localAddress: string,
  target: string,
  user: { username: string; password: string },
) {
  const { statuses, reasons } = await pipelined(port, localAddress, target, [user], 1);
  return { status: Number(Object.keys(statuses)[0]), reason: Object.keys(reasons)[0] };
}

/** A SOCKS5 greeting and RFC 1929 exchange: the authentication status (0 passes). */
function socksAuth(port: number, localAddress: string, user: string, pass: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress });
    let answer = Buffer.alloc(0);
    socket.on("error", () => {});
    socket.on("data", (data: Buffer) => {
      answer = Buffer.concat([answer, data]);
      if (answer.length >= 4) socket.destroy();
    });
    socket.on("close", () => resolve(answer[3]));
    socket.write(
      Buffer.concat([
        Buffer.from([0x05, 0x01, 0x02, 0x01, user.length]),
        Buffer.from(user),
        Buffer.from([pass.length]),
        Buffer.from(pass),
      ]),
    );
  });
}

describe("password guessing is slow, and the right password from elsewhere keeps working", () => {
  let shop: FakeShop;
  let origin: Origin;
  let gateway: RunningGateway;
  let clock = Date.parse("2026-11-28T00:00:00Z");

  beforeAll(async () => {
    shop = await startFakeShop({ [alice.username]: alice.password, [bob.username]: bob.password });
    origin = await startOrigin();
    const config = loadGatewayConfig({
      APP_MODE: "demo",
      GATEWAY_SHOP_URL: shop.url,
      GATEWAY_HTTP_PORT: "0",
      GATEWAY_SOCKS5_PORT: "0",
      GATEWAY_METRICS_PORT: "0",
      LOG_LEVEL: "silent",
    });
    gateway = await startGateway(config, { now: () => clock });
  });

  afterAll(async () => {
    await gateway?.stop();
    await origin?.close();
    await shop?.close();
  });

  it("answers 10 000 wrong passwords from one source with at most a few dozen password checks", async () => {
    const target = `${origin.url}/`;
    const wrong = Array.from({ length: 1_000 }, (_, i) => ({ username: alice.username, password: `Guess${i}x` }));
    const tally: Record<string, number> = {};
    for (let round = 0; round < 10; round += 1) {
      const { statuses } = await pipelined(gateway.httpPort, "127.0.0.1", target, wrong);
      for (const [status, count] of Object.entries(statuses)) tally[status] = (tally[status] ?? 0) + count;
      // Meanwhile the owner, from an address that never failed, gets through.
      expect(await fetchOnce(gateway.httpPort, "127.0.0.2", target, alice)).toEqual({ status: 200, reason: undefined });
    }
    expect((tally["407"] ?? 0) + (tally["429"] ?? 0)).toBe(10_000);
    // Each 407 is a password that was checked; the rest were refused before.
    expect(tally["407"]).toBeLessThanOrEqual(30);
    expect(shop.accountLookups.filter((name) => name === alice.username).length).toBeLessThanOrEqual(2);
    const refused = await fetchOnce(gateway.httpPort, "127.0.0.1", target, alice);
    expect(refused).toEqual({ status: 429, reason: "too-many-failures" });
    const metrics = await fetch(`http://127.0.0.1:${gateway.metricsPort}/metrics`).then((answer) => answer.text());
    expect(metrics).toMatch(/gateway_auth_throttled_total\{rule="pair-locked"\} \d{4}/);
  }, 60_000);

  it("lets the right password through from the guessing address once the lockout is over", async () => {
    const target = `${origin.url}/`;
    expect(await fetchOnce(gateway.httpPort, "127.0.0.1", target, alice)).toEqual({
      status: 429,
      reason: "too-many-failures",
    });
    clock += 15 * 60_000 + 1;
    expect(await fetchOnce(gateway.httpPort, "127.0.0.1", target, alice)).toEqual({ status: 200, reason: undefined });
  });

  it("costs at most a few dozen shop lookups for 10 000 random well-formed usernames from one source", async () => {
    const before = shop.accountLookups.length;
    const target = `${origin.url}/`;
    const random = Array.from({ length: 10_000 }, (_, i) => ({
      username: `u${i.toString(36)}x${Math.random().toString(36).slice(2, 8)}`,
      password: "Whatever123",
    }));
    const { statuses, reasons } = await pipelined(gateway.httpPort, "127.0.0.3", target, random);
    expect((statuses["407"] ?? 0) + (statuses["429"] ?? 0)).toBe(10_000);
    expect(shop.accountLookups.length - before).toBeLessThanOrEqual(30);
    // Refused before any lookup: the source's lookup budget is spent, or its failures locked it.
    expect((reasons["lookups-throttled"] ?? 0) + (reasons["too-many-failures"] ?? 0)).toBeGreaterThan(9_900);
    // bob has never been looked up and his address never failed: he is let in.
    expect(await fetchOnce(gateway.httpPort, "127.0.0.4", target, bob)).toEqual({ status: 200, reason: undefined });
  }, 60_000);

  it("lets a tool open hundreds of connections at once with the right password", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 300 }, () => socksAuth(gateway.socksPort, "127.0.0.7", bob.username, bob.password)),
    );
    expect(statuses.every((status) => status === 0x00)).toBe(true);
  });

  it("fails SOCKS5 authentication without asking the shop once an address is locked", async () => {
    clock += 60 * 60_000;
    const before = shop.accountLookups.length;
    const statuses: (number | undefined)[] = [];
    for (let round = 0; round < 10; round += 1) {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            socksAuth(
              gateway.socksPort,
              "127.0.0.5",
              `s${round}n${i}${Math.random().toString(36).slice(2, 7)}`,
              "Nope12345",
            ),
          ),
        )),
      );
      expect(await socksAuth(gateway.socksPort, "127.0.0.6", bob.username, bob.password)).toBe(0x00);
    }
    expect(statuses.every((status) => status === 0x01)).toBe(true);
    expect(shop.accountLookups.length - before).toBeLessThanOrEqual(30);
  }, 60_000);
});
