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
  await database.migrate();
  await ensureMainSubstation(database.db, { nameZh: config.siteName.zh, nameEn: config.siteName.en });
  return database;
}
