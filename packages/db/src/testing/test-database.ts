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
 * The engine of the tests that move real traffic through gateways (seconds of CPU each): PostgreSQL
 * when TEST_DATABASE_URL is set, where concurrent grants and reports can race, else PGlite. The
 * gateway does the same whatever the shop's engine, and the shop's side of its API runs on both
 * engines in the server's tests (gateway-api, usage-reporting).
 */
export function trafficTestDatabaseKinds(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  return env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];
}

/**
 * What a test database starts with beyond the migrations: `run` fills it (the demo seed), once per
 * `key` (which must name everything that changes what `run` writes); every later database is a copy.
 */
export interface TestDatabaseSeed {
  key: string;
  run(handle: DatabaseHandle): Promise<void>;
}

/**
 * A fresh, migrated (and, with `seed`, seeded) database for one test file: an in-memory PGlite, or
 * a new database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. Both start from a
 * template made by the first file that needed it: the migrations (and the seed) run once per run,
 * not once per file (docs/benchmarks.md, "unit run").
 */
export async function createTestDatabase(
  kind: TestDatabaseKind,
  seed?: TestDatabaseSeed,
): Promise<DatabaseHandle & { url?: string }> {
  if (kind === "pglite") return createPgliteTestDatabase(seed);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = await postgresTemplate(adminUrl, seed);
  const scratch = await scratchPostgresDatabase(adminUrl, "shop_test", template);
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 5 });
  // From the template there is nothing left to apply (a quick check).
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

async function createPgliteTestDatabase(seed?: TestDatabaseSeed): Promise<DatabaseHandle> {
  const read = (file: string) =>
    readFile(file).then(
      (bytes) => new Blob([bytes]),
      () => undefined,
    );
  const seeded = seed ? await read(templateFile(seed.key)) : undefined;
  const template = seeded ?? (await read(templateFile()));
  const handle = await openDatabase({
    kind: "pglite",
    dataDir: "memory://",
    refuseQueriesBesideTransactions: true,
    loadDataDir: template,
  });
  // From a template there is nothing left to apply (a quick check); without one, every migration.
  await handle.migrate();
  if (!template) await saveTemplate(handle, templateFile());
  if (seed && !seeded) {
    await seed.run(handle);
    await saveTemplate(handle, templateFile(seed.key));
  }
  return handle;
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
  template?: string,
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
  await asAdmin(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
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
 * The name of what the templates hold: the migrations' contents, and the seed's key and source
 * (so a changed migration or seed makes a new template, never a stale one).
 */
function templateName(seedKey?: string): string {
  const known = templateNames.get(seedKey);
  if (known) return known;
  const hash = createHash("sha256");
  const hashFolder = (folder: string, keep: (name: string) => boolean) => {
    for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
      if (!keep(name)) continue;
      hash.update(name).update(readFileSync(path.join(folder, name)));
    }
  };
  hashFolder(fileURLToPath(new URL("../../migrations", import.meta.url)), (name) => /\.(sql|json)$/.test(name));
  if (seedKey !== undefined) {
    hash.update(`seed:${seedKey}`);
    hashFolder(fileURLToPath(new URL("../seed", import.meta.url)), (name) => name.endsWith(".ts"));
  }
  const name = hash.digest("hex").slice(0, 16);
  templateNames.set(seedKey, name);
  return name;
}

/** The files are read once per process: a worker starts many test databases. */
const templateNames = new Map<string | undefined, string>();

/**
 * Where the migrated (or seeded) PGlite database is kept between test files: starting from its
 * dump skips PGlite's initdb, the migrations and the seed (about 4 s and 3 s of every test file
 * on two cores).
 */
function templateFile(seedKey?: string): string {
  return path.join(tmpdir(), `shop-test-pglite-${templateName(seedKey)}.tar`);
}

async function saveTemplate(handle: DatabaseHandle, file: string): Promise<void> {
  if (!handle.dumpDataDir) return;
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  // Written aside and renamed: test files starting at the same moment read a whole template or none.
  await writeFile(partial, Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()));
  await rename(partial, file);
}

/**
 * The PostgreSQL database new test databases are copied from (`create database … template`, a
 * file copy instead of forty migrations): made once by the first test file that needs it, under an
 * advisory lock so two workers never build it at once; nobody stays connected to it (a template
 * with a session on it cannot be copied). Old templates beyond the newest few are dropped.
 */
async function postgresTemplate(adminUrl: string, seed?: TestDatabaseSeed): Promise<string> {
  const name = `shop_tpl_${templateName(seed?.key)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [templateLockKey]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    // Built under a temporary name and renamed: a worker that died half-way leaves no half template.
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
    try {
      await handle.migrate();
      await seed?.run(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'shop\\_tpl\\_%' and datname not like '%\\_building' order by oid desc offset 6",
    );
    for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [templateLockKey]).catch(() => {});
    await admin.end();
  }
}

// Any fixed number works; it only has to be the same in every test process.
const templateLockKey = 7_420_002;
