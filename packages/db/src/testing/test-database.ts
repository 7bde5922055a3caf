import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
    const template = await readFile(templateFile()).then(
      (bytes) => new Blob([bytes]),
      () => undefined,
    );
    const handle = await openDatabase({
      kind: "pglite",
      dataDir: "memory://",
      refuseQueriesBesideTransactions: true,
      loadDataDir: template,
    });
    // From the template there is nothing left to apply (a quick check); without it, every migration.
    await handle.migrate();
    if (!template) await saveTemplate(handle);
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

/**
 * Where the migrated, empty PGlite database is kept between test files: starting from its dump
 * skips PGlite's initdb and the migrations (about 4 s of every test file on two cores). Named by
 * the migrations' contents, so a new or changed migration makes a new template.
 */
function templateFile(): string {
  const folder = fileURLToPath(new URL("../../migrations", import.meta.url));
  const hash = createHash("sha256");
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const file = path.join(folder, name);
    if (!name.endsWith(".sql") && !name.endsWith(".json")) continue;
    hash.update(name).update(readFileSync(file));
  }
  return path.join(tmpdir(), `shop-test-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

async function saveTemplate(handle: DatabaseHandle): Promise<void> {
  if (!handle.dumpDataDir) return;
  const file = templateFile();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  // Written aside and renamed: test files starting at the same moment read a whole template or none.
  await writeFile(partial, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
  await rename(partial, file);
}
