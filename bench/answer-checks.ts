/**
 * What checking every answer against its contract schema costs (serveEndpoint does it outside
 * production): the same public calls with the check on and off, on one server.
 *
 *   node bench/answer-checks.ts            # prepends a section to docs/benchmarks.md
 *   BENCH_SECONDS=3 node bench/answer-checks.ts --no-write
 */
import os from "node:os";
import { prependSection } from "./benchmarks-file.ts";
import { measureThroughput, startBenchServer } from "./harness.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

const { app, origin, close } = await startBenchServer({ PGLITE_DATA_DIR: "memory://" }, { serveWeb: false });

const calls = [
  { label: "static ISP regions (24 nodes)", path: "/app-api/ip/static-isp/node?type=2" },
  { label: "blog page (9 posts)", path: "/app-api/system/blog/page?pageSize=9" },
  { label: "help article (rendered Markdown)", path: "/app-api/system/helpCenter/get?slug=quick-start" },
];

const measure = (url: string) =>
  measureThroughput(url, url, { connections, durationSeconds, headers: { "accept-language": "en" } });

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
await close();

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
