import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, count, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { apiKeys } = tables;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export function createApiKeysRepo(db: Database) {
  const repo = (x: Executor) => ({
    async insert(values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
      const [row] = await x.insert(apiKeys).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async listOfMember(memberId: number): Promise<ApiKeyRow[]> {
      return x.select().from(apiKeys).where(eq(apiKeys.memberId, memberId)).orderBy(desc(apiKeys.id));
    },
    /** Keys that can still be used: not revoked, not past their expiry. */
    async countLive(memberId: number): Promise<number> {
      const [row] = await x
        .select({ n: count() })
        .from(apiKeys)
        .where(
          and(
            eq(apiKeys.memberId, memberId),
            isNull(apiKeys.revokedAt),
            or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
          ),
        );
      return Number(row?.n ?? 0);
    },
    async findByPublicId(publicId: string): Promise<ApiKeyRow | undefined> {
      return (await x.select().from(apiKeys).where(eq(apiKeys.publicId, publicId)).limit(1))[0];
    },
    async findOfMember(memberId: number, id: number): Promise<ApiKeyRow | undefined> {
      return (
        await x
          .select()
          .from(apiKeys)
          .where(and(eq(apiKeys.id, id), eq(apiKeys.memberId, memberId)))
          .limit(1)
      )[0];
    },
    /** Revokes one live key; undefined when it is not the member's or already revoked. */
    async revoke(memberId: number, id: number): Promise<ApiKeyRow | undefined> {
      const rows = await x
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)))
        .returning();
      return rows[0];
    },
    async revokeAll(memberId: number): Promise<number> {
      const rows = await x
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)))
        .returning({ id: apiKeys.id });
      return rows.length;
    },
    async touch(id: number, ip: string): Promise<void> {
      await x.update(apiKeys).set({ lastUsedAt: new Date(), lastUsedIp: ip }).where(eq(apiKeys.id, id));
    },
  });
  return bindableRepo(db, repo);
}

export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
