import { once } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Timers } from "./deadline.ts";
import { acceptProxyProtocol, parseProxyHeader, trustedProxies } from "./proxy-protocol.ts";

const signature = Buffer.from([0x0d, 0x0a, 0x0d, 0x0a, 0x00, 0x0d, 0x0a, 0x51, 0x55, 0x49, 0x54, 0x0a]);

function v2(command: number, familyTransport: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x20 | command;
  head[1] = familyTransport;
  head.writeUInt16BE(payload.length, 2);
  return Buffer.concat([signature, head, payload]);
}

function v2Ipv4(source: string, port: number): Buffer {
  const payload = Buffer.alloc(12);
  payload.set(source.split(".").map(Number), 0);
  payload.set([127, 0, 0, 1], 4);
  payload.writeUInt16BE(port, 8);
  payload.writeUInt16BE(7777, 10);
  return v2(1, 0x11, payload);
}

describe("parseProxyHeader", () => {
  it("reads a v1 TCP4 and TCP6 line and where the client's bytes start", () => {
    const line = Buffer.from("PROXY TCP4 203.0.113.7 127.0.0.1 51234 7777\r\nGET / HTTP/1.1\r\n");
    expect(parseProxyHeader(line)).toEqual({
      kind: "ok",
      length: 45,
      source: { address: "203.0.113.7", port: 51234, family: "IPv4" },
    });
    expect(parseProxyHeader(Buffer.from("PROXY TCP6 2001:db8::7 ::1 443 7778\r\n"))).toEqual({
      kind: "ok",
      length: 37,
      source: { address: "2001:db8::7", port: 443, family: "IPv6" },
    });
  });

  it("keeps the socket's own address for PROXY UNKNOWN", () => {
    expect(parseProxyHeader(Buffer.from("PROXY UNKNOWN\r\n"))).toEqual({ kind: "ok", length: 15, source: null });
  });

  it("asks for more while a header is incomplete, at any split", () => {
    const headers = [Buffer.from("PROXY TCP4 203.0.113.7 127.0.0.1 51234 7777\r\n"), v2Ipv4("198.51.100.9", 40_000)];
    for (const header of headers) {
      for (let cut = 0; cut < header.length; cut += 1) {
        expect(parseProxyHeader(header.subarray(0, cut)).kind).toBe("more");
      }
      expect(parseProxyHeader(header).kind).toBe("ok");
    }
  });

  it("reads v2 PROXY over IPv4 and IPv6, and LOCAL (a health check) as the socket's own address", () => {
    expect(parseProxyHeader(v2Ipv4("198.51.100.9", 40_000))).toEqual({
      kind: "ok",
      length: 28,
      source: { address: "198.51.100.9", port: 40_000, family: "IPv4" },
    });
    const six = Buffer.alloc(36);
    six.set([0x20, 0x01, 0x0d, 0xb8], 0);
    six[15] = 0x09;
    six[31] = 0x01;
    six.writeUInt16BE(5555, 32);
    six.writeUInt16BE(7778, 34);
    expect(parseProxyHeader(v2(1, 0x21, six))).toEqual({
      kind: "ok",
      length: 52,
      source: { address: "2001:db8::9", port: 5555, family: "IPv6" },
    });
    // TLVs after the addresses are skipped with them.
    const withTlv = v2(
      1,
      0x11,
      Buffer.concat([v2Ipv4("192.0.2.1", 1).subarray(16), Buffer.from([0x04, 0x00, 0x01, 0x00])]),
    );
    expect(parseProxyHeader(withTlv)).toMatchObject({ kind: "ok", length: 32, source: { address: "192.0.2.1" } });
    expect(parseProxyHeader(v2(0, 0x00, Buffer.alloc(0)))).toEqual({ kind: "ok", length: 16, source: null });
  });

  it("refuses what is not a header, or a malformed one", () => {
    const cases: [Buffer, string][] = [
      [Buffer.from("GET / HTTP/1.1\r\n"), "not-proxy-protocol"],
      [Buffer.from([0x05, 0x01, 0x00]), "not-proxy-protocol"],
      [Buffer.from("PROXYX"), "not-proxy-protocol"],
      [Buffer.from("PROXY TCP4 203.0.113.7 127.0.0.1 51234\r\n"), "v1-malformed"],
      [Buffer.from("PROXY TCP4 2001:db8::1 127.0.0.1 1 2\r\n"), "v1-malformed"],
      [Buffer.from("PROXY TCP4 203.0.113.7 127.0.0.1 70000 7777\r\n"), "v1-malformed"],
      [Buffer.from("PROXY UDP4 203.0.113.7 127.0.0.1 1 2\r\n"), "v1-malformed"],
      [Buffer.from(`PROXY TCP4 ${"1".repeat(120)}`), "v1-too-long"],
      [Buffer.concat([signature, Buffer.from([0x31, 0x11, 0, 0])]), "v2-version"],
      [Buffer.concat([signature, Buffer.from([0x22, 0x11, 0, 0])]), "v2-command"],
      [v2(1, 0x12, Buffer.alloc(12)), "v2-not-stream"],
      [v2(1, 0x11, Buffer.alloc(8)), "v2-short-address"],
      [v2(1, 0x21, Buffer.alloc(12)), "v2-short-address"],
      [Buffer.concat([signature, Buffer.from([0x21, 0x11, 0xff, 0xff])]), "v2-too-long"],
    ];
    for (const [bytes, reason] of cases) expect(parseProxyHeader(bytes)).toEqual({ kind: "invalid", reason });
  });
});

describe("trustedProxies", () => {
  it("matches CIDR ranges and single addresses, IPv4-mapped addresses included", () => {
    const trusted = trustedProxies(["127.0.0.1", "10.0.0.0/8", "2001:db8::/32"]);
    expect(trusted("127.0.0.1")).toBe(true);
    expect(trusted("::ffff:10.9.8.7")).toBe(true);
    expect(trusted("2001:db8:1::5")).toBe(true);
    expect(trusted("127.0.0.2")).toBe(false);
    expect(trusted("2001:db9::1")).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });

  it("names a bad entry", () => {
    expect(() => trustedProxies(["10.0.0.0/33"])).toThrow('"10.0.0.0/33"');
    expect(() => trustedProxies(["haproxy.local"])).toThrow('"haproxy.local"');
    expect(() => trustedProxies(["10.0.0.0/8/1"])).toThrow();
  });
});

/** Timers that fire only when the test says so. */
function manualTimers() {
  const pending = new Set<() => void>();
  const timers: Timers = {
    setTimeout(run) {
      pending.add(run);
      return run;
    },
    clearTimeout(handle) {
      pending.delete(handle as () => void);
    },
  };
  return {
    timers,
    fire() {
      for (const run of [...pending]) {
        pending.delete(run);
        run();
      }
    },
  };
}

const servers: net.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if (server instanceof http.Server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A listener that answers each connection with the address it sees, then echoes the client's bytes. */
async function echoServer(trusted: string[], timers?: Timers) {
  const refused: string[] = [];
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    socket.write(`${socket.remoteAddress} ${socket.remotePort}\n`);
    socket.pipe(socket);
  });
  acceptProxyProtocol(server, {
    trusted: trustedProxies(trusted),
    timeoutMs: 5_000,
    timers,
    onRefused: (reason) => refused.push(reason),
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  servers.push(server);
  return { port: (server.address() as AddressInfo).port, refused };
}

/** Everything a connection receives until it closes. */
function received(socket: net.Socket): Promise<string> {
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  return new Promise((resolve) => socket.on("close", () => resolve(text)));
}

async function connect(port: number): Promise<net.Socket> {
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await once(socket, "connect");
  return socket;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("acceptProxyProtocol", () => {
  it("hands the listener the client the header names and the bytes after it, the header split across packets", async () => {
    const { port } = await echoServer(["127.0.0.1/32"]);
    const socket = await connect(port);
    const answer = received(socket);
    const bytes = Buffer.concat([v2Ipv4("198.51.100.9", 40_000), Buffer.from("hello")]);
    let sent = 0;
    for (const cut of [5, 14, 20]) {
      socket.write(bytes.subarray(sent, cut));
      sent = cut;
      await pause();
    }
    socket.end(bytes.subarray(20));
    expect(await answer).toBe("198.51.100.9 40000\nhello");
  });

  it("keeps the balancer's address for a LOCAL connection", async () => {
    const { port } = await echoServer(["127.0.0.1"]);
    const socket = await connect(port);
    const answer = received(socket);
    socket.end(Buffer.concat([v2(0, 0, Buffer.alloc(0)), Buffer.from("x")]));
    expect(await answer).toMatch(/^127\.0\.0\.1 \d+\nx$/);
  });

  it("refuses a sender that is not a trusted proxy, whatever it sends", async () => {
    const { port, refused } = await echoServer(["10.0.0.0/8"]);
    const socket = await connect(port);
    const answer = received(socket);
    socket.write("PROXY TCP4 203.0.113.7 127.0.0.1 51234 7777\r\n");
    expect(await answer).toBe("");
    expect(refused).toEqual(["untrusted-sender"]);
  });

  it("refuses a trusted sender whose first bytes are not a header", async () => {
    const { port, refused } = await echoServer(["127.0.0.1"]);
    const socket = await connect(port);
    const answer = received(socket);
    socket.write("GET / HTTP/1.1\r\n\r\n");
    expect(await answer).toBe("");
    expect(refused).toEqual(["not-proxy-protocol"]);
  });

  it("closes a header not complete by the deadline, however it trickles", async () => {
    const clock = manualTimers();
    const { port, refused } = await echoServer(["127.0.0.1"], clock.timers);
    const socket = await connect(port);
    const answer = received(socket);
    socket.write("PROXY TCP4 203.0");
    await pause();
    clock.fire();
    expect(await answer).toBe("");
    expect(refused).toEqual(["timeout"]);
  });

  it("puts an HTTP server behind it: the request sees the client, header and request in one packet", async () => {
    const server = http.createServer((req, res) => res.end(`${req.socket.remoteAddress}`));
    acceptProxyProtocol(server, { trusted: trustedProxies(["127.0.0.1"]), timeoutMs: 5_000 });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    servers.push(server);
    const socket = await connect((server.address() as AddressInfo).port);
    const answer = received(socket);
    socket.write("PROXY TCP6 2001:db8::7 ::1 5000 7777\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(await answer).toMatch(/\r\n\r\n2001:db8::7$/);
  });
});
