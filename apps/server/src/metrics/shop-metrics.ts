import http from "node:http";
import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { JobObserver } from "../jobs/scheduler.ts";

/** What the scrape reads from the database: counts only, cached briefly so a busy scraper costs little. */
export interface WaitingWork {
  anomaliesNeedingRefund(): Promise<number>;
  openRefunds(): Promise<{ requested: number; processing: number }>;
}

export interface ShopMetricsSources {
  waiting: WaitingWork;
  /** PostgreSQL's pool; undefined on the embedded database. */
  poolStats?: () => { size: number; total: number; idle: number; waiting: number };
  /** null when no Redis is configured. */
  isRedisAvailable: () => boolean | null;
  /** Counts read from the database are reused for this long (5 s by default). */
  cacheMs?: number;
  now?: () => number;
}

/**
 * The shop's Prometheus metrics, on a registry of its own (tests run several apps in one process).
 * Served on a port of its own (METRICS_PORT), never on the public one.
 */
export function createShopMetrics(sources: ShopMetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "shop_" });
  const now = sources.now ?? Date.now;
  const cacheMs = sources.cacheMs ?? 5000;
  let cached: { at: number; value: Promise<{ anomalies: number; requested: number; processing: number }> } | null =
    null;
  const readWaiting = () => {
    if (!cached || now() - cached.at >= cacheMs) {
      const value = Promise.all([sources.waiting.anomaliesNeedingRefund(), sources.waiting.openRefunds()]).then(
        ([anomalies, refunds]) => ({ anomalies, ...refunds }),
      );
      // A failed read is not kept: the next scrape asks again.
      value.catch(() => {
        cached = null;
      });
      cached = { at: now(), value };
    }
    return cached.value;
  };

  const metrics = {
    registry,
    requests: new Counter({
      name: "shop_http_requests_total",
      help: "HTTP requests answered, by method, route pattern, HTTP status and envelope code (API answers)",
      labelNames: ["method", "route", "status", "code"],
      registers: [registry],
    }),
    latency: new Histogram({
      name: "shop_http_request_duration_seconds",
      help: "Time to answer, by method and route pattern",
      labelNames: ["method", "route"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    paymentNotifications: new Counter({
      name: "shop_payment_notifications_total",
      help: "Payment providers' notifications, by provider and outcome (accepted: the provider stops sending)",
      labelNames: ["provider", "outcome"],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: "shop_job_runs_total",
      help: "Periodic job ticks, by job and outcome (ok, failed, skipped: another process or too soon)",
      labelNames: ["job_name", "outcome"],
      registers: [registry],
    }),
    jobDuration: new Histogram({
      name: "shop_job_duration_seconds",
      help: "Time a job's run took, by job",
      labelNames: ["job_name"],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
      registers: [registry],
    }),
    jobLastSuccess: new Gauge({
      name: "shop_job_last_success_timestamp_seconds",
      help: "When this process last ran the job successfully (Unix time)",
      labelNames: ["job_name"],
      registers: [registry],
    }),
    anomalies: new Gauge({
      name: "shop_payment_anomalies_waiting",
      help: "Paid trades that could not pay their order and wait for a refund",
      registers: [registry],
      async collect() {
        this.set((await readWaiting()).anomalies);
      },
    }),
    refunds: new Gauge({
      name: "shop_refunds_waiting",
      help: "Refunds not finished, by status (requested: waiting for approval; processing: at the provider)",
      labelNames: ["status"],
      registers: [registry],
      async collect() {
        const waiting = await readWaiting();
        this.set({ status: "requested" }, waiting.requested);
        this.set({ status: "processing" }, waiting.processing);
      },
    }),
    databasePool: new Gauge({
      name: "shop_database_pool_connections",
      help: "PostgreSQL pool: its size, connections open, idle, and queries waiting for one",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const stats = sources.poolStats?.();
        if (!stats) return;
        this.set({ state: "size" }, stats.size);
        this.set({ state: "open" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    }),
    redisUp: new Gauge({
      name: "shop_redis_up",
      help: "1 while Redis answers, 0 while the database counts the rate limits instead (absent without Redis)",
      registers: [registry],
      collect() {
        const available = sources.isRedisAvailable();
        if (available === null) this.remove();
        else this.set(available ? 1 : 0);
      },
    }),
  };
  return metrics;
}

export type ShopMetrics = ReturnType<typeof createShopMetrics>;

/**
 * The scheduler's observer that feeds the job metrics. The label is `job_name`: Prometheus gives every
 * target a `job` label of its own, and a metric's `job` would be renamed `exported_job` on scrape.
 */
export function jobMetrics(metrics: ShopMetrics): JobObserver {
  return {
    ran(job, ms, at) {
      metrics.jobRuns.inc({ job_name: job, outcome: "ok" });
      metrics.jobDuration.observe({ job_name: job }, ms / 1000);
      metrics.jobLastSuccess.set({ job_name: job }, at.getTime() / 1000);
    },
    failed(job, ms) {
      metrics.jobRuns.inc({ job_name: job, outcome: "failed" });
      metrics.jobDuration.observe({ job_name: job }, ms / 1000);
    },
    skipped(job) {
      metrics.jobRuns.inc({ job_name: job, outcome: "skipped" });
    },
  };
}

/** The envelope's code of an API answer, read from the start of its JSON without parsing the rest. */
const envelopeCode = /^\{"code":(-?\d+)/;

/**
 * Counts and times every answer by its route pattern (never the raw URL: one series per route),
 * and payment notifications by what the shop answered the provider.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: ShopMetrics) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (typeof payload === "string") {
      const code = envelopeCode.exec(payload)?.[1];
      if (code !== undefined) (reply as { envelopeCode?: string }).envelopeCode = code;
      // Alipay stops sending only on a body of exactly "success", whatever the HTTP status.
      else if (payload === "success") (reply as { saidSuccess?: boolean }).saidSuccess = true;
    }
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    const method = request.method;
    const status = String(reply.statusCode);
    const code = (reply as { envelopeCode?: string }).envelopeCode ?? "";
    metrics.requests.inc({ method, route, status, code });
    metrics.latency.observe({ method, route }, reply.elapsedTime / 1000);
    const notified = /^\/pay\/notify\/(alipay|wechat|wechat-refund)$/.exec(request.url.split("?")[0] ?? "");
    if (notified?.[1]) {
      const isAccepted =
        notified[1] === "alipay" ? (reply as { saidSuccess?: boolean }).saidSuccess === true : reply.statusCode < 300;
      metrics.paymentNotifications.inc({ provider: notified[1], outcome: isAccepted ? "accepted" : "refused" });
    }
  });
}

/** GET /metrics (Prometheus text) and GET /healthz on their own port; anything else 404. */
export function createMetricsServer(metrics: ShopMetrics): http.Server {
  return http.createServer((req, res) => {
    if (req.method === "GET" && req.url === "/healthz") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    if (req.method !== "GET" || req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { "content-type": metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
}
