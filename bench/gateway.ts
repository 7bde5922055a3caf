/**
 * The proxy gateway side by side with direct loopback, in one run:
 * - 1 GiB transfers direct, through CONNECT and through SOCKS5, with byte
 *   grants (a sub-account) and without (a static IP's account, same build), by
 *   a Node client and by curl (an outside client);
 * - grant calls to the shop per GB moved and per new connection;
 * - connection setup added by the gateway with a warm account cache (p50,
 *   p99) and setups per second;
 * - idle tunnels per GB of the gateway's resident memory;
 * - metering: bytes the gateway reported against bytes actually moved (≥ 3 GB);
 * - cut-off: from the shop answering "exhausted" to the last open tunnel closed.
 *
 * The gateway runs as its own process (`node apps/gateway/src/main.ts`, as
 * `npm run gateway` does) in front of a minimal shop that answers the signed
 * account lookups and counts the usage batches; origin and clients share this
 * process.
 *
 *   node bench/gateway.ts            # appends a section to docs/benchmarks.md
 *   node bench/gateway.ts --no-write
 *   BENCH_TRANSFER_MIB=64 node bench/gateway.ts --no-write   # a quick check of the script
 */
import { type ChildProcess, execFile, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { UsageBatch } from "@shop/contract";
import { SocksClient } from "socks";
import { freePort, writeFillerThenEnd } from "../apps/gateway/test/sockets.ts";

const root = path.resolve(import.meta.dirname, "..");
const gib = 1024 ** 3;
/** Size of each transfer: 1 GiB; BENCH_TRANSFER_MIB=64 for a quick check of the script itself. */
const transferBytes = Number(process.env.BENCH_TRANSFER_MIB ?? 1024) * 1024 ** 2;
/** Rounds of the throughput comparisons (medians reported): BENCH_ROUNDS, 3 by default. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const account = "bench_user";
/** A static IP's account: its tunnels take no grants (sold by time), the same relay otherwise. */
const staticAccount = "benchstatic";
/** A sub-account with a bandwidth limit far above loopback speed: the token bucket's own cost per chunk. */
const limitedAccount = "bench_limited";
const password = "BenchPass2026";
const chunk = Buffer.alloc(256 * 1024, 0x62);

// --- The shop the gateway talks to: accounts always known, grants given, usage counted. ---
let reportedBytes = 0;
let grantCalls = 0;
let exhausted = false;
let exhaustedAt = 0;
const shop = http.createServer((req, res) => {
  const body: Buffer[] = [];
  req.on("data", (data: Buffer) => body.push(data));
  req.on("end", () => {
    res.setHeader("content-type", "application/json");
    const status = exhausted ? "exhausted" : "active";
    const looked = req.url?.startsWith("/internal/proxy/accounts/") ? req.url.slice(25) : null;
    if (looked === account || looked === limitedAccount) {
      res.end(
        JSON.stringify({
          username: looked,
          ...(looked === limitedAccount ? { bandwidthMbps: 1_000_000 } : {}),
          allowed: !exhausted,
          status,
          passwordSha256: createHash("sha256").update(password).digest("hex"),
          remainingBytes: exhausted ? 0 : 10 * 1024 * gib,
          trafficLimitBytes: null,
          usedBytes: 0,
        }),
      );
      return;
    }
    if (req.url === "/internal/grants") {
      grantCalls += 1;
      const asked = JSON.parse(Buffer.concat(body).toString()) as { account: string; bytes: number };
      res.end(
        JSON.stringify({
          account: asked.account,
          status,
          grantId: exhausted ? null : `g${grantCalls}`,
          bytes: exhausted ? 0 : asked.bytes,
          ttlMs: 60_000,
          retryAfterMs: 0,
        }),
      );
      return;
    }
    if (req.url?.startsWith("/internal/access/changes")) {
      res.end(JSON.stringify({ cursor: 0, reset: false, accounts: [], staticAccounts: [] }));
      return;
    }
    if (req.url === `/internal/proxy/static-ips/${staticAccount}`) {
      res.end(
        JSON.stringify({
          account: staticAccount,
          status: "active",
          passwordSha256: createHash("sha256").update(password).digest("hex"),
          outIp: "127.0.0.1",
          host: "127.0.0.1",
          port: 0,
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      );
      return;
    }
    if (req.url === "/internal/usage/batches") {
      const batch = JSON.parse(Buffer.concat(body).toString()) as UsageBatch;
      // A batch sent again (its answer timed out at the gateway) is counted once, as the shop does.
      const duplicate = seenBatches.has(batch.batchId);
      seenBatches.add(batch.batchId);
      if (!duplicate) for (const record of batch.records) reportedBytes += record.bytesUp + record.bytesDown;
      const names = [...new Set([...batch.records.map((r) => r.account), ...(batch.watch ?? [])])];
      res.end(
        JSON.stringify({
          batchId: batch.batchId,
          duplicate,
          acceptedRecords: batch.records.length,
          unknownAccounts: [],
          chargedBytes: 0,
          overdraftBytes: 0,
          exhaustedAccounts: exhausted ? names : [],
          accounts: names.map((username) => ({ username, status, remainingBytes: 0, limitRemainingBytes: null })),
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end("{}");
  });
});

// --- The origin: sends N bytes after the client's FIN, or takes an upload, or holds the connection idle. ---
let movedBytes = 0;
let directMoved = 0;
const seenBatches = new Set<string>();
const origin = net.createServer({ allowHalfOpen: true }, (socket) => {
  socket.on("error", () => {});
  let header = "";
  const onData = (data: Buffer) => {
    movedBytes += data.length;
    if (header !== null && header.length < 64) header += data.toString("latin1");
  };
  socket.on("data", onData);
  socket.on("end", () => {
    const match = /^send (\d+)/.exec(header);
    writeFillerThenEnd(socket, match ? Number(match[1]) : 0, chunk, (length) => {
      movedBytes += length;
    });
  });
});

function transfer(socket: net.Socket, down: number, up = 0): Promise<{ seconds: number; received: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let received = 0;
    socket.on("data", (data: Buffer) => {
      received += data.length;
    });
    socket.on("error", reject);
    socket.on("end", () => resolve({ seconds: (performance.now() - started) / 1000, received }));
    const head = Buffer.from(`send ${down}\n`.padEnd(64, " "));
    socket.write(head);
    writeFillerThenEnd(socket, up, chunk);
  });
}

function direct(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true }, () => resolve(socket));
    socket.once("error", reject);
  });
}

function viaConnect(proxyPort: number, targetPort: number, user = account): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: proxyPort, host: "127.0.0.1", allowHalfOpen: true });
    socket.once("error", reject);
    const auth = Buffer.from(`${user}:${password}`).toString("base64");
    socket.write(`CONNECT 127.0.0.1:${targetPort} HTTP/1.1\r\nProxy-Authorization: Basic ${auth}\r\n\r\n`);
    let head = "";
    const onData = (data: Buffer) => {
      head += data.toString("latin1");
      if (!head.includes("\r\n\r\n")) return;
      // The origin sends nothing before the client's FIN, so no payload can be lost here.
      socket.off("data", onData);
      if (/^HTTP\/1\.[01] 200/.test(head)) resolve(socket);
      else reject(new Error(head.split("\r\n")[0]));
    };
    socket.on("data", onData);
  });
}

async function viaSocks(proxyPort: number, targetPort: number, user = account): Promise<net.Socket> {
  const { socket } = await SocksClient.createConnection({
    proxy: { host: "127.0.0.1", port: proxyPort, type: 5, userId: user, password },
    command: "connect",
    destination: { host: "127.0.0.1", port: targetPort },
  });
  return socket;
}

/** The list started at `by` (mod its length): each round puts another way first. */
function turned<T>(list: readonly T[], by: number): T[] {
  const start = by % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

function medians(samples: Record<string, number[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, percentile(values, 50)]));
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function rssOf(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, "utf8").then((text) => Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0) * 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stage = (name: string) => process.stderr.write(`… ${name}\n`);

const loadAtStart = os.loadavg()[0] ?? 0;

async function main() {
  const [shopPort, originPort, httpPort, socksPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  await new Promise<void>((resolve) => shop.listen(shopPort, "127.0.0.1", resolve));
  await new Promise<void>((resolve) => origin.listen(originPort, "127.0.0.1", resolve));
  const httpOriginPort = await freePort();
  await new Promise<void>((resolve) => httpOrigin.listen(httpOriginPort, "127.0.0.1", resolve));
  const gateway: ChildProcess = spawn(
    process.execPath,
    // e.g. BENCH_GATEWAY_NODE_ARGS=--cpu-prof to see where the gateway's time goes.
    [
      ...(process.env.BENCH_GATEWAY_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      path.join(root, "apps/gateway/src/main.ts"),
    ],
    {
      env: {
        ...process.env,
        APP_MODE: "demo",
        // As deploy/systemd/proxy-gateway@.service runs it (memory given back after a burst);
        // BENCH_MALLOC_MMAP_THRESHOLD=default measures without.
        ...(process.env.BENCH_MALLOC_MMAP_THRESHOLD === "default" ? {} : { MALLOC_MMAP_THRESHOLD_: "65536" }),
        GATEWAY_SHOP_URL: `http://127.0.0.1:${shopPort}`,
        GATEWAY_HTTP_PORT: String(httpPort),
        GATEWAY_SOCKS5_PORT: String(socksPort),
        GATEWAY_METRICS_PORT: "off",
        GATEWAY_MAX_CONNECTIONS: "60000",
        GATEWAY_JOURNAL_DIR: path.join(os.tmpdir(), `bench-gateway-journal-${process.pid}`),
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  // Wait until the gateway listens.
  for (let i = 0; i < 100; i += 1) {
    const socket = await direct(httpPort).catch(() => null);
    if (socket) {
      socket.destroy();
      break;
    }
    await sleep(100);
  }
  await transfer(await viaConnect(httpPort, originPort), 1000); // warm the account cache

  stage("idle tunnels");
  // 3. Idle tunnels per GB of the gateway's memory (first, before big transfers grow the heap).
  const pid = gateway.pid ?? 0;
  const idleCount = 6000;
  const rssBefore = await rssOf(pid);
  const idle: net.Socket[] = [];
  for (let i = 0; i < idleCount; i += 50) {
    idle.push(...(await Promise.all(Array.from({ length: 50 }, () => viaConnect(httpPort, originPort)))));
  }
  await sleep(2000);
  const rssAfter = await rssOf(pid);
  const perTunnel = (rssAfter - rssBefore) / idleCount;
  for (const socket of idle) socket.destroy();
  await sleep(3000);

  stage("burst");
  // 3b. A burst of busy tunnels (each reading as fast as the origin sends), then the gateway's
  // memory back: RSS before, at the peak, and each 5 s for 60 s after the last tunnel closed.
  const burstCount = Number(process.env.BENCH_BURST_TUNNELS ?? 1000);
  const burstBytes = 8 * 1024 ** 2;
  const rssBeforeBurst = await rssOf(pid);
  let rssPeak = rssBeforeBurst;
  const sampling = setInterval(() => {
    void rssOf(pid).then((rss) => {
      rssPeak = Math.max(rssPeak, rss);
    });
  }, 250);
  const burst: Promise<unknown>[] = [];
  let burstRefused = 0;
  for (let i = 0; i < burstCount; i += 100) {
    const opened = await Promise.allSettled(
      Array.from({ length: Math.min(100, burstCount - i) }, () => viaConnect(httpPort, originPort)),
    );
    for (const result of opened) {
      if (result.status === "fulfilled") burst.push(transfer(result.value, burstBytes));
      else burstRefused += 1;
    }
  }
  await Promise.allSettled(burst);
  clearInterval(sampling);
  const rssAfterBurst: number[] = [];
  for (let second = 5; second <= 60; second += 5) {
    await sleep(5000);
    rssAfterBurst.push(await rssOf(pid));
  }

  stage("throughput");
  // 1. 1 GiB transfers each way of reaching the origin, in rounds.
  // Every way in each round, the order turned by one each round, and the median kept: on a shared
  // machine one sample per way says more about the neighbours than about the gateway.
  const samples: Record<string, number[]> = {};
  const grantCallsBefore = grantCalls;
  let grantedMoved = 0;
  const ways = [
    ["direct loopback", () => direct(originPort)],
    ["CONNECT", () => viaConnect(httpPort, originPort)],
    ["SOCKS5", () => viaSocks(socksPort, originPort)],
    ["CONNECT without grants", () => viaConnect(httpPort, originPort, staticAccount)],
    ["SOCKS5 without grants", () => viaSocks(socksPort, originPort, staticAccount)],
    ["CONNECT with a bandwidth limit", () => viaConnect(httpPort, originPort, limitedAccount)],
    ["SOCKS5 with a bandwidth limit", () => viaSocks(socksPort, originPort, limitedAccount)],
  ] as const;
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, open] of turned(ways, round)) {
      const socket = await open();
      socket.resume();
      const before = movedBytes;
      const { seconds, received } = await transfer(socket, transferBytes);
      if (name === "direct loopback") directMoved += movedBytes - before;
      if (received !== transferBytes) throw new Error(`${name}: received ${received}`);
      samples[name] = [...(samples[name] ?? []), transferBytes / seconds];
      if (name === "CONNECT" || name === "SOCKS5") grantedMoved += transferBytes;
    }
  }
  const throughput = medians(samples);
  const grantCallsPerGib = (grantCalls - grantCallsBefore) / (grantedMoved / gib);

  // An upload of 1 GiB too, so metering covers more than 3 GB both ways.
  const uploadSocket = await viaConnect(httpPort, originPort);
  uploadSocket.resume();
  await transfer(uploadSocket, 0, transferBytes);

  stage("setup latency");
  const grantCallsBeforeSetups = grantCalls;
  // 2. Setup latency: direct TCP connect vs CONNECT answered, sequential, warm cache.
  const setups = 2000;
  const directTimes: number[] = [];
  const proxyTimes: number[] = [];
  for (let i = 0; i < setups; i += 1) {
    let started = performance.now();
    const a = await direct(originPort);
    directTimes.push(performance.now() - started);
    a.destroy();
    started = performance.now();
    const b = await viaConnect(httpPort, originPort);
    proxyTimes.push(performance.now() - started);
    b.destroy();
  }
  const added = proxyTimes.map((time, i) => time - (directTimes[i] ?? 0));
  // The same walk through an outside engine, when Debian's tinyproxy is installed: a C CONNECT proxy
  // on the same machine at the same moment, the floor a proxy hop sets here.
  const tinyproxy = await startTinyproxy();
  const tinyAdded: number[] = [];
  let tinySetupsPerSecond = 0;
  // The same walk timed by a C client (bench/setup-latency.c), so the Node client's own event loop is
  // not part of what is measured: the gateway, then tinyproxy, one after the other.
  const basic = Buffer.from(`${account}:${password}`).toString("base64");
  const cSetup = await cSetupLatency(httpPort, originPort, setups, basic);
  const cSetupTiny = tinyproxy ? await cSetupLatency(tinyproxy.port, originPort, setups) : null;
  if (tinyproxy) {
    for (let i = 0; i < setups; i += 1) {
      let started = performance.now();
      const a = await direct(originPort);
      const directTime = performance.now() - started;
      a.destroy();
      started = performance.now();
      const b = await viaConnect(tinyproxy.port, originPort);
      tinyAdded.push(performance.now() - started - directTime);
      b.destroy();
    }
    tinySetupsPerSecond = await setupsPerSecondThrough(tinyproxy.port, originPort);
    tinyproxy.stop();
  }
  const grantCallsPerConnection = (grantCalls - grantCallsBeforeSetups) / setups;
  const setupsPerSecond = await setupsPerSecondThrough(httpPort, originPort);
  await sleep(1500);

  // 4. Metering: what the gateway reported against what moved (reports come every second).
  await sleep(2500);
  const meteringDifference = reportedBytes - movedBytesThroughGateway();
  const meteredGib = movedBytesThroughGateway() / gib;

  stage("curl");
  // The same through curl, an outside client (C): direct, CONNECT and SOCKS5, with and without grants,
  // and through other engines from Debian when installed (same run, same client): HAProxy as a plain
  // TCP relay, Dante as a SOCKS5 server, tinyproxy as a CONNECT proxy — the cost of a C proxy hop here.
  const engines = await startEngines(httpOriginPort);
  const originUrl = `http://127.0.0.1:${httpOriginPort}/bytes/${transferBytes}`;
  const curlSamples: Record<string, number[]> = {};
  const curlWays: Array<readonly [string, readonly string[], string?]> = [
    ["direct loopback", []],
    ["CONNECT", ["-p", "-x", `http://${account}:${password}@127.0.0.1:${httpPort}`]],
    ["SOCKS5", ["-x", `socks5h://${account}:${password}@127.0.0.1:${socksPort}`]],
    ["CONNECT without grants", ["-p", "-x", `http://${staticAccount}:${password}@127.0.0.1:${httpPort}`]],
    ["SOCKS5 without grants", ["-x", `socks5h://${staticAccount}:${password}@127.0.0.1:${socksPort}`]],
    ...engines.ways,
  ];
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, args, url] of turned(curlWays, round)) {
      const rate = await curlRate([...args], url ?? originUrl);
      curlSamples[name] = [...(curlSamples[name] ?? []), rate];
    }
  }
  engines.stop();
  const curlRates = medians(curlSamples);
  stage("cut-off");
  // 5. Cut-off: 200 tunnels downloading; the shop says "exhausted"; time to the last one closed.
  // Opened all at once, as a scraping tool does: they share the account's first lookup.
  const busy: net.Socket[] = [];
  let refusedTunnels = 0;
  const opened = await Promise.allSettled(Array.from({ length: 200 }, () => viaConnect(httpPort, originPort)));
  for (const result of opened) {
    if (result.status === "fulfilled") busy.push(result.value);
    else refusedTunnels += 1;
  }
  const closed = busy.map(
    (socket) =>
      new Promise<number>((resolve) => {
        socket.on("error", () => {});
        socket.on("close", () => resolve(performance.now()));
        socket.resume();
        socket.write(Buffer.from(`send ${100 * gib}\n`.padEnd(64, " ")));
        socket.end();
      }),
  );
  await sleep(1000);
  exhausted = true;
  exhaustedAt = performance.now();
  const lastClosed = Math.max(...(await Promise.all(closed)));
  const cutOffSeconds = (lastClosed - exhaustedAt) / 1000;

  gateway.kill("SIGTERM");
  await new Promise((resolve) => gateway.once("exit", resolve));
  shop.close();
  origin.close();
  httpOrigin.close();

  const mbps = (bytesPerSecond: number) => `${(bytesPerSecond / 1024 ** 2).toFixed(0)} MiB/s`;
  const directRate = throughput["direct loopback"] ?? 1;
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — Proxy gateway (\`node bench/gateway.ts\`)`,
    "",
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), load average ${loadAtStart.toFixed(2)} at the start and ${os.loadavg()[0]?.toFixed(2)} at the end; gateway in its own process, origin and clients in another, all on loopback; throughput figures are medians of ${rounds} rounds, the order of the ways turned each round.`,
    "",
    "| measure | result | target |",
    "|---|---|---|",
    `| ${transferBytes / 1024 ** 2} MiB direct loopback | ${mbps(directRate)} | — |`,
    `| ${transferBytes / 1024 ** 2} MiB through CONNECT | ${mbps(throughput.CONNECT ?? 0)} (${((throughput.CONNECT ?? 0) / directRate).toFixed(2)} × direct) | ≥ 0.3 × direct |`,
    `| ${transferBytes / 1024 ** 2} MiB through SOCKS5 | ${mbps(throughput.SOCKS5 ?? 0)} (${((throughput.SOCKS5 ?? 0) / directRate).toFixed(2)} × direct) | ≥ 0.3 × direct |`,
    `| the same without grants (a static IP's account): CONNECT, SOCKS5 | ${((throughput["CONNECT without grants"] ?? 0) / directRate).toFixed(2)} ×, ${((throughput["SOCKS5 without grants"] ?? 0) / directRate).toFixed(2)} × direct | grants cost ≤ 5 % |`,
    `| the same with a bandwidth limit (token bucket, far above loopback speed): CONNECT, SOCKS5 | ${((throughput["CONNECT with a bandwidth limit"] ?? 0) / directRate).toFixed(2)} ×, ${((throughput["SOCKS5 with a bandwidth limit"] ?? 0) / directRate).toFixed(2)} × direct | bucket costs ≤ 5 % |`,
    `| curl (an outside client): direct; CONNECT, SOCKS5 with grants; without | ${mbps(curlRates["direct loopback"] ?? 0)}; ${ratio(curlRates.CONNECT, curlRates["direct loopback"])} ×, ${ratio(curlRates.SOCKS5, curlRates["direct loopback"])} ×; ${ratio(curlRates["CONNECT without grants"], curlRates["direct loopback"])} ×, ${ratio(curlRates["SOCKS5 without grants"], curlRates["direct loopback"])} × | grants cost ≤ 5 % |`,
    engines.ways.length > 0
      ? `| curl through other engines, same run (× direct): ${engines.ways.map(([name]) => `${name} ${ratio(curlRates[name], curlRates["direct loopback"])} ×`).join("; ")} | — |`
      : "| curl through other engines | none installed (apt-get install haproxy dante-server tinyproxy) | — |",
    `| grant calls to the shop: per GiB moved; per new connection (warm) | ${grantCallsPerGib.toFixed(2)}; ${grantCallsPerConnection.toFixed(4)} | — |`,
    `| added setup latency, warm cache (${setups} sequential) | p50 ${percentile(added, 50).toFixed(2)} ms, p99 ${percentile(added, 99).toFixed(2)} ms | p50 ≤ 0.3 ms, p99 ≤ 5 ms |`,
    tinyAdded.length > 0
      ? `| the same through tinyproxy ${tinyproxyVersion()} (C, no authentication), same run | p50 ${percentile(tinyAdded, 50).toFixed(2)} ms, p99 ${percentile(tinyAdded, 99).toFixed(2)} ms | — |`
      : "| the same through tinyproxy | not installed (apt-get install tinyproxy) | — |",
    cSetup
      ? `| the same timed by a C client (bench/setup-latency.c): gateway; tinyproxy | p50 ${cSetup.added[0].toFixed(2)} ms, p99 ${cSetup.added[1].toFixed(2)} ms (${cSetup.refused} not 200); ${cSetupTiny ? `p50 ${cSetupTiny.added[0].toFixed(2)} ms, p99 ${cSetupTiny.added[1].toFixed(2)} ms` : "—"} | p50 ≤ 0.3 ms, p99 ≤ 5 ms |`
      : "| the same timed by a C client | no C compiler (apt-get install gcc) | — |",
    `| CONNECT setups per second (64 clients, whole gateway process) | ${setupsPerSecond.toFixed(0)}${tinySetupsPerSecond ? ` (tinyproxy, same run: ${tinySetupsPerSecond.toFixed(0)})` : ""} | ≥ 4 000 per core |`,
    `| RSS around a burst of ${burstCount} busy tunnels (${burstBytes / 1024 ** 2} MiB each${burstRefused ? `, ${burstRefused} refused` : ""}) | before ${(rssBeforeBurst / 1024 ** 2).toFixed(0)} MiB, peak ${(rssPeak / 1024 ** 2).toFixed(0)} MiB, 60 s after ${((rssAfterBurst.at(-1) ?? 0) / 1024 ** 2).toFixed(0)} MiB (every 5 s: ${rssAfterBurst.map((rss) => (rss / 1024 ** 2).toFixed(0)).join(", ")}) | back near "before" within 60 s |`,
    `| idle tunnels per GB of gateway RSS (${idleCount} open) | ${(gib / Math.max(perTunnel, 1)).toFixed(0)} (${(perTunnel / 1024).toFixed(1)} KiB each) | ≥ 50 000 |`,
    `| metering: reported − moved over ${meteredGib.toFixed(2)} GiB | ${meteringDifference} bytes | 0 |`,
    `| cut-off: "exhausted" answered → last of ${busy.length} busy tunnels closed (${refusedTunnels} refused at opening) | ${cutOffSeconds.toFixed(2)} s | ≤ 2 s |`,
    "",
  ];
  const text = lines.join("\n");
  console.log(text);
  if (!process.argv.includes("--no-write")) {
    const file = path.join(root, "docs/benchmarks.md");
    const existing = await readFile(file, "utf8");
    await writeFile(file, `${existing.trimEnd()}\n\n${text}`);
  }
}

/** CONNECT setups completed per second by 64 clients in parallel for 5 seconds. */
async function setupsPerSecondThrough(proxyPort: number, targetPort: number): Promise<number> {
  let completed = 0;
  const until = performance.now() + 5_000;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (performance.now() < until) {
        const socket = await viaConnect(proxyPort, targetPort);
        socket.destroy();
        completed += 1;
      }
    }),
  );
  return completed / 5;
}

type CSetupLatency = { direct: [number, number]; proxy: [number, number]; added: [number, number]; refused: number };

let cSetupBinary: Promise<string | null> | undefined;

/** Compiles bench/setup-latency.c once (null without a C compiler) and runs it: p50/p99 in ms. */
async function cSetupLatency(
  proxyPort: number,
  targetPort: number,
  rounds: number,
  basicCredentials?: string,
): Promise<CSetupLatency | null> {
  cSetupBinary ??= (async () => {
    const output = path.join(await mkdtemp(path.join(os.tmpdir(), "bench-setup-")), "setup-latency");
    try {
      execFileSync("cc", ["-O2", "-o", output, path.join(root, "bench/setup-latency.c")], { stdio: "ignore" });
      return output;
    } catch {
      return null;
    }
  })();
  const binary = await cSetupBinary;
  if (!binary) return null;
  const args = [String(proxyPort), String(targetPort), String(rounds), ...(basicCredentials ? [basicCredentials] : [])];
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(binary, args, (error, out) => (error ? reject(error) : resolve(out))),
  );
  return JSON.parse(stdout) as CSetupLatency;
}

/**
 * Debian's engines on free loopback ports, for curl to go through in the same run: HAProxy relaying TCP
 * to the origin (not a proxy: the floor of any relay hop), Dante (SOCKS5, no authentication), tinyproxy
 * (CONNECT, no authentication). Whichever is not installed is left out.
 */
async function startEngines(
  httpOriginPort: number,
): Promise<{ ways: Array<readonly [string, readonly string[], string?]>; stop(): void }> {
  const ways: Array<readonly [string, readonly string[], string?]> = [];
  const children: ChildProcess[] = [];
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-engines-"));
  const started = async (port: number, child: ChildProcess) => {
    children.push(child);
    for (let i = 0; i < 50; i += 1) {
      const socket = await direct(port).catch(() => null);
      if (socket) {
        socket.destroy();
        return true;
      }
      await sleep(100);
    }
    return false;
  };
  const haproxy = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find((file) => existsSync(file));
  if (haproxy) {
    const port = await freePort();
    const config = path.join(folder, "haproxy.cfg");
    await writeFile(
      config,
      `global\n  maxconn 4096\ndefaults\n  mode tcp\n  timeout connect 5s\n  timeout client 120s\n  timeout server 120s\nlisten relay\n  bind 127.0.0.1:${port}\n  server origin 127.0.0.1:${httpOriginPort}\n`,
    );
    if (await started(port, spawn(haproxy, ["-f", config, "-db"], { stdio: "ignore" })))
      ways.push(["HAProxy TCP relay", [], `http://127.0.0.1:${port}/bytes/${transferBytes}`]);
  }
  const dante = ["/usr/sbin/danted", "/usr/bin/danted"].find((file) => existsSync(file));
  if (dante && process.getuid?.() === 0) {
    const port = await freePort();
    const config = path.join(folder, "danted.conf");
    await writeFile(
      config,
      [
        "logoutput: /dev/null",
        `internal: 127.0.0.1 port = ${port}`,
        "external: 127.0.0.1",
        "socksmethod: none",
        "clientmethod: none",
        "user.privileged: root",
        "user.unprivileged: nobody",
        "client pass { from: 127.0.0.0/8 to: 0.0.0.0/0 }",
        "socks pass { from: 127.0.0.0/8 to: 0.0.0.0/0 }",
        "",
      ].join("\n"),
    );
    const child = spawn(dante, ["-f", config, "-p", path.join(folder, "danted.pid")], { stdio: "ignore" });
    if (await started(port, child)) ways.push(["Dante SOCKS5", ["-x", `socks5h://127.0.0.1:${port}`]]);
  }
  const tinyproxy = await startTinyproxy();
  if (tinyproxy) ways.push(["tinyproxy CONNECT", ["-p", "-x", `http://127.0.0.1:${tinyproxy.port}`]]);
  return {
    ways,
    stop() {
      for (const child of children) child.kill();
      tinyproxy?.stop();
    },
  };
}

const tinyproxyBinary = ["/usr/bin/tinyproxy", "/usr/sbin/tinyproxy"].find((file) => existsSync(file));

/** Debian's tinyproxy on a free loopback port, CONNECT to any port allowed; null when not installed. */
async function startTinyproxy(): Promise<{ port: number; stop(): void } | null> {
  if (!tinyproxyBinary) return null;
  const port = await freePort();
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-tinyproxy-"));
  const config = path.join(folder, "tinyproxy.conf");
  await writeFile(
    config,
    `Port ${port}\nListen 127.0.0.1\nTimeout 60\nMaxClients 500\nAllow 127.0.0.1\nLogLevel Critical\n`,
  );
  const child = spawn(tinyproxyBinary, ["-d", "-c", config], { stdio: "ignore" });
  for (let i = 0; i < 50; i += 1) {
    const socket = await direct(port).catch(() => null);
    if (socket) {
      socket.destroy();
      return { port, stop: () => child.kill() };
    }
    await sleep(100);
  }
  child.kill();
  return null;
}

function tinyproxyVersion(): string {
  if (!tinyproxyBinary) return "";
  try {
    return /tinyproxy ([\d.]+)/.exec(execFileSync(tinyproxyBinary, ["-v"], { encoding: "utf8" }))?.[1] ?? "";
  } catch {
    return "";
  }
}

function ratio(value: number | undefined, base: number | undefined): string {
  return ((value ?? 0) / (base || 1)).toFixed(2);
}

/** An HTTP origin for curl: `/bytes/N` sends N bytes. */
const httpOrigin = http.createServer((req, res) => {
  let left = Number(/^\/bytes\/(\d+)$/.exec(req.url ?? "")?.[1] ?? 0);
  res.writeHead(200, { "content-length": String(left) });
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

/** Bytes per second curl measured for one download (its own `speed_download`). */
function curlRate(args: string[], url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile("curl", ["-sS", ...args, "-o", "/dev/null", "-w", "%{speed_download}", url], (error, stdout) =>
      error ? reject(error) : resolve(Number(stdout)),
    );
  });
}

/** Bytes the origin saw through the gateway: everything except the direct-loopback run. */
function movedBytesThroughGateway(): number {
  return movedBytes - directMoved;
}

await main();
