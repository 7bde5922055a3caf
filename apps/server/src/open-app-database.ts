import { type DatabaseHandle, DataDirInUseError, ensureMainSubstation, openDatabase } from "@shop/db";
import type { Config } from "./config.ts";

/**
 * The configured database, ready for a process (the server, the ops command line): its schema
 * brought up to date and the main substation in place. A running server holds the embedded
 * database: a second process says so and exits instead of opening it twice.
 */
export async function openAppDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(config.database).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  if (config.migrateOnStart || database.kind === "pglite") {
    await database.migrate();
  } else {
    // The app's role cannot change the schema (nor switch off the audit log's triggers): the owner
    // role migrates beforehand, and a process never runs on a schema older than its code.
    const pending = await database.pendingMigrations();
    if (pending > 0) {
      await database.close();
      console.error(
        `${pending} database migration(s) not applied: run npm run db:migrate with the owner role's DATABASE_URL first (MIGRATE_ON_START=false)`,
      );
      process.exit(1);
    }
  }
  await ensureMainSubstation(database.db, { nameZh: config.siteName.zh, nameEn: config.siteName.en });
  return database;
}
