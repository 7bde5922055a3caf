import { tables } from "@shop/db";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { referralCodes, referrals, referralCommissions } = tables;

export type CommissionRow = typeof referralCommissions.$inferSelect;

/** Invite codes, who invited whom, and commissions (growth/referrals only). */
export function createReferralsRepo(x: Executor) {
  return {
    async codeOf(memberId: number): Promise<string | undefined> {
      const [row] = await x.select().from(referralCodes).where(eq(referralCodes.memberId, memberId));
      return row?.code;
    },
    /** Inserts the member's code; false when the code is another member's (try another) or they have one. */
    async insertCode(memberId: number, code: string): Promise<boolean> {
      const rows = await x
        .insert(referralCodes)
        .values({ memberId, code })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      return rows.length > 0;
    },
    async memberOfCode(code: string): Promise<number | undefined> {
      const [row] = await x.select().from(referralCodes).where(eq(referralCodes.code, code));
      return row?.memberId;
    },
    async referrerOf(inviteeId: number): Promise<number | undefined> {
      const [row] = await x.select().from(referrals).where(eq(referrals.inviteeId, inviteeId));
      return row?.referrerId;
    },
    async insertReferral(inviteeId: number, referrerId: number): Promise<boolean> {
      const rows = await x
        .insert(referrals)
        .values({ inviteeId, referrerId })
        .onConflictDoNothing()
        .returning({ id: referrals.inviteeId });
      return rows.length > 0;
    },
    async countInvitees(referrerId: number): Promise<number> {
      const [row] = await x
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      return Number(row?.n ?? 0);
    },
    async insertCommission(values: typeof referralCommissions.$inferInsert): Promise<CommissionRow | undefined> {
      const [row] = await x.insert(referralCommissions).values(values).onConflictDoNothing().returning();
      return row;
    },
    async lockCommissionOfOrder(orderKind: string, orderId: number): Promise<CommissionRow | undefined> {
      const [row] = await x
        .select()
        .from(referralCommissions)
        .where(and(eq(referralCommissions.orderKind, orderKind), eq(referralCommissions.orderId, orderId)))
        .for("update");
      return row;
    },
    async lockCommission(id: number): Promise<CommissionRow | undefined> {
      const [row] = await x.select().from(referralCommissions).where(eq(referralCommissions.id, id)).for("update");
      return row;
    },
    async findCommission(id: number): Promise<CommissionRow | undefined> {
      const [row] = await x.select().from(referralCommissions).where(eq(referralCommissions.id, id));
      return row;
    },
    async updateCommission(
      id: number,
      values: Partial<typeof referralCommissions.$inferInsert>,
    ): Promise<CommissionRow> {
      const [row] = await x.update(referralCommissions).set(values).where(eq(referralCommissions.id, id)).returning();
      if (!row) throw new Error(`commission ${id} vanished`);
      return row;
    },
    /** Ids of commissions due (holding past their date) or owing a reversal; a process's batch. */
    async dueIds(at: Date, limit: number): Promise<number[]> {
      const due = await x
        .select({ id: referralCommissions.id })
        .from(referralCommissions)
        .where(and(eq(referralCommissions.status, "holding"), lte(referralCommissions.availableAt, at)))
        .orderBy(referralCommissions.id)
        .limit(limit);
      const owing = await x
        .select({ id: referralCommissions.id })
        .from(referralCommissions)
        .where(sql`${referralCommissions.owedFen} > 0`)
        .orderBy(referralCommissions.id)
        .limit(limit);
      return [...due, ...owing].map((row) => row.id);
    },
    async commissionsOf(referrerId: number, limit: number): Promise<CommissionRow[]> {
      return x
        .select()
        .from(referralCommissions)
        .where(eq(referralCommissions.referrerId, referrerId))
        .orderBy(desc(referralCommissions.id))
        .limit(limit);
    },
    async totalsOf(referrerId: number): Promise<{ creditedFen: number; holdingFen: number }> {
      const [row] = await x
        .select({
          credited: sql<string>`coalesce(sum(${referralCommissions.amountFen} - ${referralCommissions.reversedFen} - ${referralCommissions.owedFen}) filter (where ${referralCommissions.status} in ('credited', 'reversed')), 0)`,
          holding: sql<string>`coalesce(sum(${referralCommissions.amountFen}) filter (where ${referralCommissions.status} = 'holding'), 0)`,
        })
        .from(referralCommissions)
        .where(eq(referralCommissions.referrerId, referrerId));
      return { creditedFen: Number(row?.credited ?? 0), holdingFen: Number(row?.holding ?? 0) };
    },
    async page(limit: number, offset: number): Promise<{ list: CommissionRow[]; total: number }> {
      const list = await x
        .select()
        .from(referralCommissions)
        .orderBy(desc(referralCommissions.id))
        .limit(limit)
        .offset(offset);
      const [count] = await x.select({ n: sql<number>`count(*)::int` }).from(referralCommissions);
      return { list, total: Number(count?.n ?? 0) };
    },
  };
}
