import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { claimDataDir } from "./data-dir-lock.ts";

/** The folder a backup is restored into already holds a database (or anything else). */
export class RestoreTargetNotEmptyError extends Error {
  constructor(dataDir: string) {
    super(`${dataDir} is not empty: restore into a new or empty folder, then point PGLITE_DATA_DIR at it`);
    this.name = "RestoreTargetNotEmptyError";
  }
}

/**
 * A consistent copy of the embedded database: PGlite's own dump of its data folder (a gzipped tar),
 * taken with the folder claimed, so no server writes while it is read (a running server makes this
 * fail with DataDirInUseError: stop it first). Written under a temporary name, then renamed.
 */
export async function backupPgliteDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const release = claimDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    try {
      const dump = await client.dumpDataDir("gzip");
      const bytes = Buffer.from(await dump.arrayBuffer());
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, file);
      return { bytes: bytes.length };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Restores a backup into a new (or empty) folder; never over an existing database. */
export async function restorePgliteDataDir(file: string, dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length > 0) throw new RestoreTargetNotEmptyError(dataDir);
  const dump = await readFile(file);
  await mkdir(dataDir, { recursive: true });
  const release = claimDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: new Blob([dump]) });
    try {
      // Proves the copy opens and answers before anyone points a server at it.
      await client.query("select count(*) from job_runs");
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
