/**
 * Audited writes per second on PostgreSQL: transactions that each write one audit row, from several
 * clients at once, with the chain as it was before migration 0023 (plain SHA-256) and as it is now
 * (HMAC-SHA256 under AUDIT_CHAIN_KEY). Both take the chain's one lock, so the figure is bounded by
 * commits in turn, not by the hash. Needs TEST_DATABASE_URL (a scratch database is made and dropped).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/audit-writes.ts
 */
import { cpus, loadavg } from "node:os";
import { createTestDatabase } from "@shop/db/testing";
import { createAuditRepo } from "../apps/server/src/modules/console/audit/repo.ts";
import { type AuditEntry, auditRowHash, createAuditLog } from "../apps/server/src/modules/console/audit/service.ts";
import { prependSection } from "./benchmarks-file.ts";

if (!process.env.TEST_DATABASE_URL) {
  console.error("Set TEST_DATABASE_URL to a PostgreSQL server (a scratch database is created there).");
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const clients = [1, 8];
const database = await createTestDatabase("postgres");
const { db } = database;
const repo = createAuditRepo(db);
const keyed = createAuditLog(db, { key: "bench-".repeat(8) });
const entry: AuditEntry = {
  context: { operatorId: 1, role: "owner", ip: "192.0.2.1", userAgent: "bench", requestId: "bench" },
  action: "bench.write",
  recordType: "bench",
  recordId: 1,
  after: { field: "value", amountFen: 12_345 },
  outcome: "ok",
};

/** The chain as it was written before the key: the same lock and insert, plain SHA-256. */
async function unkeyedWrite() {
  await db.transaction(async (tx) => {
    const prevHash = (await repo.lockChainHead(tx)) ?? "0".repeat(64);
    const row = {
      createdAt: new Date(),
      operatorId: 1,
      operatorRole: "owner",
      ip: "192.0.2.1",
      userAgent: "bench",
      requestId: "bench",
      action: "bench.write",
      recordType: "bench",
      recordId: "1",
      memberId: null,
      reason: null,
      before: null,
      after: { field: "value", amountFen: 12_345 },
      outcome: "ok",
    };
    await repo.insert(tx, { ...row, prevHash, hash: auditRowHash(row, prevHash, 0, ""), keyVersion: 0 });
  });
}
const keyedWrite = () => db.transaction((tx) => keyed.record(tx, entry)).then(() => undefined);

async function measure(write: () => Promise<void>, concurrency: number) {
  const until = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        await write();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q: number) => (latencies[Math.floor(latencies.length * q)] ?? 0).toFixed(1);
  return { perSecond: Math.round(latencies.length / seconds), p50: p(0.5), p99: p(0.99) };
}

const rows: string[] = [];
const load = loadavg()[0]?.toFixed(2);
try {
  for (const concurrency of clients) {
    for (const [name, write] of [
      ["before (SHA-256)", unkeyedWrite],
      ["after (HMAC-SHA256)", keyedWrite],
    ] as const) {
      await measure(write, concurrency); // warm-up: the same pass, not counted
      const result = await measure(write, concurrency);
      rows.push(`| ${name} | ${concurrency} | ${result.perSecond} | ${result.p50} | ${result.p99} |`);
      console.log(rows.at(-1));
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  await prependSection(
    `## ${day} — Audited writes on PostgreSQL (\`node bench/audit-writes.ts\`)

Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? "?"}), load average ${load} at the start, PostgreSQL on the same machine. Each write is one transaction that takes the chain's lock, reads the head and inserts one row; ${seconds} s per row after a pass of the same length. "Before" is the chain as it was written until migration 0023 (plain SHA-256), "after" the keyed chain (HMAC-SHA256).

| chain | concurrent clients | audited writes/s | p50 ms | p99 ms |
| --- | ---: | ---: | ---: | ---: |
${rows.join("\n")}

Both pay the same: one lock for the whole chain, held until the commit, so writes go one at a time
and the hash (microseconds) does not show. More clients do not raise the rate; removing the global
lock would need another proof of order and was not done.

`,
  );
} finally {
  await database.close();
}
