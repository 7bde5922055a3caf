/**
 * Order creation latency (p50/p99) and payment notifications settled per
 * second, on embedded PGlite and, when reachable, on PostgreSQL
 * (BENCH_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch
 * database is created and dropped). Run: `node bench/payments.ts`.
 * Prints a Markdown section to paste into docs/benchmarks.md.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { tables } from "@shop/db";
import pg from "pg";
import { startBenchServer } from "./harness.ts";

const { hashPassword } = await import("../apps/server/src/modules/identity/auth/password.ts");
const { loadSandboxKeys } = await import("../apps/server/src/payment-providers/sandbox/keys.ts");
const { buildWechatNotification } = await import("../apps/server/src/payment-providers/sandbox/forge.ts");

const orders = Number(process.env.BENCH_ORDERS ?? 400);
const concurrency = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

const keysFile = path.join(await mkdtemp(path.join(tmpdir(), "bench-keys-")), "payment-sandbox-keys.json");

async function run(label: string, env: Record<string, string>) {
  const {
    database,
    origin: base,
    close,
  } = await startBenchServer({ PAYMENT_SANDBOX_KEYS_FILE: keysFile, ...env }, { serveWeb: false });
  const call = async (method: string, route: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${base}${route}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    return (await response.json()) as { code: number; data: Record<string, unknown>; msg: string };
  };

  // Members: one per 10 orders (the shop allows 20 unpaid orders per member).
  const password = "bench passphrase 2026";
  const hash = await hashPassword(password);
  const mobiles = Array.from({ length: Math.ceil(orders / 10) }, (_, i) => `137${String(i).padStart(8, "0")}`);
  await database.db.insert(tables.members).values(mobiles.map((mobile) => ({ mobile, passwordHash: hash })));
  const tokens: string[] = [];
  for (const mobile of mobiles) {
    tokens.push(
      String((await call("POST", "/app-api/member/auth/login", { account: mobile, password })).data.accessToken),
    );
  }

  const latencies: number[] = [];
  const ids: Array<{ id: number; token: string }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < orders) {
        const i = next++;
        const token = tokens[i % tokens.length] as string;
        const started = performance.now();
        const answer = await call("POST", "/app-api/ip/recharge-order/create", { trafficGb: 1 + (i % 5) }, token);
        latencies.push(performance.now() - started);
        if (answer.code !== 0) throw new Error(answer.msg);
        ids.push({ id: Number(answer.data.id), token });
      }
    }),
  );
  latencies.sort((x, y) => x - y);

  const attempts: Array<{ outTradeNo: string; total: number }> = [];
  for (const { id, token } of ids) {
    const pay = await call("POST", "/app-api/order/pay", { id, method: "wechat" }, token);
    attempts.push({ outTradeNo: String(pay.data.outTradeNo), total: Number(pay.data.total) });
  }
  const keys = await loadSandboxKeys({ file: keysFile });
  const forged = attempts.map((attempt, n) =>
    buildWechatNotification(keys, {
      out_trade_no: attempt.outTradeNo,
      transaction_id: `4200${String(n).padStart(10, "0")}`,
      amount: { total: attempt.total, currency: "CNY" },
    }),
  );
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < forged.length) {
        const notification = forged[sent++];
        if (!notification) break;
        const response = await fetch(`${base}/pay/notify/wechat`, {
          method: "POST",
          headers: notification.headers,
          body: notification.rawBody,
        });
        if (response.status !== 204)
          throw new Error(`notification answered ${response.status} ${await response.text()}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await close();
  return {
    label,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: forged.length / seconds,
  };
}

const results = [await run("PGlite (embedded)", { PGLITE_DATA_DIR: "memory://" })];
if (await reachable(5432)) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    results.push(await run("PostgreSQL (local)", { DATABASE_URL: url.toString() }));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

console.log(`\n## ${new Date().toISOString().slice(0, 10)} — Orders and payment notifications\n`);
console.log(`${orders} recharge orders created by ${concurrency} concurrent clients, then one signed WeChat Pay`);
console.log(`notification per order settled by ${concurrency} concurrent deliveries (verify, record, credit).\n`);
console.log("| database | order creation p50 | p99 | notifications settled per second |");
console.log("|---|---|---|---|");
for (const r of results) {
  console.log(`| ${r.label} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.perSecond.toFixed(0)} |`);
}
