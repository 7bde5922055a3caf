import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, eq } from "drizzle-orm";

const { storedFiles } = tables;

export type StoredFileRow = typeof storedFiles.$inferSelect;

export function createStoredFilesRepo(db: Database) {
  return {
    async insert(values: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
      const [row] = await db.insert(storedFiles).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async findById(id: number): Promise<StoredFileRow | undefined> {
      return (await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1))[0];
    },
    async findOwned(id: number, ownerMemberId: number, purpose: string): Promise<StoredFileRow | undefined> {
      const rows = await db
        .select()
        .from(storedFiles)
        .where(
          and(eq(storedFiles.id, id), eq(storedFiles.ownerMemberId, ownerMemberId), eq(storedFiles.purpose, purpose)),
        )
        .limit(1);
      return rows[0];
    },
  };
}

export type StoredFilesRepo = ReturnType<typeof createStoredFilesRepo>;
