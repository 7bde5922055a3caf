import { readFile } from "node:fs/promises";
import type { InvoicesService } from "./service.ts";

/**
 * Finance's invoice commands (`npm run ops -- invoices:…`), beside the console's queue page (/ops/invoices):
 * the same service calls, the same rules and notices to the member (only the console's decisions are audited).
 */
export const invoicesUsage = `  invoices:list [--all]                        invoice requests waiting (--all: issued and rejected too)
  invoices:issue ID --operator OPERATOR_ID (--number NO | --pdf FILE | both)
                                               issue a request: the invoice number and/or its PDF (the member downloads it)
  invoices:reject ID --operator OPERATOR_ID --reason TEXT
                                               reject a request; the member reads the reason and may ask again
  invoices:red-letter ID --operator OPERATOR_ID (--number NO | --pdf FILE | both)
                                               reverse an issued invoice refunded afterwards with its red-letter
                                               invoice (红字发票); the member may ask again for what is left
`;

export const invoicesOptionNames = ["number", "pdf"] as const;

export class InvoicesUsageError extends Error {}

const yuan = (fen: number) => (fen / 100).toFixed(2);

function numberArgument(value: string | undefined, what: string): number {
  const parsed = Number(value);
  if (!value || !Number.isSafeInteger(parsed) || parsed <= 0) throw new InvoicesUsageError(`${what} must be a number`);
  return parsed;
}

export async function runInvoicesCommand(
  invoices: InvoicesService,
  command: string,
  args: string[],
  options: { all?: boolean; operator?: string; reason?: string; number?: string; pdf?: string },
  print: (line: string) => void,
): Promise<void> {
  if (command === "invoices:list") {
    const rows = await invoices.queue(options.all ? undefined : "requested");
    if (rows.length === 0) {
      print(options.all ? "No invoices yet." : "No invoice request is waiting.");
      return;
    }
    for (const row of rows) {
      const flag = row.refundedAfterIssue ? "\tREFUNDED AFTER ISSUE" : "";
      print(
        `#${row.id}\t${row.status}\t${row.orderNo}\t¥${yuan(row.amountFen)} (invoiceable now ¥${yuan(row.invoiceableFen)})\t${row.kind}\t${row.title}\t${row.taxId ?? "-"}\t${row.email}${flag}`,
      );
    }
    return;
  }
  const invoiceId = numberArgument(args[0], "The invoice ID (see invoices:list)");
  const operatorId = numberArgument(options.operator, "--operator (the console operator's ID, see operators:list)");
  let outcome: Awaited<ReturnType<InvoicesService["issue"] | InvoicesService["reverse"]>>;
  if (command === "invoices:issue") {
    if (!options.number && !options.pdf) throw new InvoicesUsageError("invoices:issue needs --number, --pdf or both");
    const pdf = options.pdf ? { bytes: await readFile(options.pdf), originalName: options.pdf } : null;
    outcome = await invoices.issue(operatorId, invoiceId, { invoiceNo: options.number ?? null, pdf });
  } else if (command === "invoices:red-letter") {
    if (!options.number && !options.pdf) {
      throw new InvoicesUsageError("invoices:red-letter needs --number, --pdf or both (of the red-letter invoice)");
    }
    const pdf = options.pdf ? { bytes: await readFile(options.pdf), originalName: options.pdf } : null;
    outcome = await invoices.reverse(operatorId, invoiceId, { invoiceNo: options.number ?? null, pdf });
  } else if (command === "invoices:reject") {
    if (!options.reason?.trim())
      throw new InvoicesUsageError('invoices:reject needs --reason "…" (the member reads it)');
    outcome = await invoices.reject(operatorId, invoiceId, options.reason.trim());
  } else {
    throw new InvoicesUsageError(`Unknown command ${command}`);
  }
  if (outcome.outcome === "refused") throw new InvoicesUsageError(`Refused: ${outcome.reason}`);
  print(`Invoice #${invoiceId} ${outcome.outcome}; the member has been told.`);
}
