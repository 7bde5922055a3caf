import type { InvoicePdfCopy, InvoiceRequestInput } from "@shop/contract";
import { invoiceEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const invoiceKeys = { all: ["invoices"] as const };

/** GET /app-api/invoice/list: the member's invoice requests, newest first. */
export function useInvoices(enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.all, queryFn: () => api.call(invoiceEndpoints.listInvoices), enabled });
}

/** POST /app-api/invoice/create; a refusal comes back as the form's translated error. */
export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceRequestInput) => api.call(invoiceEndpoints.requestInvoice, { body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** GET /app-api/invoice/pdf: the issued PDF (or the red-letter invoice that reversed it) as a Blob. */
export const downloadInvoicePdf = (invoiceId: number, copy: InvoicePdfCopy = "original") =>
  api.call(invoiceEndpoints.downloadInvoice, { query: { invoiceId, copy } }, { timeoutMs: 120_000 });
