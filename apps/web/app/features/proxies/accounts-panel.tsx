import type { ProxyAccount } from "@shop/contract";
import { useId, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { callSucceeded } from "../../lib/api-client.ts";
import {
  businessTimeZone,
  formatDateTime,
  formatTraffic,
  formatTrafficOf,
  formatZonedSecond,
  zoneLabel,
} from "../../lib/format.ts";
import { CopyTextButton } from "../../ui/copy-text-button.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { type Stroke, StrokeIcon } from "../../ui/stroke-icon.tsx";
import { EmptyState, Table, TableBody, TableHead, Th } from "../../ui/table.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { AccountDialog } from "./account-dialog.tsx";
import { useDeleteProxyAccount } from "./api/delete-proxy-account.ts";
import { useProxyAccounts } from "./api/proxy-accounts.ts";
import { useUpdateProxyAccount } from "./api/update-proxy-account.ts";
import { ListPager, listPageSize } from "./list-pager.tsx";
import { LoadFailedRetry, linkButtonClass, Panel, primaryButtonClass } from "./page-header.tsx";

const plusStrokes: Stroke[] = [{ d: "M10 4v12M4 10h12", width: 2, cap: "round" }];

/** The password hidden until asked for, with a copy button. */
function PasswordCell({ password, username }: { password: string; username: string }) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <span className="inline-flex items-center gap-2">
      <code className="font-mono text-ink text-xs">{visible ? password : "••••••••"}</code>
      <button
        type="button"
        className="text-slate-500 text-xs hover:text-brand"
        aria-pressed={visible}
        aria-label={t(visible ? "proxies.accounts.hidePasswordOf" : "proxies.accounts.showPasswordOf", { username })}
        onClick={() => setVisible((shown) => !shown)}
      >
        {t(visible ? "proxies.accounts.hide" : "proxies.accounts.show")}
      </button>
      <CopyTextButton
        text={password}
        copiedMessage={t("proxies.accounts.passwordCopied")}
        failedMessage={t("proxies.common.copyFailed")}
        className="text-slate-500 text-xs hover:text-brand"
        aria-label={t("proxies.accounts.copyPasswordOf", { username })}
      >
        {t("proxies.accounts.copy")}
      </CopyTextButton>
    </span>
  );
}

/** An on/off switch for one account; off makes the gateways refuse it. */
function EnabledSwitch({ account }: { account: ProxyAccount }) {
  const t = useT();
  const update = useUpdateProxyAccount({ quiet: false });
  const toggle = async () => {
    // On failure the client has shown "Edit failed: …".
    if (!(await callSucceeded(update.mutateAsync({ id: account.id, enabled: !account.enabled })))) return;
    showMessage(t(account.enabled ? "proxies.accounts.disabledDone" : "proxies.accounts.enabledDone"), "success");
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={account.enabled}
      aria-label={t("proxies.accounts.enabledOf", { username: account.username })}
      disabled={update.isPending}
      onClick={toggle}
      className="inline-flex items-center gap-2 text-sm disabled:opacity-60"
    >
      <span
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition ${account.enabled ? "bg-green-600" : "bg-slate-300"}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition ${account.enabled ? "left-4.5" : "left-0.5"}`}
        />
      </span>
      <span className={account.enabled ? "text-green-700" : "text-slate-500"}>
        {t(account.enabled ? "proxies.accounts.enabled" : "proxies.accounts.disabled")}
      </span>
    </button>
  );
}

function TrafficCell({ account }: { account: ProxyAccount }) {
  const t = useT();
  const locale = useLocale();
  return (
    <span className="tabular-nums">
      {account.trafficLimitBytes === null ? (
        <>
          {formatTraffic(account.usedBytes, locale)}
          <span className="text-slate-400"> / </span>
          <span className="text-slate-500">{t("proxies.accounts.unlimited")}</span>
        </>
      ) : (
        formatTrafficOf(account.usedBytes, account.trafficLimitBytes, locale)
      )}
      {account.isLimitReached && (
        <span className="mt-0.5 block text-red-600 text-xs">{t("proxies.accounts.limitReached")}</span>
      )}
      <PeriodLines account={account} />
    </span>
  );
}

/** "2026-11-29 00:00" on the business clock: when a period's count starts again. */
function resetTime(iso: string): string {
  return formatZonedSecond(iso, businessTimeZone).slice(0, 16);
}

/** Use this day and month against the account's period caps, with when each count starts again. */
function PeriodLines({ account }: { account: ProxyAccount }) {
  const t = useT();
  const locale = useLocale();
  const zone = zoneLabel(businessTimeZone, locale);
  const periods = [
    {
      key: "daily" as const,
      cap: account.dailyLimitBytes,
      used: account.dailyUsedBytes,
      resetsAt: account.dailyResetsAt,
    },
    {
      key: "monthly" as const,
      cap: account.monthlyLimitBytes,
      used: account.monthlyUsedBytes,
      resetsAt: account.monthlyResetsAt,
    },
  ].filter((period) => period.cap !== null);
  if (periods.length === 0) return null;
  return (
    <span data-testid="proxy-account-periods" className="mt-1 block text-slate-500 text-xs leading-5">
      {periods.map((period) => (
        <span key={period.key} data-testid={`proxy-account-${period.key}`} className="block">
          {t(period.key === "daily" ? "proxies.accounts.dailyUse" : "proxies.accounts.monthlyUse", {
            used: formatTrafficOf(period.used, period.cap ?? 0, locale),
          })}
          <span className="text-slate-400">
            {" · "}
            {t("proxies.accounts.resetsAt", { time: resetTime(period.resetsAt), zone })}
          </span>
          {account.periodLimitReached === period.key && (
            <span className="block text-red-600">
              {t(
                period.key === "daily" ? "proxies.accounts.dailyLimitReached" : "proxies.accounts.monthlyLimitReached",
              )}
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

/** Proxy sub-accounts (SPEC §2 account password auth): list, search, add, edit, switch off and delete. */
export function AccountsPanel() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState("");
  const accounts = useProxyAccounts(
    { pageNo, pageSize: listPageSize, username: search.trim() || undefined },
    { enabled: true },
  );
  const [dialog, setDialog] = useState<{ account: ProxyAccount | null; key: number } | null>(null);
  const [toDelete, setToDelete] = useState<ProxyAccount | null>(null);
  const deletion = useDeleteProxyAccount();
  const list = accounts.data?.list ?? [];

  const remove = async () => {
    // On failure the client has shown "Delete failed: …".
    if (!toDelete || !(await callSucceeded(deletion.mutateAsync(toDelete.id)))) return;
    showMessage(t("proxies.accounts.deleted", { username: toDelete.username }), "success");
    setToDelete(null);
  };

  const actions = (account: ProxyAccount) => (
    <span className="inline-flex gap-3">
      <button
        type="button"
        className={linkButtonClass}
        aria-label={t("proxies.accounts.editOf", { username: account.username })}
        onClick={() => setDialog({ account, key: Date.now() })}
      >
        {t("proxies.accounts.edit")}
      </button>
      <button
        type="button"
        className="font-medium text-red-600 text-sm hover:underline"
        aria-label={t("proxies.accounts.deleteOf", { username: account.username })}
        onClick={() => setToDelete(account)}
      >
        {t("proxies.accounts.delete")}
      </button>
    </span>
  );

  return (
    <Panel
      title={t("proxies.accounts.title")}
      titleId={`${id}-title`}
      testId="proxy-accounts"
      actions={
        <button
          type="button"
          className={primaryButtonClass}
          onClick={() => setDialog({ account: null, key: Date.now() })}
        >
          <StrokeIcon strokes={plusStrokes} grid={20} className="size-4" />
          {t("proxies.accounts.add")}
        </button>
      }
    >
      <p className="-mt-1 text-pretty text-slate-600 text-sm leading-6">{t("proxies.accounts.intro")}</p>
      <div className="mt-4 max-w-xs">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t("proxies.accounts.search")}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPageNo(1);
          }}
          placeholder={t("proxies.accounts.search")}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20"
        />
      </div>

      <LoadingOverlay loading={accounts.isFetching} label={t("common.loading")}>
        <div className="mt-4 min-h-24">
          {accounts.isError && !accounts.data ? (
            <p className="py-10 text-center text-slate-600 text-sm">
              <LoadFailedRetry onRetry={() => accounts.refetch()} />
            </p>
          ) : accounts.data && list.length === 0 ? (
            <EmptyState
              title={search.trim() ? t("proxies.accounts.noMatch") : t("proxies.accounts.emptyTitle")}
              text={search.trim() ? undefined : t("proxies.accounts.emptyText")}
            />
          ) : (
            <>
              {/* Wide screens: a table. */}
              <Table className="hidden md:block">
                <TableHead>
                  <Th className="px-4 py-2.5 font-medium">{t("proxies.accounts.username")}</Th>
                  <Th className="px-4 py-2.5 font-medium">{t("proxies.accounts.password")}</Th>
                  <Th className="px-4 py-2.5 font-medium">{t("proxies.accounts.usedOfLimit")}</Th>
                  <Th className="px-4 py-2.5 font-medium">{t("proxies.accounts.status")}</Th>
                  <Th className="px-4 py-2.5 font-medium">{t("proxies.accounts.remark")}</Th>
                  <Th className="px-4 py-2.5 text-right font-medium">{t("proxies.accounts.actions")}</Th>
                </TableHead>
                <TableBody>
                  {list.map((account) => (
                    <tr key={account.id} data-testid="proxy-account-row">
                      <td className="px-4 py-3 align-top">
                        <span className="font-medium font-mono text-ink">{account.username}</span>
                        <span className="mt-0.5 block text-slate-500 text-xs">
                          {formatDateTime(account.createTime, locale)}
                        </span>
                      </td>
                      <td className="px-4 py-3 align-top">
                        <PasswordCell password={account.password} username={account.username} />
                      </td>
                      <td className="px-4 py-3 align-top">
                        <TrafficCell account={account} />
                        <LimitsLine account={account} />
                      </td>
                      <td className="px-4 py-3 align-top">
                        <EnabledSwitch account={account} />
                      </td>
                      <td className="max-w-48 break-words px-4 py-3 align-top text-slate-600">
                        {account.remark ?? <span className="text-slate-400">—</span>}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-right align-top">{actions(account)}</td>
                    </tr>
                  ))}
                </TableBody>
              </Table>
              {/* Phones: one card per account. */}
              <ul className="space-y-3 md:hidden">
                {list.map((account) => (
                  <li
                    key={account.id}
                    data-testid="proxy-account-card"
                    className="rounded-lg border border-slate-200 p-4"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="break-all font-medium font-mono text-ink">{account.username}</p>
                        <p className="text-slate-500 text-xs">{formatDateTime(account.createTime, locale)}</p>
                      </div>
                      <EnabledSwitch account={account} />
                    </div>
                    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                      <dt className="text-slate-500">{t("proxies.accounts.password")}</dt>
                      <dd>
                        <PasswordCell password={account.password} username={account.username} />
                      </dd>
                      <dt className="text-slate-500">{t("proxies.accounts.usedOfLimit")}</dt>
                      <dd>
                        <TrafficCell account={account} />
                        <LimitsLine account={account} />
                      </dd>
                      {account.remark && (
                        <>
                          <dt className="text-slate-500">{t("proxies.accounts.remark")}</dt>
                          <dd className="break-words text-slate-600">{account.remark}</dd>
                        </>
                      )}
                    </dl>
                    <div className="mt-3 border-slate-100 border-t pt-3">{actions(account)}</div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </LoadingOverlay>
      <ListPager
        pageNo={pageNo}
        total={accounts.data?.total}
        onPage={setPageNo}
        label={t("proxies.accounts.pagination")}
      />

      {dialog && <AccountDialog key={dialog.key} open account={dialog.account} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t("proxies.accounts.deleteTitle")}
        confirmLabel={t("proxies.accounts.delete")}
        busy={deletion.isPending}
        danger
        onConfirm={remove}
        onClose={() => setToDelete(null)}
      >
        {toDelete && t("proxies.accounts.deleteText", { username: toDelete.username })}
      </ConfirmDialog>
    </Panel>
  );
}

/** The account's connection and bandwidth caps, when it has any. */
function LimitsLine({ account }: { account: ProxyAccount }) {
  const t = useT();
  const parts = [
    account.maxConnections === null ? null : t("proxies.accounts.connectionsLimit", { count: account.maxConnections }),
    account.bandwidthMbps === null ? null : t("proxies.accounts.bandwidthLimit", { mbps: account.bandwidthMbps }),
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <p data-testid="proxy-account-limits" className="mt-1 text-slate-500 text-xs">
      {parts.join(" · ")}
    </p>
  );
}
