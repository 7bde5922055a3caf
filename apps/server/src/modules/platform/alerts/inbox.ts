import {
  type Announcement,
  type AnnouncementAccountsMatch,
  type AnnouncementCreate,
  type AnnouncementList,
  type AnnouncementSegment,
  type AnnouncementSent,
  announcementAccounts,
  CertificationStatus,
  type Locale,
  type MemberMessagePage,
  ResponseCode,
  type UnreadCount,
} from "@shop/contract";
import { type Database, queryRows, tables } from "@shop/db";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../../../http/app-error.ts";
import type { AuditRecorder, ConsoleActor } from "../../../lib/console-actor.ts";
import { type Executor, inTransaction } from "../../../lib/executor.ts";
import type { AlertNoticeData } from "./alerts.ts";
import { type MemberNoticeData, renderMemberNotice } from "./member-notices.ts";

const { memberMessages, announcements } = tables;

const pageSize = 20;

/**
 * The member's message centre (站内信). Messages are written where notices are queued
 * (alertsRepo.enqueueNotice, so every notice is a message without its callers knowing) and by
 * announcements; each is rendered when read, in the reader's language.
 */
export function createInbox(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function unread(memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
    return Number(row?.n ?? 0);
  }

  /** Which members a segment is: live accounts, verified ones, those holding a static IP, or the listed ones. */
  function segmentMembers(segment: AnnouncementSegment, accounts: string[]) {
    const live = sql`m.closed_at is null`;
    if (segment === "members") {
      const listed = sql.join(
        accounts.map((account) => sql`${account}`),
        sql`, `,
      );
      return sql`${live} and (m.mobile in (${listed}) or lower(m.email) in (${listed}))`;
    }
    if (segment === "verified") return sql`${live} and m.certification_status = ${CertificationStatus.Success}`;
    if (segment === "static-ips")
      return sql`${live} and exists (select 1 from static_ips s where s.member_id = m.id and s.status = 1)`;
    return live;
  }

  /** The listed accounts (lower-cased) that are no live member's mobile or e-mail, in the order listed. */
  async function unmatchedAccounts(x: Executor, accounts: string[]): Promise<string[]> {
    const rows = await queryRows<{ mobile: string | null; email: string | null }>(
      x,
      sql`select m.mobile, lower(m.email) as email from members m where ${segmentMembers("members", accounts)}`,
    );
    const found = new Set(rows.flatMap((row) => [row.mobile, row.email]));
    return accounts.filter((account) => !found.has(account));
  }

  /** The accounts of a "members" announcement, 1 to 200 of them, or the translated refusal. */
  function listedAccounts(text: string | undefined): string[] {
    const accounts = announcementAccounts(text);
    if (accounts.length === 0 || accounts.length > 200) {
      throw new AppError(ResponseCode.BadRequest, "announcements.accountsInvalid");
    }
    return accounts;
  }

  /** A refusal naming every account when none of them is a member (a list that reaches nobody is a mistake). */
  function refuseNoneMatched(unmatched: string[]): never {
    throw new AppError(ResponseCode.BadRequest, "announcements.noneMatched", { accounts: unmatched.join(", ") });
  }

  return {
    /** Before a "members" announcement: how many listed accounts are members, and exactly which are not. */
    async checkAccounts(text: string): Promise<AnnouncementAccountsMatch> {
      const accounts = listedAccounts(text);
      const unmatched = await unmatchedAccounts(db, accounts);
      return { listed: accounts.length, matched: accounts.length - unmatched.length, unmatched };
    },

    async list(
      memberId: number,
      query: { page?: number; unreadOnly?: string },
      locale: Locale,
    ): Promise<MemberMessagePage> {
      const page = Number(query.page ?? 1);
      const where = and(
        eq(memberMessages.memberId, memberId),
        query.unreadOnly === "true" ? isNull(memberMessages.readAt) : undefined,
      );
      const rows = await db
        .select()
        .from(memberMessages)
        .where(where)
        .orderBy(desc(memberMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(memberMessages).where(where);
      return {
        list: rows.map((row) => {
          const { subject, text } = renderMemberNotice(
            row.data as MemberNoticeData | AlertNoticeData,
            locale === "en" ? "en" : "zh-CN",
          );
          return {
            id: row.id,
            kind: row.kind,
            title: subject,
            text,
            read: row.readAt !== null,
            createdAt: row.createdAt.toISOString(),
          };
        }),
        total: Number(total?.n ?? 0),
        unread: await unread(memberId),
      };
    },

    unreadCount: async (memberId: number): Promise<UnreadCount> => ({ unread: await unread(memberId) }),

    async markRead(memberId: number, id: number): Promise<UnreadCount> {
      const [row] = await db
        .select({ id: memberMessages.id, readAt: memberMessages.readAt })
        .from(memberMessages)
        .where(and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId)));
      if (!row) throw new AppError(ResponseCode.NotFound, "inbox.messageNotFound");
      if (row.readAt === null) {
        await db
          .update(memberMessages)
          .set({ readAt: now() })
          .where(and(eq(memberMessages.id, id), isNull(memberMessages.readAt)));
      }
      return { unread: await unread(memberId) };
    },

    async markAllRead(memberId: number): Promise<UnreadCount> {
      await db
        .update(memberMessages)
        .set({ readAt: now() })
        .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
      return { unread: 0 };
    },

    /**
     * Sends an announcement to every member of the segment, in one transaction with its audit row.
     * For listed members it answers which accounts matched none (read in the same transaction), and
     * refuses, sending nothing, when none matched.
     */
    async announce(
      actor: ConsoleActor & { operatorId: number },
      audit: AuditRecorder,
      input: AnnouncementCreate,
    ): Promise<AnnouncementSent> {
      const at = now();
      const accounts = input.segment === "members" ? listedAccounts(input.accounts) : [];
      let unmatched: string[] = [];
      const row = await inTransaction(db, async (tx) => {
        if (input.segment === "members") {
          unmatched = await unmatchedAccounts(tx, accounts);
          if (unmatched.length === accounts.length) refuseNoneMatched(unmatched);
        }
        const [created] = await tx
          .insert(announcements)
          .values({
            title: input.title,
            titleEn: input.titleEn,
            body: input.body,
            bodyEn: input.bodyEn,
            segment: input.segment,
            createdBy: actor.operatorId,
            createdAt: at,
          })
          .returning();
        if (!created) throw new Error("announcement not saved");
        const data = {
          kind: "announcement",
          title: input.title,
          titleEn: input.titleEn,
          body: input.body,
          bodyEn: input.bodyEn,
        };
        const inserted = await queryRows<{ member_id: number }>(
          tx,
          sql`
          insert into member_messages (member_id, key, kind, data, created_at)
          select m.id, ${`announcement:${created.id}`}, 'announcement', ${JSON.stringify(data)}::jsonb, ${at.toISOString()}::timestamptz
          from members m where ${segmentMembers(input.segment, accounts)}
          on conflict do nothing returning member_id`,
        );
        const recipients = inserted.length;
        const [updated] = await tx
          .update(announcements)
          .set({ recipients })
          .where(eq(announcements.id, created.id))
          .returning();
        await audit.record(tx, {
          context: actor.audit,
          action: "announcement.send",
          recordType: "announcement",
          recordId: created.id,
          after: {
            title: input.title,
            titleEn: input.titleEn,
            segment: input.segment,
            recipients,
            ...(input.segment === "members" ? { accounts: accounts.length, unmatched } : {}),
          },
          outcome: "ok",
        });
        return updated ?? created;
      });
      return { ...toAnnouncement(row), unmatched };
    },

    async announcements(): Promise<AnnouncementList> {
      const rows = await db.select().from(announcements).orderBy(desc(announcements.id)).limit(100);
      return { list: rows.map(toAnnouncement) };
    },
  };
}

function toAnnouncement(row: typeof announcements.$inferSelect): Announcement {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn,
    segment: row.segment as AnnouncementSegment,
    recipients: row.recipients,
    createdAt: row.createdAt.toISOString(),
  };
}

export type Inbox = ReturnType<typeof createInbox>;
