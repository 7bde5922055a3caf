import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createMetricsServer, createShopMetrics } from "../src/metrics/shop-metrics.ts";
import { apiClient } from "./auth-helpers.ts";
import { quickMembers } from "./orders-helpers.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** One sample's value from Prometheus text, by metric name and exact label set (as printed). */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe.each(testDatabaseKinds())("shop metrics (%s)", (kind) => {
  let server: TestServer;
  let metricsServer: Server;
  let metricsUrl: string;
  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    return response.text();
  };

  beforeAll(async () => {
    // Job timers an hour apart: the test ticks them itself.
    server = await startTestServer(kind, undefined, { runJobs: true, env: { PAYMENT_JOB_INTERVAL_SECONDS: "3600" } });
    metricsServer = createMetricsServer(server.app.metrics).listen(0, "127.0.0.1");
    await once(metricsServer, "listening");
    metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
  });
  afterAll(async () => {
    metricsServer?.close();
    await server?.close();
  });

  it("counts requests by route pattern and envelope code, and times them", async () => {
    const api = apiClient(server);
    await api.get("/app-api/ip/traffic-combo-product-price/list");
    await api.get("/app-api/ip/member-user/get");
    const text = await scrape();
    const list = '{method="GET",route="/app-api/ip/traffic-combo-product-price/list",status="200",code="0"}';
    expect(sample(text, "shop_http_requests_total", list)).toBeGreaterThanOrEqual(1);
    // Not logged in: HTTP 200 with the envelope's 401.
    const member = '{method="GET",route="/app-api/ip/member-user/get",status="200",code="401"}';
    expect(sample(text, "shop_http_requests_total", member)).toBe(1);
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/app-api\/ip\/traffic-combo-product-price\/list"\}/,
    );
    // The metrics are not on the shop's own port.
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
  });

  it("counts payment notifications by what the provider was answered", async () => {
    await fetch(`${server.baseUrl}/pay/notify/alipay`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "out_trade_no=P1&sign=forged",
    });
    const text = await scrape();
    expect(sample(text, "shop_payment_notifications_total", '{provider="alipay",outcome="refused"}')).toBe(1);
  });

  it("reports job runs, their duration and last success, and skips", async () => {
    const jobs = server.app.jobs;
    if (!jobs) throw new Error("jobs are off");
    expect(await jobs.tick("close-overdue-orders")).toBe(true);
    // Again within the interval: another process (or this one) ran it a moment ago.
    expect(await jobs.tick("close-overdue-orders")).toBe(false);
    const text = await scrape();
    const job = '{job_name="close-overdue-orders"';
    expect(sample(text, "shop_job_runs_total", `${job},outcome="ok"}`)).toBe(1);
    expect(sample(text, "shop_job_runs_total", `${job},outcome="skipped"}`)).toBe(1);
    expect(sample(text, "shop_job_duration_seconds_count", `${job}}`)).toBe(1);
    const lastSuccess = sample(text, "shop_job_last_success_timestamp_seconds", `${job}}`) ?? 0;
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(600);
    expect(
      server.logs.some((line) => line.includes('"job":"close-overdue-orders"') && line.includes('"msg":"job ran"')),
    ).toBe(true);
  });

  it("reads anomalies and refunds waiting from the database", async () => {
    const before = sample(await scrape(), "shop_payment_anomalies_waiting") ?? -1;
    expect(before).toBe(0);
    expect(sample(await scrape(), "shop_refunds_waiting", '{status="requested"}')).toBe(0);
    // An anomaly recorded by the payments module (money that could not pay its order).
    const [token] = await quickMembers(server, 1);
    expect(token).toBeDefined();
    const [member] = await server.database.db.select({ id: tables.members.id }).from(tables.members).limit(1);
    const [attempt] = await server.database.db
      .insert(tables.paymentAttempts)
      .values({
        outTradeNo: `PMETRICS${Date.now()}`,
        orderKind: "recharge",
        orderId: 1,
        memberId: member?.id ?? 0,
        method: "alipay",
        channel: "alipay_pc",
        amountFen: 100,
        handlingFeeFen: 0,
        status: "closed",
        expiresAt: new Date(),
      })
      .returning({ id: tables.paymentAttempts.id });
    await server.database.db.insert(tables.paymentAnomalies).values({
      attemptId: attempt?.id ?? 0,
      method: "alipay",
      providerTradeNo: `2026${Date.now()}`,
      amountFen: 100,
      reason: "attempt-closed",
    });
    // The app's scrape reuses its counts for 5 s (scrapes stay cheap); the same sources, read afresh:
    const fresh = createShopMetrics({ waiting: server.services.waitingWork, isRedisAvailable: () => null, cacheMs: 0 });
    expect(sample(await fresh.registry.metrics(), "shop_payment_anomalies_waiting")).toBe(1);
  });

  it("shows the database pool on PostgreSQL and no Redis gauge without Redis", async () => {
    const text = await scrape();
    expect(text).not.toMatch(/^shop_redis_up /m);
    if (kind === "postgres") expect(sample(text, "shop_database_pool_connections", '{state="size"}')).toBe(5);
    else expect(text).not.toMatch(/^shop_database_pool_connections\{/m);
  });
});

describe("metrics configuration", () => {
  it("is off unless METRICS_PORT is set, on loopback by default", () => {
    expect(loadConfig({}).metrics).toEqual({ port: null, host: "127.0.0.1" });
    expect(loadConfig({ METRICS_PORT: "9478" }).metrics).toEqual({ port: 9478, host: "127.0.0.1" });
    expect(() => loadConfig({ METRICS_PORT: "nine" })).toThrow(/METRICS_PORT/);
  });
});
