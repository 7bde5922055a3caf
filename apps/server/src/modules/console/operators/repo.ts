import { type Database, tables } from "@shop/db";
import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { operators, operatorRecoveryCodes, operatorEnrolments, operatorSessions } = tables;
export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type OperatorEnrolmentRow = typeof operatorEnrolments.$inferSelect;

/** An operator with the numbers the operators page shows. */
export interface OperatorListRow extends OperatorRow {
  activeSessions: number;
  lastSeenAt: Date | null;
}

/** Operators (all, or the one with this id) with their open sessions counted and their last activity. */
async function selectListRows(executor: Executor, id?: number): Promise<OperatorListRow[]> {
  const rows = await executor
    .select({
      operator: operators,
      activeSessions: sql<number>`count(${operatorSessions.id}) filter (where ${operatorSessions.endedAt} is null)`,
      lastSeenAt: sql<string | null>`max(${operatorSessions.lastSeenAt})`,
    })
    .from(operators)
    .leftJoin(operatorSessions, eq(operatorSessions.operatorId, operators.id))
    .where(id === undefined ? undefined : eq(operators.id, id))
    .groupBy(operators.id)
    .orderBy(asc(operators.id));
  return rows.map((row) => ({
    ...row.operator,
    activeSessions: Number(row.activeSessions),
    lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt),
  }));
}

/** Queries of operator accounts, their enrolment links, recovery codes and console sessions. */
export function createOperatorsRepo(db: Database) {
  return {
    async findById(executor: Executor, id: number): Promise<OperatorRow | undefined> {
      const [row] = await executor.select().from(operators).where(eq(operators.id, id));
      return row;
    },

    /** Locks the operator's row until the transaction ends (login and enrolment change it). */
    async lockById(executor: Executor, id: number): Promise<OperatorRow | undefined> {
      const [row] = await executor.select().from(operators).where(eq(operators.id, id)).for("update");
      return row;
    },

    async findByEmail(email: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email));
      return row;
    },

    async insert(executor: Executor, values: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
      const [row] = await executor.insert(operators).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(
      executor: Executor,
      id: number,
      values: Partial<Omit<typeof operators.$inferInsert, "id">>,
    ): Promise<OperatorRow> {
      const [row] = await executor.update(operators).set(values).where(eq(operators.id, id)).returning();
      if (!row) throw new Error(`operator ${id} vanished`);
      return row;
    },

    /** Takes a TOTP step only if it is after the last one taken (a code works once, even in a race). */
    async takeTotpStep(executor: Executor, id: number, step: number): Promise<boolean> {
      const rows = await executor
        .update(operators)
        .set({ totpLastStep: step })
        .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async listWithSessions(): Promise<OperatorListRow[]> {
      return selectListRows(db);
    },

    async findListRow(executor: Executor, id: number): Promise<OperatorListRow | undefined> {
      const [row] = await selectListRows(executor, id);
      return row;
    },

    async countOwners(executor: Executor): Promise<number> {
      const [row] = await executor
        .select({ count: sql<number>`count(*)` })
        .from(operators)
        .where(and(eq(operators.role, "owner"), eq(operators.status, "active")));
      return Number(row?.count ?? 0);
    },

    // Enrolment links

    async insertEnrolment(executor: Executor, values: typeof operatorEnrolments.$inferInsert): Promise<void> {
      await executor.insert(operatorEnrolments).values(values);
    },

    /** Unused links of an operator stop working when a new one is issued. */
    async expireEnrolments(executor: Executor, operatorId: number, now: Date): Promise<void> {
      await executor
        .update(operatorEnrolments)
        .set({ usedAt: now })
        .where(and(eq(operatorEnrolments.operatorId, operatorId), isNull(operatorEnrolments.usedAt)));
    },

    async findLiveEnrolment(
      executor: Executor,
      tokenHash: string,
      now: Date,
    ): Promise<OperatorEnrolmentRow | undefined> {
      const [row] = await executor
        .select()
        .from(operatorEnrolments)
        .where(
          and(
            eq(operatorEnrolments.tokenHash, tokenHash),
            isNull(operatorEnrolments.usedAt),
            gt(operatorEnrolments.expiresAt, now),
          ),
        );
      return row;
    },

    /** Keeps the secret chosen when the link was first opened; answers the one kept (the first wins a race). */
    async setPendingTotp(executor: Executor, enrolmentId: number, sealed: string): Promise<string> {
      await executor
        .update(operatorEnrolments)
        .set({ pendingTotpSealed: sealed })
        .where(and(eq(operatorEnrolments.id, enrolmentId), isNull(operatorEnrolments.pendingTotpSealed)));
      const [row] = await executor
        .select({ sealed: operatorEnrolments.pendingTotpSealed })
        .from(operatorEnrolments)
        .where(eq(operatorEnrolments.id, enrolmentId));
      return row?.sealed ?? sealed;
    },

    /** Uses a link once: false when another request used it first. */
    async useEnrolment(executor: Executor, enrolmentId: number, now: Date): Promise<boolean> {
      const rows = await executor
        .update(operatorEnrolments)
        .set({ usedAt: now })
        .where(and(eq(operatorEnrolments.id, enrolmentId), isNull(operatorEnrolments.usedAt)))
        .returning({ id: operatorEnrolments.id });
      return rows.length === 1;
    },

    // Recovery codes

    async replaceRecoveryCodes(executor: Executor, operatorId: number, hashes: readonly string[]): Promise<void> {
      await executor.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
      // A reset clears them (no codes until the operator enrols again); Drizzle refuses an empty insert.
      if (hashes.length === 0) return;
      await executor.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorId, codeHash })));
    },

    async listUnusedRecoveryCodes(executor: Executor, operatorId: number) {
      return executor
        .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)))
        .orderBy(asc(operatorRecoveryCodes.id));
    },

    /** Uses a recovery code once: false when another request used it first. */
    async useRecoveryCode(executor: Executor, id: number, now: Date): Promise<boolean> {
      const rows = await executor
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(operatorRecoveryCodes.id, id), isNull(operatorRecoveryCodes.usedAt)))
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length === 1;
    },

    // Sessions

    async insertSession(executor: Executor, values: typeof operatorSessions.$inferInsert): Promise<void> {
      await executor.insert(operatorSessions).values(values);
    },

    async findLiveSession(
      tokenHash: string,
    ): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | undefined> {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.endedAt)));
      return row;
    },

    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
    },

    async endSession(executor: Executor, id: number, now: Date): Promise<void> {
      await executor
        .update(operatorSessions)
        .set({ endedAt: now })
        .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.endedAt)));
    },

    /** Ends every open session of an operator; answers how many were open. */
    async endSessionsOf(executor: Executor, operatorId: number, now: Date): Promise<number> {
      const rows = await executor
        .update(operatorSessions)
        .set({ endedAt: now })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.endedAt)))
        .returning({ id: operatorSessions.id });
      return rows.length;
    },
  };
}
export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
