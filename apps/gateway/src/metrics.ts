import http from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The gateway's Prometheus metrics, on a registry of its own (several gateways may share a process in tests). */
export function createMetrics(read: {
  openTunnels: () => number;
  heldGrantBytes?: () => number;
  batchesWaiting?: () => number;
  journalBytes?: () => number;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "gateway_" });
  return {
    registry,
    tunnels: new Gauge({
      name: "gateway_open_tunnels",
      help: "Open tunnels and forwarded requests",
      registers: [registry],
      collect() {
        this.set(read.openTunnels());
      },
    }),
    connections: new Gauge({
      name: "gateway_client_connections",
      help: "Open client connections",
      registers: [registry],
    }),
    bytes: new Counter({
      name: "gateway_bytes_total",
      help: "Bytes relayed, by direction (up: client to target)",
      labelNames: ["direction"],
      registers: [registry],
    }),
    authRefusals: new Counter({
      name: "gateway_auth_refusals_total",
      help: "Refused clients, by reason",
      labelNames: ["reason"],
      registers: [registry],
    }),
    authThrottled: new Counter({
      name: "gateway_auth_throttled_total",
      help: "Password attempts refused before the password was checked, by rule (auth-throttle.ts)",
      labelNames: ["rule"],
      registers: [registry],
    }),
    exitErrors: new Counter({
      name: "gateway_exit_errors_total",
      help: "Targets not reached, by exit kind and reason",
      labelNames: ["kind", "reason"],
      registers: [registry],
    }),
    outcomesDropped: new Counter({
      name: "gateway_outcomes_dropped_total",
      help: "Connection outcomes not counted for an account (too many accounts without traffic between reports)",
      registers: [registry],
    }),
    exitUp: new Gauge({
      name: "gateway_exit_up",
      help: "Whether an exit takes new connections (1) or is ejected after failed probes (0), by exit",
      labelNames: ["exit"],
      registers: [registry],
    }),
    exitProbeSeconds: new Histogram({
      name: "gateway_exit_probe_seconds",
      help: "Time of a successful health probe through an exit (TCP connect and a small HTTP request), by exit",
      labelNames: ["exit"],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    exitProbeFailures: new Counter({
      name: "gateway_exit_probe_failures_total",
      help: "Failed health probes, by exit and reason",
      labelNames: ["exit", "reason"],
      registers: [registry],
    }),
    proxyProtocolRefused: new Counter({
      name: "gateway_proxy_protocol_refused_total",
      help: "Connections closed before their PROXY header was read: untrusted-sender, timeout or a malformed header",
      labelNames: ["reason"],
      registers: [registry],
    }),
    refusedConnections: new Counter({
      name: "gateway_connections_refused_total",
      help: "Connections refused at the connection cap",
      registers: [registry],
    }),
    grantRequests: new Counter({
      name: "gateway_grant_requests_total",
      help: "Grant requests to the shop, by outcome (granted, a refusal status, failed)",
      labelNames: ["outcome"],
      registers: [registry],
    }),
    grantBytes: new Counter({
      name: "gateway_granted_bytes_total",
      help: "Bytes the shop granted this gateway",
      registers: [registry],
    }),
    heldGrantBytes: new Gauge({
      name: "gateway_held_grant_bytes",
      help: "Granted bytes not yet spent",
      registers: [registry],
      collect() {
        this.set(read.heldGrantBytes?.() ?? 0);
      },
    }),
    batchesRefused: new Counter({
      name: "gateway_usage_batches_refused_total",
      help: "Usage batches the shop refused (kept and retried), by the shop's reason",
      labelNames: ["reason"],
      registers: [registry],
    }),
    batchesWaiting: new Gauge({
      name: "gateway_usage_batches_waiting",
      help: "Usage batches not yet accepted by the shop",
      registers: [registry],
      collect() {
        this.set(read.batchesWaiting?.() ?? 0);
      },
    }),
    journalBytes: new Gauge({
      name: "gateway_journal_bytes",
      help: "Size of the usage journal",
      registers: [registry],
      collect() {
        this.set(read.journalBytes?.() ?? 0);
      },
    }),
    revokedTunnels: new Counter({
      name: "gateway_revoked_tunnels_total",
      help: "Open tunnels closed because their account's access changed",
      registers: [registry],
    }),
    batchLatency: new Histogram({
      name: "gateway_usage_batch_seconds",
      help: "Time to deliver a usage batch to the shop",
      labelNames: ["outcome"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** GET /metrics in Prometheus text format, on its own port. */
export function createMetricsServer(metrics: Metrics): http.Server {
  return http.createServer(async (req, res) => {
    // For load balancers: the process is up and answering.
    if (req.method === "GET" && req.url === "/healthz") {
      res.writeHead(200, { "content-type": "text/plain" }).end("ok\n");
      return;
    }
    if (req.method !== "GET" || req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": metrics.registry.contentType });
    res.end(await metrics.registry.metrics());
  });
}
