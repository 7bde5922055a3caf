/**
 * The second server of the browser tests (the port after E2E_PORT), for flows that need an
 * operator's command line or a short payment timeout. With TEST_DATABASE_URL it
 * runs on a fresh PostgreSQL database, which the ops CLI can open at the same
 * time (test-results/ops-server.json tells the tests its URL); without it, on
 * an in-memory PGlite database, and the operator tests skip.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import pg from "pg";

const adminUrl = process.env.TEST_DATABASE_URL;
let databaseUrl: string | null = null;
if (adminUrl) {
  const name = `shop_e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  process.env.DATABASE_URL = databaseUrl;
  const dropOnExit = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await cleanup.end();
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void dropOnExit().finally(() => process.exit(0));
    });
  }
}
await mkdir("test-results", { recursive: true });
await writeFile("test-results/ops-server.json", JSON.stringify({ databaseUrl }));
await import("../apps/server/src/main.ts");
