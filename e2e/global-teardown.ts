/**
 * After the browser tests: forgets this run's TOTP turns, and drops the second server's scratch
 * PostgreSQL database. The server's own
 * SIGTERM handler does not get to run when Playwright stops it through `npx`, so the run cleans up
 * here (FORCE ends the connections the server still holds).
 */
import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { totpTurnsPrefix } from "./totp-codes.ts";

export default async function globalTeardown(): Promise<void> {
  await forgetTotpTurns();
  await dropOpsServerDatabase();
}

async function forgetTotpTurns(): Promise<void> {
  const prefix = totpTurnsPrefix();
  const names = (await readdir(tmpdir())).filter((name) => name.startsWith(prefix));
  await Promise.all(names.map((name) => rm(path.join(tmpdir(), name), { recursive: true, force: true })));
}

async function dropOpsServerDatabase(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  let databaseUrl: string | null = null;
  try {
    ({ databaseUrl } = JSON.parse(await readFile("test-results/ops-server.json", "utf8")) as {
      databaseUrl: string | null;
    });
  } catch {
    return;
  }
  const name = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : "";
  // Only ever a database the second server made for itself (scratchPostgresDatabase's names).
  if (!/^shop_e2e_\d+_[0-9a-f]{8}$/.test(name)) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}
