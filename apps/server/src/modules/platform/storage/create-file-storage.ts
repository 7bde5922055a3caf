import type { FileStorageConfig } from "./config.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalFileStorage } from "./local-file-storage.ts";
import { createS3FileStorage } from "./s3-file-storage.ts";

/** The configured adapter. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  return config.kind === "s3" ? createS3FileStorage(config) : createLocalFileStorage(config.dir);
}
