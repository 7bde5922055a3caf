/**
 * Prepaid traffic at scale: 200 tunnels spread over two gateway processes,
 * each asking for 1 TiB, against a shop on PostgreSQL. Three cases:
 * - a sub-account capped at 1 GiB (the member holds 10 GiB);
 * - a member holding 1 GiB (no cap);
 * - a 1 GiB cap the member lowers to 0.5 GiB and raises again every 100 ms.
 * For each: bytes the clients received, bytes the shop charged, the limit,
 * grant calls, and the time from the first byte to the last tunnel closed.
 * Passes only when charged ≤ limit and received ≤ charged (bodies are part
 * of what moved; headers and handshakes the rest).
 *
 *   node bench/grant-cutoff.ts            # appends a section to docs/benchmarks.md
 *   node bench/grant-cutoff.ts --no-write
 *   BENCH_LIMIT_MIB=64 BENCH_TUNNELS=40 node bench/grant-cutoff.ts --no-write   # a quick check
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { ProxyAccount } from "@shop/contract";
import { tables } from "@shop/db";
import { count } from "drizzle-orm";
import { freePort } from "../apps/gateway/test/sockets.ts";
import { apiClient } from "../apps/server/test/auth-helpers.ts";
import { balanceOf, grantTraffic, makeMembers, uniqueUsername } from "../apps/server/test/proxy-centre-helpers.ts";
import { startTestServer, type TestServer } from "../apps/server/test/test-server.ts";
import { prependSection } from "./benchmarks-file.ts";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const root = path.resolve(import.meta.dirname, "..");
const mib = 1024 ** 2;
const gib = 1024 ** 3;
const limitBytes = Number(process.env.BENCH_LIMIT_MIB ?? 1024) * mib;
const tunnels = Number(process.env.BENCH_TUNNELS ?? 200);
const asked = 1024 * gib;
const gateways = [
  { id: "gw-cutoff-1", secret: "grant-cutoff-bench-secret-0001" },
  { id: "gw-cutoff-2", secret: "grant-cutoff-bench-secret-0002" },
];

/** An origin that streams what `/bytes/N` asks for, as long as the client reads. */
async function startOrigin(): Promise<{ url: string; close(): void }> {
  const piece = Buffer.alloc(64 * 1024, 0x61);
  const server = http.createServer((req, res) => {
    let left = Number(/^\/bytes\/(\d+)$/.exec(req.url ?? "")?.[1] ?? 0);
    res.writeHead(200, { "content-length": String(left) });
    res.on("error", () => {});
    const pump = () => {
      while (left > 0) {
        const part = piece.subarray(0, Math.min(piece.length, left));
        left -= part.length;
        if (!res.write(part)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

interface GatewayProcess {
  httpPort: number;
  socksPort: number;
  child: ChildProcess;
}

async function startGateway(shop: TestServer, credentials: (typeof gateways)[number]): Promise<GatewayProcess> {
  const httpPort = await freePort();
  const socksPort = await freePort();
  const child = spawn(process.execPath, [path.join(root, "apps/gateway/src/main.ts")], {
    env: {
      ...process.env,
      APP_MODE: "demo",
      GATEWAY_ID: credentials.id,
      GATEWAY_SECRET: credentials.secret,
      GATEWAY_SHOP_URL: shop.baseUrl,
      GATEWAY_HTTP_PORT: String(httpPort),
      GATEWAY_SOCKS5_PORT: String(socksPort),
      GATEWAY_METRICS_PORT: "off",
      GATEWAY_FLUSH_INTERVAL_MS: "1000",
      GATEWAY_JOURNAL_DIR: mkdtempSync(path.join(os.tmpdir(), "cutoff-journal-")),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Ready when its HTTP port answers.
  for (let i = 0; i < 200; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const request = http.get(`http://127.0.0.1:${httpPort}/`, (res) => {
        res.resume();
        resolve(true);
      });
      request.on("error", () => resolve(false));
    });
    if (up) return { httpPort, socksPort, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("gateway did not start");
}

/**
 * curl through a proxy, the body thrown away: the bytes of body it received from the origin (a
 * refusal's own short page is not the origin's), and how the transfer ended.
 */
function download(args: string[], url: string): Promise<{ body: number; ending: string }> {
  return new Promise((resolve) => {
    execFile(
      "curl",
      [
        "-sS",
        "--max-time",
        "180",
        ...args,
        "-o",
        "/dev/null",
        "-w",
        "%{http_code} %{size_download} %header{x-proxy-refusal}",
        url,
      ],
      (error, stdout) => {
        const [code = "000", size = "0", refusal = ""] = stdout.trim().split(" ");
        const exit = error ? Number((error as { code?: number }).code ?? 1) : 0;
        const ending = `HTTP ${code}${refusal ? ` ${refusal}` : ""}, curl exit ${exit}`;
        resolve({ body: code === "200" ? Number(size) : 0, ending });
      },
    );
  });
}

interface Outcome {
  case: string;
  limit: number;
  received: number;
  charged: number;
  balanceDrop: bigint;
  seconds: number;
  /** How the downloads ended (HTTP status, refusal, curl's exit code). */
  ended: string;
}

async function main() {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const shop = await startTestServer("postgres", undefined, {
    env: { USAGE_GATEWAY_SECRETS: gateways.map((g) => `${g.id}:${g.secret}`).join(",") },
  });
  const origin = await startOrigin();
  const running: GatewayProcess[] = [];
  for (const credentials of gateways) running.push(await startGateway(shop, credentials));
  let grantCalls = 0;

  async function customer(traffic: bigint) {
    const [member] = await makeMembers(shop, 1, { certified: true });
    if (!member) throw new Error("no member");
    await grantTraffic(shop, member.memberId, traffic);
    const created = await apiClient(shop).post<ProxyAccount>(
      "/app-api/ip/proxy-account/create",
      { username: uniqueUsername("cut") },
      { token: member.token },
    );
    if (created.code !== 0) throw new Error(created.msg);
    return { ...member, account: created.data };
  }
  const setCap = (token: string, id: number, bytes: number) =>
    apiClient(shop).post("/app-api/ip/proxy-account/update", { id, trafficLimitGb: bytes / gib }, { token });
  const usedOf = async (token: string, id: number) => {
    const page = await apiClient(shop).get<{ list: { id: number; usedBytes: number }[] }>(
      "/app-api/ip/proxy-account/list?pageSize=100",
      { token },
    );
    return page.data.list.find((row) => row.id === id)?.usedBytes ?? -1;
  };
  const grantRows = async () => (await shop.database.db.select({ n: count() }).from(tables.trafficGrants))[0]?.n ?? 0;

  /** `tunnels` downloads at once, a third each CONNECT, SOCKS5 and plain HTTP, half on each gateway. */
  async function flood(
    username: string,
    password: string,
  ): Promise<{ received: number; seconds: number; ended: string }> {
    const started = performance.now();
    const runs: Promise<{ body: number; ending: string }>[] = [];
    for (let i = 0; i < tunnels; i += 1) {
      const gateway = running[i % 2] as GatewayProcess;
      const kind = Math.floor(i / 2) % 3;
      const args =
        kind === 0
          ? ["-p", "-x", `http://${username}:${password}@127.0.0.1:${gateway.httpPort}`]
          : kind === 1
            ? ["-x", `socks5h://${username}:${password}@127.0.0.1:${gateway.socksPort}`]
            : ["-x", `http://${username}:${password}@127.0.0.1:${gateway.httpPort}`];
      runs.push(download(args, `${origin.url}/bytes/${asked}`));
    }
    const results = await Promise.all(runs);
    const endings = new Map<string, number>();
    for (const result of results) endings.set(result.ending, (endings.get(result.ending) ?? 0) + 1);
    const ended = [...endings].map(([ending, n]) => `${n} × ${ending}`).join(", ");
    const received = results.reduce((sum, result) => sum + result.body, 0);
    return { received, seconds: (performance.now() - started) / 1000, ended };
  }

  /** Waits until the shop's count stops moving (both gateways reported what moved). */
  async function settled(token: string, id: number): Promise<number> {
    let last = -1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const used = await usedOf(token, id);
      if (used === last) return used;
      last = used;
    }
  }

  const outcomes: Outcome[] = [];
  const grantsBefore = await grantRows();

  /**
   * One case: a member holding `traffic` (with the sub-account capped at the limit when `capped`),
   * every tunnel at once, while `meanwhile` runs; then what was received, charged and taken.
   */
  async function measure(
    name: string,
    traffic: bigint,
    capped: boolean,
    meanwhile: (member: { token: string; accountId: number }) => { stop(): Promise<void> } = () => ({
      stop: async () => {},
    }),
  ) {
    const member = await customer(traffic);
    if (capped) await setCap(member.token, member.account.id, limitBytes);
    const before = await balanceOf(shop, member.memberId);
    const sideTask = meanwhile({ token: member.token, accountId: member.account.id });
    const { received, seconds, ended } = await flood(member.account.username, member.account.password);
    await sideTask.stop();
    const charged = await settled(member.token, member.account.id);
    const balanceDrop = before - (await balanceOf(shop, member.memberId));
    outcomes.push({ case: name, limit: limitBytes, received, charged, balanceDrop, seconds, ended });
  }

  await measure("sub-account capped", 10n * BigInt(gib), true);
  await measure("member's traffic runs out", BigInt(limitBytes), false);
  await measure("cap lowered and raised every 100 ms", 10n * BigInt(gib), true, ({ token, accountId }) => {
    let flipping = true;
    const flipper = (async () => {
      for (let i = 0; flipping; i += 1) {
        await setCap(token, accountId, i % 2 === 0 ? limitBytes / 2 : limitBytes);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    return {
      async stop() {
        flipping = false;
        await flipper;
      },
    };
  });
  grantCalls = (await grantRows()) - grantsBefore;

  for (const gateway of running) gateway.child.kill("SIGTERM");
  await Promise.all(running.map((gateway) => new Promise((resolve) => gateway.child.once("exit", resolve))));
  origin.close();
  await shop.close();

  const failures = outcomes.filter(
    (o) => o.charged > o.limit || o.received > o.charged || o.balanceDrop !== BigInt(o.charged),
  );
  const lines = [
    `## ${new Date().toISOString().slice(0, 10)} — Prepaid traffic at scale (\`node bench/grant-cutoff.ts\`)`,
    "",
    `${os.cpus().length} cores, load average ${loadAtStart.toFixed(2)} at the start; shop on PostgreSQL, two gateway processes reporting every second, ${tunnels} curl downloads at once (CONNECT, SOCKS5 and plain HTTP, half on each gateway), each asking for ${asked / gib} GiB.`,
    "",
    "| case | limit | bodies received | charged | charged − limit | member's balance fell by | first byte → last tunnel closed |",
    "|---|---|---|---|---|---|---|",
    ...outcomes.map(
      (o) =>
        `| ${o.case} | ${o.limit} B | ${o.received} B | ${o.charged} B | ${o.charged - o.limit} B | ${o.balanceDrop} B | ${o.seconds.toFixed(1)} s |`,
    ),
    "",
    ...outcomes.map((o) => `- ${o.case}: ${o.ended}.`),
    "",
    `Grants given for the three cases: ${grantCalls} (${(grantCalls / ((3 * limitBytes) / gib)).toFixed(1)} per GiB charged). ${failures.length === 0 ? "Every case held: charged ≤ limit, received ≤ charged, the balance fell by exactly what was charged." : `FAILED: ${failures.map((f) => f.case).join(", ")}.`}`,
    "",
  ];
  const section = lines.join("\n");
  console.log(section);
  if (!process.argv.includes("--no-write")) await prependSection(`${section}\n`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
