import { AsyncLocalStorage } from "node:async_hooks";
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { claimDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever engine runs below. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  /** "pglite" (embedded) or "postgres" (DATABASE_URL). */
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * How many of the repository's migrations the database has not applied (a process that runs as a
   * role without DDL rights checks instead of migrating: docs/account-security.md).
   */
  pendingMigrations(): Promise<number>;
  ping(): Promise<boolean>;
  /**
   * Takes the session-level advisory lock named `name` if no other process
   * holds it, on a connection of its own (jobs' queries keep the whole pool);
   * answers its release, or null when another process has it. PGlite is one
   * process's private database, so there the lock is always granted.
   */
  tryAdvisoryLock(name: string): Promise<(() => Promise<void>) | null>;
  /** PGlite only: the whole data folder as one file (`loadDataDir` starts another database from it). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's connections (open, idle) and queries waiting for one. */
  poolStats?(): { size: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  /**
   * dataDir is a folder on disk or "memory://" for a throw-away database. Tests set
   * refuseQueriesBesideTransactions (see guardQueriesBesideTransactions).
   */
  | {
      kind: "pglite";
      dataDir: string;
      refuseQueriesBesideTransactions?: boolean;
      /** A data folder dumped by `dumpDataDir` to start from (tests: a migrated template, no initdb). */
      loadDataDir?: Blob;
    };

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
// Any fixed number works; it only has to be the same in every process.
const migrationLockKey = 7_420_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.refuseQueriesBesideTransactions ?? false, options.loadDataDir);
}

/**
 * PGlite has one connection: a query on the database (not on `tx`) made while a transaction is
 * open in the same chain of calls waits for that transaction, which waits for it, forever. With
 * this guard such a query fails at once, naming the mistake, so a test finds it instead of hanging.
 * The transaction's own queries go through its object, not these methods.
 */
function guardQueriesBesideTransactions(client: PGlite): void {
  const insideTransaction = new AsyncLocalStorage<true>();
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => insideTransaction.run(true, () => callback(tx)))) as PGlite["transaction"];
  const refuse = () => {
    throw new Error(
      "a query on the database beside an open transaction (PGlite would wait forever): run it on the transaction",
    );
  };
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) =>
    insideTransaction.getStore() ? refuse() : query(...args)) as PGlite["query"];
  const exec = client.exec.bind(client);
  client.exec = ((...args: Parameters<PGlite["exec"]>) =>
    insideTransaction.getStore() ? refuse() : exec(...args)) as PGlite["exec"];
}

async function openPglite(
  dataDir: string,
  refuseQueriesBesideTransactions: boolean,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  // PGlite creates only the last folder of the path; a fresh clone has no ./data yet.
  let release = () => {};
  if (!dataDir.includes("://")) {
    await mkdir(dataDir, { recursive: true });
    // One process per folder: a second PGlite on it (an ops command beside the server) would corrupt it.
    release = claimDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    release();
    throw error;
  }
  if (refuseQueriesBesideTransactions) guardQueriesBesideTransactions(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    pendingMigrations: () => pendingMigrations(db as unknown as Database),
    ping: () => pingDatabase(db as unknown as Database),
    tryAdvisoryLock: async () => async () => {},
    dumpDataDir: () => client.dumpDataDir("none"),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client that dies (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  const locks = createLockConnection(url);
  return {
    db: db as unknown as Database,
    kind: "postgres",
    async migrate() {
      // Several processes may start at once; only one applies migrations.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    pendingMigrations: () => pendingMigrations(db as unknown as Database),
    ping: () => pingDatabase(db as unknown as Database),
    tryAdvisoryLock: locks.tryLock,
    poolStats: () => ({
      size: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await locks.close();
      await pool.end();
    },
  };
}

/** The repository's migrations less those recorded in drizzle's own table (all of them when it is missing). */
async function pendingMigrations(db: Database): Promise<number> {
  const all = readMigrationFiles({ migrationsFolder }).length;
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return all;
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, all - (row?.applied ?? 0));
}

/**
 * One extra connection per process that holds advisory locks: session locks
 * belong to a connection, and borrowing pool connections for them could starve
 * the very jobs they guard. Opened on first use; if it dies, its locks die
 * with it on the server and the next call opens a new one.
 */
function createLockConnection(url: string) {
  let client: Promise<pg.Client> | null = null;
  const connect = () => {
    client ??= (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      const forget = () => {
        client = null;
      };
      next.on("error", forget);
      next.on("end", forget);
      await next.connect();
      return next;
    })().catch((error) => {
      client = null;
      throw error;
    });
    return client;
  };
  // One query at a time on this connection: the jobs tick together, and pg deprecates (pg 9 refuses)
  // a second query sent while one is still running on the same client.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };
  return {
    async tryLock(name: string): Promise<(() => Promise<void>) | null> {
      const connection = await connect();
      const result = await serially(() =>
        connection.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtext($1)) as locked", [name]),
      );
      if (!result.rows[0]?.locked) return null;
      return async () => {
        await serially(() => connection.query("select pg_advisory_unlock(hashtext($1))", [name])).catch(() => {});
      };
    },
    async close() {
      const open = client;
      client = null;
      if (open) await (await open.catch(() => null))?.end().catch(() => {});
    },
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Rows of a raw SQL query, whichever driver runs below (both answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
