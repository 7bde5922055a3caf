import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { type Executor, inTransaction } from "../../lib/executor.ts";

const { members, memberSessions, verificationCodes } = tables;

export type MemberRow = typeof members.$inferSelect;
export type SessionRow = typeof memberSessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
/** A database or an open transaction: what `bind` takes, so another module's transaction can include a change here. */
export type AuthRepoExecutor = Executor;

export function createAuthRepo(db: Database) {
  const repo = (x: Executor) => ({
    async findMemberByMobile(mobile: string): Promise<MemberRow | undefined> {
      return (await x.select().from(members).where(eq(members.mobile, mobile)).limit(1))[0];
    },
    async findMemberByEmail(email: string): Promise<MemberRow | undefined> {
      return (await x.select().from(members).where(eq(members.email, email)).limit(1))[0];
    },
    async findMemberById(id: number): Promise<MemberRow | undefined> {
      return (await x.select().from(members).where(eq(members.id, id)).limit(1))[0];
    },
    /** Inserts a member; undefined when the mobile or e-mail is taken (unique index). */
    async insertMember(values: typeof members.$inferInsert): Promise<MemberRow | undefined> {
      const rows = await x.insert(members).values(values).onConflictDoNothing().returning();
      return rows[0];
    },
    async updatePassword(memberId: number, passwordHash: string): Promise<void> {
      await x.update(members).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(members.id, memberId));
    },
    /**
     * Closes an account: the mobile and e-mail are released (they may register again), the
     * password can never match, and the row stays for the orders and ledger that refer to it.
     * The placeholder address keeps the "mobile or e-mail" check and can never receive mail.
     */
    async anonymiseClosedMember(memberId: number): Promise<void> {
      await x
        .update(members)
        .set({
          mobile: null,
          email: `closed-${memberId}@closed.invalid`,
          passwordHash: "!closed",
          registerIp: null,
          lastLoginAt: null,
          closedAt: new Date(),
        })
        .where(eq(members.id, memberId));
    },
    async touchLogin(memberId: number): Promise<void> {
      await x.update(members).set({ lastLoginAt: new Date() }).where(eq(members.id, memberId));
    },
    /** SPEC §4 certification status and type; false when there is no such member. */
    async setCertification(memberId: number, status: number, type: number | null): Promise<boolean> {
      const rows = await x
        .update(members)
        .set({ identificationStatus: status, identificationType: type })
        .where(eq(members.id, memberId))
        .returning({ id: members.id });
      return rows.length > 0;
    },

    async insertSession(values: typeof memberSessions.$inferInsert): Promise<SessionRow> {
      const [row] = await x.insert(memberSessions).values(values).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },
    async findLiveSessionByAccessHash(hash: string): Promise<SessionRow | undefined> {
      const rows = await x
        .select()
        .from(memberSessions)
        .where(
          and(
            eq(memberSessions.accessTokenHash, hash),
            isNull(memberSessions.revokedAt),
            isNull(memberSessions.rotatedAt),
            gt(memberSessions.accessExpiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async findSessionByRefreshHash(hash: string): Promise<SessionRow | undefined> {
      return (await x.select().from(memberSessions).where(eq(memberSessions.refreshTokenHash, hash)).limit(1))[0];
    },
    /** Marks a session rotated; false when another request rotated or revoked it first. */
    async markRotated(sessionId: number): Promise<boolean> {
      const rows = await x
        .update(memberSessions)
        .set({ rotatedAt: new Date() })
        .where(
          and(eq(memberSessions.id, sessionId), isNull(memberSessions.rotatedAt), isNull(memberSessions.revokedAt)),
        )
        .returning({ id: memberSessions.id });
      return rows.length > 0;
    },
    async revokeFamily(familyId: string): Promise<void> {
      await x
        .update(memberSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(memberSessions.familyId, familyId), isNull(memberSessions.revokedAt)));
    },
    async revokeAllSessions(memberId: number): Promise<void> {
      await x
        .update(memberSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
    },

    /** Codes older than two days count for no limit any more. */
    async purgeOldCodes(): Promise<number> {
      const rows = await x
        .delete(verificationCodes)
        .where(lt(verificationCodes.createdAt, sql`now() - interval '2 days'`))
        .returning({ id: verificationCodes.id });
      return rows.length;
    },
    /** Sessions whose refresh token died more than 30 days ago. */
    async purgeDeadSessions(): Promise<number> {
      const rows = await x
        .delete(memberSessions)
        .where(lt(memberSessions.refreshExpiresAt, sql`now() - interval '30 days'`))
        .returning({ id: memberSessions.id });
      return rows.length;
    },

    /** Serialises code sends for one target across processes until the transaction ends. */
    async lockTarget(target: string): Promise<void> {
      await x.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${target}`}))`);
    },
    async countCodesSince(target: string, since: Date): Promise<number> {
      const [row] = await x
        .select({ count: sql<number>`count(*)::int` })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.target, target), gt(verificationCodes.createdAt, since)));
      return Number(row?.count ?? 0);
    },
    async latestCodeAt(target: string): Promise<Date | undefined> {
      const [row] = await x
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.target, target))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },
    async insertCode(values: typeof verificationCodes.$inferInsert): Promise<number> {
      const [row] = await x.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
      if (!row) throw new Error("insert returned no row");
      return row.id;
    },
    async deleteCode(codeId: number): Promise<void> {
      await x.delete(verificationCodes).where(eq(verificationCodes.id, codeId));
    },
    /** The newest code for a target and purpose that could still be used. */
    async findUsableCode(target: string, purpose: number): Promise<VerificationCodeRow | undefined> {
      const rows = await x
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.usedAt),
            gt(verificationCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return rows[0];
    },
    async recordFailedAttempt(codeId: number): Promise<number> {
      const rows = await x
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(eq(verificationCodes.id, codeId))
        .returning({ failedAttempts: verificationCodes.failedAttempts });
      return rows[0]?.failedAttempts ?? 0;
    },
    /** Uses a code up; false when a concurrent request used it first. */
    async markCodeUsed(codeId: number): Promise<boolean> {
      const rows = await x
        .update(verificationCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },
  });

  return {
    ...repo(db),
    /** This repository on another executor, e.g. a transaction the identity module opened. */
    bind: (executor: Executor) => repo(executor),
    /** Runs `work` in one transaction with a repository bound to it. */
    transaction<T>(work: (tx: ReturnType<typeof repo>) => Promise<T>): Promise<T> {
      return inTransaction(db, (tx) => work(repo(tx)));
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
export type AuthRepoTx = Parameters<Parameters<AuthRepo["transaction"]>[0]>[0];
