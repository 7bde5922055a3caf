import { createHash, randomBytes } from "node:crypto";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { type LargeReads, largeReads } from "./large-reads.ts";
import type { Meter } from "./meter.ts";
import { type Allowance, gatedConnection, relay } from "./tunnel.ts";

/** A connected pair of sockets on loopback: [the gateway's side, the origin's side]. */
async function socketPair(nearOptions: { writableHighWaterMark?: number } = {}): Promise<[net.Socket, net.Socket]> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const accepted = new Promise<net.Socket>((resolve) => server.once("connection", resolve));
  const near = net.connect({ port, host: "127.0.0.1", ...nearOptions });
  const far = await accepted;
  server.close();
  await new Promise((resolve) => near.once("connect", resolve));
  return [near, far];
}

/** [the gateway's side, the far side] with the gateway's side reading as a direct exit's does. */
async function largeReadPair(): Promise<{ near: net.Socket; far: net.Socket; reads: LargeReads }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const accepted = new Promise<net.Socket>((resolve) => server.once("connection", resolve));
  const reads = largeReads();
  const near = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true, onread: reads.onread });
  const far = await accepted;
  server.close();
  await new Promise((resolve) => near.once("connect", resolve));
  return { near, far, reads };
}

describe("a target connection as a stream for Node's HTTP client", () => {
  it("keeps an answer the reader has not taken yet when the target sends it and closes", async () => {
    const [near, far] = await socketPair();
    const { stream } = gatedConnection(near, null, () => {});
    // The reader is busy (paused) while the target sends its whole answer and closes.
    stream.pause();
    let received = 0;
    const ended = new Promise<void>((resolve, reject) => {
      stream.on("end", resolve);
      stream.on("close", () => resolve());
      stream.on("error", reject);
    });
    const answer = Buffer.alloc(48 * 1024, 0x61);
    far.end(answer);
    await new Promise((resolve) => near.once("close", resolve));
    stream.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    stream.resume();
    await ended;
    expect(received).toBe(answer.length);
  });
});

describe("a tunnel whose target reads into a buffer of its own", () => {
  const meter = { mover: () => () => {}, track: () => () => {} } as unknown as Meter;

  it("hands on every byte in order through small grants, a slow client and a target that speaks first", async () => {
    const target = await largeReadPair();
    // Writes towards the client never report back-pressure, so reads go on while a write is queued.
    const [gatewaySide, client] = await socketPair({ writableHighWaterMark: 64 * 1024 * 1024 });
    // 24 MiB of varied bytes, the first of them sent before the tunnel is set up.
    const body = randomBytes(24 * 1024 * 1024);
    target.far.write(body.subarray(0, 5000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    let granted = 0;
    const allowance = {
      // Grants of odd sizes, so chunks are cut mid-way and their rests wait for the next grant.
      take: (wanted: number) => {
        const part = Math.min(wanted, 300_007 - (granted % 300_007));
        granted += part;
        return part;
      },
      more: () => new Promise<{ ok: true }>((resolve) => setTimeout(() => resolve({ ok: true }), 1)),
    } as unknown as Allowance;
    relay({
      client: gatewaySide,
      target: { socket: target.near, baseline: { written: 0, read: 0 }, reads: target.reads },
      account: "a",
      domain: "example.com",
      meter,
      idleTimeoutMs: 30_000,
      allowance,
    });
    const received: Buffer[] = [];
    const done = new Promise<void>((resolve) => client.on("end", resolve));
    // A client that reads in bursts, so the gateway's writes queue and the read buffer must not be reused.
    client.on("data", (chunk: Buffer) => {
      received.push(chunk);
      client.pause();
      setTimeout(() => client.resume(), 2);
    });
    target.far.end(body.subarray(5000));
    await done;
    const got = Buffer.concat(received);
    expect(got.length).toBe(body.length);
    expect(createHash("sha256").update(got).digest("hex")).toBe(createHash("sha256").update(body).digest("hex"));
    client.destroy();
  });
});

describe("idle and slow tunnels reading through the shared small buffer", () => {
  it("keeps each of several tunnels' bytes its own when their targets send small pieces at once", async () => {
    const meter = { mover: () => () => {}, track: () => () => {} } as unknown as Meter;
    const tunnels = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const { near, far, reads } = await largeReadPair();
        const [gatewaySide, client] = await socketPair({ writableHighWaterMark: 64 * 1024 * 1024 });
        relay({
          client: gatewaySide,
          target: { socket: near, baseline: { written: 0, read: 0 }, reads },
          account: `a${n}`,
          domain: "example.com",
          meter,
          idleTimeoutMs: 30_000,
          allowance: null,
        });
        const received: Buffer[] = [];
        client.on("data", (chunk: Buffer) => received.push(chunk));
        // The gateway's writes towards the client are held (as behind a full socket) until all is sent.
        gatewaySide.cork();
        const ended = new Promise<void>((resolve) => client.on("end", resolve));
        return { far, client, gatewaySide, received, ended, sent: [] as Buffer[] };
      }),
    );
    // Small pieces (under the shared buffer's size), the four tunnels' writes interleaved.
    for (let round = 0; round < 100; round += 1) {
      for (const tunnel of tunnels) {
        const piece = randomBytes(1 + ((round * 7919) % 4000));
        tunnel.sent.push(piece);
        tunnel.far.write(piece);
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    for (const tunnel of tunnels) tunnel.far.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const tunnel of tunnels) tunnel.gatewaySide.uncork();
    await Promise.all(tunnels.map((tunnel) => tunnel.ended));
    for (const tunnel of tunnels) {
      expect(Buffer.concat(tunnel.received).equals(Buffer.concat(tunnel.sent))).toBe(true);
      tunnel.client.destroy();
    }
  });
});
