import type { DatabaseHandle } from "@shop/db";
import { seedDemoData } from "@shop/db";
import { createTestDatabase, stillRunningAfter, type TestDatabaseKind } from "@shop/db/testing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Services } from "../src/services.ts";

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The services the server runs (the composition root's), for what a test does as an operator would. */
  services: Services;
  baseUrl: string;
  /** Logged lines, to prove what reached the log and not the client. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The real server (without the web build) on a fresh seeded database, listening
 * on a random port. `extend` may add routes before it starts, e.g. one that throws.
 */
export async function startTestServer(
  kind: TestDatabaseKind,
  extend?: (app: FastifyInstance) => void | Promise<void>,
  options: {
    serveWeb?: boolean;
    env?: Record<string, string>;
    sandboxRetryDelaysMs?: number[];
    runJobs?: boolean;
    /** Failed logins past the captcha threshold answer at once unless a test sets a wait. */
    loginSlowdownStepMs?: number;
    /** What the captured log holds (`logs`); debug in the test that greps it for secrets. */
    logLevel?: "info" | "debug" | "trace";
  } = {},
): Promise<TestServer> {
  // Behind a trusted proxy, so tests can act as different client addresses.
  const config = loadConfig({
    PGLITE_DATA_DIR: "memory://",
    LOG_LEVEL: "info",
    NODE_ENV: "test",
    TRUST_PROXY: "true",
    ...options.env,
  });
  // As npm start seeds it: sold static IPs are reached through the configured gateway. Seeded once
  // per run and entry address; every later test server starts from a copy.
  const staticIpEntry = { host: config.proxyGateway.host, port: config.proxyGateway.httpPort };
  const database = await createTestDatabase(kind, {
    key: `demo:${staticIpEntry.host}:${staticIpEntry.port}`,
    run: (handle) => seedDemoData(handle.db, { staticIpEntry }),
  });
  const logs: string[] = [];
  const stream = { write: (line: string) => void logs.push(line) };
  const app = await buildApp({
    config,
    database,
    serveWeb: options.serveWeb ?? false,
    sandboxRetryDelaysMs: options.sandboxRetryDelaysMs ?? [50, 100, 200],
    runJobs: options.runJobs ?? false,
    loginSlowdownStepMs: options.loginSlowdownStepMs ?? 0,
    logger: { level: options.logLevel ?? "info", stream },
  });
  await extend?.(app);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    app,
    database,
    services: app.services,
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    async close() {
      // A request stuck on the database would hold the server's close forever: after a while the
      // requests still open are named, and closing the database (which ends its queries) goes first.
      const closing = app.close();
      if (await stillRunningAfter(closing, 15_000)) {
        console.error("test server: close still waiting after 15 s; recent log lines:");
        console.error(logs.slice(-20).join(""));
      }
      await database.close();
      await closing;
    },
  };
}
