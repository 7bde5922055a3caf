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
      // A query that never ends would hold its pool client and the pool's end forever; after a
      // while, what is still running is printed (the cause to fix) and the forced drop ends it.
      const ended = handle.close();
      if (await stillRunningAfter(ended, closeWatchdogMs)) {
        console.error(`test database ${scratch.name}: the pool did not end within ${closeWatchdogMs} ms`);
        console.error(await scratch.activity().catch((error: unknown) => String(error)));
      }
      await scratch.drop();
      await ended.catch(() => {});
    },
  };
}

const closeWatchdogMs = 10_000;

/** Whether `work` is still running after `ms` (it goes on either way). */
export async function stillRunningAfter(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<true>((resolve) => {
    timer = setTimeout(() => resolve(true), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => false as const,
        () => false as const,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A new, empty database on the PostgreSQL server of `adminUrl`, named `<prefix>_<time>_<random>`:
 * its URL, and `drop` to remove it (connections still open are ended).
 */
export async function scratchPostgresDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void>; activity(): Promise<string> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const asAdmin = async (statement: string, values: unknown[] = []) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      return (await admin.query(statement, values)).rows;
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await asAdmin(`drop database if exists "${name}" with (force)`);
    },
    /** The sessions on this database and what each is doing or waiting for (a hang's diagnosis). */
    activity: async () =>
      JSON.stringify(
        await asAdmin(
          `select pid, state, wait_event_type, wait_event, now() - query_start as running_for, left(query, 300) as query
             from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [name],
        ),
        null,
        1,
      ),
  };
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
