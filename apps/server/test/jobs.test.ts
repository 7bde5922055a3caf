import type { PayAnswer, RechargeOrder } from "@shop/contract";
import { type DatabaseHandle, openDatabase, tables } from "@shop/db";
import { createTestDatabase, testDatabaseKinds } from "@shop/db/testing";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createJobGate } from "../src/jobs/job-gate.ts";
import { apiClient } from "./auth-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())("job gate (%s)", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("runs a job once per interval, however often it is ticked", async () => {
    const gate = createJobGate(database);
    let runs = 0;
    const work = async () => ++runs;
    expect(await gate.runOnce("once-per-interval", 60_000, work)).toEqual({ ran: true, result: 1 });
    expect(await gate.runOnce("once-per-interval", 60_000, work)).toEqual({ ran: false });
    // Another job has its own interval.
    expect((await gate.runOnce("another-job", 60_000, work)).ran).toBe(true);
    // An interval later it runs again.
    await database.db
      .update(tables.jobRuns)
      .set({ lastStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(tables.jobRuns.name, "once-per-interval"));
    expect((await gate.runOnce("once-per-interval", 60_000, work)).ran).toBe(true);
  });

  it("releases its lock when the job fails, so the next interval runs", async () => {
    const gate = createJobGate(database);
    await expect(
      gate.runOnce("failing", 1, async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await pause(5);
    expect((await gate.runOnce("failing", 1, async () => "ok")).ran).toBe(true);
  });
});

// Locks between processes only exist on PostgreSQL (PGlite is one process's database).
describe.skipIf(!process.env.TEST_DATABASE_URL)("jobs across processes (postgres)", () => {
  let server: TestServer;
  let second: { app: FastifyInstance; database: DatabaseHandle };
  const gatewayCalls = { count: 0 };
  const countSandboxQueries = (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      if (request.url.startsWith("/sandbox/alipay/gateway.do")) gatewayCalls.count++;
    });
  };

  beforeAll(async () => {
    // Timers an hour apart: the test ticks the jobs itself.
    const env = { PAYMENT_JOB_INTERVAL_SECONDS: "3600" };
    server = await startTestServer("postgres", countSandboxQueries, { runJobs: true, env });
    const url = (server.database as DatabaseHandle & { url?: string }).url;
    if (!url) throw new Error("no database url");
    const database = await openDatabase({ kind: "postgres", url, poolSize: 3 });
    const config = loadConfig({ PGLITE_DATA_DIR: "memory://", NODE_ENV: "test", LOG_LEVEL: "error", ...env });
    const app = await buildApp({ config, database, serveWeb: false, runJobs: true, logger: false });
    countSandboxQueries(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await server?.close();
  });

  it("lets only one process inside a job at a time", async () => {
    const a = createJobGate(server.database);
    const b = createJobGate(second.database);
    let inside = 0;
    let most = 0;
    const slow = async () => {
      inside++;
      most = Math.max(most, inside);
      await pause(100);
      inside--;
    };
    const outcomes = await Promise.all([a.runOnce("slow", 1, slow), b.runOnce("slow", 1, slow)]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(most).toBe(1);
  });

  it("queries each waiting payment once per interval, not once per server", async () => {
    const api = apiClient(server);
    const [token] = (await quickMembers(server, 1)) as [string];
    const order = (await api.post<RechargeOrder>("/app-api/ip/recharge-order/create", { trafficGb: 3 }, { token }))
      .data;
    const pay = await api.post<PayAnswer>("/app-api/order/pay", { id: order.id, method: "alipay" }, { token });
    expect(pay.code).toBe(0);
    // Old enough for the recovery job (it asks about attempts a minute old).
    await server.database.db.execute(
      sql`update ${tables.paymentAttempts} set created_at = now() - interval '2 minutes' where order_id = ${order.id}`,
    );
    gatewayCalls.count = 0;
    const jobsA = server.app.jobs;
    const jobsB = second.app.jobs;
    if (!jobsA || !jobsB) throw new Error("jobs are off");
    const ran = await Promise.all([jobsA.tick("recover-payments"), jobsB.tick("recover-payments")]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(gatewayCalls.count).toBe(1);
    // Ticking again within the interval, on either server, asks nobody.
    await Promise.all([jobsA.tick("recover-payments"), jobsB.tick("recover-payments")]);
    expect(gatewayCalls.count).toBe(1);
  });
});
