/**
 * After the browser tests: drops the second server's scratch PostgreSQL database. The server's own
 * SIGTERM handler does not get to run when Playwright stops it through `npx`, so the run cleans up
 * here (FORCE ends the connections the server still holds).
 */
import { readFile } from "node:fs/promises";
import pg from "pg";

export default async function dropOpsServerDatabase(): Promise<void> {
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
