import { endpointGroup, type FileAnswer } from "../endpoint.ts";
import type { InvoiceDownloadQuery, InvoiceRequestInput, InvoiceView } from "../invoices.ts";

const { get, post } = endpointGroup({ tag: "Invoices", audience: "member" });

/** Invoices (发票) for the member's paid orders (issue #31). */
export const invoiceEndpoints = {
  requestInvoice: post<{ body: InvoiceRequestInput; data: InvoiceView }>(
    "/app-api/invoice/create",
    "Asks for an e-invoice of one paid order (title, unified social credit code, general or special VAT, e-mail)",
  ),
  listInvoices: get<{ data: InvoiceView[] }>("/app-api/invoice/list", "The member's invoice requests, newest first"),
  downloadInvoice: get<{ query: InvoiceDownloadQuery; data: FileAnswer }>(
    "/app-api/invoice/pdf",
    "The PDF of one of the member's issued invoices, as a download",
    { answersFile: true },
  ),
};
