import {
  formatMoney,
  type InvoiceKind,
  type InvoicePdfCopy,
  type InvoiceView,
  invoiceKinds,
  invoiceRequestSchema,
} from "@shop/contract";
import { type FormEvent, useState } from "react";
import { useLocale, useT } from "../../../i18n/use-locale.ts";
import { saveBlob } from "../../../lib/copy-and-save.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { Badge } from "../../../ui/badge.tsx";
import { Button } from "../../../ui/button.tsx";
import { FormError, SubmitButton, TextField } from "../../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../../ui/loading-overlay.tsx";
import { ModalDialog } from "../../../ui/modal-dialog.tsx";
import { SelectField } from "../../../ui/select-field.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import { useCheckedForm } from "../../../ui/use-checked-form.ts";
import { downloadInvoicePdf, useInvoices, useRequestInvoice } from "./api.ts";

/** What the dialog needs of a paid order: its number and what it paid and had refunded (fen). */
export interface InvoiceableOrder {
  orderNo: string;
  payAmount: number | null;
  refundedAmount: number;
}

const statusTone = { requested: "warning", issued: "success", rejected: "danger", reversed: "neutral" } as const;

/** "12.34" -> 1234 fen; -1 (refused by the schema as invalid) for anything but an amount with up to 2 decimals. */
function fenOf(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return -1;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function InvoiceStatusCard({ invoice }: { invoice: InvoiceView }) {
  const t = useT();
  const locale = useLocale();
  const [saving, setSaving] = useState<InvoicePdfCopy | null>(null);
  const download = async (copy: InvoicePdfCopy) => {
    setSaving(copy);
    const name =
      copy === "red-letter"
        ? `red-letter-invoice-${invoice.redInvoiceNo ?? invoice.orderNo}.pdf`
        : `invoice-${invoice.invoiceNo ?? invoice.orderNo}.pdf`;
    try {
      saveBlob(await downloadInvoicePdf(invoice.id, copy), name);
    } catch {
      showMessage(t("invoices.downloadFailed"), "error");
    } finally {
      setSaving(null);
    }
  };
  return (
    <section
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
      data-testid="invoice-status"
      data-status={invoice.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone={statusTone[invoice.status]} dot>
          {t(`invoices.status.${invoice.status}`)}
        </Badge>
        <span className="text-slate-500 text-xs">{formatDateTime(invoice.createTime, locale)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2 min-w-0">
          <dt className="text-slate-500 text-xs">{t("invoices.fields.title")}</dt>
          <dd className="break-words font-medium text-ink">{invoice.title}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500 text-xs">{t("invoices.fields.kind")}</dt>
          <dd className="font-medium text-ink">{t(`invoices.kinds.${invoice.kind}`)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500 text-xs">{t("invoices.fields.amount")}</dt>
          <dd className="font-medium text-ink tabular-nums">{formatMoney(invoice.amountFen, "CNY")}</dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="text-slate-500 text-xs">{t("invoices.fields.taxId")}</dt>
          <dd className="break-all font-medium font-mono text-ink">{invoice.taxId}</dd>
        </div>
        {invoice.invoiceNo && (
          <div className="col-span-2 min-w-0">
            <dt className="text-slate-500 text-xs">{t("invoices.fields.invoiceNo")}</dt>
            <dd className="break-all font-medium font-mono text-ink" data-testid="invoice-number">
              {invoice.invoiceNo}
            </dd>
          </div>
        )}
        {invoice.redInvoiceNo && (
          <div className="col-span-2 min-w-0">
            <dt className="text-slate-500 text-xs">{t("invoices.fields.redInvoiceNo")}</dt>
            <dd className="break-all font-medium font-mono text-ink" data-testid="red-invoice-number">
              {invoice.redInvoiceNo}
            </dd>
          </div>
        )}
      </dl>
      {invoice.status === "requested" && (
        <p className="mt-3 text-slate-600 text-sm">{t("invoices.requestedNote", { address: invoice.email })}</p>
      )}
      {invoice.status === "rejected" && (
        <p className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm" data-testid="invoice-reject-reason">
          {t("invoices.rejectedReason", { reason: invoice.rejectReason ?? "" })}
        </p>
      )}
      {invoice.status === "issued" &&
        (invoice.hasPdf ? (
          <Button
            className="mt-3"
            size="h9"
            loading={saving === "original"}
            onClick={() => download("original")}
            data-testid="invoice-download"
          >
            {t("invoices.download")}
          </Button>
        ) : (
          <p className="mt-3 text-slate-600 text-sm">{t("invoices.issuedWithoutFile")}</p>
        ))}
      {invoice.status === "reversed" && (
        <>
          <p className="mt-3 text-slate-600 text-sm" data-testid="invoice-reversed-note">
            {t("invoices.reversedNote")}
          </p>
          {(invoice.hasPdf || invoice.hasRedPdf) && (
            <div className="mt-3 flex flex-wrap gap-2">
              {invoice.hasPdf && (
                <Button
                  size="h9"
                  variant="secondary"
                  loading={saving === "original"}
                  onClick={() => download("original")}
                  data-testid="invoice-download"
                >
                  {t("invoices.downloadOriginal")}
                </Button>
              )}
              {invoice.hasRedPdf && (
                <Button
                  size="h9"
                  loading={saving === "red-letter"}
                  onClick={() => download("red-letter")}
                  data-testid="invoice-download-red"
                >
                  {t("invoices.downloadRed")}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function RequestForm({
  order,
  invoiceableFen,
  previous,
}: {
  order: InvoiceableOrder;
  invoiceableFen: number;
  previous: InvoiceView | undefined;
}) {
  const t = useT();
  const { fieldErrors, error, busy, submit } = useCheckedForm();
  const requestInvoice = useRequestInvoice();
  const [kind, setKind] = useState<InvoiceKind>(previous?.kind ?? "normal");
  const [title, setTitle] = useState(previous?.title ?? "");
  const [taxId, setTaxId] = useState(previous?.taxId ?? "");
  const [email, setEmail] = useState(previous?.email ?? "");
  const [amount, setAmount] = useState((invoiceableFen / 100).toFixed(2));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { orderNo: order.orderNo, kind, title, taxId, email, amountFen: fenOf(amount) };
    void submit({
      schema: invoiceRequestSchema,
      input,
      send: async () => {
        await requestInvoice.mutateAsync(input);
        showMessage(t("invoices.requestedToast"), "success");
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="invoice-form">
      <p className="text-slate-600 text-sm">{t("invoices.formIntro")}</p>
      <SelectField
        id="invoice-kind"
        name="kind"
        label={t("invoices.fields.kind")}
        value={kind}
        onChange={(e) => setKind(e.target.value as InvoiceKind)}
        options={invoiceKinds.map((value) => ({ value, label: t(`invoices.kinds.${value}`) }))}
        error={fieldErrors.kind}
      />
      <TextField
        name="title"
        label={t("invoices.fields.title")}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={fieldErrors.title}
        placeholder={t("invoices.placeholders.title")}
        autoComplete="organization"
      />
      <TextField
        name="taxId"
        label={t("invoices.fields.taxId")}
        value={taxId}
        onChange={(e) => setTaxId(e.target.value)}
        error={fieldErrors.taxId}
        placeholder={t("invoices.placeholders.taxId")}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        name="email"
        type="email"
        label={t("invoices.fields.email")}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
        autoComplete="email"
      />
      <div>
        <TextField
          name="amount"
          inputMode="decimal"
          label={t("invoices.fields.amountYuan")}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={fieldErrors.amountFen}
        />
        {!fieldErrors.amountFen && (
          <p className="mt-1.5 text-slate-500 text-xs" data-testid="invoiceable-amount">
            {t("invoices.invoiceableHint", { amount: formatMoney(invoiceableFen, "CNY") })}
          </p>
        )}
      </div>
      <FormError message={error} />
      <SubmitButton busy={busy} busyLabel={t("invoices.submitting")}>
        {t("invoices.submit")}
      </SubmitButton>
    </form>
  );
}

/**
 * "Invoice" of a paid order: what was asked for and its state (waiting, issued with the PDF to
 * download or its number, rejected with the reason, reversed by a red-letter invoice with both
 * PDFs), and the request form while the order has no waiting or issued invoice. The amount starts at what is still invoiceable (paid less refunded).
 */
export function InvoiceDialog({ order, onClose }: { order: InvoiceableOrder | null; onClose(): void }) {
  const t = useT();
  const invoices = useInvoices(order !== null);
  const mine = invoices.data ?? [];
  const forOrder = order ? mine.filter((invoice) => invoice.orderNo === order.orderNo) : [];
  // Rejected and reversed (红冲) invoices are closed: the order may be asked for again.
  const open = forOrder.find((invoice) => invoice.status === "requested" || invoice.status === "issued");
  const invoiceableFen = order ? (order.payAmount ?? 0) - order.refundedAmount : 0;
  return (
    <ModalDialog
      open={order !== null}
      onClose={onClose}
      title={order ? t("invoices.dialogTitle", { orderNo: order.orderNo }) : ""}
      closeLabel={t("orders.close")}
      testId="invoice-dialog"
    >
      <LoadingOverlay loading={invoices.isFetching && !invoices.data} label={t("common.loading")}>
        {order && invoices.data ? (
          <div className="space-y-4">
            {forOrder.map((invoice) => (
              <InvoiceStatusCard key={invoice.id} invoice={invoice} />
            ))}
            {!open &&
              (invoiceableFen > 0 ? (
                <RequestForm
                  key={forOrder.length}
                  order={order}
                  invoiceableFen={invoiceableFen}
                  previous={forOrder[0] ?? mine[0]}
                />
              ) : (
                <p className="text-slate-600 text-sm">{t("invoices.nothingLeft")}</p>
              ))}
          </div>
        ) : (
          <div className="h-48" />
        )}
      </LoadingOverlay>
    </ModalDialog>
  );
}
