import http from "node:http";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** The gateway's Prometheus metrics, on a registry of its own (several gateways may share a process in tests). */
export function createMetrics(openTunnels: () => number) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "gateway_" });
  return {
    registry,
    tunnels: new Gauge({
      name: "gateway_open_tunnels",
      help: "Open tunnels and forwarded requests",
      registers: [registry],
      collect() {
        this.set(openTunnels());
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
    refusedConnections: new Counter({
      name: "gateway_connections_refused_total",
      help: "Connections refused at the connection cap",
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
    if (req.method !== "GET" || req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": metrics.registry.contentType });
    res.end(await metrics.registry.metrics());
  });
}
