import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { bindableRepo, type Executor } from "../../../lib/executor.ts";

const { members, memberSessions, verificationCodes, memberLoginHistory, memberRecoveryCodes, memberLoginChallenges } =
  tables;

export type MemberRow = typeof members.$inferSelect;
export type SessionRow = typeof memberSessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type LoginHistoryRow = typeof memberLoginHistory.$inferSelect;
export type LoginChallengeRow = typeof memberLoginChallenges.$inferSelect;
/** A database or an open transaction: what `bind` takes, so another module's transaction can include a change here. */
export type AuthRepoExecutor = Executor;

export function createAuthRepo(db: Database) {
  const repo = (x: Executor) => ({
    /** The executor, so another module's repository can join this transaction (registration's referral). */
    executor: x,
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
        .set({ certificationStatus: status, certificationType: type })
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
    /** Suspends a member who is not suspended; false otherwise (a second click changes nothing). */
    async setSuspension(memberId: number, reason: string): Promise<boolean> {
      const rows = await x
        .update(members)
        .set({ suspendedAt: new Date(), suspensionReason: reason })
        .where(and(eq(members.id, memberId), isNull(members.suspendedAt)))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    async clearSuspension(memberId: number): Promise<boolean> {
      const rows = await x
        .update(members)
        .set({ suspendedAt: null, suspensionReason: null })
        .where(and(eq(members.id, memberId), isNotNull(members.suspendedAt)))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    /** Every live API key of the member stops working (as api-keys' revokeAll, inside this module's transactions). */
    async revokeApiKeys(memberId: number): Promise<number> {
      const rows = await x
        .update(tables.apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(tables.apiKeys.memberId, memberId), isNull(tables.apiKeys.revokedAt)))
        .returning({ id: tables.apiKeys.id });
      return rows.length;
    },
    async revokeAllSessions(memberId: number): Promise<void> {
      await x
        .update(memberSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
    },

    /** Records that the family was used, at most once a minute per session. */
    async touchSessionSeen(sessionId: number): Promise<void> {
      await x
        .update(memberSessions)
        .set({ lastSeenAt: new Date() })
        .where(and(eq(memberSessions.id, sessionId), lt(memberSessions.lastSeenAt, sql`now() - interval '1 minute'`)));
    },
    /** The current pair of every live family of a member, newest activity first. */
    async listLiveSessions(memberId: number): Promise<SessionRow[]> {
      return x
        .select()
        .from(memberSessions)
        .where(
          and(
            eq(memberSessions.memberId, memberId),
            isNull(memberSessions.revokedAt),
            isNull(memberSessions.rotatedAt),
            gt(memberSessions.refreshExpiresAt, sql`now()`),
            gt(memberSessions.absoluteExpiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(memberSessions.lastSeenAt), desc(memberSessions.id));
    },
    /** Ends one family of this member; false when it was not theirs or had already ended. */
    async revokeMemberFamily(memberId: number, familyId: string): Promise<boolean> {
      const rows = await x
        .update(memberSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(memberSessions.memberId, memberId),
            eq(memberSessions.familyId, familyId),
            isNull(memberSessions.revokedAt),
          ),
        )
        .returning({ id: memberSessions.id });
      return rows.length > 0;
    },
    async revokeOtherFamilies(memberId: number, keepFamilyId: string): Promise<void> {
      await x
        .update(memberSessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(memberSessions.memberId, memberId),
            ne(memberSessions.familyId, keepFamilyId),
            isNull(memberSessions.revokedAt),
          ),
        );
    },

    async insertLoginHistory(values: typeof memberLoginHistory.$inferInsert): Promise<void> {
      await x.insert(memberLoginHistory).values(values);
    },
    async listLoginHistory(memberId: number): Promise<LoginHistoryRow[]> {
      return x
        .select()
        .from(memberLoginHistory)
        .where(
          and(
            eq(memberLoginHistory.memberId, memberId),
            gt(memberLoginHistory.createdAt, sql`now() - interval '90 days'`),
          ),
        )
        .orderBy(desc(memberLoginHistory.createdAt), desc(memberLoginHistory.id))
        .limit(200);
    },
    /** Whether the member ever logged in successfully before, and from this device. */
    async knownDevice(memberId: number, deviceKey: string): Promise<{ anyLogin: boolean; thisDevice: boolean }> {
      const [row] = await x
        .select({
          any: sql<number>`count(*)::int`,
          same: sql<number>`count(*) filter (where ${memberLoginHistory.deviceKey} = ${deviceKey})::int`,
        })
        .from(memberLoginHistory)
        .where(and(eq(memberLoginHistory.memberId, memberId), eq(memberLoginHistory.success, true)));
      return { anyLogin: Number(row?.any ?? 0) > 0, thisDevice: Number(row?.same ?? 0) > 0 };
    },
    /** Login history is kept for 90 days. */
    async purgeOldLoginHistory(): Promise<number> {
      const rows = await x
        .delete(memberLoginHistory)
        .where(lt(memberLoginHistory.createdAt, sql`now() - interval '90 days'`))
        .returning({ id: memberLoginHistory.id });
      return rows.length;
    },

    async setPendingTotp(memberId: number, secret: string): Promise<void> {
      await x.update(members).set({ totpPendingSecret: secret }).where(eq(members.id, memberId));
    },
    /** Moves the proven pending secret into place; false when another request changed it first. */
    async enableTotp(memberId: number, secret: string, step: number): Promise<boolean> {
      const rows = await x
        .update(members)
        .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step, totpEnabledAt: new Date() })
        .where(and(eq(members.id, memberId), eq(members.totpPendingSecret, secret)))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    async disableTotp(memberId: number): Promise<void> {
      await x
        .update(members)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnabledAt: null })
        .where(eq(members.id, memberId));
      await x.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
    },
    /** Uses a TOTP step up; false when this step (or a later one) was already used: a code works once. */
    async useTotpStep(memberId: number, step: number): Promise<boolean> {
      const rows = await x
        .update(members)
        .set({ totpLastStep: step })
        .where(and(eq(members.id, memberId), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
        .returning({ id: members.id });
      return rows.length > 0;
    },
    async replaceRecoveryCodes(memberId: number, hashes: string[]): Promise<void> {
      await x.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
      await x.insert(memberRecoveryCodes).values(hashes.map((codeHash) => ({ memberId, codeHash })));
    },
    async listUnusedRecoveryCodes(memberId: number): Promise<{ id: number; codeHash: string }[]> {
      return x
        .select({ id: memberRecoveryCodes.id, codeHash: memberRecoveryCodes.codeHash })
        .from(memberRecoveryCodes)
        .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)))
        .orderBy(memberRecoveryCodes.id);
    },
    /** Uses a recovery code up; false when a concurrent request used it first. */
    async useRecoveryCode(id: number): Promise<boolean> {
      const rows = await x
        .update(memberRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(memberRecoveryCodes.id, id), isNull(memberRecoveryCodes.usedAt)))
        .returning({ id: memberRecoveryCodes.id });
      return rows.length > 0;
    },

    async insertChallenge(values: typeof memberLoginChallenges.$inferInsert): Promise<void> {
      await x.insert(memberLoginChallenges).values(values);
    },
    async findLiveChallenge(tokenHash: string): Promise<LoginChallengeRow | undefined> {
      const rows = await x
        .select()
        .from(memberLoginChallenges)
        .where(
          and(
            eq(memberLoginChallenges.tokenHash, tokenHash),
            isNull(memberLoginChallenges.usedAt),
            gt(memberLoginChallenges.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows[0];
    },
    async failChallenge(id: number): Promise<number> {
      const rows = await x
        .update(memberLoginChallenges)
        .set({ failedAttempts: sql`${memberLoginChallenges.failedAttempts} + 1` })
        .where(eq(memberLoginChallenges.id, id))
        .returning({ failedAttempts: memberLoginChallenges.failedAttempts });
      return rows[0]?.failedAttempts ?? 0;
    },
    /** Uses a challenge up; false when it was used (or given up) already. */
    async useChallenge(id: number): Promise<boolean> {
      const rows = await x
        .update(memberLoginChallenges)
        .set({ usedAt: new Date() })
        .where(and(eq(memberLoginChallenges.id, id), isNull(memberLoginChallenges.usedAt)))
        .returning({ id: memberLoginChallenges.id });
      return rows.length > 0;
    },
    async purgeOldChallenges(): Promise<number> {
      const rows = await x
        .delete(memberLoginChallenges)
        .where(lt(memberLoginChallenges.expiresAt, sql`now() - interval '1 day'`))
        .returning({ id: memberLoginChallenges.id });
      return rows.length;
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

  // `bind` runs these queries in another module's transaction, e.g. the certification module's.
  return bindableRepo(db, repo);
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
export type AuthRepoTx = Parameters<Parameters<AuthRepo["transaction"]>[0]>[0];
