import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import { invoiceDownloadQuerySchema, invoiceRequestSchema, invoiceViewSchema } from "../invoices.ts";
import { invoiceEndpoints as e } from "./invoices.ts";

export const invoiceCalls = describeEndpoints(e, {
  requestInvoice: { body: invoiceRequestSchema, response: invoiceViewSchema },
  listInvoices: { response: invoiceViewSchema.array() },
  downloadInvoice: { query: invoiceDownloadQuerySchema, response: fileAnswerSchema, file: "application/pdf" },
});
