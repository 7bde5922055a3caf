import {
  type ConsoleInvoice,
  type ConsoleInvoiceFilter,
  consoleInvoiceFilters,
  formatMoney,
  type InvoicePdfCopy,
} from "@shop/contract";
import { type FormEvent, type ReactNode, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { saveBlob } from "../../lib/copy-and-save.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ConfirmFactsDialog } from "../../ui/confirm-facts-dialog.tsx";
import { inputClass } from "../../ui/field.tsx";
import { FilePicker } from "../../ui/file-picker.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { ConsoleCard } from "../console/index.ts";
import { downloadConsoleInvoice, type InvoiceDecision, useDecideInvoice, useInvoiceQueue } from "./api.ts";

const control = inputClass(false);
const labelClass = "block font-medium text-slate-700 text-sm";
const statusTone = { requested: "warning", issued: "success", rejected: "danger", reversed: "neutral" } as const;

function useK() {
  const t = useT();
  return (key: string, params?: Record<string, unknown>) => t(`consoleInvoices.${key}`, params);
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-slate-500 text-xs">{label}</dt>
      <dd className="mt-0.5 break-words font-medium text-ink text-sm">{children}</dd>
    </div>
  );
}

/** Issue (PDF and/or number) or reject one waiting request; refusals show under the form in the page's language. */
function DecisionForm({ invoice }: { invoice: ConsoleInvoice }) {
  const k = useK();
  const decide = useDecideInvoice(invoice.id);
  const [invoiceNo, setInvoiceNo] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const send = async (decision: InvoiceDecision, done: string) => {
    setError(null);
    try {
      await decide.mutateAsync(decision);
      showMessage(done, "success");
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : k("failed"));
    }
  };
  const issue = (event: FormEvent) => {
    event.preventDefault();
    if (file) void send({ kind: "pdf", file, invoiceNo }, k("issuedToast"));
    else void send({ kind: "number", invoiceNo }, k("issuedToast"));
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    void send({ kind: "reject", reason }, k("rejectedToast"));
  };
  const id = `invoice-${invoice.id}`;
  return (
    <div className="mt-4 grid gap-4 border-slate-100 border-t pt-4 lg:grid-cols-2">
      <form onSubmit={issue} className="space-y-3" data-testid="invoice-issue-form">
        <h3 className="font-semibold text-ink text-sm">{k("issueHeading")}</h3>
        <PdfAndNumber
          id={id}
          labels={{ pdf: k("pdf"), number: k("invoiceNo") }}
          names={{ pdf: "pdf", number: "invoiceNo" }}
          file={file}
          onFile={setFile}
          number={invoiceNo}
          onNumber={setInvoiceNo}
        />
        <p className="text-slate-500 text-xs">{k("issueHint")}</p>
        <Button type="submit" size="h9" loading={decide.isPending}>
          {file ? k("issueWithPdf") : k("issueWithNumber")}
        </Button>
      </form>
      <form onSubmit={reject} className="space-y-3" data-testid="invoice-reject-form">
        <h3 className="font-semibold text-ink text-sm">{k("rejectHeading")}</h3>
        <label className={labelClass}>
          {k("reason")}
          <textarea
            name="reason"
            rows={3}
            maxLength={200}
            className={`${control} mt-1`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <Button type="submit" size="h9" variant="danger" loading={decide.isPending}>
          {k("reject")}
        </Button>
      </form>
      {error && (
        <div className="lg:col-span-2">
          <FormError message={error} />
        </div>
      )}
    </div>
  );
}

/**
 * The red-letter invoice (红字发票) of an issued invoice whose order was refunded afterwards: its PDF
 * and/or number, then a confirmation naming the order, the amount cancelled and the member.
 */
function RedLetterForm({ invoice }: { invoice: ConsoleInvoice }) {
  const k = useK();
  const decide = useDecideInvoice(invoice.id);
  const [invoiceNo, setInvoiceNo] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `invoice-${invoice.id}-red`;
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (!file && !invoiceNo.trim()) return setError(k("redLetterMissing"));
    setError(null);
    setConfirming(true);
  };
  return (
    <div className="mt-4 border-slate-100 border-t pt-4">
      <form onSubmit={open} className="max-w-xl space-y-3" data-testid="invoice-red-letter-form">
        <h3 className="font-semibold text-ink text-sm">{k("redLetterHeading")}</h3>
        <p className="text-slate-600 text-sm">
          {k("redLetterIntro", {
            amount: formatMoney(invoice.amountFen, "CNY"),
            left: formatMoney(invoice.invoiceableFen, "CNY"),
          })}
        </p>
        <PdfAndNumber
          id={id}
          labels={{ pdf: k("redLetterPdf"), number: k("redLetterNo") }}
          names={{ pdf: "redPdf", number: "redInvoiceNo" }}
          file={file}
          onFile={setFile}
          number={invoiceNo}
          onNumber={setInvoiceNo}
        />
        <FormError message={error} />
        <Button type="submit" size="h9" variant="danger">
          {k("redLetterIssue")}
        </Button>
      </form>
      <ConfirmFactsDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={k("redLetterConfirmTitle")}
        intro={k("redLetterConfirmIntro")}
        facts={[
          { label: k("orderNo"), value: <span className="break-all font-mono">{invoice.orderNo}</span> },
          { label: k("member"), value: invoice.memberLogin ?? `#${invoice.memberId}` },
          { label: k("invoiceTitle"), value: invoice.title },
          {
            label: k("invoiceNo"),
            value: <span className="break-all font-mono">{invoice.invoiceNo ?? "—"}</span>,
          },
          { label: k("redLetterAmount"), value: formatMoney(invoice.amountFen, "CNY") },
          { label: k("invoiceable"), value: formatMoney(invoice.invoiceableFen, "CNY") },
        ]}
        confirmLabel={k("redLetterIssue")}
        fallbackError={k("failed")}
        danger
        testId="invoice-red-letter-confirm"
        onConfirm={async () => {
          await decide.mutateAsync({ kind: "red-letter", file, invoiceNo });
          showMessage(k("reversedToast"), "success");
        }}
      />
    </div>
  );
}

function InvoiceCard({ invoice }: { invoice: ConsoleInvoice }) {
  const k = useK();
  const locale = useLocale();
  const download = async (copy: InvoicePdfCopy) => {
    const name =
      copy === "red-letter"
        ? `red-letter-invoice-${invoice.redInvoiceNo ?? invoice.orderNo}.pdf`
        : `invoice-${invoice.invoiceNo ?? invoice.orderNo}.pdf`;
    try {
      saveBlob(await downloadConsoleInvoice(invoice.id, copy), name);
    } catch {
      // The client has said why in a toast.
    }
  };
  return (
    <li
      className="rounded-xl border border-slate-200 p-4"
      data-testid="console-invoice"
      data-order-no={invoice.orderNo}
      data-status={invoice.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-all font-medium font-mono text-ink text-sm">
          #{invoice.id} · {invoice.orderNo}
        </p>
        <span className="flex flex-wrap items-center gap-2">
          {invoice.refundedAfterIssue && <Badge tone="danger">{k("refundedAfterIssue")}</Badge>}
          <Badge tone={statusTone[invoice.status]} dot>
            {k(`status.${invoice.status}`)}
          </Badge>
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-5 gap-y-3 md:grid-cols-4">
        <Fact label={k("invoiceTitle")} wide>
          {invoice.title}
        </Fact>
        <Fact label={k("taxId")} wide>
          <span className="break-all font-mono">{invoice.taxId}</span>
        </Fact>
        <Fact label={k("kind")}>{k(`kinds.${invoice.kind}`)}</Fact>
        <Fact label={k("amount")}>
          <span className="tabular-nums">{formatMoney(invoice.amountFen, "CNY")}</span>
        </Fact>
        <Fact label={k("invoiceable")}>
          <span className="tabular-nums">{formatMoney(invoice.invoiceableFen, "CNY")}</span>
        </Fact>
        <Fact label={k("member")}>
          <span className="break-all">{invoice.memberLogin ?? `#${invoice.memberId}`}</span>
        </Fact>
        <Fact label={k("email")} wide>
          <span className="break-all">{invoice.email}</span>
        </Fact>
        <Fact label={k("requestedAt")}>{formatDateTime(invoice.createTime, locale)}</Fact>
        {invoice.decidedAt && <Fact label={k("decidedAt")}>{formatDateTime(invoice.decidedAt, locale)}</Fact>}
        {invoice.invoiceNo && (
          <Fact label={k("invoiceNo")} wide>
            <span className="break-all font-mono">{invoice.invoiceNo}</span>
          </Fact>
        )}
        {invoice.status === "reversed" && (
          <Fact label={k("redLetterNo")} wide>
            <span className="break-all font-mono">{invoice.redInvoiceNo ?? "—"}</span>
          </Fact>
        )}
        {invoice.reversedAt && <Fact label={k("reversedAt")}>{formatDateTime(invoice.reversedAt, locale)}</Fact>}
        {invoice.rejectReason && (
          <Fact label={k("reason")} wide>
            {invoice.rejectReason}
          </Fact>
        )}
      </dl>
      {(invoice.hasPdf || invoice.hasRedPdf) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {invoice.hasPdf && (
            <Button size="h8" variant="secondary" onClick={() => download("original")}>
              {k("downloadPdf")}
            </Button>
          )}
          {invoice.hasRedPdf && (
            <Button size="h8" variant="secondary" onClick={() => download("red-letter")}>
              {k("downloadRedPdf")}
            </Button>
          )}
        </div>
      )}
      {invoice.status === "requested" && <DecisionForm invoice={invoice} />}
      {invoice.refundedAfterIssue && <RedLetterForm invoice={invoice} />}
    </li>
  );
}

/**
 * Finance's invoice queue (issue #31): waiting requests first, then issued invoices refunded
 * afterwards (a red-letter invoice is due), a status filter, and each invoice's decision.
 */
export function InvoicesView() {
  const k = useK();
  const [status, setStatus] = useState<ConsoleInvoiceFilter | "">("requested");
  const queue = useInvoiceQueue({ status: status || undefined });
  const due = useInvoiceQueue({ status: "red-letter-due" });
  const dueCount = due.data?.length ?? 0;
  return (
    <ConsoleCard id="invoice-queue" title={k("queue")}>
      {dueCount > 0 && status !== "red-letter-due" && (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm"
          data-testid="red-letter-due-banner"
        >
          <span>{k("redLetterDueBanner", { count: dueCount })}</span>
          <Button size="h8" variant="secondary" onClick={() => setStatus("red-letter-due")}>
            {k("showRedLetterDue")}
          </Button>
        </div>
      )}
      <label className={`${labelClass} mb-4 max-w-xs`}>
        {k("filterStatus")}
        <select
          name="status"
          className={`${control} mt-1`}
          value={status}
          onChange={(e) => setStatus(e.target.value as ConsoleInvoiceFilter | "")}
        >
          <option value="">{k("all")}</option>
          {consoleInvoiceFilters.map((s) => (
            <option key={s} value={s}>
              {k(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {queue.data?.length === 0 && <p className="py-6 text-center text-slate-500 text-sm">{k("empty")}</p>}
      {queue.isError && <p className="py-6 text-center text-red-600 text-sm">{k("failed")}</p>}
      <ul className="space-y-3" data-testid="console-invoices">
        {queue.data?.map((invoice) => (
          <InvoiceCard key={invoice.id} invoice={invoice} />
        ))}
      </ul>
    </ConsoleCard>
  );
}

/** An invoice's PDF and its number: finance gives either or both (issuing, and the red-letter invoice). */
function PdfAndNumber({
  id,
  labels,
  names,
  file,
  onFile,
  number,
  onNumber,
}: {
  id: string;
  labels: { pdf: string; number: string };
  names: { pdf: string; number: string };
  file: File | null;
  onFile(file: File | null): void;
  number: string;
  onNumber(number: string): void;
}) {
  return (
    <>
      <div>
        <label className={labelClass} htmlFor={`${id}-pdf`}>
          {labels.pdf}
        </label>
        <FilePicker
          id={`${id}-pdf`}
          name={names.pdf}
          accept="application/pdf,.pdf"
          fileName={file?.name ?? null}
          onFile={onFile}
        />
      </div>
      <label className={labelClass}>
        {labels.number}
        <input
          name={names.number}
          className={`${control} mt-1 font-mono`}
          value={number}
          onChange={(e) => onNumber(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
    </>
  );
}
