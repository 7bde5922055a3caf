/**
 * What the benchmarks share: a production-mode server on a seeded database, listening on a free
 * loopback port, and autocannon runs measured hot.
 */
import { openDatabase, seedDemoData } from "@shop/db";
import autocannon from "autocannon";
import type { FastifyInstance } from "fastify";

// React reads NODE_ENV when first imported (through the app), so it is set before the app is imported.
process.env.NODE_ENV = "production";
const { buildApp } = await import("../apps/server/src/app.ts");
const { loadConfig } = await import("../apps/server/src/config.ts");

/**
 * Builds the app on a migrated, demo-seeded database (`env` as the server reads it, logging
 * warnings only) and listens; `beforeListen` may register more routes first.
 */
export async function startBenchServer(
  env: Record<string, string>,
  options: { serveWeb?: boolean; beforeListen?: (app: FastifyInstance) => Promise<void> } = {},
) {
  const config = loadConfig({ LOG_LEVEL: "warn", ...env });
  const database = await openDatabase(config.database);
  await database.migrate();
  await seedDemoData(database.db);
  const app = await buildApp({ config, database, serveWeb: options.serveWeb, logger: false });
  await options.beforeListen?.(app);
  const origin = await listenOnLoopback(app);
  return {
    app,
    database,
    origin,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Listens on a free loopback port; answers the origin to call. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/** Requests per second and latency of one URL, after a one-second warm-up so it is measured hot. */
export async function measureThroughput(
  label: string,
  url: string,
  load: { connections: number; durationSeconds: number; headers?: Record<string, string> },
) {
  const { connections, durationSeconds, headers = {} } = load;
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
