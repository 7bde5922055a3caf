import type http from "node:http";
import type net from "node:net";
import { coverageOf } from "@shop/contract";
import pino, { type Logger } from "pino";
import type { GatewayConfig } from "./config.ts";
import { createCore, type GatewayCore } from "./core.ts";
import type { Timers } from "./deadline.ts";
import type { Egress } from "./egress.ts";
import { createHttpProxy } from "./http-proxy.ts";
import { createMetricsServer } from "./metrics.ts";
import { acceptProxyProtocol, trustedProxies } from "./proxy-protocol.ts";
import { createSocks5Server } from "./socks5.ts";

export interface RunningGateway {
  core: GatewayCore;
  httpPort: number;
  socksPort: number;
  metricsPort: number | null;
  /** Stops listening, flushes usage (a few tries), then closes what is still open. */
  stop(): Promise<void>;
}

function listen(server: net.Server | http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, backlog: 4096 }, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/** Starts both listeners, /metrics and the usage reports. Ports of 0 pick free ones (tests). */
export async function startGateway(
  config: GatewayConfig,
  options: {
    log?: Logger;
    egress?: Egress;
    /** Handshake deadlines' timers (tests use their own). */
    timers?: Timers;
    /** The gateway's clock and waits (tests of outages and expiry move them instead of waiting). */
    now?: () => number;
    sleep?: (ms: number) => Promise<void>;
  } = {},
): Promise<RunningGateway> {
  // Never a password in the logs: no request or credential objects are logged anywhere.
  const log = options.log ?? pino({ level: config.logLevel, base: { service: "gateway", gateway: config.gatewayId } });
  const core = createCore(config, log, {
    egress: options.egress,
    timers: options.timers,
    now: options.now,
    sleep: options.sleep,
  });
  // The shop's address is known before the first tunnel can ask for it.
  await core.selfAddresses?.refresh();
  const httpServer = createHttpProxy(core);
  const socksServer = createSocks5Server(core);
  if (config.proxyProtocol) {
    const trusted = trustedProxies(config.proxyProtocol.trustedProxies);
    for (const server of [httpServer, socksServer]) {
      acceptProxyProtocol(server, {
        trusted,
        timeoutMs: config.handshakeTimeoutMs,
        timers: options.timers,
        onRefused: (reason) => core.metrics.proxyProtocolRefused.inc({ reason }),
      });
    }
  }
  const metricsServer = config.metricsPort === null ? null : createMetricsServer(core.metrics);
  let httpPort: number;
  let socksPort: number;
  let metricsPort: number | null;
  try {
    httpPort = await listen(httpServer, config.httpPort, config.listenHost);
    socksPort = await listen(socksServer, config.socksPort, config.listenHost);
    metricsPort = metricsServer ? await listen(metricsServer, config.metricsPort ?? 0, config.metricsHost) : null;
  } catch (error) {
    // One port taken: release the others, so the caller can go on without a gateway.
    for (const server of [httpServer, socksServer, metricsServer]) if (server?.listening) server.close();
    throw error;
  }

  const timer = setInterval(() => void core.meter.flush(), config.flushIntervalMs);
  timer.unref();
  // The shop offers only the places some gateway's pools serve: told at start, then again now and then
  // (a shop that was down, or a new shop process, learns it within one interval).
  const coverage = coverageOf(config.exitPool);
  const reportCoverage = () =>
    core.shop
      .reportCoverage(coverage)
      .catch((error: unknown) => log.warn({ err: (error as Error).message }, "exit coverage not reported, will retry"));
  void reportCoverage();
  const reportExitHealth = () =>
    core.shop
      .reportExitHealth({
        exits: core.health.states().map((state) => ({
          key: state.key,
          kind: state.kind,
          up: state.up,
          errors: state.errors,
          lastError: state.lastError?.slice(0, 300) ?? null,
          latencyMs: state.latencyMs,
          changedAt: new Date(state.changedAt).toISOString(),
        })),
      })
      .catch((error: unknown) => log.warn({ err: (error as Error).message }, "exit health not reported, will retry"));
  void reportExitHealth();
  const exitHealthTimer = setInterval(reportExitHealth, config.exitHealthReportMs);
  exitHealthTimer.unref();
  const coverageTimer = setInterval(reportCoverage, config.coverageIntervalMs);
  coverageTimer.unref();
  core.watchAccess();
  core.watchExits();
  log.info(
    { http: httpPort, socks5: socksPort, metrics: metricsPort, host: config.listenHost, exits: config.exitPoolSource },
    "gateway listening",
  );

  let stopping: Promise<void> | null = null;
  return {
    core,
    httpPort,
    socksPort,
    metricsPort,
    stop() {
      stopping ??= (async () => {
        clearInterval(timer);
        clearInterval(coverageTimer);
        clearInterval(exitHealthTimer);
        httpServer.close();
        socksServer.close();
        metricsServer?.close();
        // Open tunnels are counted up to now and reported; then they are closed.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await core.meter.flushNow();
          if (!core.meter.unreported()) break;
          await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
        }
        httpServer.closeAllConnections();
        for (const account of core.meter.accountsWithTunnels()) core.meter.cutOff(account);
        await core.meter.flushNow();
        if (core.meter.unreported()) {
          log.error(
            "usage not delivered at shutdown: the shop is unreachable; it stays in the journal for the next start",
          );
        }
        await core.close();
      })();
      return stopping;
    },
  };
}
