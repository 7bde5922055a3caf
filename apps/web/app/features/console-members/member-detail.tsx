import { consoleMembersEndpoints, type MemberDetail } from "@shop/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { DataGrid, type GridColumn } from "../../ui/data-grid.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { consoleApi } from "../console/api/console-api.ts";
import { ActionDialog, DialogField } from "./action-dialog.tsx";
import { signedTraffic, when, yuan } from "./format.ts";

type Detail = MemberDetail;
type Dialog =
  | { kind: "suspend" | "lift" | "unmask" | "adjust" | "note" }
  | { kind: "extend" | "replace"; ipId: number; ip: string }
  | null;

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** Everything support needs to answer "why was I charged", and the actions on the member. */
export function MemberDetailView({ memberId }: { memberId: number }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [unmasked, setUnmasked] = useState<string | null>(null);
  const detail = useQuery({
    queryKey: ["ops", "member", memberId],
    queryFn: () => consoleApi.call(consoleMembersEndpoints.getMember, { params: { memberId } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["ops"] });
  const params = { memberId };
  const close = () => setDialog(null);

  const columns = useDetailColumns(setDialog, refresh);
  if (detail.isError) return <p className="text-red-700">{t("opsMembers.loadFailed")}</p>;
  if (detail.isPending) return <p className="text-slate-600">{t("opsMembers.loading")}</p>;
  const { profile } = detail.data;
  const d = detail.data;

  return (
    <div className="space-y-8">
      <Section title={t("opsMembers.detail.profile")}>
        {profile.suspendedAt ? (
          <p role="status" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm">
            {t("opsMembers.detail.suspension", {
              at: when(profile.suspendedAt, locale),
              reason: profile.suspensionReason ?? "",
            })}
          </p>
        ) : null}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Item label={t("opsMembers.columns.mobile")} value={profile.mobile ?? "—"} />
          <Item label={t("opsMembers.columns.email")} value={profile.email ?? "—"} />
          <Item label={t("opsMembers.detail.registered")} value={when(profile.createdAt, locale)} />
          <Item label={t("opsMembers.detail.lastLogin")} value={when(profile.lastLoginAt, locale)} />
          <Item label={t("opsMembers.detail.registerIp")} value={profile.registerIp ?? "—"} />
          <Item label={t("opsMembers.detail.substation")} value={profile.substationCode ?? "—"} />
          <Item label={t("opsMembers.detail.balance")} value={formatTraffic(profile.remainingBytes, locale)} />
          <Item label={t("opsMembers.detail.recharged")} value={formatTraffic(profile.rechargedBytes, locale)} />
          <Item label={t("opsMembers.detail.consumed")} value={formatTraffic(profile.consumedBytes, locale)} />
          <Item
            label={t("opsMembers.columns.certification")}
            value={t(`opsMembers.certification.${profile.certificationStatus}`)}
          />
          <Item
            label={t("opsMembers.detail.personal")}
            value={
              profile.personal ? (
                <span className="flex flex-wrap items-center gap-2">
                  {profile.personal.realName} ·{" "}
                  <span className="font-mono">{unmasked ?? profile.personal.idCardNumberMasked}</span>
                  {unmasked ? (
                    <span className="text-slate-600 text-xs">{t("opsMembers.detail.unmasked")}</span>
                  ) : (
                    <button
                      type="button"
                      className="text-brand text-xs underline"
                      onClick={() => setDialog({ kind: "unmask" })}
                    >
                      {t("opsMembers.detail.unmask")}
                    </button>
                  )}
                </span>
              ) : (
                t("opsMembers.detail.none")
              )
            }
          />
          <Item
            label={t("opsMembers.detail.enterprise")}
            value={
              profile.enterprise
                ? `${profile.enterprise.companyName} · ${profile.enterprise.creditCode}`
                : t("opsMembers.detail.none")
            }
          />
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {profile.suspendedAt ? (
            <ActionButton onClick={() => setDialog({ kind: "lift" })}>{t("opsMembers.detail.lift")}</ActionButton>
          ) : (
            <ActionButton danger onClick={() => setDialog({ kind: "suspend" })}>
              {t("opsMembers.detail.suspend")}
            </ActionButton>
          )}
          <ActionButton onClick={() => setDialog({ kind: "adjust" })}>{t("opsMembers.detail.adjust")}</ActionButton>
          <ActionButton onClick={() => setDialog({ kind: "note" })}>{t("opsMembers.detail.addNote")}</ActionButton>
        </div>
      </Section>

      <Section title={t("opsMembers.detail.notes")}>
        {d.notes.length === 0 ? (
          <p className="text-slate-600 text-sm">{t("opsMembers.detail.none")}</p>
        ) : (
          <ul className="space-y-2">
            {d.notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
                <p className="whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-slate-600 text-xs">
                  {when(note.createdAt, locale)} · #{note.operatorId}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Grid title={t("opsMembers.detail.ledger")} columns={columns.ledger} data={d.ledger} />
      <Grid title={t("opsMembers.detail.adjustments")} columns={columns.adjustments} data={d.adjustments} />
      <Grid title={t("opsMembers.detail.orders")} columns={columns.orders} data={d.orders} />
      <Grid title={t("opsMembers.detail.attempts")} columns={columns.attempts} data={d.paymentAttempts} />
      <Section title={t("opsMembers.detail.notifications")}>
        {d.notifications.length === 0 ? (
          <p className="text-slate-600 text-sm">{t("opsMembers.detail.none")}</p>
        ) : (
          <ul className="space-y-2">
            {d.notifications.map((notification) => (
              <li key={notification.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
                <p>
                  {when(notification.receivedAt, locale)} · {notification.method} · {notification.outTradeNo ?? "—"} ·{" "}
                  <span className={notification.signatureValid ? "text-emerald-700" : "font-semibold text-red-700"}>
                    {notification.signatureValid
                      ? t("opsMembers.detail.signatureValid")
                      : t("opsMembers.detail.signatureInvalid")}
                  </span>{" "}
                  · {notification.outcome}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-brand">{t("opsMembers.detail.showRaw")}</summary>
                  <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
                    {JSON.stringify(notification.headers, null, 2)}
                    {"\n\n"}
                    {notification.body}
                  </pre>
                </details>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Grid title={t("opsMembers.detail.usage")} columns={columns.usage} data={d.hourlyUsage} />
      <Grid title={t("opsMembers.detail.subAccounts")} columns={columns.subAccounts} data={d.subAccounts} />
      <Grid title={t("opsMembers.detail.staticIps")} columns={columns.staticIps} data={d.staticIps} />
      <Grid title={t("opsMembers.detail.exchanges")} columns={columns.exchanges} data={d.exchanges} />

      <ActionDialog
        open={dialog?.kind === "suspend"}
        onClose={close}
        title={t("opsMembers.detail.suspendTitle")}
        help={t("opsMembers.detail.suspendHelp")}
        submitLabel={t("opsMembers.detail.suspend")}
        danger
        testId="suspend-dialog"
        onSubmit={async (form) => {
          await consoleApi.call(
            consoleMembersEndpoints.suspendMember,
            { params, body: { reason: text(form, "reason") } },
            { quiet: true },
          );
          showMessage(t("opsMembers.detail.done"), "success");
          await refresh();
        }}
      >
        <DialogField name="reason" label={t("opsMembers.detail.reason")} multiline maxLength={500} />
      </ActionDialog>
      <ActionDialog
        open={dialog?.kind === "lift"}
        onClose={close}
        title={t("opsMembers.detail.liftTitle")}
        help={t("opsMembers.detail.liftHelp")}
        submitLabel={t("opsMembers.detail.lift")}
        testId="lift-dialog"
        onSubmit={async (form) => {
          await consoleApi.call(
            consoleMembersEndpoints.liftSuspension,
            { params, body: { reason: text(form, "reason") } },
            { quiet: true },
          );
          showMessage(t("opsMembers.detail.done"), "success");
          await refresh();
        }}
      >
        <DialogField name="reason" label={t("opsMembers.detail.reason")} multiline maxLength={500} />
      </ActionDialog>
      <ActionDialog
        open={dialog?.kind === "unmask"}
        onClose={close}
        title={t("opsMembers.detail.unmask")}
        submitLabel={t("opsMembers.detail.confirm")}
        onSubmit={async (form) => {
          const answer = await consoleApi.call(
            consoleMembersEndpoints.unmaskCertification,
            { params, body: { reason: text(form, "reason") } },
            { quiet: true },
          );
          setUnmasked(answer.idCardNumber);
        }}
      >
        <DialogField name="reason" label={t("opsMembers.detail.unmaskReason")} maxLength={500} />
      </ActionDialog>
      <ActionDialog
        open={dialog?.kind === "adjust"}
        onClose={close}
        title={t("opsMembers.detail.adjust")}
        help={t("opsMembers.detail.adjustHelp")}
        submitLabel={t("opsMembers.detail.confirm")}
        onSubmit={async (form) => {
          const answer = await consoleApi.call(
            consoleMembersEndpoints.adjustTraffic,
            { params, body: { deltaMb: Number(text(form, "deltaMb")), reason: text(form, "reason") } },
            { quiet: true },
          );
          showMessage(
            answer.status === "applied" ? t("opsMembers.detail.adjustApplied") : t("opsMembers.detail.adjustPending"),
            "success",
          );
          await refresh();
        }}
      >
        <DialogField name="deltaMb" type="number" label={t("opsMembers.detail.deltaMb")} />
        <DialogField name="reason" label={t("opsMembers.detail.reason")} multiline maxLength={500} />
      </ActionDialog>
      <ActionDialog
        open={dialog?.kind === "note"}
        onClose={close}
        title={t("opsMembers.detail.addNote")}
        submitLabel={t("opsMembers.detail.addNote")}
        onSubmit={async (form) => {
          await consoleApi.call(
            consoleMembersEndpoints.addNote,
            { params, body: { body: text(form, "body") } },
            { quiet: true },
          );
          await refresh();
        }}
      >
        <DialogField
          name="body"
          label={t("opsMembers.detail.notes")}
          multiline
          maxLength={2000}
          placeholder={t("opsMembers.detail.notePlaceholder")}
        />
      </ActionDialog>
      <ActionDialog
        open={dialog?.kind === "extend"}
        onClose={close}
        title={t("opsMembers.detail.extendTitle", { ip: dialog?.kind === "extend" ? dialog.ip : "" })}
        submitLabel={t("opsMembers.detail.extend")}
        onSubmit={async (form) => {
          if (dialog?.kind !== "extend") return;
          await consoleApi.call(
            consoleMembersEndpoints.extendStaticIp,
            {
              params: { memberId, staticIpId: dialog.ipId },
              body: { days: Number(text(form, "days")), reason: text(form, "reason") },
            },
            { quiet: true },
          );
          await refresh();
        }}
      >
        <DialogField name="days" type="number" label={t("opsMembers.detail.days")} />
        <DialogField name="reason" label={t("opsMembers.detail.reason")} maxLength={500} />
      </ActionDialog>
      <ActionDialog
        open={dialog?.kind === "replace"}
        onClose={close}
        title={t("opsMembers.detail.replaceTitle", { ip: dialog?.kind === "replace" ? dialog.ip : "" })}
        submitLabel={t("opsMembers.detail.replace")}
        onSubmit={async (form) => {
          if (dialog?.kind !== "replace") return;
          await consoleApi.call(
            consoleMembersEndpoints.replaceStaticIp,
            {
              params: { memberId, staticIpId: dialog.ipId },
              body: { nodeId: Number(text(form, "nodeId")), reason: text(form, "reason") },
            },
            { quiet: true },
          );
          await refresh();
        }}
      >
        <DialogField name="nodeId" type="number" label={t("opsMembers.detail.nodeId")} />
        <DialogField name="reason" label={t("opsMembers.detail.reason")} maxLength={500} />
      </ActionDialog>
    </div>
  );
}

function useDetailColumns(setDialog: (dialog: Dialog) => void, refresh: () => Promise<void>) {
  const t = useT();
  const locale = useLocale();
  return useMemo(() => {
    const c = (key: string) => t(`opsMembers.col.${key}`);
    const decide = async (id: number, decision: "approve" | "reject") => {
      await consoleApi.call(consoleMembersEndpoints.decideAdjustment, {
        params: { adjustmentId: id },
        body: { decision },
      });
      await refresh();
    };
    return {
      ledger: [
        { id: "created", header: c("created"), cell: ({ row }) => when(row.original.createdAt, locale) },
        { id: "kind", header: c("kind"), cell: ({ row }) => row.original.kind },
        { id: "delta", header: c("delta"), cell: ({ row }) => signedTraffic(row.original.deltaBytes, locale) },
        {
          id: "cause",
          header: c("cause"),
          cell: ({ row }) => <span className="font-mono text-xs">{row.original.cause}</span>,
        },
        { id: "note", header: c("note"), cell: ({ row }) => row.original.note ?? "" },
      ] satisfies GridColumn<Detail["ledger"][number]>[],
      adjustments: [
        { id: "created", header: c("created"), cell: ({ row }) => when(row.original.createdAt, locale) },
        { id: "delta", header: c("delta"), cell: ({ row }) => signedTraffic(row.original.deltaBytes, locale) },
        { id: "reason", header: c("reason"), cell: ({ row }) => row.original.reason },
        { id: "status", header: c("status"), cell: ({ row }) => row.original.status },
        { id: "requestedBy", header: c("requestedBy"), cell: ({ row }) => `#${row.original.requestedBy}` },
        {
          id: "actions",
          header: c("actions"),
          cell: ({ row }) =>
            row.original.status === "pending" ? (
              <span className="flex gap-2">
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => decide(row.original.id, "approve")}
                >
                  {t("opsMembers.detail.approve")}
                </button>
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() => decide(row.original.id, "reject")}
                >
                  {t("opsMembers.detail.reject")}
                </button>
              </span>
            ) : (
              ""
            ),
        },
      ] satisfies GridColumn<Detail["adjustments"][number]>[],
      orders: [
        {
          id: "orderNo",
          header: c("orderNo"),
          cell: ({ row }) => <span className="font-mono text-xs">{row.original.orderNo}</span>,
        },
        { id: "kind", header: c("kind"), cell: ({ row }) => row.original.kind },
        { id: "subject", header: c("subject"), cell: ({ row }) => row.original.subject },
        {
          id: "amount",
          header: c("amount"),
          cell: ({ row }) =>
            row.original.refundedFen > 0
              ? `${yuan(row.original.payAmountFen ?? row.original.amountFen)} · ${t("opsMembers.detail.refunded", { amount: yuan(row.original.refundedFen) })}`
              : yuan(row.original.payAmountFen ?? row.original.amountFen),
        },
        { id: "status", header: c("status"), cell: ({ row }) => row.original.status },
        { id: "created", header: c("created"), cell: ({ row }) => when(row.original.createdAt, locale) },
        { id: "paid", header: c("paid"), cell: ({ row }) => when(row.original.paidAt, locale) },
      ] satisfies GridColumn<Detail["orders"][number]>[],
      attempts: [
        {
          id: "outTradeNo",
          header: c("outTradeNo"),
          cell: ({ row }) => <span className="font-mono text-xs">{row.original.outTradeNo}</span>,
        },
        { id: "orderNo", header: c("orderNo"), cell: ({ row }) => row.original.orderNo ?? "—" },
        { id: "method", header: c("method"), cell: ({ row }) => `${row.original.method} / ${row.original.channel}` },
        { id: "amount", header: c("amount"), cell: ({ row }) => yuan(row.original.amountFen) },
        { id: "status", header: c("status"), cell: ({ row }) => row.original.status },
        { id: "providerTradeNo", header: c("providerTradeNo"), cell: ({ row }) => row.original.providerTradeNo ?? "—" },
        { id: "created", header: c("created"), cell: ({ row }) => when(row.original.createdAt, locale) },
      ] satisfies GridColumn<Detail["paymentAttempts"][number]>[],
      usage: [
        { id: "hour", header: c("hour"), cell: ({ row }) => row.original.hour.slice(0, 16).replace("T", " ") },
        { id: "used", header: c("used"), cell: ({ row }) => formatTraffic(row.original.usedBytes, locale) },
        { id: "deducted", header: c("deducted"), cell: ({ row }) => formatTraffic(row.original.deductedBytes, locale) },
        {
          id: "overdraft",
          header: c("overdraft"),
          cell: ({ row }) => formatTraffic(row.original.overdraftBytes, locale),
        },
        {
          id: "remainingAfter",
          header: c("remainingAfter"),
          cell: ({ row }) => formatTraffic(row.original.remainingAfterBytes, locale),
        },
      ] satisfies GridColumn<Detail["hourlyUsage"][number]>[],
      subAccounts: [
        { id: "username", header: c("username"), cell: ({ row }) => row.original.username },
        {
          id: "enabled",
          header: c("enabled"),
          cell: ({ row }) =>
            row.original.deletedAt ? "—" : row.original.enabled ? t("opsMembers.yes") : t("opsMembers.no"),
        },
        { id: "used", header: c("used"), cell: ({ row }) => formatTraffic(row.original.usedBytes, locale) },
        {
          id: "limit",
          header: c("limit"),
          cell: ({ row }) =>
            row.original.trafficLimitBytes === null
              ? t("opsMembers.unlimited")
              : formatTraffic(row.original.trafficLimitBytes, locale),
        },
        { id: "remark", header: c("remark"), cell: ({ row }) => row.original.remark ?? "" },
        { id: "created", header: c("created"), cell: ({ row }) => when(row.original.createdAt, locale) },
      ] satisfies GridColumn<Detail["subAccounts"][number]>[],
      staticIps: [
        { id: "outIp", header: c("outIp"), cell: ({ row }) => <span className="font-mono">{row.original.outIp}</span> },
        {
          id: "entry",
          header: c("entry"),
          cell: ({ row }) => `${row.original.host}:${row.original.port} · ${row.original.account}`,
        },
        { id: "orderNo", header: c("orderNo"), cell: ({ row }) => row.original.orderNo ?? "—" },
        { id: "status", header: c("status"), cell: ({ row }) => row.original.status },
        { id: "expires", header: c("expires"), cell: ({ row }) => when(row.original.expiresAt, locale) },
        {
          id: "actions",
          header: c("actions"),
          cell: ({ row }) =>
            row.original.releasedAt ? (
              ""
            ) : (
              <span className="flex gap-2">
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => setDialog({ kind: "extend", ipId: row.original.id, ip: row.original.outIp })}
                >
                  {t("opsMembers.detail.extend")}
                </button>
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => setDialog({ kind: "replace", ipId: row.original.id, ip: row.original.outIp })}
                >
                  {t("opsMembers.detail.replace")}
                </button>
              </span>
            ),
        },
      ] satisfies GridColumn<Detail["staticIps"][number]>[],
      exchanges: [
        { id: "when", header: c("when"), cell: ({ row }) => when(row.original.createdAt, locale) },
        { id: "from", header: c("from"), cell: ({ row }) => row.original.fromIp ?? "—" },
        { id: "to", header: c("to"), cell: ({ row }) => row.original.toIp ?? "—" },
      ] satisfies GridColumn<Detail["exchanges"][number]>[],
    };
  }, [t, locale, setDialog, refresh]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Grid<T extends object>({ title, columns, data }: { title: string; columns: GridColumn<T>[]; data: T[] }) {
  const t = useT();
  return (
    <Section title={title}>
      <DataGrid columns={columns} data={data} caption={title} emptyText={t("opsMembers.detail.none")} />
    </Section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-slate-600 text-xs">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

function ActionButton({ children, onClick, danger }: { children: ReactNode; onClick(): void; danger?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded-lg px-4 py-2 font-semibold text-sm ${danger ? "bg-red-600 text-white" : "border border-slate-300 bg-white text-slate-800"}`}
    >
      {children}
    </button>
  );
}
