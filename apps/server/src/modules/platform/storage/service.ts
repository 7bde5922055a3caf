import { randomUUID } from "node:crypto";
import { sha256 } from "../../../lib/secrets.ts";
import { type FileStorage, FileStorageError } from "./file-storage.ts";
import type { StoredFileRow, StoredFilesRepo } from "./repo.ts";

export type { StoredFileRow };

/** What a stored file is for; also the first folder of its storage key. */
export type FilePurpose = "business-licence" | "support-attachment" | "foreign-document" | "invoice-pdf";

/**
 * Private files: the bytes in the configured store, a row in stored_files
 * naming the owner. Callers check the content and who may read it; this only
 * keeps bytes and rows in step.
 */
export function createStoredFiles(deps: { repo: StoredFilesRepo; storage: FileStorage }) {
  const { repo, storage } = deps;

  return {
    async save(input: {
      ownerMemberId: number;
      purpose: FilePurpose;
      bytes: Buffer;
      contentType: string;
      originalName: string | null;
    }): Promise<StoredFileRow> {
      const key = `${input.purpose}/${input.ownerMemberId}/${randomUUID()}`;
      await storage.put(key, input.bytes, input.contentType);
      try {
        return await repo.insert({
          ownerMemberId: input.ownerMemberId,
          purpose: input.purpose,
          storage: storage.kind,
          storageKey: key,
          contentType: input.contentType,
          sizeBytes: input.bytes.length,
          sha256: sha256(input.bytes),
          originalName: input.originalName,
        });
      } catch (error) {
        // No row, no file: bytes nobody can name must not stay behind.
        await storage.remove(key).catch(() => {});
        throw error;
      }
    },

    /** The file if it belongs to this member and purpose; anyone else's is as good as missing. */
    findOwned(fileId: number, ownerMemberId: number, purpose: FilePurpose): Promise<StoredFileRow | undefined> {
      return repo.findOwned(fileId, ownerMemberId, purpose);
    },

    findById(fileId: number): Promise<StoredFileRow | undefined> {
      return repo.findById(fileId);
    },

    /** Deletes a file's bytes from the store (the row stays, naming what was there); a missing file is fine. */
    async removeBytes(row: StoredFileRow): Promise<void> {
      if (row.storage !== storage.kind) return;
      await storage.remove(row.storageKey);
    },

    /** The bytes of a file row; throws FileStorageError when the store has lost them. */
    async read(row: StoredFileRow): Promise<Buffer> {
      if (row.storage !== storage.kind) {
        throw new FileStorageError(`file ${row.id} is in the ${row.storage} store, this server uses ${storage.kind}`);
      }
      const bytes = await storage.get(row.storageKey);
      if (!bytes) throw new FileStorageError(`file ${row.id} is missing from the store`);
      return bytes;
    },
  };
}

export type StoredFiles = ReturnType<typeof createStoredFiles>;
