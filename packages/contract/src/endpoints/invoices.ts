import { endpointGroup, type FileAnswer } from "../endpoint.ts";
import type {
  ConsoleInvoice,
  ConsoleInvoicePdfQuery,
  ConsoleInvoiceQuery,
  InvoiceDownloadQuery,
  InvoicePdfIssueQuery,
  InvoiceRequestInput,
  InvoiceView,
} from "../invoices.ts";

const { get, post } = endpointGroup({ tag: "Invoices", audience: "member" });

/** Invoices (发票) for the member's paid orders (issue #31). */
export const invoiceEndpoints = {
  requestInvoice: post<{ body: InvoiceRequestInput; data: InvoiceView }>(
    "/app-api/invoice/create",
    "Asks for an e-invoice of one paid order (title, unified social credit code, general or special VAT, e-mail, amount up to what is still invoiceable)",
  ),
  listInvoices: get<{ data: InvoiceView[] }>("/app-api/invoice/list", "The member's invoice requests, newest first"),
  downloadInvoice: get<{ query: InvoiceDownloadQuery; data: FileAnswer }>(
    "/app-api/invoice/pdf",
    "The PDF of one of the member's issued (or reversed) invoices, or with copy=red-letter the red-letter invoice that reversed it, as a download",
    { answersFile: true },
  ),
};

const ops = endpointGroup({ tag: "Console: invoices", audience: "operator", permission: "invoices.manage" });

/** Finance's invoice queue: issue with the PDF or the number, or reject with a reason (issue #31). */
export const consoleInvoiceEndpoints = {
  queue: ops.get<{ query: ConsoleInvoiceQuery; data: ConsoleInvoice[] }>(
    "/ops-api/invoices",
    "Invoice requests, waiting ones first, then issued ones whose order was refunded afterwards (a red-letter invoice is due), filtered by status or red-letter-due",
  ),
  issueWithPdf: ops.post<{ params: { id: number }; query: InvoicePdfIssueQuery; data: ConsoleInvoice }>(
    "/ops-api/invoices/:id/issue-pdf",
    'Issues a waiting request with its PDF (multipart part "file", up to 5 MB) and optionally its number; the member is told',
    { uploadsFile: { field: "file" } },
  ),
  markIssued: ops.post<{ params: { id: number }; body: { invoiceNo: string }; data: ConsoleInvoice }>(
    "/ops-api/invoices/:id/issue",
    "Marks a waiting request issued with the invoice number only; the member is told",
  ),
  reject: ops.post<{ params: { id: number }; body: { reason: string }; data: ConsoleInvoice }>(
    "/ops-api/invoices/:id/reject",
    "Rejects a waiting request with a reason the member reads",
  ),
  issueRedLetterWithPdf: ops.post<{ params: { id: number }; query: InvoicePdfIssueQuery; data: ConsoleInvoice }>(
    "/ops-api/invoices/:id/red-letter-pdf",
    'Issues the red-letter invoice (红字发票) that reverses an issued invoice whose order was refunded afterwards, with its PDF (multipart part "file", up to 5 MB) and optionally its number; the member is told and may ask again for what is left',
    { uploadsFile: { field: "file" } },
  ),
  markRedLetter: ops.post<{ params: { id: number }; body: { invoiceNo: string }; data: ConsoleInvoice }>(
    "/ops-api/invoices/:id/red-letter",
    "Records the red-letter invoice (红字发票) that reverses an issued invoice whose order was refunded afterwards, by its number only; the member is told",
  ),
  downloadPdf: ops.get<{ params: { id: number }; query: ConsoleInvoicePdfQuery; data: FileAnswer }>(
    "/ops-api/invoices/:id/pdf",
    "The PDF of an issued invoice, or with copy=red-letter of the red-letter invoice that reversed it, as a download",
    { answersFile: true },
  ),
};
