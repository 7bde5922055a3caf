import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { storedFiles } from "./certification.ts";
import { at, bigId, createdAt, id, ref, updatedAt } from "./columns.ts";
import { members } from "./members.ts";
import { operators } from "./operators.ts";
import { proxyAccounts } from "./proxy.ts";

/**
 * Support tickets (issue #31): a member's question with its category, status
 * and optional order or sub-account it is about. `first_response_due_at` is
 * the SLA clock (business hours after opening); `first_responded_at` is set by
 * the first operator reply; `overdue_notified_at` makes the overdue notice once.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: id(),
    memberId: ref("member_id", () => members.id, "cascade"),
    subject: text("subject").notNull(),
    /** billing, proxy, verification or other. */
    category: text("category").notNull(),
    /** open, waiting (for the customer) or resolved. */
    status: text("status").notNull().default("open"),
    /** One of the member's orders (recharge or static), by its number; checked on the server. */
    orderNo: text("order_no"),
    proxyAccountId: bigId("proxy_account_id").references(() => proxyAccounts.id, { onDelete: "set null" }),
    assigneeOperatorId: bigId("assignee_operator_id").references(() => operators.id, { onDelete: "set null" }),
    firstResponseDueAt: at("first_response_due_at").notNull(),
    firstRespondedAt: at("first_responded_at"),
    overdueNotifiedAt: at("overdue_notified_at"),
    lastMessageAt: at("last_message_at").notNull().defaultNow(),
    resolvedAt: at("resolved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("support_tickets_member_idx").on(t.memberId, t.id),
    index("support_tickets_queue_idx").on(t.status, t.createdAt),
    index("support_tickets_overdue_idx")
      .on(t.firstResponseDueAt)
      .where(sql`${t.firstRespondedAt} is null and ${t.overdueNotifiedAt} is null`),
    check("support_tickets_category", sql`${t.category} in ('billing', 'proxy', 'verification', 'other')`),
    check("support_tickets_status", sql`${t.status} in ('open', 'waiting', 'resolved')`),
  ],
);

/** A ticket's messages: the member's, an operator's reply, or an operator's internal note (never shown to the member). */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: id(),
    ticketId: ref("ticket_id", () => supportTickets.id, "cascade"),
    /** member, operator or note. */
    kind: text("kind").notNull(),
    operatorId: bigId("operator_id").references(() => operators.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("support_messages_ticket_idx").on(t.ticketId, t.id),
    check("support_messages_kind", sql`${t.kind} in ('member', 'operator', 'note')`),
  ],
);

/** Files (stored privately in stored_files, purpose "support-attachment") attached to a message. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    messageId: ref("message_id", () => supportMessages.id, "cascade"),
    fileId: ref("file_id", () => storedFiles.id),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index("support_attachments_file_idx").on(t.fileId)],
);

/** Canned replies operators pick from, each in both languages (managed in the console). */
export const supportCannedReplies = pgTable("support_canned_replies", {
  id: id(),
  title: text("title").notNull(),
  bodyZh: text("body_zh").notNull(),
  bodyEn: text("body_en").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
