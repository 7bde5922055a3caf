import type { Refund, RefundQuery } from "@shop/contract/core";
import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime, formatTraffic } from "../../lib/format.ts";
import { ConfirmFactsDialog } from "../../ui/confirm-facts-dialog.tsx";
import { TableRows } from "../../ui/table-rows.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { paymentMethodLabel, refundProblem, useConsoleSession } from "../console/index.ts";
import { useRefundActions, useRefunds } from "./api.ts";
import { formatFen, refundChannelText, secondaryButtonClass } from "./format.ts";
import { LabelledInput } from "./labelled-input.tsx";
import { StatusBadge } from "./orders-view.tsx";
import { ListPager } from "./pager.tsx";

const statuses = ["requested", "processing", "succeeded", "failed", "rejected"] as const;
const pageSize = 20;
const features = tableFeatures({});
const column = createColumnHelper<typeof features, Refund>();

/** The refunds queue: what waits for a second operator, what waits for the provider, and what is done. */
export function RefundsView() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const status = (params.get("status") ?? "requested") as RefundQuery["status"] | "all";
  const page = Number(params.get("page") ?? 1);
  const refunds = useRefunds({ status: status === "all" ? undefined : status, page, pageSize });
  const total = refunds.data?.total ?? 0;
  const go = (changes: Record<string, string>) => setParams({ status: status ?? "all", page: "1", ...changes });

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={t("console.refunds.status")} className="flex flex-wrap gap-2">
        {[...statuses, "all" as const].map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => go({ status: value })}
            className={`rounded-full px-3 py-1 text-sm ${status === value ? "bg-brand text-white" : "bg-white text-slate-700 ring-1 ring-slate-300"}`}
          >
            {t(`console.refunds.statuses.${value}`)}
          </button>
        ))}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
        {refunds.data && total === 0 ? (
          <p className="px-2 py-6 text-center text-slate-500 text-sm">{t("console.refunds.empty")}</p>
        ) : (
          <RefundsTable refunds={refunds.data?.list ?? []} showOrder />
        )}
      </div>
      <ListPager
        total={refunds.data ? total : null}
        page={page}
        pageSize={pageSize}
        onPage={(next) => go({ page: String(next) })}
      />
    </div>
  );
}

/** Refunds with their two operators and, for the second one, approve / reject / ask the provider. */
export function RefundsTable({ refunds, showOrder = false }: { refunds: Refund[]; showOrder?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor("refundNo", {
          header: t("console.refunds.refundNo"),
          cell: (info) => (
            <span className="font-mono text-xs">
              {info.getValue()}
              {showOrder && info.row.original.orderNo && (
                <LocalizedLink
                  to={`/ops/orders/${info.row.original.orderKind}/${info.row.original.orderId}`}
                  className="block text-brand hover:underline"
                >
                  {info.row.original.orderNo}
                </LocalizedLink>
              )}
            </span>
          ),
        }),
        column.accessor("amountFen", {
          header: t("console.refunds.amount"),
          cell: (info) => (
            <span className="tabular-nums">
              {formatFen(info.getValue(), locale)}
              <span className="block text-slate-500 text-xs">
                {t("console.refunds.ofTotal", { amount: formatFen(info.row.original.paidFen, locale) })}
              </span>
              {info.row.original.toBalanceFen > 0 && (
                <span className="block text-slate-500 text-xs">
                  {t("console.refunds.toBalanceLine", { amount: formatFen(info.row.original.toBalanceFen, locale) })}
                </span>
              )}
            </span>
          ),
        }),
        column.accessor("status", {
          header: t("console.refunds.status"),
          cell: (info) => {
            const { lastError } = info.row.original;
            const problem = lastError ? refundProblem(t, lastError) : null;
            return (
              <span>
                <StatusBadge status={info.getValue()} label={t(`console.refunds.statuses.${info.getValue()}`)} />
                {problem && (
                  <span className="mt-1 block max-w-xs truncate text-red-700 text-xs" title={problem}>
                    {problem}
                  </span>
                )}
              </span>
            );
          },
        }),
        column.accessor("reason", {
          header: t("console.refunds.reason"),
          cell: (info) => (
            <span className="block max-w-xs whitespace-normal">
              {info.getValue()}
              {info.row.original.keepsUsedTraffic && (
                <span className="block text-amber-700 text-xs">{t("console.refunds.keepLedgerHonest")}</span>
              )}
              {info.row.original.trafficBytes > 0 && (
                <span className="block text-slate-500 text-xs">
                  {t("console.refunds.trafficTaken", {
                    traffic: formatTraffic(info.row.original.trafficBytes, locale),
                  })}
                </span>
              )}
              {info.row.original.decisionNote && (
                <span className="block text-slate-500 text-xs">{info.row.original.decisionNote}</span>
              )}
            </span>
          ),
        }),
        column.display({
          id: "people",
          header: t("console.refunds.people"),
          cell: (info) => (
            <span className="text-xs">
              {t("console.refunds.requestedBy", { name: info.row.original.requestedBy.name })}
              <span className="block text-slate-500">{formatDateTime(info.row.original.createdAt, locale)}</span>
              {info.row.original.decidedBy && (
                <span className="block">
                  {t("console.refunds.decidedBy", { name: info.row.original.decidedBy.name })}
                </span>
              )}
            </span>
          ),
        }),
        column.display({
          id: "actions",
          header: t("console.refunds.actions"),
          cell: (info) => <RefundActions refund={info.row.original} />,
        }),
      ]),
    [t, locale, showOrder],
  );
  const table = useTable({ features, data: refunds, columns });
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-sm">
        <thead className="text-left text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="whitespace-nowrap px-2 py-1 font-medium">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          <TableRows rows={table.getRowModel().rows} rowClassName="align-top" cellClassName="px-2 py-2" />
        </tbody>
      </table>
    </div>
  );
}

function RefundActions({ refund }: { refund: Refund }) {
  const t = useT();
  const session = useConsoleSession();
  const { approve, reject, settle } = useRefundActions();
  const locale = useLocale();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState("");
  const me = session.data;
  if (!me?.permissions.includes("refunds.approve")) return null;
  if (refund.status === "processing") {
    return (
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={settle.isPending}
        onClick={() => settle.mutate(refund.id)}
      >
        {t("console.refunds.settle")}
      </button>
    );
  }
  if (refund.status !== "requested") return null;
  // The two-person rule, shown before the server would refuse it.
  if (refund.requestedBy.id === me.id) {
    return <span className="text-slate-500 text-xs">{t("console.refunds.needsAnother")}</span>;
  }
  const busy = approve.isPending || reject.isPending;
  const amount = formatFen(refund.amountFen, locale);
  const method = paymentMethodLabel(t, refund.method);
  const providerFen = refund.amountFen - refund.toBalanceFen;
  const channel = refundChannelText(t, locale, method, providerFen, refund.toBalanceFen);
  const member = refund.memberAccount || `#${refund.memberId}`;
  return (
    <div className="flex min-w-48 flex-col gap-2">
      <button
        type="button"
        className="rounded-lg bg-brand px-3 py-1.5 font-semibold text-white text-xs disabled:opacity-60"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {t("console.refunds.approve")}
      </button>
      <ConfirmFactsDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("console.refunds.confirmTitle")}
        intro={t("console.refunds.confirmIntro")}
        facts={[
          { label: t("console.refunds.amount"), value: amount },
          { label: t("console.refunds.channel"), value: channel },
          { label: t("console.orders.member"), value: member },
          { label: t("console.orders.orderNo"), value: refund.orderNo ?? refund.outTradeNo },
        ]}
        confirmLabel={t("console.refunds.confirmApprove", { amount })}
        fallbackError={t("console.orders.failed")}
        onConfirm={async () => {
          const done = await approve.mutateAsync(refund.id);
          // Approval hands the refund to the provider: it may be done at once or still under way.
          // A refund wholly to the balance is there at once; a provider's part may still be under way.
          const key =
            done.status === "succeeded"
              ? providerFen === 0
                ? "approvedToBalance"
                : "approvedDone"
              : done.status === "failed"
                ? "approvedFailed"
                : "approvedSent";
          showMessage(
            t(`console.refunds.${key}`, { amount, channel: key === "approvedDone" ? channel : method, member }),
            done.status === "failed" ? "error" : "success",
          );
        }}
      />
      {rejecting ? (
        <form
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            if (note.trim()) reject.mutate({ id: refund.id, reason: note });
          }}
        >
          <LabelledInput
            label={t("console.refunds.rejectReason")}
            labelClassName="text-xs"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={200}
          />
          <button type="submit" className={secondaryButtonClass} disabled={busy || !note.trim()}>
            {t("console.refunds.reject")}
          </button>
        </form>
      ) : (
        <button type="button" className={secondaryButtonClass} onClick={() => setRejecting(true)}>
          {t("console.refunds.reject")}
        </button>
      )}
    </div>
  );
}
