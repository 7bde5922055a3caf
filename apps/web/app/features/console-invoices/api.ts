import type { ConsoleInvoice, ConsoleInvoiceQuery, InvoicePdfCopy } from "@shop/contract";
import { consoleInvoiceEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../console/index.ts";

const c = consoleInvoiceEndpoints;
export const invoiceKeys = {
  all: () => [...consoleKeys.all(), "invoices"] as const,
  queue: (query: ConsoleInvoiceQuery) => [...invoiceKeys.all(), query] as const,
};

export const useInvoiceQueue = (query: ConsoleInvoiceQuery) =>
  useQuery({ queryKey: invoiceKeys.queue(query), queryFn: () => consoleApi.call(c.queue, { query }) });

export const downloadConsoleInvoice = (id: number, copy: InvoicePdfCopy = "original") =>
  consoleApi.call(c.downloadPdf, { params: { id }, query: { copy } }, { timeoutMs: 120_000 });

/**
 * A decision on one invoice: issue a request with the PDF (and maybe its number), with the number
 * only, or reject it; or reverse an issued one with its red-letter invoice (PDF and/or number).
 */
export type InvoiceDecision =
  | { kind: "pdf"; file: File; invoiceNo: string }
  | { kind: "number"; invoiceNo: string }
  | { kind: "reject"; reason: string }
  | { kind: "red-letter"; file: File | null; invoiceNo: string };

export function useDecideInvoice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: InvoiceDecision): Promise<ConsoleInvoice> => {
      if (decision.kind === "pdf") {
        return consoleApi.upload(c.issueWithPdf, decision.file, decision.file.name || "invoice.pdf", {
          params: { id },
          query: { invoiceNo: decision.invoiceNo.trim() || undefined },
          quiet: true,
          timeoutMs: 120_000,
        });
      }
      if (decision.kind === "red-letter") {
        if (decision.file) {
          return consoleApi.upload(c.issueRedLetterWithPdf, decision.file, decision.file.name || "red-letter.pdf", {
            params: { id },
            query: { invoiceNo: decision.invoiceNo.trim() || undefined },
            quiet: true,
            timeoutMs: 120_000,
          });
        }
        return consoleApi.call(
          c.markRedLetter,
          { params: { id }, body: { invoiceNo: decision.invoiceNo } },
          { quiet: true },
        );
      }
      if (decision.kind === "number") {
        return consoleApi.call(
          c.markIssued,
          { params: { id }, body: { invoiceNo: decision.invoiceNo } },
          { quiet: true },
        );
      }
      return consoleApi.call(c.reject, { params: { id }, body: { reason: decision.reason } }, { quiet: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
  });
}
