import { endpointGroup, type FileAnswer } from "../endpoint.ts";
import type {
  CannedReply,
  CannedReplyFields,
  ConsoleReplyRequest,
  ConsoleTicket,
  ConsoleTicketDetail,
  ConsoleTicketQuery,
  CreateTicketRequest,
  TicketAttachment,
  TicketDetail,
  TicketReplyRequest,
  TicketStatus,
  TicketSummary,
} from "../support.ts";

const member = endpointGroup({ tag: "Support", audience: "member", scope: "support:write" });

/** The member's support tickets (issue #31): browser session, or an API key with `support:write`. */
export const supportEndpoints = {
  listTickets: member.get<{ data: TicketSummary[] }>("/app-api/support/tickets", "The member's tickets, newest first"),
  createTicket: member.post<{ body: CreateTicketRequest; data: TicketDetail }>(
    "/app-api/support/tickets/create",
    "Opens a ticket with its first message (attachments uploaded first, named by fileIds)",
  ),
  getTicket: member.get<{ params: { id: number }; data: TicketDetail }>(
    "/app-api/support/tickets/:id",
    "One of the member's tickets with its messages (internal notes are never included)",
  ),
  replyTicket: member.post<{ params: { id: number }; body: TicketReplyRequest; data: TicketDetail }>(
    "/app-api/support/tickets/:id/reply",
    "Adds the member's message; a waiting or resolved ticket is open again",
  ),
  setTicketStatus: member.post<{ params: { id: number }; body: { status: "open" | "resolved" }; data: TicketDetail }>(
    "/app-api/support/tickets/:id/status",
    "Resolves or reopens the member's ticket",
  ),
  uploadAttachment: member.post<{ data: TicketAttachment }>(
    "/app-api/support/attachments/upload",
    'Uploads one attachment (PNG, JPEG, WebP, text or HAR/JSON up to 5 MiB, multipart part "file"), stored privately',
    { uploadsFile: { field: "file" } },
  ),
  downloadAttachment: member.get<{ params: { id: number }; data: FileAnswer }>(
    "/app-api/support/attachments/:id",
    "An attachment of one of the member's tickets, as a download",
    { answersFile: true },
  ),
};

const ops = endpointGroup({ tag: "Console: support", audience: "operator", permission: "support.manage" });

/** The console's ticket queue, replies, notes, assignment and canned replies. */
export const consoleSupportEndpoints = {
  queue: ops.get<{ query: ConsoleTicketQuery; data: ConsoleTicket[] }>(
    "/ops-api/support/tickets",
    "Tickets, oldest first, filtered by status, category and assignee",
  ),
  getTicket: ops.get<{ params: { id: number }; data: ConsoleTicketDetail }>(
    "/ops-api/support/tickets/:id",
    "A ticket with every message and internal note",
  ),
  reply: ops.post<{ params: { id: number }; body: ConsoleReplyRequest; data: ConsoleTicketDetail }>(
    "/ops-api/support/tickets/:id/reply",
    "Replies to the member (told by e-mail or SMS) or adds an internal note",
  ),
  assign: ops.post<{ params: { id: number }; body: { operatorId: number | null }; data: ConsoleTicketDetail }>(
    "/ops-api/support/tickets/:id/assign",
    "Assigns the ticket to an operator, or to nobody",
  ),
  setStatus: ops.post<{ params: { id: number }; body: { status: TicketStatus }; data: ConsoleTicketDetail }>(
    "/ops-api/support/tickets/:id/status",
    "Sets the ticket's status",
  ),
  downloadAttachment: ops.get<{ params: { id: number }; data: FileAnswer }>(
    "/ops-api/support/attachments/:id",
    "A ticket's attachment, as a download",
    { answersFile: true },
  ),
  listCanned: ops.get<{ data: CannedReply[] }>("/ops-api/support/canned-replies", "Canned replies"),
  createCanned: ops.post<{ body: CannedReplyFields; data: CannedReply }>(
    "/ops-api/support/canned-replies/create",
    "Adds a canned reply in both languages",
  ),
  updateCanned: ops.post<{ params: { id: number }; body: CannedReplyFields; data: CannedReply }>(
    "/ops-api/support/canned-replies/:id",
    "Changes a canned reply",
  ),
};
