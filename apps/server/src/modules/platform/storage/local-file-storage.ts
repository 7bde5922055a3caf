import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type FileStorage, FileStorageError } from "./file-storage.ts";

/**
 * Files in a folder on this machine (./data/uploads unless configured), which
 * is outside every folder the web server serves. Readable by this user only.
 * Several servers need a shared volume or the S3 adapter.
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(base, ...key.split("/"));
  };

  return {
    kind: "local",
    async put(key, bytes) {
      const target = pathOf(key);
      try {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        // Written beside the target, then renamed: a reader never sees half a file.
        const temporary = `${target}.${randomBytes(6).toString("hex")}.partial`;
        await writeFile(temporary, bytes, { mode: 0o600, flag: "wx" });
        await rename(temporary, target);
      } catch (error) {
        throw new FileStorageError(`could not write ${key}: ${(error as NodeJS.ErrnoException).code ?? error}`, {
          cause: error,
        });
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw new FileStorageError(`could not read ${key}: ${(error as NodeJS.ErrnoException).code ?? error}`, {
          cause: error,
        });
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
