import { type Database, tables } from "@shop/db";
import { asc, desc, gt, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { auditLog, auditCheckpoints } = tables;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, "id" | "prevHash" | "hash" | "keyVersion">;
export type AuditCheckpointRow = typeof auditCheckpoints.$inferSelect;

/** Every writer of the chain takes this lock first, so two rows never name the same predecessor. */
const chainLockKey = 0x6175_6469; // "audi"

export function createAuditRepo(db: Database) {
  return {
    /** Locks the chain until the transaction ends and answers the newest row's hash (or the genesis). */
    async lockChainHead(executor: Executor): Promise<string | null> {
      await executor.execute(sql`select pg_advisory_xact_lock(${chainLockKey})`);
      const [head] = await executor.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      return head?.hash ?? null;
    },

    async insert(
      executor: Executor,
      row: NewAuditRow & { prevHash: string; hash: string; keyVersion: number },
    ): Promise<AuditRow> {
      const [inserted] = await executor.insert(auditLog).values(row).returning();
      if (!inserted) throw new Error("audit row not written");
      return inserted;
    },

    /** The newest row's id and hash, read without the lock (a checkpoint names a committed head). */
    async head(): Promise<{ id: number; hash: string } | undefined> {
      const [head] = await db
        .select({ id: auditLog.id, hash: auditLog.hash })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(1);
      return head;
    },

    async insertCheckpoint(row: Omit<AuditCheckpointRow, "id">): Promise<AuditCheckpointRow> {
      const [inserted] = await db.insert(auditCheckpoints).values(row).returning();
      if (!inserted) throw new Error("audit checkpoint not written");
      return inserted;
    },

    /** Every checkpoint, oldest first (a few a day: the walk of the chain checks each one it passes). */
    checkpoints(): Promise<AuditCheckpointRow[]> {
      return db.select().from(auditCheckpoints).orderBy(asc(auditCheckpoints.id));
    },

    /** Rows after `afterId` in order, a batch at a time (audit:verify walks the whole table). */
    listAfter(afterId: number, limit: number): Promise<AuditRow[]> {
      return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit);
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
