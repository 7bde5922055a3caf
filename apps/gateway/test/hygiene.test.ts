import { mkdtempSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GatewayConfigError, loadGatewayConfig } from "../src/config.ts";
import {
  type Customer,
  curl,
  eventually,
  newCustomer,
  openDescriptors,
  rigPerSuite,
  startTestGateway,
} from "./helpers.ts";

const gb = 1024n ** 3n;

/** Sends bytes, then waits until the gateway closes the connection (or `ms` pass); true when it closed. */
function closesAfter(port: number, bytes: Buffer, ms: number): Promise<{ closed: boolean; answer: Buffer }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    const answer: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closed: false, answer: Buffer.concat(answer) });
    }, ms);
    socket.on("data", (data: Buffer) => answer.push(data));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ closed: true, answer: Buffer.concat(answer) });
    });
    socket.on("connect", () => socket.write(bytes));
  });
}

/** A SOCKS5 exchange by hand: greeting, RFC 1929 auth, a request; the reply's code. */
async function socksReply(port: number, user: string, pass: string, request: Buffer): Promise<number | undefined> {
  const greeting = Buffer.from([0x05, 0x01, 0x02]);
  const auth = Buffer.concat([
    Buffer.from([0x01, user.length]),
    Buffer.from(user),
    Buffer.from([pass.length]),
    Buffer.from(pass),
  ]);
  const { answer } = await closesAfter(port, Buffer.concat([greeting, auth, request]), 3_000);
  // 2 bytes method choice, 2 bytes auth status, then the reply.
  return answer.length >= 6 && answer[3] === 0x00 ? answer[5] : undefined;
}

describe("TCP hygiene, malformed input and SSRF", () => {
  const rig = rigPerSuite({
    GATEWAY_HANDSHAKE_TIMEOUT_MS: "300",
    GATEWAY_IDLE_TIMEOUT_MS: "1000",
  });
  let frank: Customer;

  beforeAll(async () => {
    frank = await newCustomer(rig.shop, 10n * gb);
  });

  it("drops a slowloris client on both listeners after the handshake timeout", async () => {
    const http = await closesAfter(
      rig.gateway.httpPort,
      Buffer.from("GET http://example.com/ HTTP/1.1\r\nHost: exa"),
      3_000,
    );
    expect(http.closed).toBe(true);
    const socks = await closesAfter(rig.gateway.socksPort, Buffer.from([0x05, 0x02]), 3_000);
    expect(socks.closed).toBe(true);
  });

  it("closes an idle tunnel on both sides", async () => {
    const socket = net.connect({ port: rig.gateway.httpPort, host: "127.0.0.1" });
    socket.on("error", () => {});
    socket.resume();
    const auth = Buffer.from(`${frank.account.username}:${frank.account.password}`).toString("base64");
    socket.write(`CONNECT 127.0.0.1:${rig.origin.port} HTTP/1.1\r\nProxy-Authorization: Basic ${auth}\r\n\r\n`);
    const closedAt = await new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
    expect(closedAt).toBeGreaterThan(0);
    await eventually(() => rig.gateway.core.meter.openTunnels() === 0);
  });

  it("answers SOCKS5 failures with the right reply codes", async () => {
    const user = frank.account.username;
    const pass = frank.account.password;
    const port = Buffer.alloc(2);
    port.writeUInt16BE(rig.origin.port);
    // BIND (2) is not supported.
    expect(
      await socksReply(
        rig.gateway.socksPort,
        user,
        pass,
        Buffer.concat([Buffer.from([5, 2, 0, 1, 127, 0, 0, 1]), port]),
      ),
    ).toBe(0x07);
    // Address type 9 does not exist.
    expect(await socksReply(rig.gateway.socksPort, user, pass, Buffer.from([5, 1, 0, 9, 1, 2, 3, 4, 0, 80]))).toBe(
      0x08,
    );
    // Nothing listens on port 1: refused.
    expect(await socksReply(rig.gateway.socksPort, user, pass, Buffer.from([5, 1, 0, 1, 127, 0, 0, 1, 0, 1]))).toBe(
      0x05,
    );
    // A country no exit serves (the demo pool has one per country it sells; Antarctica is not sold).
    expect(
      await socksReply(
        rig.gateway.socksPort,
        `${user}-zone-AQ`,
        pass,
        Buffer.concat([Buffer.from([5, 1, 0, 1, 127, 0, 0, 1]), port]),
      ),
    ).toBe(0x03);
    // IPv6 loopback by address: reaches the origin when it listens there, else refused; never a crash.
    const v6 = await socksReply(
      rig.gateway.socksPort,
      user,
      pass,
      Buffer.concat([Buffer.from([5, 1, 0, 4, ...Array(15).fill(0), 1]), port]),
    );
    expect([0x00, 0x04, 0x05]).toContain(v6);
  });

  it("survives 10 000 malformed handshakes and usernames with no crash and no leaked descriptors", async () => {
    await eventually(() => rig.gateway.core.meter.openTunnels() === 0);
    const before = openDescriptors();
    const sends: Promise<unknown>[] = [];
    const httpInput = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc
        .tuple(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), fc.string({ maxLength: 40 }))
        .map(([user, pass, target]) =>
          Buffer.from(
            `CONNECT ${target} HTTP/1.1\r\nProxy-Authorization: Basic ${Buffer.from(`${user}:${pass}`).toString("base64")}\r\n\r\n`,
          ),
        ),
    );
    const socksInput = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.concat([Buffer.from([5]), Buffer.from(bytes)])),
      fc.tuple(fc.string({ maxLength: 255 }), fc.uint8Array({ maxLength: 40 })).map(([user, tail]) => {
        const name = Buffer.from(user).subarray(0, 255);
        return Buffer.concat([
          Buffer.from([5, 1, 2, 1, name.length]),
          name,
          Buffer.from([3]),
          Buffer.from("abc"),
          Buffer.from(tail),
        ]);
      }),
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), httpInput, socksInput, async (http, a, b) => {
        runs += 1;
        sends.push(closesAfter(http ? rig.gateway.httpPort : rig.gateway.socksPort, http ? a : b, 1_500));
        if (sends.length >= 200) await Promise.all(sends.splice(0));
      }),
      { numRuns: 10_000 },
    );
    await Promise.all(sends);
    expect(runs).toBe(10_000);
    // Still serving; from another address, as these 10 000 bad usernames locked this one out (auth-throttle.ts).
    const ok = await curl([
      "--interface",
      "127.0.0.2",
      "-x",
      `http://${frank.account.username}:${frank.account.password}@127.0.0.1:${rig.gateway.httpPort}`,
      `${rig.origin.url}/`,
    ]);
    expect(ok.stdout).toBe("hello from the origin\n");
    await eventually(() => openDescriptors() <= before + 2, 10_000);
  }, 120_000);

  it("refuses new connections cleanly at the connection cap", async () => {
    const capped = await startTestGateway(rig.shop, { GATEWAY_MAX_CONNECTIONS: "2" });
    const held = [net.connect(capped.httpPort, "127.0.0.1"), net.connect(capped.httpPort, "127.0.0.1")];
    for (const socket of held) socket.on("error", () => {});
    await Promise.all(held.map((socket) => new Promise((resolve) => socket.on("connect", resolve))));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await closesAfter(capped.httpPort, Buffer.from(""), 2_000);
    expect(third.closed).toBe(true);
    expect(third.answer.toString()).toMatch(/^HTTP\/1\.1 503[\s\S]*X-Proxy-Refusal: gateway-busy/);
    for (const socket of held) socket.destroy();
    await capped.stop();
  });

  it("refuses private, loopback, metadata and mapped addresses, names that resolve to them, and port 25 in production", async () => {
    const dir = mkdtempSync(join(tmpdir(), "exits-"));
    const file = join(dir, "exits.json");
    writeFileSync(file, JSON.stringify({ pools: [{ country: "*", exits: [{ kind: "direct" }] }] }));
    const strict = await startTestGateway(rig.shop, {
      APP_MODE: "production",
      GATEWAY_EXIT_POOL_FILE: file,
      GATEWAY_LISTEN_HOST: "127.0.0.1",
    });
    try {
      const proxy = `http://${frank.account.username}:${frank.account.password}@127.0.0.1:${strict.httpPort}`;
      for (const target of [
        `http://127.0.0.1:${rig.origin.port}/`,
        `http://localhost:${rig.origin.port}/`,
        "http://169.254.169.254/latest/meta-data/",
        "http://10.0.0.1/",
        "http://192.168.1.1/",
        `http://[::1]:${rig.origin.port}/`,
        `http://[::ffff:127.0.0.1]:${rig.origin.port}/`,
        "http://0.0.0.0/",
      ]) {
        const answer = await curl(["-i", "-x", proxy, target]);
        expect(answer.stdout, target).toMatch(/^HTTP\/1\.1 403[\s\S]*X-Proxy-Refusal: target-forbidden/);
      }
      const tunnel = await curl(["-p", "-w", "%{http_connect}", "-x", proxy, `http://127.0.0.1:${rig.origin.port}/`]);
      expect(tunnel.stdout).toBe("403");
      const smtp = await curl(["-p", "-w", "%{http_connect}", "-x", proxy, "http://93.184.215.14:25/"]);
      expect(smtp.stdout).toBe("403");
    } finally {
      await strict.stop();
    }
  });

  it("stops with one line naming the problem for a bad exit-pool file or variable", () => {
    const dir = mkdtempSync(join(tmpdir(), "exits-"));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ pools: [{ country: "usa", exits: [{ kind: "direct" }] }] }));
    expect(() => loadGatewayConfig({ GATEWAY_EXIT_POOL_FILE: bad })).toThrow(GatewayConfigError);
    expect(() => loadGatewayConfig({ GATEWAY_EXIT_POOL_FILE: bad })).toThrow(
      `Invalid exit-pool file ${bad}: pools.0.country must be an upper-case ISO code or *`,
    );
    writeFileSync(bad, "{");
    expect(() => loadGatewayConfig({ GATEWAY_EXIT_POOL_FILE: bad })).toThrow(/not JSON/);
    expect(() => loadGatewayConfig({ GATEWAY_EXIT_POOL_FILE: join(dir, "missing.json") })).toThrow(/ENOENT/);
    expect(() => loadGatewayConfig({ APP_MODE: "production" })).toThrow(
      "Invalid configuration: GATEWAY_ID is required when APP_MODE=production",
    );
    expect(() => loadGatewayConfig({ GATEWAY_HTTP_PORT: "99999" })).toThrow(/GATEWAY_HTTP_PORT/);
  });

  it("reads its variables as the shop does: blank means unset, a switch is true/1 or false/0", () => {
    const blank = loadGatewayConfig({ APP_MODE: " ", GATEWAY_HTTP_PORT: "", GATEWAY_LISTEN_HOST: "  ", LOG_LEVEL: "" });
    expect(blank).toMatchObject({ mode: "demo", httpPort: 7777, listenHost: "127.0.0.1", logLevel: "info" });
    expect(loadGatewayConfig({ GATEWAY_ALLOW_PRIVATE_TARGETS: "1" }).allowPrivateTargets).toBe(true);
    expect(loadGatewayConfig({ GATEWAY_ALLOW_PRIVATE_TARGETS: "false" }).allowPrivateTargets).toBe(false);
    expect(() => loadGatewayConfig({ GATEWAY_ALLOW_PRIVATE_TARGETS: "yes" })).toThrow(
      "Invalid configuration: GATEWAY_ALLOW_PRIVATE_TARGETS must be true or false",
    );
  });
});
