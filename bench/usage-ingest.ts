/**
 * Usage batches of 1 000 records ingested per second, through the real path:
 * HTTP, HMAC check, JSON and schema, one transaction per batch (batch id,
 * per-member locks and ledger rows, hourly upserts, sub-account counters).
 * On embedded PGlite and on PostgreSQL (TEST_DATABASE_URL, or the local
 * postgres://postgres@127.0.0.1:5432/test when it answers).
 *
 *   node bench/usage-ingest.ts            # appends a section to docs/benchmarks.md
 *   BENCH_SECONDS=5 node bench/usage-ingest.ts --no-write
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { UsageBatchResult } from "@shop/contract";
import { type DatabaseHandle, seedDemoData, tables } from "@shop/db";
import { createTestDatabase, type TestDatabaseKind } from "@shop/db/testing";
import pg from "pg";
import { prependSection } from "./benchmarks-file.ts";
import { listenOnLoopback } from "./harness.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const recordsPerBatch = 1000;
const memberCount = 200;
const accountsPerMember = 3;
const gatewayId = "bench-gw";
const secret = "bench-gateway-secret-0123456789";
const localPostgres = "postgres://postgres@127.0.0.1:5432/test";

const { buildApp } = await import("../apps/server/src/app.ts");
const { loadConfig } = await import("../apps/server/src/config.ts");
const { signGatewayCall } = await import("../apps/server/src/modules/proxy/usage/gateway-signature.ts");

interface Row {
  database: string;
  scenario: string;
  concurrency: number;
  batches: number;
  batchesPerSecond: number;
  recordsPerSecond: number;
  p50: number;
  p99: number;
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL ?? localPostgres;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/** Members with sub-accounts and plenty of traffic; returns the account names. */
async function seedAccounts(database: DatabaseHandle): Promise<{ usernames: string[]; byMember: string[][] }> {
  const db = database.db;
  const members = await db
    .insert(tables.members)
    .values(
      Array.from({ length: memberCount }, (_, i) => ({
        mobile: `137${String(i).padStart(8, "0")}`,
        passwordHash: "bench",
        certificationStatus: 3,
      })),
    )
    .returning({ id: tables.members.id });
  await db.insert(tables.trafficLedger).values(
    members.map((member) => ({
      memberId: member.id,
      deltaBytes: 10n * 1024n ** 4n,
      kind: "adjustment",
      cause: `bench:${member.id}`,
    })),
  );
  const byMember = members.map((member) =>
    Array.from({ length: accountsPerMember }, (_, j) => `bench_${member.id}_${j}`),
  );
  await db
    .insert(tables.proxyAccounts)
    .values(
      members.flatMap((member, i) =>
        (byMember[i] ?? []).map((username) => ({ memberId: member.id, username, password: "BenchPass2026" })),
      ),
    );
  return { usernames: byMember.flat(), byMember };
}

function makeBatch(usernames: string[]): string {
  const now = Date.now();
  const records = Array.from({ length: recordsPerBatch }, () => ({
    account: usernames[Math.floor(Math.random() * usernames.length)] as string,
    bytesUp: Math.floor(Math.random() * 200_000),
    bytesDown: Math.floor(Math.random() * 2_000_000),
    // Spread over the last three hours, as a gateway's late reports are.
    at: new Date(now - Math.floor(Math.random() * 3 * 3600_000)).toISOString(),
  }));
  return JSON.stringify({ batchId: `bench-${randomUUID()}`, gatewayId, records });
}

async function run(
  origin: string,
  label: string,
  database: string,
  concurrency: number,
  pickAccounts: () => string[],
): Promise<Row> {
  const latencies: number[] = [];
  const deadline = performance.now() + durationSeconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const body = makeBatch(pickAccounts());
      const begin = performance.now();
      const response = await fetch(`${origin}/internal/usage/batches`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...signGatewayCall(gatewayId, secret, { method: "POST", path: "/internal/usage/batches", body }),
        },
        body,
      });
      const result = (await response.json()) as UsageBatchResult;
      if (response.status !== 200 || result.acceptedRecords !== recordsPerBatch) {
        throw new Error(`${label}: HTTP ${response.status} ${JSON.stringify(result).slice(0, 200)}`);
      }
      latencies.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    database,
    scenario: label,
    concurrency,
    batches: latencies.length,
    batchesPerSecond: latencies.length / elapsed,
    recordsPerSecond: (latencies.length * recordsPerBatch) / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

async function benchmark(kind: TestDatabaseKind): Promise<Row[]> {
  const database = await createTestDatabase(kind);
  await seedDemoData(database.db);
  const { usernames, byMember } = await seedAccounts(database);
  const config = loadConfig({
    PGLITE_DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
    USAGE_GATEWAY_SECRETS: `${gatewayId}:${secret}`,
  });
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  const origin = await listenOnLoopback(app);
  const label = kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL 15 (local)";
  const oneMember = byMember[0] ?? [];
  const rows: Row[] = [];
  try {
    // Warm-up: JIT, connection pool, first hourly rows.
    await run(origin, "warm-up", label, 1, () => usernames);
    rows.push(await run(origin, `${memberCount} members, ${usernames.length} accounts`, label, 1, () => usernames));
    rows.push(await run(origin, `${memberCount} members, ${usernames.length} accounts`, label, 4, () => usernames));
    rows.push(await run(origin, "one member (lock contention)", label, 4, () => oneMember));
  } finally {
    await app.close();
    await database.close();
  }
  return rows;
}

const loadAtStart = os.loadavg()[0] ?? 0;
const results: Row[] = [];
results.push(...(await benchmark("pglite")));
const postgres = await postgresUrl();
if (postgres) {
  process.env.TEST_DATABASE_URL = postgres;
  results.push(...(await benchmark("postgres")));
} else {
  console.warn("PostgreSQL not reachable: measured PGlite only.");
}

const date = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadAtStart.toFixed(1)} at the start and ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end`;
const section = [
  `## Usage batches of 1 000 records — ${date}`,
  "",
  `Machine: ${machine}. \`bench/usage-ingest.ts\`: signed POST /internal/usage/batches over loopback, client and server in one process, ${durationSeconds} s per row after a warm-up; each batch books ${recordsPerBatch} records of random accounts over the last 3 hours in one transaction.`,
  "",
  "| database | accounts | concurrent gateways | batches | batches/s | records/s | p50 ms | p99 ms |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...results.map(
    (r) =>
      `| ${r.database} | ${r.scenario} | ${r.concurrency} | ${r.batches} | ${r.batchesPerSecond.toFixed(1)} | ${Math.round(r.recordsPerSecond).toLocaleString("en")} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} |`,
  ),
  "",
  "",
].join("\n");
console.log(section);

if (!process.argv.includes("--no-write")) await prependSection(section);
