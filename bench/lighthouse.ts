/**
 * Lighthouse (mobile emulation) on the home page in both languages, with
 * Debian's Chromium, against the built server on an embedded database.
 * Also weighs the JavaScript the home page ships (gzip). Appends to docs/benchmarks.md.
 * Run with `npm run bench` (which builds first).
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prependSection } from "./benchmarks-file.ts";

const port = 3290;
const origin = `http://localhost:${port}`;
const root = path.resolve(import.meta.dirname, "..");

const server = spawn(process.execPath, ["apps/server/src/main.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: "memory://", LOG_LEVEL: "warn" },
  stdio: "ignore",
});
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {}
    if (attempt > 120) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // A production server has rendered its pages before: Lighthouse should not time the first, cold render
  // (module loading and JIT warm-up) as the server's response time.
  for (const pagePath of ["/", "/en"]) {
    for (let i = 0; i < 20; i++) await (await fetch(`${origin}${pagePath}`)).arrayBuffer();
  }

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
  });
  const rows: string[] = [];
  // Every script the home page really loads (modulepreloads and dynamic imports such as its language's catalogue).
  const homeScripts = new Set<string>();
  try {
    for (const pagePath of ["/", "/en"]) {
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        formFactor: "mobile",
      });
      if (!result) throw new Error("lighthouse returned nothing");
      if (pagePath === "/") {
        const requests = result.lhr.audits["network-requests"]?.details as
          | { items?: Array<{ url: string; resourceType?: string }> }
          | undefined;
        for (const item of requests?.items ?? []) {
          if (item.resourceType === "Script" && item.url.startsWith(origin))
            homeScripts.add(new URL(item.url).pathname);
        }
      }
      const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
      const lcp = result.lhr.audits["largest-contentful-paint"]?.displayValue ?? "";
      const failing = Object.values(result.lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id)
        .slice(0, 6)
        .join(", ");
      rows.push(
        `| ${pagePath} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${lcp} | ${failing || "—"} |`,
      );
    }
  } finally {
    await chrome.kill();
  }

  // JavaScript of the home page: every script the browser fetched for it, gzipped.
  const scripts = homeScripts;
  let gzipBytes = 0;
  for (const script of scripts)
    gzipBytes += gzipSync(Buffer.from(await (await fetch(`${origin}${script}`)).arrayBuffer())).length;

  const date = new Date().toISOString().slice(0, 10);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, Chromium from Debian`;
  const section = [
    `## Home page in Lighthouse (mobile) — ${date}`,
    "",
    `Machine: ${machine}. Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, default mobile emulation and throttling.`,
    "",
    "| page | performance | accessibility | best practices | SEO | LCP | binary audits failing |",
    "| --- | ---: | ---: | ---: | ---: | --- | --- |",
    ...rows,
    "",
    `JavaScript the home page loads: ${scripts.size} files, ${(gzipBytes / 1024).toFixed(1)} KB gzipped (target 150 KB).`,
    "",
    "",
  ].join("\n");
  await prependSection(section);
  console.log(section);
} finally {
  server.kill("SIGTERM");
}
