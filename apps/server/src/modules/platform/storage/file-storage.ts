/**
 * Where private uploads (business licences) keep their bytes. Keys are chosen
 * by the server, never by a user, and no adapter hands out a public URL:
 * files leave only through the API, to their owner, or through the ops CLI.
 */
export interface FileStorage {
  /** "local" or "s3": recorded with each file, so a later switch can still read old ones. */
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** A store that could not be reached or refused a request; `reason` is for the log, never for users. */
export class FileStorageError extends Error {
  readonly reason: string;

  constructor(reason: string, options: { cause?: unknown } = {}) {
    super(`file storage failed: ${reason}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "FileStorageError";
    this.reason = reason;
  }
}

/** Keys are lower-case path segments of letters, digits and dashes: nothing can climb out of the store. */
const keyPattern = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 300)
    throw new FileStorageError(`refused storage key ${JSON.stringify(key)}`);
}
