import { ensureMainSubstation, openDatabase, seedDemoData } from "@shop/db";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { createAuthRepo } from "./modules/auth/repo.ts";
import { seedDemoAccount } from "./modules/auth/seed-demo.ts";

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

// React picks its production build from NODE_ENV when the web build is first imported.
process.env.NODE_ENV = config.isDevelopment ? "development" : "production";

const database = await openDatabase(config.database);
await database.migrate();
await ensureMainSubstation(database.db, { nameZh: config.siteName.zh, nameEn: config.siteName.en });
if (config.seedDemoData) {
  await seedDemoData(database.db);
  await seedDemoAccount(createAuthRepo(database.db));
}

const app = await buildApp({ config, database });

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
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
console.log(
  `\n  Proxy shop is running at http://${shownHost}:${port}  (${config.mode} mode, ${database.kind} database)\n`,
);
