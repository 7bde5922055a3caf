/**
 * SSR throughput of the home page, as a ratio to serving the same page's saved
 * HTML as a static file from the same server in the same run.
 * Run with `npm run bench` after `npm run build`; appends to docs/benchmarks.md.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { openDatabase, seedDemoData } from "@shop/db";
import autocannon from "autocannon";
import { prependSection } from "./benchmarks-file.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

async function measure(label: string, url: string, headers: Record<string, string>): Promise<Figures> {
  // One warm-up second so both sides are measured hot.
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

// React reads NODE_ENV when first imported (through the app), so set it before importing the app.
process.env.NODE_ENV = "production";
const { buildApp } = await import("../apps/server/src/app.ts");
const { loadConfig } = await import("../apps/server/src/config.ts");
const config = loadConfig({ PGLITE_DATA_DIR: "memory://", LOG_LEVEL: "warn" });
const database = await openDatabase(config.database);
await database.migrate();
await seedDemoData(database.db);
const app = await buildApp({ config, database, logger: false });

const staticDir = await mkdtemp(path.join(os.tmpdir(), "bench-static-"));
await app.register(async (scope) => {
  await scope.register(fastifyStatic, { root: staticDir, prefix: "/__bench-static/", decorateReply: false });
});
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

// Uncompressed, and as browsers ask for it (the server compresses pages and, through @fastify/compress, the static copy).
const encodings: Array<{ name: string; headers: Record<string, string> }> = [
  { name: "none", headers: {} },
  { name: "br", headers: { "accept-encoding": "br, gzip" } },
];
const results: Figures[] = [];
const ratios: string[] = [];
for (const [name, pagePath] of [
  ["zh-CN", "/"],
  ["en", "/en"],
] as const) {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  await writeFile(path.join(staticDir, `${name}.html`), html);
  for (const encoding of encodings) {
    const ssr = await measure(`SSR ${pagePath}, ${encoding.name}`, `${origin}${pagePath}`, encoding.headers);
    const copy = await measure(
      `static copy of ${pagePath}, ${encoding.name}`,
      `${origin}/__bench-static/${name}.html`,
      encoding.headers,
    );
    results.push(ssr, copy);
    ratios.push(`${name} ${encoding.name} ${(ssr.requestsPerSecond / copy.requestsPerSecond).toFixed(2)}`);
  }
}
await app.close();
await database.close();

const date = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const rows = results.map(
  (r) => `| ${r.label} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`,
);
const section = [
  `## SSR throughput of the home page — ${date}`,
  "",
  `Machine: ${machine}. autocannon, ${connections} connections, ${durationSeconds} s per row after a 1 s warm-up, server and load generator in one process on loopback, embedded PGlite.`,
  "",
  "| target | requests/s | p50 ms | p99 ms |",
  "| --- | ---: | ---: | ---: |",
  ...rows,
  "",
  `SSR / static ratio: ${ratios.join(", ")}.`,
  "",
  "",
].join("\n");

await prependSection(section);
console.log(section);
