import multipart from "@fastify/multipart";
import {
  type AttachmentContentType,
  attachmentMaxBytes,
  consoleSupportCalls,
  ResponseCode,
  supportCalls,
} from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { currentMember } from "../../http/authenticate.ts";
import { serveEndpoint } from "../../http/serve-endpoint.ts";
import { consoleActorOf } from "../../lib/console-actor.ts";
import { currentOperator } from "../console/operators/console-http.ts";
import { attachmentExtension } from "./attachment-type.ts";
import type { SupportService } from "./service.ts";

/** The member's tickets and attachment upload/download (issue #31). */
export async function supportRoutes(app: FastifyInstance, opts: { support: SupportService }) {
  const { support } = opts;
  const memberOf = (request: FastifyRequest) => currentMember(request).memberId;

  // One small file per upload request: anything bigger is cut off and refused.
  await app.register(multipart, {
    limits: { fileSize: attachmentMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  serveEndpoint(app, supportCalls.listTickets, (_input, request) => support.list(memberOf(request)));
  serveEndpoint(app, supportCalls.createTicket, ({ body }, request) => support.create(memberOf(request), body));
  serveEndpoint(app, supportCalls.getTicket, ({ params }, request) => support.get(memberOf(request), params.id));
  serveEndpoint(app, supportCalls.replyTicket, ({ params, body }, request) =>
    support.reply(memberOf(request), params.id, body),
  );
  serveEndpoint(app, supportCalls.setTicketStatus, ({ params, body }, request) =>
    support.setStatus(memberOf(request), params.id, body.status),
  );

  /** multipart/form-data with one part named "file". */
  serveEndpoint(app, supportCalls.uploadAttachment, async (_input, request) => {
    const memberId = memberOf(request);
    if (!request.isMultipart()) throw new AppError(ResponseCode.BadRequest, "support.fileMissing");
    let file: Awaited<ReturnType<typeof request.file>>;
    let bytes: Buffer;
    try {
      file = await request.file();
      if (file?.fieldname !== "file") throw new AppError(ResponseCode.BadRequest, "support.fileMissing");
      bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError(ResponseCode.BadRequest, "support.fileTooLarge");
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        throw new AppError(ResponseCode.BadRequest, "support.fileTooLarge");
      }
      request.log.info({ err: error }, "unreadable support attachment");
      throw new AppError(ResponseCode.BadRequest, "support.fileMissing");
    }
    return support.upload(memberId, { bytes, fileName: file.filename || null });
  });

  serveEndpoint(app, supportCalls.downloadAttachment, async ({ params }, request) => {
    const { row, bytes } = await support.readAttachment({ memberId: memberOf(request) }, params.id);
    return fileAnswer(row.id, row.contentType, bytes);
  });
}

/**
 * A download named by the server with the sniffed type's extension: a file answer is always an
 * attachment with nosniff and a sandbox CSP, never rendered on the shop's origin.
 */
function fileAnswer(id: number, contentType: string, bytes: Buffer) {
  return {
    filename: `attachment-${id}.${attachmentExtension(contentType as AttachmentContentType)}`,
    contentType,
    content: bytes,
  };
}

/** The console's queue, replies, notes, assignment and canned replies (support.manage). */
export async function supportConsoleRoutes(app: FastifyInstance, opts: { support: SupportService }) {
  const { support } = opts;
  const c = consoleSupportCalls;
  const opOf = (request: FastifyRequest) => ({ id: currentOperator(request).id, actor: consoleActorOf(request) });

  serveEndpoint(app, c.queue, ({ query }, request) =>
    support.queue(consoleActorOf(request), currentOperator(request).id, query),
  );
  serveEndpoint(app, c.getTicket, ({ params }, request) => support.getForConsole(consoleActorOf(request), params.id));
  serveEndpoint(app, c.reply, ({ params, body }, request) => support.replyAsOperator(opOf(request), params.id, body));
  serveEndpoint(app, c.assign, ({ params, body }, request) =>
    support.assign(opOf(request), params.id, body.operatorId),
  );
  serveEndpoint(app, c.setStatus, ({ params, body }, request) =>
    support.setStatusAsOperator(opOf(request), params.id, body.status),
  );
  serveEndpoint(app, c.downloadAttachment, async ({ params }, request) => {
    const { row, bytes } = await support.readAttachment({ actor: consoleActorOf(request) }, params.id);
    return fileAnswer(row.id, row.contentType, bytes);
  });
  serveEndpoint(app, c.listCanned, () => support.listCanned());
  serveEndpoint(app, c.createCanned, ({ body }, request) => support.createCanned(opOf(request), body));
  serveEndpoint(app, c.updateCanned, ({ params, body }, request) =>
    support.updateCanned(opOf(request), params.id, body),
  );
}
