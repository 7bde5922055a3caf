import { ResponseCode } from "../codes.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import {
  consoleInvoiceIdSchema,
  consoleInvoicePdfQuerySchema,
  consoleInvoiceQuerySchema,
  consoleInvoiceSchema,
  invoiceDownloadQuerySchema,
  invoiceIssueSchema,
  invoicePdfIssueQuerySchema,
  invoiceRejectSchema,
  invoiceRequestSchema,
  invoiceViewSchema,
} from "../invoices.ts";
import { consoleInvoiceEndpoints as c, invoiceEndpoints as e } from "./invoices.ts";

export const invoiceCalls = describeEndpoints(e, {
  requestInvoice: { body: invoiceRequestSchema, response: invoiceViewSchema },
  listInvoices: { response: invoiceViewSchema.array() },
  downloadInvoice: { query: invoiceDownloadQuerySchema, response: fileAnswerSchema, file: "application/pdf" },
});

const notFound = [ResponseCode.NotFound];

export const consoleInvoiceCalls = describeEndpoints(c, {
  queue: { query: consoleInvoiceQuerySchema, response: consoleInvoiceSchema.array() },
  issueWithPdf: {
    params: consoleInvoiceIdSchema,
    query: invoicePdfIssueQuerySchema,
    response: consoleInvoiceSchema,
    errors: notFound,
  },
  markIssued: {
    params: consoleInvoiceIdSchema,
    body: invoiceIssueSchema,
    response: consoleInvoiceSchema,
    errors: notFound,
  },
  reject: {
    params: consoleInvoiceIdSchema,
    body: invoiceRejectSchema,
    response: consoleInvoiceSchema,
    errors: notFound,
  },
  issueRedLetterWithPdf: {
    params: consoleInvoiceIdSchema,
    query: invoicePdfIssueQuerySchema,
    response: consoleInvoiceSchema,
    errors: notFound,
  },
  markRedLetter: {
    params: consoleInvoiceIdSchema,
    body: invoiceIssueSchema,
    response: consoleInvoiceSchema,
    errors: notFound,
  },
  downloadPdf: {
    params: consoleInvoiceIdSchema,
    query: consoleInvoicePdfQuerySchema,
    response: fileAnswerSchema,
    file: "application/pdf",
    errors: notFound,
  },
});
