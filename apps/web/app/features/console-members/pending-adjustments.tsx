import type { PendingAdjustment } from "@shop/contract";
import { useMemo, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { DataGrid, type GridColumn } from "../../ui/data-grid.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { inputClass } from "../../ui/field.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useConsoleSession } from "../console/index.ts";
import { type AdjustmentDecision, useDecideAdjustment, usePendingAdjustments } from "./adjustments-api.ts";
import { signedTraffic, when } from "./format.ts";
import { MemberLink } from "./member-link.tsx";

/**
 * Every traffic adjustment above support's caps that waits for an approval, across members. The
 * owner approves (one ledger row, never below zero) or rejects each; nobody decides their own.
 */
export function PendingAdjustmentsView() {
  const t = useT();
  const locale = useLocale();
  const session = useConsoleSession();
  const pending = usePendingAdjustments();
  const decide = useDecideAdjustment();
  const [asking, setAsking] = useState<{ row: PendingAdjustment; decision: AdjustmentDecision["decision"] } | null>(
    null,
  );
  const [reason, setReason] = useState("");
  const me = session.data?.id;

  const columns = useMemo<GridColumn<PendingAdjustment>[]>(
    () => [
      {
        id: "createdAt",
        header: t("consoleAdjustments.col.when"),
        cell: ({ row }) => when(row.original.createdAt, locale),
      },
      {
        id: "member",
        header: t("consoleAdjustments.col.member"),
        cell: ({ row }) => (
          <span>
            <MemberLink memberId={row.original.memberId} />
            <span className="block text-slate-500 text-xs">
              {row.original.memberMobile ?? row.original.memberEmail ?? ""}
            </span>
          </span>
        ),
      },
      {
        id: "amount",
        header: t("consoleAdjustments.col.amount"),
        cell: ({ row }) => (
          <span
            className={`font-semibold tabular-nums ${row.original.deltaBytes < 0 ? "text-red-700" : "text-emerald-700"}`}
          >
            {signedTraffic(row.original.deltaBytes, locale)}
          </span>
        ),
      },
      {
        id: "balance",
        header: t("consoleAdjustments.col.balance"),
        cell: ({ row }) => (
          <span className="tabular-nums">{formatTraffic(row.original.memberRemainingBytes, locale)}</span>
        ),
      },
      {
        id: "reason",
        header: t("consoleAdjustments.col.reason"),
        cell: ({ row }) => <span className="block max-w-72 whitespace-normal">{row.original.reason}</span>,
      },
      {
        id: "requestedBy",
        header: t("consoleAdjustments.col.requestedBy"),
        cell: ({ row }) => row.original.requestedByName,
      },
      {
        id: "actions",
        header: t("consoleAdjustments.col.actions"),
        cell: ({ row }) =>
          row.original.requestedBy === me ? (
            <span className="text-slate-500 text-xs">{t("consoleAdjustments.needsAnother")}</span>
          ) : (
            <span className="flex gap-2">
              <Button size="xs" onClick={() => setAsking({ row: row.original, decision: "approve" })}>
                {t("consoleAdjustments.approve")}
              </Button>
              <Button
                size="xs"
                variant="secondary"
                onClick={() => {
                  setReason("");
                  setAsking({ row: row.original, decision: "reject" });
                }}
              >
                {t("consoleAdjustments.reject")}
              </Button>
            </span>
          ),
      },
    ],
    [t, locale, me],
  );

  const confirm = async () => {
    if (!asking) return;
    const { row, decision } = asking;
    try {
      await decide.mutateAsync({ id: row.id, decision, reason: decision === "reject" ? reason.trim() : undefined });
      showMessage(
        t(decision === "approve" ? "consoleAdjustments.approved" : "consoleAdjustments.rejected", { id: row.memberId }),
        "success",
      );
    } catch {
      // The call's own toast says why (below zero, already decided).
    }
    setAsking(null);
  };

  const amount = asking ? signedTraffic(asking.row.deltaBytes, locale) : "";
  return (
    <div className="space-y-4">
      {pending.isError ? (
        <Alert tone="error">{t("consoleAdjustments.loadFailed")}</Alert>
      ) : !pending.data ? (
        <p className="text-slate-600 text-sm">{t("console.loading")}</p>
      ) : (
        <DataGrid
          columns={columns}
          data={pending.data.list}
          caption={t("consoleAdjustments.title")}
          emptyText={t("consoleAdjustments.empty")}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.decision === "reject" ? t("consoleAdjustments.rejectTitle") : t("consoleAdjustments.approveTitle")
        }
        confirmLabel={asking?.decision === "reject" ? t("consoleAdjustments.reject") : t("consoleAdjustments.approve")}
        danger={asking?.decision === "reject"}
        busy={decide.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      >
        {asking && (
          <>
            <p>
              {t(
                asking.decision === "approve"
                  ? "consoleAdjustments.confirmApprove"
                  : "consoleAdjustments.confirmReject",
                {
                  amount,
                  id: asking.row.memberId,
                  name: asking.row.requestedByName,
                },
              )}
            </p>
            {asking.decision === "reject" && (
              <label className="mt-3 block font-medium text-slate-700 text-sm">
                {t("consoleAdjustments.rejectReason")}
                <input
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                  maxLength={500}
                  className={`mt-1.5 ${inputClass(false)}`}
                />
              </label>
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
