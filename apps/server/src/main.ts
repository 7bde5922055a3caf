// Only the configuration is imported statically: React (reached through the
// app's imports) chooses its development or production build from NODE_ENV
// when it is first loaded, so NODE_ENV must be set before anything imports it.
import { type Config, ConfigError, loadConfig } from "./config.ts";

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

process.env.NODE_ENV = config.isDevelopment ? "development" : "production";
const { seedDemoData } = await import("@shop/db");
const { openAppDatabase } = await import("./open-app-database.ts");
const { buildApp } = await import("./app.ts");
const { createAuthRepo } = await import("./modules/identity/auth/repo.ts");
const { seedDemoAccount } = await import("./modules/identity/auth/seed-demo.ts");
const { seedDemoProxyCentre } = await import("./modules/proxy/proxy-accounts/seed-demo.ts");
const { seedDemoOwner } = await import("./modules/console/operators/seed-demo.ts");

const database = await openAppDatabase(config);
if (config.seedDemoData) {
  await seedDemoData(database.db, {
    staticIpEntry: { host: config.proxyGateway.host, port: config.proxyGateway.httpPort },
  });
  const demo = await seedDemoAccount(createAuthRepo(database.db));
  await seedDemoProxyCentre(database.db, demo.memberId);
}

const app = await buildApp({ config, database, runJobs: true });
if (config.seedDemoData && config.mode === "demo") await seedDemoOwner(config, app.services.operators);

/** The demo's proxy gateway (npm start), stopped before the shop so its last usage is booked. */
let demoGateway: { stop(): Promise<void>; httpPort: number; socksPort: number } | null = null;

/** Prometheus /metrics on its own port (METRICS_PORT), off by default. */
let metricsServer: import("node:http").Server | null = null;

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, "shutting down: finishing in-flight requests");
  const timer = setTimeout(() => {
    app.log.error("shutdown timed out; exiting");
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await demoGateway?.stop();
    metricsServer?.close();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  app.log.error({ err: error }, "could not start listening");
  await database.close();
  process.exit(1);
}
if (config.metrics.port !== null) {
  const { createMetricsServer } = await import("./metrics/shop-metrics.ts");
  const server = createMetricsServer(app.metrics);
  metricsServer = server;
  const port = config.metrics.port;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, config.metrics.host, () => resolve());
  }).catch((error: unknown) => {
    // The shop serves on without metrics rather than not at all; the log says why.
    app.log.error({ err: error, port }, "metrics port not opened");
    metricsServer = null;
  });
  if (metricsServer) app.log.info({ host: config.metrics.host, port }, "metrics at /metrics");
}
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
console.log(
  `\n  Proxy shop is running at http://${shownHost}:${port}  (${config.mode} mode, ${database.kind} database)\n`,
);

// A demo carries traffic too: the gateway runs beside the shop unless GATEWAY_DEMO=off.
if (config.mode === "demo" && process.env.GATEWAY_DEMO !== "off") {
  const { startDemoGateway } = await import("../../gateway/src/demo.ts");
  try {
    demoGateway = await startDemoGateway({
      shopUrl: `http://127.0.0.1:${port}`,
      httpPort: config.proxyGateway.httpPort,
      socksPort: config.proxyGateway.socks5Port,
      log: app.log.child({ service: "gateway" }) as unknown as import("pino").Logger,
    });
    console.log(`  Proxy gateway: HTTP 127.0.0.1:${demoGateway.httpPort}, SOCKS5 127.0.0.1:${demoGateway.socksPort}\n`);
  } catch (error) {
    app.log.warn({ err: (error as Error).message }, "demo proxy gateway not started (GATEWAY_DEMO=off hides this)");
  }
}
