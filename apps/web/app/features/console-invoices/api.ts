import type { ConsoleInvoice, ConsoleInvoiceQuery } from "@shop/contract";
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

export const downloadConsoleInvoice = (id: number) =>
  consoleApi.call(c.downloadPdf, { params: { id } }, { timeoutMs: 120_000 });

/** A decision on one request: issue with the PDF (and maybe its number), issue with the number only, or reject. */
export type InvoiceDecision =
  | { kind: "pdf"; file: File; invoiceNo: string }
  | { kind: "number"; invoiceNo: string }
  | { kind: "reject"; reason: string };

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
