import type { DatabaseOptions } from "../client.ts";

/** The database the CLI commands use: the same variables as the server. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: env.PGLITE_DATA_DIR || "./data/pglite" };
}
