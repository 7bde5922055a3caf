import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

interface Holder {
  pid: number;
  command?: string;
  since?: string;
}

/** Another live process has the embedded database folder open. */
export class DataDirInUseError extends Error {
  readonly holder: Holder;

  constructor(dataDir: string, holder: Holder, lockFile: string) {
    const who = [holder.command, holder.since ? `since ${holder.since}` : undefined].filter(Boolean).join(", ");
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid}${who ? ` (${who})` : ""}. ` +
        "PGlite lets only one process open it: stop that process first, or use a PostgreSQL DATABASE_URL. " +
        `If no such process runs, delete ${lockFile}.`,
    );
    this.name = "DataDirInUseError";
    this.holder = holder;
  }
}

const lockFileName = "shop-process.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as { pid?: unknown; command?: unknown; since?: unknown };
    if (typeof parsed.pid !== "number") return null;
    return {
      pid: parsed.pid,
      command: typeof parsed.command === "string" ? parsed.command : undefined,
      since: typeof parsed.since === "string" ? parsed.since : undefined,
    };
  } catch {
    return null;
  }
}

/**
 * Claims an embedded database folder for this process: a lock file inside it
 * naming our pid, created atomically. A file whose process is gone (a crash,
 * kill -9) is taken over; a live holder, even this very process, is refused,
 * because two PGlite instances on one folder corrupt it. The returned release
 * removes the file; it is also removed when the process exits normally.
 */
export function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, lockFileName);
  const record = JSON.stringify({
    pid: process.pid,
    command: path.basename(process.argv[1] ?? process.argv0),
    since: new Date().toISOString(),
  });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      try {
        writeSync(fd, record);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 2) throw error;
      const holder = readHolder(file);
      if (holder && isAlive(holder.pid)) throw new DataDirInUseError(dataDir, holder, file);
      // Stale (its process is gone) or unreadable half-written: take it over.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkError;
      }
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readHolder(file)?.pid !== process.pid) return;
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.on("exit", release);
  return release;
}
