/**
 * SSR throughput of the home page, as a ratio to serving the same page's saved
 * HTML as a static file from the same server in the same run.
 * Run with `npm run bench` after `npm run build`; appends to docs/benchmarks.md.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { prependSection } from "./benchmarks-file.ts";
import { measureThroughput, startBenchServer } from "./harness.ts";

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;

type Figures = Awaited<ReturnType<typeof measureThroughput>>;

const measure = (label: string, url: string, headers: Record<string, string>) =>
  measureThroughput(label, url, { connections, durationSeconds, headers });

const staticDir = await mkdtemp(path.join(os.tmpdir(), "bench-static-"));
const { origin, close } = await startBenchServer(
  { PGLITE_DATA_DIR: "memory://" },
  {
    beforeListen: async (app) => {
      await app.register(async (scope) => {
        await scope.register(fastifyStatic, { root: staticDir, prefix: "/__bench-static/", decorateReply: false });
      });
    },
  },
);

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
await close();

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
