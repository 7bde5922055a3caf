import { consoleMembersEndpoints, type MemberDetail } from "@shop/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { DataGrid, type GridColumn } from "../../ui/data-grid.tsx";
import {
  adjustmentStatusLabel,
  attemptStatusLabel,
  consoleApi,
  consoleKeys,
  ledgerKindLabel,
  notificationOutcome,
  orderKindLabel,
  paymentChannelLabel,
  paymentMethodLabel,
  productText,
  staticIpStatusLabel,
  useConsoleSession,
} from "../console/index.ts";
import { memberOrderStatus, signedTraffic, when, yuan } from "./format.ts";
import { type MemberDialog, MemberDialogs } from "./member-dialogs.tsx";
import { memberKeys } from "./member-keys.ts";
import { type LimitedStaticIp, StaticIpLimitsDialog, useStaticIpLimitsText } from "./static-ip-limits-dialog.tsx";
import { TunnelPlanSection } from "./tunnel-plan-section.tsx";

type Detail = MemberDetail;
type Translate = ReturnType<typeof useT>;

/** Everything support needs to answer "why was I charged", and the actions on the member. */
export function MemberDetailView({ memberId }: { memberId: number }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<MemberDialog>(null);
  const [unmasked, setUnmasked] = useState<string | null>(null);
  const [limitsOf, setLimitsOf] = useState<LimitedStaticIp | null>(null);
  // The static IP actions (extend, replace, limits) are refused without it: they are not offered either.
  const canManageIps = useConsoleSession().data?.permissions.includes("members.static-ips") ?? false;
  const detail = useQuery({
    queryKey: memberKeys.detail(memberId),
    queryFn: () => consoleApi.call(consoleMembersEndpoints.getMember, { params: { memberId } }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleKeys.all() });

  const columns = useDetailColumns({ setDialog, setLimitsOf, canManageIps, refresh });
  if (detail.isError) return <p className="text-red-700">{t("opsMembers.loadFailed")}</p>;
  if (detail.isPending) return <p className="text-slate-600">{t("opsMembers.loading")}</p>;
  const { profile } = detail.data;
  const d = detail.data;
  const memberAccount = profile.mobile ?? profile.email ?? `#${memberId}`;

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

      <TunnelPlanSection memberId={memberId} memberAccount={memberAccount} />

      <CardList
        title={t("opsMembers.detail.notes")}
        items={d.notes}
        renderItem={(note) => (
          <>
            <p className="whitespace-pre-wrap">{note.body}</p>
            <p className="mt-1 text-slate-600 text-xs">
              {when(note.createdAt, locale)} · #{note.operatorId}
            </p>
          </>
        )}
      />

      <Grid title={t("opsMembers.detail.ledger")} columns={columns.ledger} data={d.ledger} />
      <Grid title={t("opsMembers.detail.adjustments")} columns={columns.adjustments} data={d.adjustments} />
      <Grid title={t("opsMembers.detail.orders")} columns={columns.orders} data={d.orders} />
      <Grid title={t("opsMembers.detail.attempts")} columns={columns.attempts} data={d.paymentAttempts} />
      <CardList
        title={t("opsMembers.detail.notifications")}
        items={d.notifications}
        renderItem={(notification) => (
          <>
            <p>
              {when(notification.receivedAt, locale)} · {paymentMethodLabel(t, notification.method)} ·{" "}
              {notification.outTradeNo ?? "—"} ·{" "}
              <span className={notification.signatureValid ? "text-emerald-700" : "font-semibold text-red-700"}>
                {notification.signatureValid
                  ? t("opsMembers.detail.signatureValid")
                  : t("opsMembers.detail.signatureInvalid")}
              </span>{" "}
              · {notificationOutcome(t, notification.outcome)}
            </p>
            <details className="mt-2">
              <summary className="cursor-pointer text-brand">{t("opsMembers.detail.showRaw")}</summary>
              <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs">
                {JSON.stringify(notification.headers, null, 2)}
                {"\n\n"}
                {notification.body}
              </pre>
            </details>
          </>
        )}
      />
      <Grid title={t("opsMembers.detail.usage")} columns={columns.usage} data={d.hourlyUsage} />
      <Grid title={t("opsMembers.detail.subAccounts")} columns={columns.subAccounts} data={d.subAccounts} />
      <Grid title={t("opsMembers.detail.staticIps")} columns={columns.staticIps} data={d.staticIps} />
      <Grid title={t("opsMembers.detail.exchanges")} columns={columns.exchanges} data={d.exchanges} />

      <StaticIpLimitsDialog
        memberId={memberId}
        memberAccount={memberAccount}
        ip={limitsOf}
        onClose={() => setLimitsOf(null)}
        refresh={refresh}
      />
      <MemberDialogs
        memberId={memberId}
        memberAccount={memberAccount}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onUnmasked={setUnmasked}
        refresh={refresh}
      />
    </div>
  );
}

function useDetailColumns({
  setDialog,
  setLimitsOf,
  canManageIps,
  refresh,
}: {
  setDialog(dialog: MemberDialog): void;
  setLimitsOf(ip: LimitedStaticIp): void;
  canManageIps: boolean;
  refresh(): Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const limitsText = useStaticIpLimitsText();
  return useMemo(() => {
    /** A column whose id is also the key of its heading. */
    const column = <T extends object>(id: string, cell: (row: T) => ReactNode): GridColumn<T> => ({
      id,
      header: t(`opsMembers.col.${id}`),
      cell: ({ row }) => cell(row.original),
    });
    const mono = (value: string, small = true) => (
      <span className={small ? "font-mono text-xs" : "font-mono"}>{value}</span>
    );
    const created = <T extends { createdAt: string | null }>(id = "created") =>
      column<T>(id, (row) => when(row.createdAt, locale));
    const traffic = <T extends object>(id: string, bytes: (row: T) => number) =>
      column<T>(id, (row) => formatTraffic(bytes(row), locale));
    const status = <T extends { status: string | number }>(label: (t: Translate, value: T["status"]) => string) =>
      column<T>("status", (row) => label(t, row.status));
    const decide = async (id: number, decision: "approve" | "reject") => {
      await consoleApi.call(consoleMembersEndpoints.decideAdjustment, {
        params: { adjustmentId: id },
        body: { decision },
      });
      await refresh();
    };
    type Row<K extends keyof Detail> = Detail[K] extends readonly (infer R)[] ? R : never;
    return {
      ledger: [
        created(),
        column("kind", (row) => ledgerKindLabel(t, row.kind)),
        column("delta", (row) => signedTraffic(row.deltaBytes, locale)),
        column("cause", (row) => <LedgerCause cause={row.cause} />),
        column("note", (row) => row.note ?? ""),
      ] satisfies GridColumn<Row<"ledger">>[],
      adjustments: [
        created(),
        column("delta", (row) => signedTraffic(row.deltaBytes, locale)),
        column("reason", (row) => row.reason),
        status(adjustmentStatusLabel),
        column("requestedBy", (row) => `#${row.requestedBy}`),
        column("actions", (row) =>
          row.status === "pending" ? (
            <RowActions
              actions={[
                { label: t("opsMembers.detail.approve"), onClick: () => decide(row.id, "approve") },
                { label: t("opsMembers.detail.reject"), onClick: () => decide(row.id, "reject"), danger: true },
              ]}
            />
          ) : (
            ""
          ),
        ),
      ] satisfies GridColumn<Row<"adjustments">>[],
      orders: [
        column("orderNo", (row) => mono(row.orderNo)),
        column("kind", (row) => orderKindLabel(t, row.kind)),
        column("subject", (row) => productText(row, t)),
        column("amount", (row) => {
          const paid = yuan(row.payAmountFen ?? row.amountFen);
          return row.refundedFen > 0
            ? `${paid} · ${t("opsMembers.detail.refunded", { amount: yuan(row.refundedFen) })}`
            : paid;
        }),
        column("status", (row) => memberOrderStatus(row, t)),
        created(),
        column("paid", (row) => when(row.paidAt, locale)),
      ] satisfies GridColumn<Row<"orders">>[],
      attempts: [
        column("outTradeNo", (row) => mono(row.outTradeNo)),
        column("orderNo", (row) => row.orderNo ?? "—"),
        column("method", (row) => `${paymentMethodLabel(t, row.method)} · ${paymentChannelLabel(t, row.channel)}`),
        column("amount", (row) => yuan(row.amountFen)),
        status(attemptStatusLabel),
        column("providerTradeNo", (row) => row.providerTradeNo ?? "—"),
        created(),
      ] satisfies GridColumn<Row<"paymentAttempts">>[],
      usage: [
        column("hour", (row) => when(row.hour, locale)),
        traffic("used", (row) => row.usedBytes),
        traffic("deducted", (row) => row.deductedBytes),
        traffic("overdraft", (row) => row.overdraftBytes),
        traffic("remainingAfter", (row) => row.remainingAfterBytes),
      ] satisfies GridColumn<Row<"hourlyUsage">>[],
      subAccounts: [
        column("username", (row) => row.username),
        column("enabled", (row) => (row.deletedAt ? "—" : row.enabled ? t("opsMembers.yes") : t("opsMembers.no"))),
        traffic("used", (row) => row.usedBytes),
        column("limit", (row) =>
          row.trafficLimitBytes === null ? t("opsMembers.unlimited") : formatTraffic(row.trafficLimitBytes, locale),
        ),
        column("remark", (row) => row.remark ?? ""),
        created(),
      ] satisfies GridColumn<Row<"subAccounts">>[],
      staticIps: [
        column("outIp", (row) => mono(row.outIp, false)),
        column("entry", (row) => `${row.host}:${row.port} · ${row.account}`),
        column("orderNo", (row) => row.orderNo ?? "—"),
        status(staticIpStatusLabel),
        column("expires", (row) => when(row.expiresAt, locale)),
        column("ipLimits", (row) => limitsText(row)),
        column("actions", (row) =>
          row.releasedAt || !canManageIps ? (
            ""
          ) : (
            <RowActions
              actions={[
                ...(["extend", "replace"] as const).map((kind) => ({
                  label: t(`opsMembers.detail.${kind}`),
                  onClick: () => setDialog({ kind, ipId: row.id, ip: row.outIp }),
                })),
                { label: t("opsMembers.ipLimits.action"), onClick: () => setLimitsOf(row) },
              ]}
            />
          ),
        ),
      ] satisfies GridColumn<Row<"staticIps">>[],
      exchanges: [
        created("when"),
        column("from", (row) => row.fromIp ?? "—"),
        column("to", (row) => row.toIp ?? "—"),
      ] satisfies GridColumn<Row<"exchanges">>[],
    };
  }, [t, locale, setDialog, setLimitsOf, canManageIps, limitsText, refresh]);
}

/** The ledger's reference; a recharge order's links to that order, where support checks what was paid. */
function LedgerCause({ cause }: { cause: string }) {
  const orderId = /^recharge-order:(\d+)$/.exec(cause)?.[1];
  const text = <span className="font-mono text-xs">{cause}</span>;
  if (!orderId) return text;
  return (
    <LocalizedLink to={`/ops/orders/recharge/${orderId}`} className="text-brand hover:underline">
      {text}
    </LocalizedLink>
  );
}

/** A row's actions as underlined text buttons side by side. */
function RowActions({ actions }: { actions: { label: string; onClick(): void; danger?: boolean }[] }) {
  return (
    <span className="flex gap-2">
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={`${action.danger ? "text-red-700" : "text-brand"} underline`}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ))}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="font-semibold text-lg text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** A section of cards, one an item, or "none" when there are none. */
function CardList<T extends { id: number }>({
  title,
  items,
  renderItem,
}: {
  title: string;
  items: T[];
  renderItem(item: T): ReactNode;
}) {
  const t = useT();
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <p className="text-slate-600 text-sm">{t("opsMembers.detail.none")}</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </Section>
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
