import { type DatabaseHandle, type DatabaseOptions, openDatabase } from "../client.ts";
import { DataDirInUseError } from "../data-dir-lock.ts";

/** The database the CLI commands use: the same variables as the server. */
function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: env.PGLITE_DATA_DIR || "./data/pglite" };
}

/** Opens the configured database; a folder another process holds stops the command with one clear line. */
export async function openDatabaseOrExit(env: NodeJS.ProcessEnv): Promise<DatabaseHandle> {
  try {
    return await openDatabase(databaseOptionsFromEnv(env));
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
