/**
 * The production topology on loopback, under load and faults (issue 27): a scratch PostgreSQL
 * database, Redis, two shop processes behind Caddy (deploy/Caddyfile), two gateways behind HAProxy
 * (deploy/haproxy.cfg, PROXY protocol on), members paying through the payment sandbox with duplicated
 * and suppressed notifications, proxy traffic (CONNECT, SOCKS5, plain HTTP) to a local origin; a shop
 * and a gateway killed with SIGKILL and restarted, Redis cut for a while. Then it checks:
 *
 * - bytes charged (the shop's usage tables) = bytes moved (counted at the origin), per account and
 *   exactly, except what a killed gateway had in flight (docs/proxy-centre.md: an open tunnel's bytes
 *   since the last report), which may be charged in part;
 * - money paid (sandbox trades) = money credited (paid orders) + anomalies, each order credited once;
 * - each job ran at most once per interval across both shops;
 * - clients saw errors only on connections open on a process when it was killed, and the shop kept
 *   answering rate-limited calls while Redis was cut.
 *
 * `npm run soak` (20 minutes of traffic) or `npm run soak -- --short` (about 3 minutes, CI).
 * Needs PostgreSQL (TEST_DATABASE_URL, else the local server), Redis (TEST_REDIS_URL, else the local
 * one) and Debian's caddy and haproxy, installed here with apt-get when missing and possible;
 * without them the fronts are skipped (clients then go to the processes directly) and it says so.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase, tables } from "@shop/db";
import { scratchPostgresDatabase } from "@shop/db/testing";
import { sql } from "drizzle-orm";
import { SocksClient } from "socks";
import { cuttableRelay, freePort } from "../apps/gateway/test/sockets.ts";
import { hashPassword } from "../apps/server/src/modules/identity/auth/password.ts";
import { verifyLedger } from "../apps/server/src/ops/ledger-verify.ts";

const root = path.resolve(import.meta.dirname, "..");
const isShort = process.argv.includes("--short");
const trafficSeconds = Number(process.env.SOAK_SECONDS ?? (isShort ? 100 : 20 * 60));
const memberCount = isShort ? 8 : 20;
const concurrency = 6;
const jobIntervalSeconds = 5;
const work = mkdtempSync(path.join(tmpdir(), "soak-"));
const started = Date.now();
const log = (text: string) => console.log(`[soak +${((Date.now() - started) / 1000).toFixed(0)}s] ${text}`);

// ---------------------------------------------------------------------------------------------
// Tools: caddy and haproxy from Debian, as scripts/ensure-chromium.mjs does for Chromium.

function hasCommand(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function ensureFronts(): boolean {
  // SOAK_FRONTS=off: clients straight to the processes (tells a front's part in a failure from the processes').
  if (process.env.SOAK_FRONTS === "off") return false;
  if (hasCommand("caddy") && hasCommand("haproxy")) return true;
  if (process.getuid?.() === 0 && hasCommand("apt-get")) {
    log("installing caddy and haproxy (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [
      ["update", "-qq"],
      ["install", "-y", "-qq", "--no-install-recommends", "caddy", "haproxy"],
    ]) {
      spawnSync("apt-get", args, { env, stdio: ["ignore", "ignore", "inherit"] });
    }
  }
  if (hasCommand("caddy") && hasCommand("haproxy")) return true;
  console.error(
    "SOAK: caddy and haproxy are not installed and apt-get could not install them (`sudo apt-get install caddy haproxy`): " +
      "the fronts are SKIPPED, clients go straight to the shop and gateway processes.",
  );
  return false;
}

// ---------------------------------------------------------------------------------------------
// Processes.

interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  start(): void;
  /** Resolves once the process has exited. */
  exited(): Promise<void>;
}

const managed: Managed[] = [];

function manage(name: string, command: string, args: string[], env: Record<string, string>): Managed {
  const logFile = path.join(work, `${name}.log`);
  const entry = { name, logFile } as Managed;
  let exit: Promise<void> = Promise.resolve();
  entry.start = () => {
    const out = createWriteStream(logFile, { flags: "a" });
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    exit = new Promise((resolve) => child.once("exit", () => resolve()));
    entry.child = child;
  };
  entry.exited = () => exit;
  entry.start();
  managed.push(entry);
  return entry;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  process?: Managed,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (process && process.child.exitCode !== null) {
      throw new Error(`${what} exited with ${process.child.exitCode}: see ${process.logFile}`);
    }
    let problem = "";
    if (
      await check().catch((error: unknown) => {
        problem = `: ${(error as Error).message}`;
        return false;
      })
    )
      return;
    if (Date.now() > until) throw new Error(`${what} not ready within ${timeoutMs / 1000} s${problem}`);
    await sleep(250);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = (url: string) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

// ---------------------------------------------------------------------------------------------
// The origin: counts every byte its sockets read and write, by the account named in the first request.

interface OriginConnection {
  account: string;
  /** The client call that opened it (ClientCall.id). */
  call: number;
  bytes: number;
  opened: number;
  closed: number;
}

async function startOrigin() {
  const closedConnections: OriginConnection[] = [];
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://origin");
    const entry = (req.socket as net.Socket & { soak?: OriginConnection }).soak;
    if (entry && !entry.account) {
      entry.account = url.searchParams.get("a") ?? "";
      entry.call = Number(url.searchParams.get("c") ?? 0);
    }
    let left = Number(/^\/bytes\/(\d+)$/.exec(url.pathname)?.[1] ?? 0);
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(left) });
    const pump = () => {
      while (left > 0) {
        const piece = chunk.subarray(0, Math.min(chunk.length, left));
        left -= piece.length;
        if (!res.write(piece)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  server.keepAliveTimeout = 1_000;
  server.on("connection", (socket: net.Socket & { soak?: OriginConnection }) => {
    const entry: OriginConnection = { account: "", call: 0, bytes: 0, opened: Date.now(), closed: 0 };
    socket.soak = entry;
    socket.on("close", () => {
      entry.bytes = socket.bytesRead + socket.bytesWritten;
      entry.closed = Date.now();
      closedConnections.push(entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, closedConnections, server };
}

// ---------------------------------------------------------------------------------------------
// Renders of deploy/ for loopback.

function renderCaddyfile(port: number, shopPorts: number[]): string {
  const text = readFileSync(path.join(root, "deploy/Caddyfile"), "utf8");
  const snippet = /^\(shops\) \{[\s\S]*?^\}/m.exec(text)?.[0];
  if (!snippet?.includes("reverse_proxy 127.0.0.1:3001 127.0.0.1:3002")) {
    throw new Error("deploy/Caddyfile: the (shops) snippet is not where the soak expects it");
  }
  const shops = snippet
    .replace(
      "reverse_proxy 127.0.0.1:3001 127.0.0.1:3002",
      `reverse_proxy ${shopPorts.map((p) => `127.0.0.1:${p}`).join(" ")}`,
    )
    .replace(/health_interval \S+/, "health_interval 1s");
  return `{\n\tadmin off\n\tauto_https off\n}\n\n${shops}\n\nhttp://127.0.0.1:${port} {\n\timport shops\n}\n`;
}

function renderHaproxy(ports: { http: number; socks: number; stats: number }, gateways: GatewayPorts[]): string {
  let text = readFileSync(path.join(root, "deploy/haproxy.cfg"), "utf8");
  text = text
    .split("\n")
    .filter((line) => !/^\t(log \/dev\/log|user |group |stats socket)/.test(line))
    .join("\n")
    .replace("bind :7777", `bind 127.0.0.1:${ports.http}`)
    .replace("bind :7778", `bind 127.0.0.1:${ports.socks}`)
    .replace("bind 127.0.0.1:8404", `bind 127.0.0.1:${ports.stats}`)
    .replace(/inter 2s/, "inter 500ms")
    // This machine's descriptor limit (20 000) is below what 100 000 connections need.
    .replace(/^\tmaxconn \d+$/m, "\tmaxconn 4000")
    .replace(/maxconn 20000/, "maxconn 1000");
  const original = [
    ["127.0.0.1:7781 check port 9477", "127.0.0.1:7782 check port 9487"],
    ["127.0.0.1:7791 check port 9477", "127.0.0.1:7792 check port 9487"],
  ];
  for (const [index, gateway] of gateways.entries()) {
    const [httpLine, socksLine] = [original[0]?.[index] ?? "", original[1]?.[index] ?? ""];
    if (!text.includes(`${httpLine} send-proxy-v2`))
      throw new Error(`deploy/haproxy.cfg: "${httpLine} send-proxy-v2" not found`);
    text = text
      .replace(httpLine, `127.0.0.1:${gateway.http} check port ${gateway.metrics}`)
      .replace(socksLine, `127.0.0.1:${gateway.socks} check port ${gateway.metrics}`);
  }
  return text;
}

interface GatewayPorts {
  http: number;
  socks: number;
  metrics: number;
}

// ---------------------------------------------------------------------------------------------
// The run.

interface Member {
  mobile: string;
  token: string;
  memberId: number;
  username: string;
  password: string;
  accountId: number;
}

interface ClientCall {
  id: number;
  kind: string;
  account: string;
  start: number;
  end: number;
  error: string | null;
}

/** Errors grouped by kind and message (numbers left out), with when the first one happened. */
function describeErrors(list: ClientCall[], at: (t: number) => string): string {
  const groups = new Map<string, { count: number; first: ClientCall }>();
  for (const call of list) {
    const key = `${call.kind} ${(call.error ?? "").replace(/\d+/g, "N")}`;
    const group = groups.get(key) ?? { count: 0, first: call };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups]
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, 6)
    .map(([key, { count, first }]) => `${count}× ${key} (first ${at(first.start)})`)
    .join("; ");
}

interface Fault {
  what: string;
  at: number;
  until: number;
}

async function main() {
  const fronts = ensureFronts();
  // The shop serves its pages from the web build (npm start builds it too).
  if (!existsSync(path.join(root, "apps/web/build/server/index.js"))) {
    log("building the web app (npm run build)…");
    if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0)
      throw new Error("npm run build failed");
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const redisUrl = new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379");
  const scratch = await scratchPostgresDatabase(adminUrl, "soak");
  log(`database ${scratch.url.replace(/\/\/[^@]*@/, "//")}, work folder ${work}`);
  const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 4 });
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const faults: Fault[] = [];
  const calls: ClientCall[] = [];
  const failures: string[] = [];
  const rows: [string, string, string][] = [];
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => {
    const result = (await database.db.execute(query)) as unknown as { rows?: T[] } | T[];
    return Array.isArray(result) ? result : (result.rows ?? []);
  };
  const check = (what: string, ok: boolean, figures: string) => {
    rows.push([ok ? "ok" : "FAILED", what, figures]);
    if (!ok) failures.push(`${what}: ${figures}`);
  };

  try {
    const redisRelays = [
      await cuttableRelay(Number(redisUrl.port || 6379)),
      await cuttableRelay(Number(redisUrl.port || 6379)),
    ];
    cleanups.push(() => Promise.all(redisRelays.map((r) => r.close())));
    const origin = await startOrigin();
    cleanups.push(() => origin.server.close());

    // Shops: the first migrates and seeds, then the second starts.
    const gatewayCredentials = [
      { id: "soak-gw-1", secret: "soak-gateway-secret-0001" },
      { id: "soak-gw-2", secret: "soak-gateway-secret-0002" },
    ];
    const shopPorts = [await freePort(), await freePort()];
    const startShop = (port: number, index: number) =>
      manage(`shop-${index + 1}`, process.execPath, ["apps/server/src/main.ts"], {
        APP_MODE: "demo",
        ALLOW_DEMO: "true",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: scratch.url,
        DATABASE_POOL_SIZE: "5",
        SEED_DEMO_DATA: index === 0 ? "true" : "false",
        REDIS_URL: `redis://127.0.0.1:${redisRelays[index]?.port}`,
        APP_SECRET: "soak-app-secret-soak-app-secret-0123456789",
        TRUST_PROXY: "true",
        GATEWAY_DEMO: "off",
        PAYMENT_JOB_INTERVAL_SECONDS: String(jobIntervalSeconds),
        USAGE_GATEWAY_SECRETS: gatewayCredentials.map((g) => `${g.id}:${g.secret}`).join(","),
        LOG_LEVEL: "info",
      });
    // One at a time: the first migrates the database and seeds it.
    const shops: Managed[] = [];
    for (const [index, port] of shopPorts.entries()) {
      const shop = startShop(port, index);
      shops.push(shop);
      await waitFor(`shop ${index + 1}`, answers(`http://127.0.0.1:${port}/readyz`), 120_000, shop);
    }
    log(`shops on ${shopPorts.join(", ")}`);

    let shopUrl = `http://127.0.0.1:${shopPorts[0]}`;
    if (fronts) {
      const caddyPort = await freePort();
      const caddyfile = path.join(work, "Caddyfile");
      writeFileSync(caddyfile, renderCaddyfile(caddyPort, shopPorts));
      manage("caddy", "caddy", ["run", "--adapter", "caddyfile", "--config", caddyfile], {
        XDG_DATA_HOME: work,
        XDG_CONFIG_HOME: work,
      });
      shopUrl = `http://127.0.0.1:${caddyPort}`;
      await waitFor("caddy", answers(`${shopUrl}/readyz`));
      log(`caddy on ${caddyPort}`);
    }

    // Gateways, each with both shops' URLs and its own journal, PROXY protocol on behind HAProxy.
    const gatewayPorts: GatewayPorts[] = [];
    for (let i = 0; i < 2; i += 1)
      gatewayPorts.push({ http: await freePort(), socks: await freePort(), metrics: await freePort() });
    const gateways = gatewayPorts.map((ports, index) =>
      manage(`gateway-${index + 1}`, process.execPath, ["apps/gateway/src/main.ts"], {
        APP_MODE: "demo",
        GATEWAY_ID: gatewayCredentials[index]?.id ?? "",
        GATEWAY_SECRET: gatewayCredentials[index]?.secret ?? "",
        GATEWAY_SHOP_URL: shopPorts.map((port) => `http://127.0.0.1:${port}`).join(","),
        GATEWAY_JOURNAL_DIR: mkdtempSync(path.join(work, `journal-${index + 1}-`)),
        GATEWAY_HTTP_PORT: String(ports.http),
        GATEWAY_SOCKS5_PORT: String(ports.socks),
        GATEWAY_METRICS_PORT: String(ports.metrics),
        GATEWAY_FLUSH_INTERVAL_MS: "500",
        ...(fronts ? { GATEWAY_PROXY_PROTOCOL: "true", GATEWAY_TRUSTED_PROXIES: "127.0.0.1/32" } : {}),
        LOG_LEVEL: "warn",
      }),
    );
    for (const ports of gatewayPorts) await waitFor("gateway", answers(`http://127.0.0.1:${ports.metrics}/healthz`));
    let proxy = {
      http: [gatewayPorts[0]?.http ?? 0, gatewayPorts[1]?.http ?? 0],
      socks: [gatewayPorts[0]?.socks ?? 0, gatewayPorts[1]?.socks ?? 0],
    };
    if (fronts) {
      const ports = { http: await freePort(), socks: await freePort(), stats: await freePort() };
      const cfg = path.join(work, "haproxy.cfg");
      writeFileSync(cfg, renderHaproxy(ports, gatewayPorts));
      const valid = spawnSync("haproxy", ["-c", "-q", "-f", cfg], { encoding: "utf8" });
      if (valid.status !== 0) throw new Error(`haproxy -c: ${valid.stderr}`);
      manage("haproxy", "haproxy", ["-db", "-f", cfg], {});
      proxy = { http: [ports.http], socks: [ports.socks] };
      await waitFor("haproxy", async () => {
        const stats = await (await fetch(`http://127.0.0.1:${ports.stats}/metrics`)).text();
        return (stats.match(/haproxy_server_status\{[^}]*state="UP"[^}]*\} 1/g) ?? []).length >= 4;
      });
      log(`haproxy on ${ports.http} (HTTP) and ${ports.socks} (SOCKS5)`);
    }

    // ---- Members: made in the database, logged in and served through the front.
    const api = async <T>(method: "GET" | "POST", route: string, body?: unknown, token?: string) => {
      const response = await fetch(`${shopUrl}${route}`, {
        method,
        headers: {
          "accept-language": "en",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      return (await response.json()) as { code: number; msg: string; data: T };
    };
    const password = "soak member passphrase";
    const hash = await hashPassword(password);
    const members: Member[] = [];
    for (let i = 0; i < memberCount; i += 1) {
      const mobile = `139${String(Date.now() % 1e4).padStart(4, "0")}${String(i).padStart(4, "0")}`;
      const [row] = await database.db
        .insert(tables.members)
        .values({ mobile, passwordHash: hash, certificationStatus: 3, certificationType: 0 })
        .returning({ id: tables.members.id });
      const login = await api<{ accessToken: string }>("POST", "/app-api/member/auth/login", {
        account: mobile,
        password,
      });
      if (login.code !== 0) throw new Error(`login: ${login.msg}`);
      const username = `soak_${i}_${Date.now().toString(36)}`.slice(0, 32);
      const account = await api<{ id: number; password: string }>(
        "POST",
        "/app-api/ip/proxy-account/create",
        { username },
        login.data.accessToken,
      );
      if (account.code !== 0) throw new Error(`proxy account: ${account.msg}`);
      members.push({
        mobile,
        token: login.data.accessToken,
        memberId: row?.id ?? 0,
        username,
        password: account.data.password,
        accountId: account.data.id,
      });
    }
    log(`${members.length} members`);

    // ---- Payments: every member pays one order (notifications duplicated, or suppressed: the job finds them).
    const payOrder = async (member: Member, deliver: "duplicates" | "never", trafficGb: number) => {
      const start = Date.now();
      try {
        const order = await api<{ id: number }>(
          "POST",
          "/app-api/ip/recharge-order/create",
          { trafficGb },
          member.token,
        );
        if (order.code !== 0) throw new Error(`order: ${order.msg}`);
        const pay = await api<{ payUrl: string }>(
          "POST",
          "/app-api/order/pay",
          { id: order.data.id, method: "alipay" },
          member.token,
        );
        if (pay.code !== 0) throw new Error(`pay: ${pay.msg}`);
        const paid = await fetch(`${shopUrl}/sandbox/alipay/hooks/pay`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ pay_url: pay.data.payUrl, deliver, copies: 7 }),
          signal: AbortSignal.timeout(15_000),
        });
        if (paid.status !== 200) throw new Error(`sandbox pay: ${paid.status} ${await paid.text()}`);
        calls.push({ id: 0, kind: "payment", account: member.username, start, end: Date.now(), error: null });
      } catch (error) {
        calls.push({
          id: 0,
          kind: "payment",
          account: member.username,
          start,
          end: Date.now(),
          error: (error as Error).message,
        });
      }
    };
    // Enough that no member runs out in the run: on a quiet machine the short run moves ~2 GB a member
    // in 100 s (2 GB each ran out at +96 s and the clients were refused, as they should be).
    for (const [index, member] of members.entries())
      await payOrder(member, index % 4 === 3 ? "never" : "duplicates", 8);
    const unpaid = calls.filter((c) => c.error);
    if (unpaid.length > 0) throw new Error(`payments failed: ${unpaid.map((c) => c.error).join("; ")}`);
    // Notified orders are credited at once; suppressed ones when the recovery job asks (after a minute):
    // traffic goes through the members credited now, the others are checked at the end.
    const creditedMembers = async () =>
      new Set(
        (
          await rowsOf<{ member_id: number }>(
            sql`select distinct member_id from traffic_ledger where kind = 'recharge'`,
          )
        ).map((row) => Number(row.member_id)),
      );
    const notified = members.filter((_, index) => index % 4 !== 3).length;
    await waitFor("notified orders credited", async () => (await creditedMembers()).size >= notified, 60_000);
    const creditedNow = await creditedMembers();
    const active = members.filter((m) => creditedNow.has(m.memberId));
    log(`orders paid; ${active.length} members credited at once, the others wait for the recovery job`);

    // ---- Traffic and faults.
    const until = Date.now() + trafficSeconds * 1000;
    const auth = (m: Member) => `Basic ${Buffer.from(`${m.username}:${m.password}`).toString("base64")}`;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;
    let callIds = 0;
    const request = (m: Member, size: number, id: number) =>
      `GET /bytes/${size}?a=${m.username}&c=${id} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`;

    /** Reads a whole HTTP/1.1 answer with Content-Length from a socket; checks the body's length. */
    const readAnswer = (socket: net.Socket, size: number) =>
      new Promise<void>((resolve, reject) => {
        let head = "";
        let body = 0;
        let inBody = false;
        socket.on("data", (chunk: Buffer) => {
          if (inBody) {
            body += chunk.length;
            return;
          }
          head += chunk.toString("latin1");
          const end = head.indexOf("\r\n\r\n");
          if (end < 0) return;
          inBody = true;
          body = Buffer.byteLength(head.slice(end + 4), "latin1");
          if (!head.startsWith("HTTP/1.1 200")) reject(new Error(head.split("\r\n")[0]));
        });
        socket.on("error", (error) => reject(error));
        socket.on("close", () => (body === size ? resolve() : reject(new Error(`short body: ${body} of ${size}`))));
      });

    const viaConnect = async (m: Member, size: number, id: number) => {
      const socket = net.connect(pick(proxy.http), "127.0.0.1");
      // Errors reach the caller through the readers below; this one only keeps a second one from throwing.
      socket.on("error", () => {});
      socket.write(
        `CONNECT 127.0.0.1:${origin.port} HTTP/1.1\r\nHost: 127.0.0.1:${origin.port}\r\nProxy-Authorization: ${auth(m)}\r\n\r\n`,
      );
      await new Promise<void>((resolve, reject) => {
        let head = "";
        const onData = (chunk: Buffer) => {
          head += chunk.toString("latin1");
          const end = head.indexOf("\r\n\r\n");
          if (end < 0) return;
          socket.off("data", onData);
          socket.pause();
          if (!head.startsWith("HTTP/1.1 200")) return reject(new Error(head.split("\r\n")[0]));
          resolve();
        };
        socket.on("data", onData);
        socket.once("error", reject);
        socket.once("close", () => reject(new Error("closed before the tunnel")));
      });
      const answer = readAnswer(socket, size);
      socket.resume();
      socket.write(request(m, size, id));
      await answer;
    };

    const viaSocks = async (m: Member, size: number, id: number) => {
      const { socket } = await SocksClient.createConnection({
        proxy: { host: "127.0.0.1", port: pick(proxy.socks), type: 5, userId: m.username, password: m.password },
        command: "connect",
        destination: { host: "127.0.0.1", port: origin.port },
        timeout: 15_000,
      });
      socket.on("error", () => {});
      const answer = readAnswer(socket, size);
      socket.write(request(m, size, id));
      await answer;
    };

    const viaHttp = (m: Member, size: number, id: number) =>
      new Promise<void>((resolve, reject) => {
        const req = http.request({
          host: "127.0.0.1",
          port: pick(proxy.http),
          path: `http://127.0.0.1:${origin.port}/bytes/${size}?a=${m.username}&c=${id}`,
          headers: { "proxy-authorization": auth(m), connection: "close" },
          agent: false,
        });
        req.on("error", reject);
        req.on("response", (res) => {
          let body = 0;
          res.on("data", (chunk: Buffer) => {
            body += chunk.length;
          });
          res.on("error", reject);
          res.on("close", () =>
            res.statusCode === 200 && body === size
              ? resolve()
              : reject(
                  new Error(`HTTP ${res.statusCode} ${res.headers["x-proxy-refusal"] ?? ""}, body ${body} of ${size}`),
                ),
          );
        });
        req.end();
      });

    const kinds = { connect: viaConnect, socks5: viaSocks, http: viaHttp } as const;
    const worker = async () => {
      while (Date.now() < until) {
        const m = pick(active);
        const kind = pick(Object.keys(kinds) as (keyof typeof kinds)[]);
        const size = 16 * 1024 + Math.floor(Math.random() * 1024 * 1024);
        const start = Date.now();
        const id = ++callIds;
        try {
          await kinds[kind](m, size, id);
          calls.push({ id, kind, account: m.username, start, end: Date.now(), error: null });
        } catch (error) {
          calls.push({ id, kind, account: m.username, start, end: Date.now(), error: (error as Error).message });
        }
      }
    };

    /** Rate-limited calls (login) while Redis is cut: each must answer, quickly, and not with a server error. */
    const redisProbes: { ms: number; code: number | null }[] = [];
    const probeLogin = async () => {
      const m = pick(members);
      const t = performance.now();
      try {
        const answer = await api("POST", "/app-api/member/auth/login", { account: m.mobile, password });
        redisProbes.push({ ms: performance.now() - t, code: answer.code });
      } catch {
        redisProbes.push({ ms: performance.now() - t, code: null });
      }
    };

    const kill = async (entry: Managed, what: string, ready: string) => {
      const at = Date.now();
      entry.child.kill("SIGKILL");
      await entry.exited();
      await sleep(3_000);
      entry.start();
      await waitFor(`${entry.name} again`, answers(ready), 120_000);
      faults.push({ what, at, until: Date.now() });
      log(`${what}: back after ${((Date.now() - at) / 1000).toFixed(1)} s`);
    };
    const cutRedis = async (ms: number) => {
      const at = Date.now();
      for (const r of redisRelays) r.cut();
      await sleep(1_000);
      for (let i = 0; i < 5; i += 1) {
        await probeLogin();
        await sleep(Math.max(0, ms / 6 - 1_000));
      }
      for (const r of redisRelays) r.restore();
      faults.push({ what: "redis cut", at, until: Date.now() });
      log(`redis cut for ${((Date.now() - at) / 1000).toFixed(0)} s`);
    };

    const faultPlan = async () => {
      const cycles = isShort ? 1 : 3;
      const span = (trafficSeconds * 1000) / cycles;
      for (let cycle = 0; cycle < cycles; cycle += 1) {
        const base = until - trafficSeconds * 1000 + cycle * span;
        const shop = cycle % 2;
        const gateway = cycle % 2;
        await sleep(Math.max(0, base + span * 0.15 - Date.now()));
        await kill(shops[shop] as Managed, `shop ${shop + 1} SIGKILL`, `http://127.0.0.1:${shopPorts[shop]}/readyz`);
        await sleep(Math.max(0, base + span * 0.4 - Date.now()));
        await kill(
          gateways[gateway] as Managed,
          `gateway ${gateway + 1} SIGKILL`,
          `http://127.0.0.1:${gatewayPorts[gateway]?.metrics}/healthz`,
        );
        await sleep(Math.max(0, base + span * 0.6 - Date.now()));
        await cutRedis(isShort ? 15_000 : 45_000);
        // A member pays during the run, duplicated notifications, while the jobs go on.
        await payOrder(pick(members), cycle % 2 === 0 ? "duplicates" : "never", 1);
      }
    };

    log(`traffic for ${trafficSeconds} s (${concurrency} clients, CONNECT, SOCKS5, plain HTTP)`);
    await Promise.all([...Array.from({ length: concurrency }, worker), faultPlan()]);
    log("traffic done; draining");

    // ---- Drain: gateways stop cleanly (they flush), the jobs get two more intervals, then the counts.
    await sleep(2 * jobIntervalSeconds * 1000);
    for (const gateway of gateways) {
      gateway.child.kill("SIGTERM");
      await gateway.exited();
    }
    await sleep(1_000);

    // ---- Bytes.
    const charged = new Map<number, bigint>();
    for (const row of await rowsOf<{ account_id: number; bytes: string }>(
      sql`select account_id, sum(bytes_up + bytes_down)::text as bytes from usage_account_hourly group by account_id`,
    )) {
      charged.set(Number(row.account_id), BigInt(row.bytes));
    }
    const [memberTotals] = await rowsOf<{ bytes: string | null }>(
      sql`select sum(bytes_up + bytes_down)::text as bytes from usage_hourly`,
    );
    const [batchTotals] = await rowsOf<{ bytes: string | null }>(
      sql`select sum(total_bytes)::text as bytes from usage_batches`,
    );
    const gatewayKills = faults.filter((f) => f.what.startsWith("gateway"));
    let movedTotal = 0n;
    let chargedTotal = 0n;
    let uncertainTotal = 0n;
    let exactAccounts = 0;
    const badAccounts: string[] = [];
    for (const m of members) {
      const connections = origin.closedConnections.filter((c) => c.account === m.username);
      const moved = connections.reduce((sum, c) => sum + BigInt(c.bytes), 0n);
      // What a killed gateway may not have reported: the connections it had open (their clients failed),
      // and those that ended in the second before the kill on either gateway (a client can finish reading
      // before the gateway has closed and counted its tunnel).
      const failedCalls = new Set(calls.filter((c) => c.error).map((c) => c.id));
      const atRisk = connections.filter((c) =>
        gatewayKills.some(
          (k) => c.opened <= k.at && c.closed >= k.at - 1_000 && (failedCalls.has(c.call) || c.closed <= k.at + 200),
        ),
      );
      const uncertain = atRisk.reduce((sum, c) => sum + BigInt(c.bytes), 0n);
      const got = charged.get(m.accountId) ?? 0n;
      movedTotal += moved;
      chargedTotal += got;
      uncertainTotal += uncertain;
      if (uncertain === 0n) {
        if (got === moved) exactAccounts += 1;
        else badAccounts.push(`${m.username}: charged ${got}, moved ${moved}`);
      } else if (got < moved - uncertain || got > moved) {
        badAccounts.push(`${m.username}: charged ${got}, moved ${moved} (${uncertain} in flight at a kill)`);
      }
    }
    check(
      "bytes charged = bytes moved, per account",
      badAccounts.length === 0,
      badAccounts.length === 0
        ? `${exactAccounts} of ${members.length} accounts exact; the others within what a killed gateway had open`
        : badAccounts.slice(0, 5).join("; "),
    );
    check(
      "bytes charged: totals",
      chargedTotal <= movedTotal && chargedTotal >= movedTotal - uncertainTotal,
      `moved ${movedTotal}, charged ${chargedTotal}, in flight at gateway kills ${uncertainTotal}, lost ${movedTotal - chargedTotal}`,
    );
    check(
      "usage tables agree (per account, per member, batches)",
      BigInt(memberTotals?.bytes ?? 0) === chargedTotal && BigInt(batchTotals?.bytes ?? 0) === chargedTotal,
      `accounts ${chargedTotal}, members ${memberTotals?.bytes}, batches ${batchTotals?.bytes}`,
    );

    // ---- Money: suppressed notifications are found by the recovery job a minute after payment.
    const money = async () => {
      const [paid] = await rowsOf<{ fen: number; trades: number }>(
        sql`select coalesce(sum(coalesce(charged_fen, amount_fen)), 0)::int as fen, count(*)::int as trades
          from payment_sandbox_trades where status in ('TRADE_SUCCESS', 'SUCCESS', 'REFUND')`,
      );
      const [credited] = await rowsOf<{ fen: number; orders: number }>(
        sql`select coalesce(sum(pay_amount_fen), 0)::int as fen, count(*)::int as orders from (
            select pay_amount_fen from recharge_orders where status = 'paid'
            union all select pay_amount_fen from static_orders where status = 'paid') o`,
      );
      const [anomalies] = await rowsOf<{ fen: number; n: number }>(
        sql`select coalesce(sum(amount_fen), 0)::int as fen, count(*)::int as n from payment_anomalies`,
      );
      return { paid, credited, anomalies };
    };
    await waitFor(
      "suppressed notifications recovered",
      async () => {
        const { paid, credited, anomalies } = await money();
        return (paid?.fen ?? -1) === (credited?.fen ?? 0) + (anomalies?.fen ?? 0);
      },
      150_000,
    ).catch(() => {});
    const { paid, credited, anomalies } = await money();
    const [twice] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from (select cause from traffic_ledger where kind = 'recharge' group by cause having count(*) > 1) d`,
    );
    const [notifications] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from payment_notifications`);
    check(
      "money paid = credited + anomalies",
      (paid?.fen ?? -1) === (credited?.fen ?? 0) + (anomalies?.fen ?? 0),
      `paid ¥${((paid?.fen ?? 0) / 100).toFixed(2)} in ${paid?.trades} trades, credited ¥${((credited?.fen ?? 0) / 100).toFixed(2)} (${credited?.orders} orders), anomalies ¥${((anomalies?.fen ?? 0) / 100).toFixed(2)} (${anomalies?.n})`,
    );
    check(
      "each order credited once",
      (twice?.n ?? 1) === 0,
      `${notifications?.n} notifications received, ${twice?.n} orders credited twice`,
    );
    const ledger = await verifyLedger(database.db);
    check(
      "ledger:verify",
      ledger.problems.length === 0,
      ledger.problems.length === 0 ? "clean" : JSON.stringify(ledger.problems.slice(0, 3)),
    );

    // ---- Jobs: from both shops' logs ("job ran", with its duration), at most once per interval.
    const runs = new Map<string, { start: number; end: number; shop: string }[]>();
    for (const shop of shops) {
      for (const line of readFileSync(shop.logFile, "utf8").split("\n")) {
        if (!line.includes('"job ran"')) continue;
        try {
          const entry = JSON.parse(line) as { time: number; job: string; ms: number };
          const list = runs.get(entry.job) ?? [];
          list.push({ start: entry.time - entry.ms, end: entry.time, shop: shop.name });
          runs.set(entry.job, list);
        } catch {}
      }
    }
    // apps/server/src/services.ts: the purges run hourly or every 6 hours, the payment jobs every PAYMENT_JOB_INTERVAL_SECONDS.
    const intervals: Record<string, number> = {
      "purge-captcha": 3600_000,
      "purge-rate-limits": 3600_000,
      "purge-codes": 3600_000,
      "purge-sessions": 6 * 3600_000,
      "purge-login-history": 6 * 3600_000,
      "purge-login-challenges": 6 * 3600_000,
    };
    const twiceInInterval: string[] = [];
    let jobRuns = 0;
    const byShop = new Map<string, number>();
    for (const [job, list] of runs) {
      list.sort((a, b) => a.start - b.start);
      jobRuns += list.length;
      for (const run of list) byShop.set(run.shop, (byShop.get(run.shop) ?? 0) + 1);
      const interval = intervals[job] ?? jobIntervalSeconds * 1000;
      const due = interval - Math.min(interval / 10, 1_000);
      for (let i = 1; i < list.length; i += 1) {
        const previous = list[i - 1] as { start: number };
        const run = list[i] as { end: number };
        // The claims lie within each run: two claims closer than `due` would put this run's end that close to the previous start.
        if (run.end - previous.start < due - 50) twiceInInterval.push(`${job} ${new Date(run.end).toISOString()}`);
      }
    }
    check(
      "each job at most once per interval",
      twiceInInterval.length === 0 && jobRuns > 0,
      `${jobRuns} runs (${[...byShop].map(([s, n]) => `${s} ${n}`).join(", ")}); ${twiceInInterval.length} too soon ${twiceInInterval.slice(0, 3).join(" ")}`,
    );

    // ---- Client errors: only for calls in flight when a process was killed.
    const kills = faults.filter((f) => f.what.includes("SIGKILL"));
    const errors = calls.filter((c) => c.error);
    const unexplained = errors.filter((c) => !kills.some((k) => c.start <= k.at + 500 && c.end >= k.at - 500));
    const at = (t: number) => `+${((t - started) / 1000).toFixed(1)}s`;
    const traffic = calls.filter((c) => c.kind !== "payment");
    check(
      "client errors only on connections open at a kill",
      unexplained.length === 0,
      `${traffic.length} proxy calls, ${errors.length} errors, ${unexplained.length} unexplained${unexplained.length ? `: ${describeErrors(unexplained, at)}` : ""}`,
    );
    const slow = redisProbes.filter((p) => p.code === null || p.code === 500 || p.ms > 3_000);
    check(
      "rate-limited calls answer while Redis is cut",
      redisProbes.length > 0 && slow.length === 0,
      `${redisProbes.length} logins, slowest ${Math.max(...redisProbes.map((p) => p.ms)).toFixed(0)} ms, codes ${[...new Set(redisProbes.map((p) => p.code))].join(",")}`,
    );

    // ---- Summary.
    const seconds = (Date.now() - started) / 1000;
    const gib = Number(movedTotal) / 1024 ** 3;
    console.log(
      `\nSoak (${isShort ? "short" : "long"}): ${seconds.toFixed(0)} s, ${trafficSeconds} s of traffic, ${members.length} members, ` +
        `${traffic.length} proxy calls (${gib.toFixed(2)} GiB), fronts ${fronts ? "Caddy + HAProxy (PROXY v2)" : "SKIPPED"}`,
    );
    console.log(`Faults: ${faults.map((f) => `${f.what} at +${((f.at - started) / 1000).toFixed(0)}s`).join(", ")}\n`);
    const width = Math.max(...rows.map((r) => r[1].length));
    for (const [status, what, figures] of rows) console.log(`${status.padEnd(6)} ${what.padEnd(width)}  ${figures}`);
    console.log(`\nLogs: ${work}`);
  } finally {
    for (const entry of managed.reverse()) {
      entry.child.kill("SIGTERM");
      await Promise.race([entry.exited(), sleep(5_000)]);
      entry.child.kill("SIGKILL");
    }
    for (const cleanup of cleanups) await cleanup();
    await database.close();
    await scratch.drop();
  }
  if (failures.length > 0) {
    console.error(`\nSOAK FAILED:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
}

// A crash must not leave the shops, gateways and fronts running.
process.on("uncaughtException", (error) => {
  console.error(error);
  for (const entry of managed) entry.child.kill("SIGKILL");
  process.exit(1);
});

await main().catch((error: unknown) => {
  console.error(error);
  for (const entry of managed) entry.child.kill("SIGKILL");
  process.exit(1);
});
