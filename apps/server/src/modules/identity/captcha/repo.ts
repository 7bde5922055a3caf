import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

const { captchaChallenges } = tables;

// Expiry is computed by the database clock, the same clock the checks compare
// against, so several server processes with drifting clocks agree.
const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export function createCaptchaRepo(db: Database) {
  return {
    async insertChallenge(values: {
      tokenHash: string;
      answerX: number;
      round: number;
      ttlSeconds: number;
      ip: string | null;
    }): Promise<void> {
      await db.insert(captchaChallenges).values({
        tokenHash: values.tokenHash,
        answerX: values.answerX,
        round: values.round,
        expiresAt: secondsFromNow(values.ttlSeconds),
        ip: values.ip,
      });
    },

    /**
     * Marks an unexpired, unchecked challenge checked and returns its answer. A
     * token is claimed once whatever the outcome, so it cannot be tried twice,
     * even by two requests at the same moment.
     */
    async claimChallenge(tokenHash: string): Promise<{ id: number; answerX: number; round: number } | undefined> {
      const rows = await db
        .update(captchaChallenges)
        .set({ checkedAt: sql`now()` })
        .where(
          and(
            eq(captchaChallenges.tokenHash, tokenHash),
            isNull(captchaChallenges.checkedAt),
            gt(captchaChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: captchaChallenges.id, answerX: captchaChallenges.answerX, round: captchaChallenges.round });
      return rows[0];
    },

    async markFailed(id: number): Promise<void> {
      await db.update(captchaChallenges).set({ passed: false }).where(eq(captchaChallenges.id, id));
    },

    /** A passed puzzle; only the last one of a verification gets a verification token (null for the others). */
    async markPassed(id: number, verificationHash: string | null, ttlSeconds: number): Promise<void> {
      await db
        .update(captchaChallenges)
        .set({
          passed: true,
          verificationHash,
          verificationExpiresAt: verificationHash ? secondsFromNow(ttlSeconds) : null,
        })
        .where(eq(captchaChallenges.id, id));
    },

    /**
     * Uses a second-verification token once: true while it is valid and has covered fewer
     * than `maxUses` calls; one conditional UPDATE, so racing callers never get more.
     * `maxUses` 1 takes only a token never used before.
     */
    async useVerification(verificationHash: string, maxUses: number): Promise<boolean> {
      const rows = await db
        .update(captchaChallenges)
        .set({
          verificationUses: sql`${captchaChallenges.verificationUses} + 1`,
          verificationUsedAt: sql`case when ${captchaChallenges.verificationUses} + 1 >= ${maxUses} then now() else null end`,
        })
        .where(
          and(
            eq(captchaChallenges.verificationHash, verificationHash),
            isNull(captchaChallenges.verificationUsedAt),
            lt(captchaChallenges.verificationUses, maxUses),
            gt(captchaChallenges.verificationExpiresAt, sql`now()`),
          ),
        )
        .returning({ id: captchaChallenges.id });
      return rows.length === 1;
    },

    /** Deletes challenges that expired before the cutoff; returns how many. */
    async deleteExpiredBefore(ageSeconds: number): Promise<number> {
      const rows = await db
        .delete(captchaChallenges)
        .where(lt(captchaChallenges.expiresAt, sql`now() - make_interval(secs => ${ageSeconds})`))
        .returning({ id: captchaChallenges.id });
      return rows.length;
    },
  };
}

export type CaptchaRepo = ReturnType<typeof createCaptchaRepo>;
