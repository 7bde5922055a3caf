import {
  type AttachmentContentType,
  attachmentMaxBytes,
  type CannedReply,
  type CannedReplyFields,
  type ConsoleTicket,
  type ConsoleTicketDetail,
  ResponseCode,
  type TicketAttachment,
  type TicketCategory,
  type TicketDetail,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
} from "@shop/contract";
import { type Database, tables } from "@shop/db";
import { and, asc, desc, eq, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { AppError } from "../../http/app-error.ts";
import type { AuditRecorder, ConsoleActor } from "../../lib/console-actor.ts";
import { type Executor, inTransaction } from "../../lib/executor.ts";
import { queueMemberNotice } from "../platform/alerts/member-notices.ts";
import type { StoredFiles } from "../platform/storage/service.ts";
import { sniffAttachment } from "./attachment-type.ts";
import type { OperatorEvent, OperatorNotifier } from "./operator-channel.ts";
import { addBusinessHours } from "./sla.ts";

const {
  supportTickets: t,
  supportMessages: m,
  supportAttachments: a,
  supportCannedReplies: canned,
  storedFiles,
  members,
  operators,
  proxyAccounts,
  rechargeOrders,
  staticOrders,
} = tables;

const purpose = "support-attachment" as const;

export interface SupportDeps {
  db: Database;
  files: StoredFiles;
  audit: AuditRecorder;
  notifyOperators: OperatorNotifier;
  /** First response due this many business hours after a ticket is opened (SUPPORT_FIRST_RESPONSE_HOURS). */
  firstResponseHours: number;
  timeZone: string;
  /** The console's origin for links in operator notices, or null. */
  consoleOrigin: string | null;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
}

/** The console operator acting (their id names the assignee and the reply's author). */
export interface SupportOperator {
  id: number;
  actor: ConsoleActor;
}

const bad = (key: string) => new AppError(ResponseCode.BadRequest, key);

/**
 * Support tickets (issue #31): members open and answer tickets, operators work a queue with an SLA
 * clock. Every read and write checks ownership here: a member's ticket, order, sub-account and
 * files are theirs or "not found".
 */
export function createSupportService(deps: SupportDeps) {
  const { db, files } = deps;
  const now = deps.now ?? (() => new Date());

  function summaryOf(row: typeof t.$inferSelect, proxyAccountName: string | null): TicketSummary {
    return {
      id: row.id,
      subject: row.subject,
      category: row.category as TicketCategory,
      status: row.status as TicketStatus,
      orderNo: row.orderNo,
      proxyAccountId: row.proxyAccountId,
      proxyAccountName,
      createdAt: row.createdAt.toISOString(),
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  }

  async function messagesOf(x: Executor, ticketId: number, withNotes: boolean): Promise<TicketMessage[]> {
    const rows = await x
      .select({ message: m, operatorName: operators.name })
      .from(m)
      .leftJoin(operators, eq(operators.id, m.operatorId))
      .where(and(eq(m.ticketId, ticketId), withNotes ? undefined : ne(m.kind, "note")))
      .orderBy(asc(m.id));
    const ids = rows.map((r) => r.message.id);
    const attached = ids.length
      ? await x
          .select({ messageId: a.messageId, file: storedFiles })
          .from(a)
          .innerJoin(storedFiles, eq(storedFiles.id, a.fileId))
          .where(inArray(a.messageId, ids))
          .orderBy(asc(storedFiles.id))
      : [];
    return rows.map(({ message, operatorName }) => ({
      id: message.id,
      kind: message.kind as TicketMessage["kind"],
      // Members see "Support", never which operator answered; the console sees the name.
      operatorName: withNotes ? operatorName : null,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      attachments: attached.filter((f) => f.messageId === message.id).map((f) => attachmentOf(f.file)),
    }));
  }

  function attachmentOf(file: typeof storedFiles.$inferSelect): TicketAttachment {
    return {
      fileId: file.id,
      fileName: file.originalName,
      contentType: file.contentType as AttachmentContentType,
      sizeBytes: file.sizeBytes,
    };
  }

  async function memberTicket(x: Executor, memberId: number, ticketId: number, lock = false) {
    const query = x
      .select()
      .from(t)
      .where(and(eq(t.id, ticketId), eq(t.memberId, memberId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw AppError.notFound();
    return row;
  }

  async function proxyAccountName(x: Executor, id: number | null): Promise<string | null> {
    if (id === null) return null;
    const [row] = await x
      .select({ username: proxyAccounts.username })
      .from(proxyAccounts)
      .where(eq(proxyAccounts.id, id));
    return row?.username ?? null;
  }

  async function memberDetail(x: Executor, memberId: number, ticketId: number): Promise<TicketDetail> {
    const row = await memberTicket(x, memberId, ticketId);
    return {
      ...summaryOf(row, await proxyAccountName(x, row.proxyAccountId)),
      messages: await messagesOf(x, row.id, false),
    };
  }

  /** Files the member uploaded and has not attached yet; anything else is refused as a whole. */
  async function attach(x: Executor, memberId: number, messageId: number, fileIds: readonly number[]) {
    const unique = [...new Set(fileIds)];
    if (unique.length === 0) return;
    const owned = await x
      .select({ id: storedFiles.id, attachedTo: a.messageId })
      .from(storedFiles)
      .leftJoin(a, eq(a.fileId, storedFiles.id))
      .where(
        and(inArray(storedFiles.id, unique), eq(storedFiles.ownerMemberId, memberId), eq(storedFiles.purpose, purpose)),
      );
    if (owned.length !== unique.length || owned.some((f) => f.attachedTo !== null)) {
      throw bad("support.fileInvalid");
    }
    await x.insert(a).values(unique.map((fileId) => ({ messageId, fileId })));
  }

  async function checkOrder(x: Executor, memberId: number, orderNo: string | null) {
    if (!orderNo) return;
    const [recharge] = await x
      .select({ id: rechargeOrders.id })
      .from(rechargeOrders)
      .where(and(eq(rechargeOrders.orderNo, orderNo), eq(rechargeOrders.memberId, memberId)));
    const [fixed] = recharge
      ? [recharge]
      : await x
          .select({ id: staticOrders.id })
          .from(staticOrders)
          .where(and(eq(staticOrders.orderNo, orderNo), eq(staticOrders.memberId, memberId)));
    if (!fixed) throw bad("support.orderInvalid");
  }

  async function checkProxyAccount(x: Executor, memberId: number, id: number | null) {
    if (id === null) return;
    const [row] = await x
      .select({ id: proxyAccounts.id })
      .from(proxyAccounts)
      .where(and(eq(proxyAccounts.id, id), eq(proxyAccounts.memberId, memberId)));
    if (!row) throw bad("support.subAccountInvalid");
  }

  function notify(event: OperatorEvent) {
    // After the commit and off the member's request: a slow chat service never holds a ticket up.
    void deps.notifyOperators(event).catch((error) => deps.log.warn({ err: error }, "support webhook failed"));
  }

  function operatorEvent(row: typeof t.$inferSelect, event: OperatorEvent["event"]): OperatorEvent {
    return {
      event,
      ticketId: row.id,
      subject: row.subject,
      category: row.category,
      memberId: row.memberId,
      createdAt: row.createdAt,
      firstResponseDueAt: row.firstResponseDueAt,
      consoleUrl: deps.consoleOrigin ? `${deps.consoleOrigin}/ops/support/${row.id}` : null,
    };
  }

  // ---- the console ----

  function consoleFilter(actor: ConsoleActor): SQL | undefined {
    return actor.substationId === null ? undefined : eq(members.substationId, actor.substationId);
  }

  const assignee = sql<
    string | null
  >`(select ${operators.name} from ${operators} where ${operators.id} = ${t.assigneeOperatorId})`;

  async function consoleRows(x: Executor, where: SQL | undefined) {
    return x
      .select({
        ticket: t,
        memberName: sql<string>`coalesce(${members.email}, ${members.mobile}, '#' || ${members.id})`,
        assigneeName: assignee,
        proxyAccountName: proxyAccounts.username,
      })
      .from(t)
      .innerJoin(members, eq(members.id, t.memberId))
      .leftJoin(proxyAccounts, eq(proxyAccounts.id, t.proxyAccountId))
      .where(where)
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(500);
  }

  function consoleTicketOf(r: Awaited<ReturnType<typeof consoleRows>>[number]): ConsoleTicket {
    const at = now();
    return {
      ...summaryOf(r.ticket, r.proxyAccountName),
      memberId: r.ticket.memberId,
      memberName: r.memberName,
      assigneeOperatorId: r.ticket.assigneeOperatorId,
      assigneeName: r.assigneeName,
      firstResponseDueAt: r.ticket.firstResponseDueAt.toISOString(),
      firstRespondedAt: r.ticket.firstRespondedAt?.toISOString() ?? null,
      overdue:
        r.ticket.firstRespondedAt === null &&
        r.ticket.status !== "resolved" &&
        r.ticket.firstResponseDueAt.getTime() < at.getTime(),
    };
  }

  async function consoleDetail(x: Executor, actor: ConsoleActor, ticketId: number): Promise<ConsoleTicketDetail> {
    const [row] = await consoleRows(x, and(eq(t.id, ticketId), consoleFilter(actor)));
    if (!row) throw AppError.notFound();
    return { ...consoleTicketOf(row), messages: await messagesOf(x, ticketId, true) };
  }

  async function lockForConsole(x: Executor, actor: ConsoleActor, ticketId: number) {
    const [row] = await x
      .select({ ticket: t })
      .from(t)
      .innerJoin(members, eq(members.id, t.memberId))
      .where(and(eq(t.id, ticketId), consoleFilter(actor)))
      .for("update", { of: t });
    if (!row) throw AppError.notFound();
    return row.ticket;
  }

  function cannedOf(row: typeof canned.$inferSelect): CannedReply {
    return { id: row.id, title: row.title, bodyZh: row.bodyZh, bodyEn: row.bodyEn, isActive: row.isActive };
  }

  return {
    async list(memberId: number): Promise<TicketSummary[]> {
      const rows = await db
        .select({ ticket: t, proxyAccountName: proxyAccounts.username })
        .from(t)
        .leftJoin(proxyAccounts, eq(proxyAccounts.id, t.proxyAccountId))
        .where(eq(t.memberId, memberId))
        .orderBy(desc(t.id))
        .limit(200);
      return rows.map((r) => summaryOf(r.ticket, r.proxyAccountName));
    },

    get: (memberId: number, ticketId: number) => memberDetail(db, memberId, ticketId),

    async create(
      memberId: number,
      input: {
        subject: string;
        category: TicketCategory;
        body: string;
        orderNo: string | null;
        proxyAccountId: number | null;
        fileIds: number[];
      },
    ): Promise<TicketDetail> {
      const at = now();
      const { detail, row } = await inTransaction(db, async (tx) => {
        await checkOrder(tx, memberId, input.orderNo);
        await checkProxyAccount(tx, memberId, input.proxyAccountId);
        const [row] = await tx
          .insert(t)
          .values({
            memberId,
            subject: input.subject,
            category: input.category,
            orderNo: input.orderNo,
            proxyAccountId: input.proxyAccountId,
            firstResponseDueAt: addBusinessHours(at, deps.firstResponseHours, deps.timeZone),
            lastMessageAt: at,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        if (!row) throw new Error("ticket insert returned nothing");
        const [message] = await tx
          .insert(m)
          .values({ ticketId: row.id, kind: "member", body: input.body, createdAt: at })
          .returning({ id: m.id });
        await attach(tx, memberId, message?.id as number, input.fileIds);
        return { row, detail: await memberDetail(tx, memberId, row.id) };
      });
      notify(operatorEvent(row, "ticket.created"));
      return detail;
    },

    async reply(memberId: number, ticketId: number, input: { body: string; fileIds: number[] }) {
      const at = now();
      return inTransaction(db, async (tx) => {
        await memberTicket(tx, memberId, ticketId, true);
        const [message] = await tx
          .insert(m)
          .values({ ticketId, kind: "member", body: input.body, createdAt: at })
          .returning({ id: m.id });
        await attach(tx, memberId, message?.id as number, input.fileIds);
        // The member wrote: it is the shop's turn again.
        await tx
          .update(t)
          .set({ status: "open", resolvedAt: null, lastMessageAt: at, updatedAt: at })
          .where(eq(t.id, ticketId));
        return memberDetail(tx, memberId, ticketId);
      });
    },

    async setStatus(memberId: number, ticketId: number, status: "open" | "resolved") {
      const at = now();
      return inTransaction(db, async (tx) => {
        await memberTicket(tx, memberId, ticketId, true);
        await tx
          .update(t)
          .set({ status, resolvedAt: status === "resolved" ? at : null, updatedAt: at })
          .where(eq(t.id, ticketId));
        return memberDetail(tx, memberId, ticketId);
      });
    },

    /** Stores one attachment privately; it is attached by naming its id in a message. */
    async upload(memberId: number, input: { bytes: Buffer; fileName: string | null }): Promise<TicketAttachment> {
      if (input.bytes.length > attachmentMaxBytes) throw bad("support.fileTooLarge");
      const type = sniffAttachment(input.bytes);
      if (!type) throw bad("support.fileType");
      const fileName = input.fileName ? input.fileName.slice(0, 120) : null;
      const row = await files.save({
        ownerMemberId: memberId,
        purpose,
        bytes: input.bytes,
        contentType: type,
        originalName: fileName,
      });
      return attachmentOf(row);
    },

    /** An attachment's bytes for its owner (the member) or, with `operator`, for the console. */
    async readAttachment(who: { memberId: number } | { actor: ConsoleActor }, fileId: number) {
      let row: typeof storedFiles.$inferSelect | undefined;
      if ("memberId" in who) {
        row = await files.findOwned(fileId, who.memberId, purpose);
      } else {
        const [found] = await db
          .select({ file: storedFiles })
          .from(storedFiles)
          .innerJoin(members, eq(members.id, storedFiles.ownerMemberId))
          .where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, purpose), consoleFilter(who.actor)));
        row = found?.file;
      }
      if (!row) throw AppError.notFound();
      return { row, bytes: await files.read(row) };
    },

    async queue(
      actor: ConsoleActor,
      operatorId: number,
      query: { status?: TicketStatus; category?: TicketCategory; assignee?: string },
    ): Promise<ConsoleTicket[]> {
      const who =
        query.assignee === undefined
          ? undefined
          : query.assignee === "none"
            ? isNull(t.assigneeOperatorId)
            : eq(t.assigneeOperatorId, query.assignee === "me" ? operatorId : Number(query.assignee));
      const rows = await consoleRows(
        db,
        and(
          query.status ? eq(t.status, query.status) : undefined,
          query.category ? eq(t.category, query.category) : undefined,
          who,
          consoleFilter(actor),
        ),
      );
      return rows.map(consoleTicketOf);
    },

    getForConsole: (actor: ConsoleActor, ticketId: number) => consoleDetail(db, actor, ticketId),

    /** An operator's reply (the member is told) or internal note (never shown to the member). */
    async replyAsOperator(op: SupportOperator, ticketId: number, input: { body: string; internal: boolean }) {
      const at = now();
      return inTransaction(db, async (tx) => {
        const ticket = await lockForConsole(tx, op.actor, ticketId);
        const [message] = await tx
          .insert(m)
          .values({
            ticketId,
            kind: input.internal ? "note" : "operator",
            operatorId: op.id,
            body: input.body,
            createdAt: at,
          })
          .returning({ id: m.id });
        if (!input.internal) {
          await tx
            .update(t)
            .set({
              status: "waiting",
              resolvedAt: null,
              firstRespondedAt: ticket.firstRespondedAt ?? at,
              assigneeOperatorId: ticket.assigneeOperatorId ?? op.id,
              lastMessageAt: at,
              updatedAt: at,
            })
            .where(eq(t.id, ticketId));
          await queueMemberNotice(
            tx,
            ticket.memberId,
            `support-reply:${message?.id}`,
            { kind: "support-replied", ticketId, subject: ticket.subject },
            at,
          );
        }
        return consoleDetail(tx, op.actor, ticketId);
      });
    },

    async assign(op: SupportOperator, ticketId: number, operatorId: number | null) {
      return inTransaction(db, async (tx) => {
        const ticket = await lockForConsole(tx, op.actor, ticketId);
        if (operatorId !== null) {
          const [exists] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId));
          if (!exists) throw bad("support.assigneeInvalid");
        }
        await tx.update(t).set({ assigneeOperatorId: operatorId, updatedAt: now() }).where(eq(t.id, ticketId));
        await deps.audit.record(tx, {
          context: op.actor.audit,
          action: "support-ticket.assign",
          recordType: "support-ticket",
          recordId: ticketId,
          memberId: ticket.memberId,
          before: { assigneeOperatorId: ticket.assigneeOperatorId },
          after: { assigneeOperatorId: operatorId },
          outcome: "ok",
        });
        return consoleDetail(tx, op.actor, ticketId);
      });
    },

    async setStatusAsOperator(op: SupportOperator, ticketId: number, status: TicketStatus) {
      const at = now();
      return inTransaction(db, async (tx) => {
        await lockForConsole(tx, op.actor, ticketId);
        await tx
          .update(t)
          .set({ status, resolvedAt: status === "resolved" ? at : null, updatedAt: at })
          .where(eq(t.id, ticketId));
        return consoleDetail(tx, op.actor, ticketId);
      });
    },

    async listCanned(): Promise<CannedReply[]> {
      return (await db.select().from(canned).orderBy(asc(canned.id))).map(cannedOf);
    },

    async createCanned(op: SupportOperator, fields: Required<CannedReplyFields>): Promise<CannedReply> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx.insert(canned).values(fields).returning();
        if (!row) throw new Error("canned reply insert returned nothing");
        await deps.audit.record(tx, {
          context: op.actor.audit,
          action: "support-canned.create",
          recordType: "support-canned",
          recordId: row.id,
          after: fields,
          outcome: "ok",
        });
        return cannedOf(row);
      });
    },

    async updateCanned(op: SupportOperator, id: number, fields: Required<CannedReplyFields>): Promise<CannedReply> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .update(canned)
          .set({ ...fields, updatedAt: now() })
          .where(eq(canned.id, id))
          .returning();
        if (!row) throw AppError.notFound();
        await deps.audit.record(tx, {
          context: op.actor.audit,
          action: "support-canned.update",
          recordType: "support-canned",
          recordId: id,
          after: fields,
          outcome: "ok",
        });
        return cannedOf(row);
      });
    },

    /**
     * Tells operators once of each ticket past its first-response time: the claim (setting
     * overdue_notified_at where it is still null) is the "once", across processes and runs.
     */
    async notifyOverdue(): Promise<number> {
      const at = now();
      const claimed = await db
        .update(t)
        .set({ overdueNotifiedAt: at })
        .where(
          and(
            isNull(t.firstRespondedAt),
            isNull(t.overdueNotifiedAt),
            ne(t.status, "resolved"),
            lt(t.firstResponseDueAt, at),
          ),
        )
        .returning();
      for (const row of claimed) await deps.notifyOperators(operatorEvent(row, "ticket.overdue")).catch(() => "failed");
      return claimed.length;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
