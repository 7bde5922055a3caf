import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../client.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/** The engines the tests run on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  return env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory://", refuseQueriesBesideTransactions: true });
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const scratch = await scratchPostgresDatabase(adminUrl, "shop_test");
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    /** For tests that start server processes of their own on this database. */
    url: scratch.url,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `adminUrl`, named `<prefix>_<time>_<random>`:
 * its URL, and `drop` to remove it (connections still open are ended).
 */
export async function scratchPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists "${name}" with (force)`) };
}
