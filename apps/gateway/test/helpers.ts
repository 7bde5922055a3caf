import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ProxyAccount } from "@shop/contract";
import { tables } from "@shop/db";
import { stillRunningAfter, type TestDatabaseKind } from "@shop/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { apiClient } from "../../server/test/auth-helpers.ts";
import { nodeWithStock } from "../../server/test/orders-helpers.ts";
import { grantTraffic, makeMembers, type TestMember, uniqueUsername } from "../../server/test/proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "../../server/test/test-server.ts";
import { loadGatewayConfig } from "../src/config.ts";
import { type RunningGateway, startGateway } from "../src/gateway.ts";
import { cuttableRelay, writeFillerThenEnd } from "./sockets.ts";

export const testGateway = { id: "gw-proxy-test", secret: "proxy-gateway-test-secret-0001" };
export const otherTestGateway = { id: "gw-proxy-test-2", secret: "proxy-gateway-test-secret-0002" };

/** The shop, accepting the test gateways. */
export function startShop(kind: TestDatabaseKind): Promise<TestServer> {
  return startTestServer(kind, undefined, {
    env: {
      USAGE_GATEWAY_SECRETS: `${testGateway.id}:${testGateway.secret},${otherTestGateway.id}:${otherTestGateway.secret}`,
    },
  });
}

export interface Customer extends TestMember {
  account: ProxyAccount;
}

/** A certified member with `traffic` bytes and one sub-account. */
export async function newCustomer(shop: TestServer, traffic: bigint): Promise<Customer> {
  const [member] = (await makeMembers(shop, 1, { certified: true })) as [TestMember];
  if (traffic > 0n) await grantTraffic(shop, member.memberId, traffic);
  const created = await apiClient(shop).post<ProxyAccount>(
    "/app-api/ip/proxy-account/create",
    { username: uniqueUsername("p") },
    { token: member.token },
  );
  if (created.code !== 0) throw new Error(created.msg);
  return { ...member, account: created.data };
}

/** What most gateway tests run against: the shop, a gateway in front of it and an origin behind it. */
export interface Rig {
  shop: TestServer;
  gateway: RunningGateway;
  origin: Origin;
}

/** Starts a rig on PGlite; `gatewayEnv` adds to the gateway's settings. */
async function startRig(gatewayEnv: Record<string, string> = {}): Promise<Rig> {
  const shop = await startShop("pglite");
  const gateway = await startTestGateway(shop, gatewayEnv);
  const origin = await startOrigin();
  return { shop, gateway, origin };
}

/**
 * A rig started before a describe block's tests and stopped after them. Its fields are set once
 * its beforeAll has run: read them inside tests and later hooks.
 */
export function rigPerSuite(gatewayEnv: Record<string, string> = {}): Rig {
  const rig = {} as Rig;
  beforeAll(async () => {
    Object.assign(rig, await startRig(gatewayEnv));
  });
  afterAll(() => stopRig(rig));
  return rig;
}

/** Stops what a rig's start got to (a failed beforeAll leaves some parts unset). */
export async function stopRig(rig: Partial<Rig>): Promise<void> {
  await namedIfSlow("gateway stop", rig.gateway?.stop());
  await namedIfSlow("origin close", rig.origin?.close());
  await namedIfSlow("shop close", rig.shop?.close());
}

/** Awaits a teardown step, saying which one when it takes long (a hook timeout names none). */
async function namedIfSlow(step: string, work: Promise<void> | undefined): Promise<void> {
  if (!work) return;
  if (await stillRunningAfter(work, 10_000)) console.error(`stopRig: ${step} still running after 10 s`);
  await work;
}

/** A gateway in front of the shop, on free ports, reporting every 200 ms. */
export async function startTestGateway(
  shop: TestServer,
  env: Record<string, string> = {},
  credentials = testGateway,
  clock: { now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<RunningGateway> {
  const config = loadGatewayConfig({
    APP_MODE: "demo",
    GATEWAY_ID: credentials.id,
    GATEWAY_SECRET: credentials.secret,
    GATEWAY_SHOP_URL: shop.baseUrl,
    GATEWAY_HTTP_PORT: "0",
    GATEWAY_SOCKS5_PORT: "0",
    GATEWAY_METRICS_PORT: "0",
    GATEWAY_FLUSH_INTERVAL_MS: "200",
    GATEWAY_JOURNAL_DIR: mkdtempSync(path.join(tmpdir(), "gateway-journal-")),
    LOG_LEVEL: "silent",
    ...env,
  });
  return startGateway(config, clock);
}

/**
 * A line between a gateway and the shop that a test can cut (every connection
 * dropped, new ones refused) and restore: the shop "stopped" without losing
 * its database.
 */
export async function startShopLine(
  shopUrl: string,
): Promise<{ url: string; cut(): void; restore(): void; close(): Promise<void> }> {
  const target = new URL(shopUrl);
  const line = await cuttableRelay(Number(target.port), target.hostname);
  return { ...line, url: `http://127.0.0.1:${line.port}` };
}

export interface Origin {
  url: string;
  port: number;
  /** Bytes the origin received in request bodies, and sent in response bodies. */
  received: number;
  sent: number;
  /** Every byte its sockets read and wrote, counted when each connection closes. */
  socketBytes: number;
  /** Addresses clients came from, in order. */
  peers: string[];
  close(): Promise<void>;
}

const chunk = Buffer.alloc(64 * 1024, 0x61);

/**
 * A local origin: `/bytes/N` sends N bytes, `/echo` answers the body's length,
 * `/slow/N` sends N bytes slowly, anything else a short text.
 */
export async function startOrigin(): Promise<Origin> {
  const origin = { received: 0, sent: 0, socketBytes: 0, peers: [] as string[] } as Origin;
  const server = http.createServer((req, res) => {
    if (req.url === "/whoami") {
      res.end(req.socket.remoteAddress ?? "");
      return;
    }
    req.on("data", (data: Buffer) => {
      origin.received += data.length;
    });
    const bytes = /^\/(bytes|slow)\/(\d+)$/.exec(req.url ?? "");
    if (bytes) {
      let left = Number(bytes[2]);
      res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(left) });
      const slow = bytes[1] === "slow";
      const pump = () => {
        while (left > 0) {
          const piece = chunk.subarray(0, Math.min(slow ? 16 * 1024 : chunk.length, left));
          left -= piece.length;
          origin.sent += piece.length;
          if (slow) {
            res.write(piece);
            setTimeout(pump, 20);
            return;
          }
          if (!res.write(piece)) {
            res.once("drain", pump);
            return;
          }
        }
        res.end();
      };
      res.on("error", () => {});
      pump();
      return;
    }
    if (req.url === "/echo") {
      let length = 0;
      req.on("data", (data: Buffer) => {
        length += data.length;
      });
      req.on("end", () => res.end(String(length)));
      return;
    }
    res.end("hello from the origin\n");
  });
  server.on("connection", (socket) => {
    origin.peers.push(socket.remoteAddress ?? "");
    socket.on("close", () => {
      origin.socketBytes += socket.bytesRead + socket.bytesWritten;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  origin.port = port;
  origin.url = `http://127.0.0.1:${port}`;
  origin.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return origin;
}

export interface CurlResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs curl; never throws on curl's own failures (the exit code says). */
export function curl(args: string[]): Promise<CurlResult> {
  return new Promise((resolve) => {
    execFile("curl", ["-sS", "--max-time", "20", ...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Fetches `url` through `proxy` and keeps nothing: stdout is the number of bytes received (or `writeOut`, curl's -w). `-p` tunnels with CONNECT. */
export function curlDownload(
  proxy: string,
  url: string,
  options: { tunnel?: boolean; extra?: string[]; writeOut?: string } = {},
): Promise<CurlResult> {
  return curl([
    ...(options.extra ?? []),
    ...(options.tunnel ? ["-p"] : []),
    "-x",
    proxy,
    "-o",
    "/dev/null",
    "-w",
    options.writeOut ?? "%{size_download}",
    url,
  ]);
}

/** Open file descriptors of this process (Linux). */
export function openDescriptors(): number {
  return readdirSync("/proc/self/fd").length;
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * A raw TCP origin: on each connection it counts what the client sends and,
 * once the client has half-closed, answers `reply` bytes (so a half-close
 * must pass through the gateway for any answer to come back).
 */
export async function startSinkSource(reply: number): Promise<{
  port: number;
  received: () => number;
  close(): Promise<void>;
}> {
  const net = await import("node:net");
  let received = 0;
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    socket.on("error", () => {});
    socket.on("data", (data: Buffer) => {
      received += data.length;
    });
    socket.on("end", () => writeFillerThenEnd(socket, reply, chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens a CONNECT tunnel through the gateway with a raw socket; resolves once the proxy said 200. */
export async function connectTunnel(
  proxyPort: number,
  target: string,
  credentials?: { username: string; password: string },
): Promise<import("node:net").Socket> {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: proxyPort, host: "127.0.0.1", allowHalfOpen: true });
    socket.once("error", reject);
    const auth = credentials
      ? `Proxy-Authorization: Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}\r\n`
      : "";
    socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n${auth}\r\n`);
    let head = "";
    const onData = (data: Buffer) => {
      head += data.toString("latin1");
      const end = head.indexOf("\r\n\r\n");
      if (end < 0) return;
      socket.off("data", onData);
      if (!head.startsWith("HTTP/1.1 200")) {
        socket.destroy();
        reject(new Error(head.split("\r\n")[0]));
        return;
      }
      const rest = Buffer.from(head.slice(end + 4), "latin1");
      if (rest.length > 0) socket.unshift(rest);
      resolve(socket);
    };
    socket.on("data", onData);
  });
}

/** Sends `up` bytes, half-closes, and reads everything the other side sends until it closes. */
export function exchange(socket: import("node:net").Socket, up: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let down = 0;
    socket.on("data", (data: Buffer) => {
      down += data.length;
    });
    socket.on("error", reject);
    socket.on("end", () => resolve(down));
    writeFillerThenEnd(socket, up, chunk);
  });
}

/** Buys one static IP for `customer` on a new node whose pool address is `outIp`; its account and password. */
export async function buyStaticIp(shop: TestServer, customer: TestMember, outIp: string) {
  const nodeId = await nodeWithStock(shop, 1, 1);
  await shop.database.db.update(tables.staticIpPool).set({ outIp }).where(eq(tables.staticIpPool.nodeId, nodeId));
  const api = apiClient(shop);
  const order = await api.post<{ id: number }>(
    "/app-api/ip/static-order/create",
    { nodeId, days: 30, count: 1 },
    { token: customer.token },
  );
  expect(order.code, order.msg).toBe(0);
  const pay = await api.post<{ payUrl: string }>(
    "/app-api/order/staticPay",
    { id: order.data.id, method: "alipay" },
    { token: customer.token },
  );
  expect(pay.code, pay.msg).toBe(0);
  await fetch(`${shop.baseUrl}/sandbox/alipay/hooks/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ pay_url: pay.data.payUrl, deliver: "normal" }),
  });
  let ip: typeof tables.staticIps.$inferSelect | undefined;
  await eventually(async () => {
    [ip] = await shop.database.db
      .select()
      .from(tables.staticIps)
      .where(and(eq(tables.staticIps.memberId, customer.memberId), eq(tables.staticIps.outIp, outIp)));
    return ip !== undefined;
  }, 10_000);
  return { account: ip?.account ?? "", password: ip?.password ?? "" };
}

/** What the shop counted on a sub-account: its use, as the member's own list shows it. */
export async function usedBytesOf(shop: TestServer, token: string, id: number): Promise<number> {
  const page = await apiClient(shop).get<{ list: { id: number; usedBytes: number }[] }>(
    "/app-api/ip/proxy-account/list?pageSize=100",
    { token },
  );
  return page.data.list.find((row) => row.id === id)?.usedBytes ?? -1;
}

/** A SOCKS5 CONNECT with a password; resolves the reply code (0 = granted, 2 = not allowed by ruleset). */
export function socksReply(port: number, username: string, password: string, host: string, targetPort: number) {
  return new Promise<number>((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    let stage = 0;
    let buffer = Buffer.alloc(0);
    socket.on("error", reject);
    socket.write(Buffer.from([5, 1, 2]));
    socket.on("data", (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (stage === 0 && buffer.length >= 2) {
        buffer = buffer.subarray(2);
        stage = 1;
        const user = Buffer.from(username);
        const pass = Buffer.from(password);
        socket.write(Buffer.concat([Buffer.from([1, user.length]), user, Buffer.from([pass.length]), pass]));
      }
      if (stage === 1 && buffer.length >= 2) {
        buffer = buffer.subarray(2);
        stage = 2;
        const name = Buffer.from(host);
        const portBytes = Buffer.alloc(2);
        portBytes.writeUInt16BE(targetPort);
        socket.write(Buffer.concat([Buffer.from([5, 1, 0, 3, name.length]), name, portBytes]));
      }
      if (stage === 2 && buffer.length >= 2) {
        resolve(buffer[1] ?? -1);
        socket.destroy();
      }
    });
  });
}
