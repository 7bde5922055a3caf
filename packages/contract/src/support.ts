import { int4Max } from "./column-bounds.ts";
import { z } from "./zod.ts";

/**
 * Support tickets (issue #31): a member's question, the operators' replies and
 * internal notes, attachments stored privately. Times are ISO 8601 (UTC).
 */
export const ticketCategories = ["billing", "proxy", "verification", "other"] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** open: waiting for the shop; waiting: for the customer; resolved: closed by either side (the member may reopen). */
export const ticketStatuses = ["open", "waiting", "resolved"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Attachments: images, plain text and HAR/JSON, sniffed from their content; at most 3 a message, 5 MiB each. */
export const attachmentMaxBytes = 5 * 1024 * 1024;
export const attachmentsPerMessage = 3;
export const attachmentContentTypes = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "text/plain",
  "application/json",
] as const;
export type AttachmentContentType = (typeof attachmentContentTypes)[number];

const idField = z.coerce
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .positive({ error: "validation.invalid" })
  .max(int4Max, { error: "validation.invalid" });
const text = (max: number) =>
  z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(max, {
    error: "validation.tooLong",
  });
const fileIds = z.array(idField).max(attachmentsPerMessage, { error: "support.tooManyFiles" }).default([]);

export const ticketIdParamsSchema = z.object({ id: idField });

export const createTicketSchema = z.object({
  subject: text(120),
  category: z.enum(ticketCategories, { error: "support.categoryInvalid" }),
  body: text(5000),
  orderNo: z
    .string()
    .trim()
    .max(64, { error: "validation.tooLong" })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  proxyAccountId: idField.nullable().optional().default(null),
  fileIds,
});
export type CreateTicketRequest = z.input<typeof createTicketSchema>;

export const ticketReplySchema = z.object({ body: text(5000), fileIds });
export type TicketReplyRequest = z.input<typeof ticketReplySchema>;

export const memberTicketStatusSchema = z.object({
  status: z.enum(["open", "resolved"], { error: "validation.invalid" }),
});

export const attachmentSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string().nullable(),
  contentType: z.enum(attachmentContentTypes),
  sizeBytes: z.number().int(),
});
export type TicketAttachment = z.infer<typeof attachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  /** member, operator (a reply) or note (internal: only ever in the console). */
  kind: z.enum(["member", "operator", "note"]),
  operatorName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  orderNo: z.string().nullable(),
  proxyAccountId: z.number().int().nullable(),
  proxyAccountName: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({ messages: z.array(ticketMessageSchema) });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** The console's view: the SLA clock, the assignee and the member. */
export const consoleTicketSchema = ticketSummarySchema.extend({
  memberId: z.number().int(),
  memberName: z.string(),
  assigneeOperatorId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  firstResponseDueAt: z.string(),
  firstRespondedAt: z.string().nullable(),
  /** No first reply yet and the due time has passed. */
  overdue: z.boolean(),
});
export type ConsoleTicket = z.infer<typeof consoleTicketSchema>;

export const consoleTicketDetailSchema = consoleTicketSchema.extend({ messages: z.array(ticketMessageSchema) });
export type ConsoleTicketDetail = z.infer<typeof consoleTicketDetailSchema>;

export const consoleTicketQuerySchema = z.object({
  status: z.enum(ticketStatuses, { error: "validation.invalid" }).optional(),
  category: z.enum(ticketCategories, { error: "validation.invalid" }).optional(),
  /** "me", "none" or an operator's id. */
  assignee: z
    .string()
    .regex(/^(me|none|\d{1,9})$/, { error: "validation.invalid" })
    .optional(),
});
export type ConsoleTicketQuery = z.input<typeof consoleTicketQuerySchema>;

export const consoleReplySchema = z.object({ body: text(5000), internal: z.boolean().default(false) });
export type ConsoleReplyRequest = z.input<typeof consoleReplySchema>;

export const consoleAssignSchema = z.object({ operatorId: idField.nullable() });
export const consoleTicketStatusSchema = z.object({ status: z.enum(ticketStatuses, { error: "validation.invalid" }) });

export const cannedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  isActive: z.boolean(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedReplyFieldsSchema = z.object({
  title: text(80),
  bodyZh: text(5000),
  bodyEn: text(5000),
  isActive: z.boolean().default(true),
});
export type CannedReplyFields = z.input<typeof cannedReplyFieldsSchema>;

export const attachmentParamsSchema = z.object({ id: idField });
