import { tables } from "@shop/db";
import { and, asc, eq, inArray, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { memberAlertSettings, memberAlertStates, memberNotices, memberMessages } = tables;

export type AlertSettingsRow = typeof memberAlertSettings.$inferSelect;
export type AlertSettingsValues = Omit<AlertSettingsRow, "memberId" | "updatedAt">;
export type NoticeChannel = "email" | "sms" | "contact";
export type NoticeRow = typeof memberNotices.$inferSelect;

/** A notice that failed this often is left (with its last error) for support. */
export const maxNoticeAttempts = 5;

/** The alerts' own tables, on the database or inside the caller's transaction. */
export function alertsRepo(x: Executor) {
  return {
    /** Account closure: the member's settings and alert states go (docs/decisions.md). */
    async eraseMember(memberId: number): Promise<void> {
      await x.delete(memberAlertStates).where(eq(memberAlertStates.memberId, memberId));
      await x.delete(memberAlertSettings).where(eq(memberAlertSettings.memberId, memberId));
    },

    async settingsOf(memberId: number): Promise<AlertSettingsRow | null> {
      const [row] = await x.select().from(memberAlertSettings).where(eq(memberAlertSettings.memberId, memberId));
      return row ?? null;
    },

    async saveSettings(memberId: number, values: AlertSettingsValues, at: Date): Promise<AlertSettingsRow> {
      const [row] = await x
        .insert(memberAlertSettings)
        .values({ memberId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: memberAlertSettings.memberId, set: { ...values, updatedAt: at } })
        .returning();
      if (!row) throw new Error("alert settings not saved");
      return row;
    },

    /**
     * Fires an armed alert: true only for the one caller that turns it from armed (no row, or
     * `fired_at` null) to fired. On PostgreSQL the upsert's row lock makes two transactions at once
     * agree: the second sees `fired_at` set and gets false.
     */
    async fire(memberId: number, alert: string, at: Date): Promise<boolean> {
      const rows = await x
        .insert(memberAlertStates)
        .values({ memberId, alert, firedAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: [memberAlertStates.memberId, memberAlertStates.alert],
          set: { firedAt: at, updatedAt: at },
          setWhere: isNull(memberAlertStates.firedAt),
        })
        .returning({ alert: memberAlertStates.alert });
      return rows.length > 0;
    },

    /** Arms again the alerts whose key starts with `prefix` (the value is back above the line). */
    async rearm(memberId: number, prefix: string, at: Date): Promise<void> {
      await x
        .update(memberAlertStates)
        .set({ firedAt: null, updatedAt: at })
        .where(
          and(
            eq(memberAlertStates.memberId, memberId),
            like(memberAlertStates.alert, `${prefix.replaceAll("%", "\\%").replaceAll("_", "\\_")}%`),
            sql`${memberAlertStates.firedAt} is not null`,
          ),
        );
    },

    /**
     * Queues a notice once: a second with the same key is ignored. Every notice is also a message
     * in the member's message centre (站内信), written here, in the same transaction: one message
     * per key less its channel (an alert sent by e-mail and SMS is one message).
     */
    async enqueueNotice(notice: {
      memberId: number;
      key: string;
      kind: string;
      channel: NoticeChannel;
      data: Record<string, unknown>;
      at: Date;
    }): Promise<boolean> {
      const rows = await x
        .insert(memberNotices)
        .values({ ...notice, createdAt: notice.at })
        .onConflictDoNothing({ target: memberNotices.key })
        .returning({ id: memberNotices.id });
      await x
        .insert(memberMessages)
        .values({
          memberId: notice.memberId,
          key: notice.key.replace(/:(email|sms)$/, ""),
          kind: notice.kind,
          data: notice.data,
          createdAt: notice.at,
        })
        .onConflictDoNothing({ target: [memberMessages.memberId, memberMessages.key] });
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` unsent notices for `leaseMs` (a run that died leaves them to the next
     * after that). The rows are locked `skip locked`, so two runs at once never claim the same one.
     */
    async claimUnsent(at: Date, leaseMs: number, limit: number): Promise<NoticeRow[]> {
      const due = x
        .select({ id: memberNotices.id })
        .from(memberNotices)
        .where(
          and(
            isNull(memberNotices.sentAt),
            sql`${memberNotices.attempts} < ${maxNoticeAttempts}`,
            or(isNull(memberNotices.claimedUntil), lte(memberNotices.claimedUntil, at)),
          ),
        )
        .orderBy(asc(memberNotices.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      return x
        .update(memberNotices)
        .set({ claimedUntil: new Date(at.getTime() + leaseMs) })
        .where(inArray(memberNotices.id, due))
        .returning();
    },

    async markSent(id: number, at: Date): Promise<void> {
      await x
        .update(memberNotices)
        .set({ sentAt: at, claimedUntil: null, attempts: sql`${memberNotices.attempts} + 1`, lastError: null })
        .where(eq(memberNotices.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await x
        .update(memberNotices)
        .set({ attempts: sql`${memberNotices.attempts} + 1`, claimedUntil: null, lastError: error.slice(0, 300) })
        .where(eq(memberNotices.id, id));
    },
  };
}
