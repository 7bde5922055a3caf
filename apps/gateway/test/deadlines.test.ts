import net from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { type Customer, newCustomer, rigPerSuite } from "./helpers.ts";

const gb = 1024n ** 3n;

/**
 * Writes `bytes` one at a time, every `everyMs`, until all are sent or the gateway closes the
 * connection; how many were written before it closed, and what it answered.
 */
function trickle(port: number, bytes: Buffer, everyMs: number): Promise<{ written: number; answer: string }> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    let written = 0;
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ written, answer });
    });
    socket.on("connect", () => {
      timer = setInterval(() => {
        if (written === bytes.length) {
          clearInterval(timer);
          // Every byte went out and the gateway still held the connection: give up on it.
          socket.destroy();
          return;
        }
        socket.write(bytes.subarray(written, written + 1));
        written += 1;
      }, everyMs);
    });
  });
}

describe("handshake deadlines are absolute; uploads are held by the idle timeout only", () => {
  // A 150 ms handshake: a trickle of one byte every 30 ms would keep a per-byte timeout alive forever.
  const rig = rigPerSuite({ GATEWAY_HANDSHAKE_TIMEOUT_MS: "150", GATEWAY_IDLE_TIMEOUT_MS: "1000" });
  let grace: Customer;

  beforeAll(async () => {
    grace = await newCustomer(rig.shop, 10n * gb);
  });

  it("closes a SOCKS5 handshake trickled one byte at a time", async () => {
    // A greeting announcing 255 methods, then an RFC 1929 message: 60 bytes never make it whole.
    const bytes = Buffer.concat([Buffer.from([0x05, 0xff]), Buffer.alloc(58, 0x02)]);
    const { written } = await trickle(rig.gateway.socksPort, bytes, 30);
    expect(written).toBeLessThan(bytes.length);
  });

  it("closes an HTTP request head trickled one byte at a time", async () => {
    const head = Buffer.from(`CONNECT 127.0.0.1:${rig.origin.port} HTTP/1.1\r\nX-Padding: ${"a".repeat(40)}`);
    const { written, answer } = await trickle(rig.gateway.httpPort, head, 30);
    expect(written).toBeLessThan(head.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408[\s\S]*X-Proxy-Refusal: handshake-timeout/);
  });

  it("passes a plain-HTTP upload that lasts far longer than the handshake deadline", async () => {
    const body = 40;
    const socket = net.connect({ port: rig.gateway.httpPort, host: "127.0.0.1" });
    socket.on("error", () => {});
    const auth = Buffer.from(`${grace.account.username}:${grace.account.password}`).toString("base64");
    let answer = "";
    socket.on("data", (data: Buffer) => {
      answer += data.toString("latin1");
    });
    const closed = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write(
      `POST ${rig.origin.url}/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nProxy-Authorization: Basic ${auth}\r\n` +
        `Content-Length: ${body}\r\nConnection: close\r\n\r\n`,
    );
    // One byte every 30 ms: 1.2 s in all, 8 times the handshake deadline, never idle for long.
    for (let sent = 0; sent < body; sent += 1) {
      socket.write("u");
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.endsWith(`\r\n\r\n${body}`)).toBe(true);
  });
});
