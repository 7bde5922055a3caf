import multipart from "@fastify/multipart";
import {
  type ConsoleInvoice,
  consoleInvoiceCalls,
  formatFen,
  type InvoiceView,
  invoiceCalls,
  invoicePdfMaxBytes,
  ResponseCode,
} from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { auditContextOf } from "../../console/audit/service.ts";
import { currentOperator } from "../../console/operators/console-http.ts";
import type {
  InvoiceDecisionOutcome,
  InvoiceReversalOutcome,
  InvoiceRow,
  InvoicesService,
  QueuedInvoice,
  UploadedPdf,
} from "./service.ts";

function view(row: InvoiceRow): InvoiceView {
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind as InvoiceView["kind"],
    title: row.title,
    taxId: row.taxId,
    email: row.email,
    amountFen: row.amountFen,
    status: row.status as InvoiceView["status"],
    invoiceNo: row.invoiceNo,
    hasPdf: row.fileId !== null,
    rejectReason: row.rejectReason,
    redInvoiceNo: row.redInvoiceNo,
    hasRedPdf: row.redFileId !== null,
    reversedAt: row.reversedAt?.toISOString() ?? null,
    createTime: row.createdAt.toISOString(),
  };
}

function consoleView(row: QueuedInvoice): ConsoleInvoice {
  return {
    ...view(row),
    memberId: row.memberId,
    memberLogin: row.memberLogin,
    invoiceableFen: row.invoiceableFen,
    refundedAfterIssue: row.refundedAfterIssue,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The member's invoice calls (issue #31): ask for one, list them, download an issued PDF. */
export async function invoiceRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  // Invoices name a company and its tax ID: no cache keeps an answer.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  serveEndpoint(app, invoiceCalls.requestInvoice, async ({ body }, request) => {
    const result = await invoices.request(currentMember(request).memberId, body);
    if (result.outcome === "refused") {
      throw new AppError(
        result.reason === "invoices.orderNotFound" ? ResponseCode.NotFound : ResponseCode.BadRequest,
        result.reason,
        result.maxFen === undefined ? {} : { max: formatFen(result.maxFen) },
      );
    }
    return view(result.invoice);
  });

  serveEndpoint(app, invoiceCalls.listInvoices, async (_input, request) =>
    (await invoices.mine(currentMember(request).memberId)).map(view),
  );

  serveEndpoint(app, invoiceCalls.downloadInvoice, async ({ query }, request) => {
    const file = await invoices.pdfFor(currentMember(request).memberId, query.invoiceId, query.copy);
    if (!file) throw new AppError(ResponseCode.NotFound, "invoices.notFound");
    return { filename: file.fileName, contentType: "application/pdf", content: file.bytes };
  });
}

/** Finance's invoice queue on the console (invoices.manage): issue with the PDF or the number, or reject. */
export async function invoiceConsoleRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  const c = consoleInvoiceCalls;
  // One PDF per upload request: anything bigger is cut off and refused.
  await app.register(multipart, {
    limits: { fileSize: invoicePdfMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  const answer = async (decided: InvoiceDecisionOutcome | InvoiceReversalOutcome): Promise<ConsoleInvoice> => {
    if (decided.outcome === "refused") {
      throw new AppError(
        decided.reason === "invoices.notFound" ? ResponseCode.NotFound : ResponseCode.BadRequest,
        decided.reason,
      );
    }
    const row = await invoices.queued(decided.invoice.id);
    if (!row) throw new AppError(ResponseCode.NotFound, "invoices.notFound");
    return consoleView(row);
  };
  const who = (request: FastifyRequest) => ({ id: currentOperator(request).id, audit: auditContextOf(request) });

  serveEndpoint(app, c.queue, async ({ query }) => (await invoices.queue(query.status)).map(consoleView));

  /** The one PDF of a multipart upload (part "file"); anything else is refused with `refusal`. */
  async function uploadedPdf(request: FastifyRequest, refusal: string): Promise<UploadedPdf> {
    if (!request.isMultipart()) throw new AppError(ResponseCode.BadRequest, refusal);
    try {
      const file = await request.file();
      if (file?.fieldname !== "file") throw new AppError(ResponseCode.BadRequest, refusal);
      const bytes = await file.toBuffer();
      if (file.file.truncated) throw new AppError(ResponseCode.BadRequest, refusal);
      return { bytes, originalName: file.filename || null };
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.info({ err: error }, "unreadable invoice PDF");
      throw new AppError(ResponseCode.BadRequest, refusal);
    }
  }

  serveEndpoint(app, c.issueWithPdf, async ({ params, query }, request) => {
    const pdf = await uploadedPdf(request, "invoices.pdfInvalid");
    const operator = who(request);
    return answer(
      await invoices.issue(operator.id, params.id, { invoiceNo: query.invoiceNo ?? null, pdf }, operator.audit),
    );
  });

  serveEndpoint(app, c.markIssued, async ({ params, body }, request) => {
    const operator = who(request);
    return answer(await invoices.issue(operator.id, params.id, { invoiceNo: body.invoiceNo }, operator.audit));
  });

  serveEndpoint(app, c.reject, async ({ params, body }, request) => {
    const operator = who(request);
    return answer(await invoices.reject(operator.id, params.id, body.reason, operator.audit));
  });

  serveEndpoint(app, c.issueRedLetterWithPdf, async ({ params, query }, request) => {
    const pdf = await uploadedPdf(request, "invoices.redPdfInvalid");
    const operator = who(request);
    return answer(
      await invoices.reverse(operator.id, params.id, { invoiceNo: query.invoiceNo ?? null, pdf }, operator.audit),
    );
  });

  serveEndpoint(app, c.markRedLetter, async ({ params, body }, request) => {
    const operator = who(request);
    return answer(await invoices.reverse(operator.id, params.id, { invoiceNo: body.invoiceNo }, operator.audit));
  });

  serveEndpoint(app, c.downloadPdf, async ({ params, query }) => {
    const file = await invoices.pdfForConsole(params.id, query.copy);
    if (!file) throw new AppError(ResponseCode.NotFound, "invoices.notFound");
    return { filename: file.fileName, contentType: "application/pdf", content: file.bytes };
  });
}
