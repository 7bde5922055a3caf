import { tables } from "@shop/db";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { giftCodeBatches, giftCodes } = tables;

export type GiftBatchRow = typeof giftCodeBatches.$inferSelect;

/** Gift-code batches and codes (growth/gift-codes only). */
export function createGiftCodesRepo(x: Executor) {
  // Qualified by hand: inside a select list drizzle writes a column unqualified, which the subquery
  // would read as its own table's.
  const redeemedCount = sql<number>`(select count(*)::int from gift_codes g where g.batch_id = gift_code_batches.id and g.redeemed_by_member_id is not null)`;
  return {
    async listBatches(limit: number): Promise<Array<{ batch: GiftBatchRow; redeemed: number }>> {
      const rows = await x
        .select({ batch: giftCodeBatches, redeemed: redeemedCount })
        .from(giftCodeBatches)
        .orderBy(desc(giftCodeBatches.id))
        .limit(limit);
      return rows.map((row) => ({ batch: row.batch, redeemed: Number(row.redeemed) }));
    },
    async insertBatch(values: typeof giftCodeBatches.$inferInsert): Promise<GiftBatchRow> {
      const [batch] = await x.insert(giftCodeBatches).values(values).returning();
      if (!batch) throw new Error("gift batch insert returned nothing");
      return batch;
    },
    /** Inserts the codes; returns how many were new (a clashing code is skipped, to be made again). */
    async insertCodes(batchId: number, codes: string[]): Promise<number> {
      const inserted = await x
        .insert(giftCodes)
        .values(codes.map((code) => ({ batchId, code })))
        .onConflictDoNothing()
        .returning({ id: giftCodes.id });
      return inserted.length;
    },
    async findBatch(id: number): Promise<GiftBatchRow | undefined> {
      const [batch] = await x.select().from(giftCodeBatches).where(eq(giftCodeBatches.id, id));
      return batch;
    },
    codesOf(batchId: number) {
      return x.select().from(giftCodes).where(eq(giftCodes.batchId, batchId)).orderBy(giftCodes.id);
    },
    async findCode(code: string) {
      const [found] = await x
        .select({ code: giftCodes, batch: giftCodeBatches })
        .from(giftCodes)
        .innerJoin(giftCodeBatches, eq(giftCodeBatches.id, giftCodes.batchId))
        .where(eq(giftCodes.code, code));
      return found;
    },
    /** The claim: of two redemptions at once, only one changes the row (true for that one). */
    async claim(codeId: number, memberId: number, at: Date): Promise<boolean> {
      const claimed = await x
        .update(giftCodes)
        .set({ redeemedByMemberId: memberId, redeemedAt: at })
        .where(and(eq(giftCodes.id, codeId), isNull(giftCodes.redeemedByMemberId)))
        .returning({ id: giftCodes.id });
      return claimed.length > 0;
    },
  };
}
