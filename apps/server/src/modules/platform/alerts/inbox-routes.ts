import { consoleAnnouncementCalls, inboxCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { type AuditRecorder, consoleActorOf } from "../../../lib/console-actor.ts";
import { currentOperator } from "../../console/operators/console-http.ts";
import type { Inbox } from "./inbox.ts";

/** The member's message centre (站内信). */
export async function inboxRoutes(app: FastifyInstance, opts: { inbox: Inbox }) {
  const { inbox } = opts;
  const memberOf = (request: FastifyRequest) => currentMember(request).memberId;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  serveEndpoint(app, inboxCalls.listMessages, ({ query }, request) =>
    inbox.list(memberOf(request), query, request.locale),
  );
  serveEndpoint(app, inboxCalls.unreadCount, (_input, request) => inbox.unreadCount(memberOf(request)));
  serveEndpoint(app, inboxCalls.markRead, ({ body }, request) => inbox.markRead(memberOf(request), Number(body.id)));
  serveEndpoint(app, inboxCalls.markAllRead, (_input, request) => inbox.markAllRead(memberOf(request)));
}

/** The console's announcements to members (owner and support). */
export async function announcementRoutes(app: FastifyInstance, opts: { inbox: Inbox; audit: AuditRecorder }) {
  const { inbox, audit } = opts;
  serveEndpoint(app, consoleAnnouncementCalls.listAnnouncements, () => inbox.announcements());
  serveEndpoint(app, consoleAnnouncementCalls.checkAccounts, ({ body }) => inbox.checkAccounts(body.accounts));
  serveEndpoint(app, consoleAnnouncementCalls.sendAnnouncement, ({ body }, request) =>
    inbox.announce({ ...consoleActorOf(request), operatorId: currentOperator(request).id }, audit, body),
  );
}
