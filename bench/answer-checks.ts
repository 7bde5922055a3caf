/**
 * What checking every answer against its contract schema costs (serveEndpoint does it outside
 * production): the same public calls with the check on and off, on one server.
 *
 *   node bench/answer-checks.ts            # prepends a section to docs/benchmarks.md
 *   BENCH_SECONDS=3 node bench/answer-checks.ts --no-write
 */
import os from "node:os";
import { openDatabase, seedDemoData } from "@shop/db";
import autocannon from "autocannon";
import { prependSection } from "./benchmarks-file.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

process.env.NODE_ENV = "production";
const { buildApp } = await import("../apps/server/src/app.ts");
const { loadConfig } = await import("../apps/server/src/config.ts");

const config = loadConfig({ PGLITE_DATA_DIR: "memory://", LOG_LEVEL: "warn" });
const database = await openDatabase(config.database);
await database.migrate();
await seedDemoData(database.db);
const app = await buildApp({ config, database, serveWeb: false, logger: false });
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const calls = [
  { label: "static ISP regions (24 nodes)", path: "/app-api/ip/static-isp/node?type=2" },
  { label: "blog page (9 posts)", path: "/app-api/system/blog/page?pageSize=9" },
  { label: "help article (rendered Markdown)", path: "/app-api/system/helpCenter/get?slug=quick-start" },
];

async function measure(url: string) {
  const headers = { "accept-language": "en" };
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

const rows: string[] = [];
for (const call of calls) {
  app.checksAnswers = true;
  const checked = await measure(`${origin}${call.path}`);
  app.checksAnswers = false;
  const unchecked = await measure(`${origin}${call.path}`);
  const cost = 1 - checked.requestsPerSecond / unchecked.requestsPerSecond;
  rows.push(
    `| ${call.label} | ${Math.round(checked.requestsPerSecond)} | ${Math.round(unchecked.requestsPerSecond)} | ${(cost * 100).toFixed(1)} % | ${checked.p99} / ${unchecked.p99} ms |`,
  );
}
await app.close();
await database.close();

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "unknown"}), load average ${os.loadavg()[0]?.toFixed(2)}`;
const section = [
  `## ${new Date().toISOString().slice(0, 10)} — Answers checked against their schema (\`node bench/answer-checks.ts\`)`,
  "",
  `Machine: ${machine}. autocannon, ${connections} connections, ${durationSeconds} s per row after a 1 s warm-up, server and load generator in one process, embedded PGlite. Production skips the check; demo, development and tests run it.`,
  "",
  "| call | req/s checked | req/s unchecked | cost | p99 checked / unchecked |",
  "| --- | ---: | ---: | ---: | ---: |",
  ...rows,
  "",
  "",
].join("\n");
console.log(section);

if (!process.argv.includes("--no-write")) await prependSection(section);
