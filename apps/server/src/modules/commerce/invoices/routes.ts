import { type InvoiceView, invoiceCalls, ResponseCode } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { InvoiceRow, InvoicesService } from "./service.ts";

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
    createTime: row.createdAt.toISOString(),
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
      );
    }
    return view(result.invoice);
  });

  serveEndpoint(app, invoiceCalls.listInvoices, async (_input, request) =>
    (await invoices.mine(currentMember(request).memberId)).map(view),
  );

  serveEndpoint(app, invoiceCalls.downloadInvoice, async ({ query }, request) => {
    const file = await invoices.pdfFor(currentMember(request).memberId, query.invoiceId);
    if (!file) throw new AppError(ResponseCode.NotFound, "invoices.notFound");
    return { filename: file.fileName, contentType: "application/pdf", content: file.bytes };
  });
}
