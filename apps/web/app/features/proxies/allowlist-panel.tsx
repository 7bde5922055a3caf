import {
  type AllowlistEntry,
  type AllowlistEntryProblem,
  parseAllowlistEntry,
  proxyCentreLimits,
} from "@shop/contract";
import { type FormEvent, useId, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError, callSucceeded } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { useMessageT } from "../../lib/use-message-t.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { inputClass } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { useAddAllowlistEntry } from "./api/add-allowlist-entry.ts";
import { useAllowlist } from "./api/allowlist.ts";
import { useCallerIp } from "./api/caller-ip.ts";
import { useDeleteAllowlistEntry } from "./api/delete-allowlist-entry.ts";
import { useProxyAccounts } from "./api/proxy-accounts.ts";
import { LoadFailedRetry, Panel, primaryButtonClass, selectBaseClass } from "./page-header.tsx";

// The contract's messages for each problem (the server answers with the same ones).
const problemKeys: Record<AllowlistEntryProblem, string> = {
  empty: "proxyCentre.allowlist.ipRequired",
  format: "proxyCentre.allowlist.ipInvalid",
  prefix: "proxyCentre.allowlist.prefixTooWide",
  reserved: "proxyCentre.allowlist.ipReserved",
};

/**
 * The IP allowlist: the other way to authenticate (and the only callers the
 * extraction URL answers). IPv4 addresses or CIDR ranges from /8 to /32.
 */
export function AllowlistPanel() {
  const t = useT();
  const messageT = useMessageT();
  const locale = useLocale();
  const id = useId();
  const addition = useAddAllowlistEntry();
  const deletion = useDeleteAllowlistEntry();
  const busy = addition.isPending;
  const allowlist = useAllowlist({ enabled: true });
  const callerIp = useCallerIp({ enabled: true });
  const [ip, setIp] = useState("");
  const [remark, setRemark] = useState("");
  /** The sub-account the entry charges ("" for the member's oldest enabled one). */
  const [accountId, setAccountId] = useState("");
  // The member's sub-accounts (at most 100), to bind an entry to one of them.
  const accounts = useProxyAccounts({ pageNo: 1, pageSize: 100 }, { enabled: true });
  const [touched, setTouched] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AllowlistEntry | null>(null);

  const entries = allowlist.data?.list ?? [];
  const max = allowlist.data?.max ?? proxyCentreLimits.maxAllowlistEntries;
  const isFull = entries.length >= max;
  const parsed = parseAllowlistEntry(ip);
  const messageOf = (key: string) => messageT(key) ?? key;
  const ipError = !parsed.ok && (touched || ip !== "") ? messageOf(problemKeys[parsed.problem]) : null;
  const remarkError =
    remark.trim().length > proxyCentreLimits.remarkMaxLength ? messageOf("proxyCentre.remarkTooLong") : null;
  const ownIp = callerIp.data?.ip;
  const ownEntry = ownIp === undefined ? null : parseAllowlistEntry(ownIp);
  const isOwnIpListed = ownIp !== undefined && entries.some((entry) => entry.ip === ownIp);
  // Offered only when it could be added (not loopback or reserved) and is not there yet; otherwise we say why not.
  const canAddOwnIp = ownEntry?.ok === true && !isOwnIpListed;
  // Each note starts with its own separator (", which is…" / "，已在…").
  const ownIpNote =
    ownIp === undefined || canAddOwnIp
      ? null
      : isOwnIpListed
        ? t("proxies.allowlist.yourIpListed")
        : ownIp.includes(":")
          ? t("proxies.allowlist.yourIpIpv6")
          : t("proxies.allowlist.yourIpReserved");

  const add = async (event?: FormEvent, value: string = ip) => {
    event?.preventDefault();
    setTouched(true);
    setFormError(null);
    const entry = parseAllowlistEntry(value);
    if (!entry.ok || remarkError) return;
    try {
      await addition.mutateAsync({
        ip: entry.value,
        remark: value === ip ? remark : "",
        accountId: accountId === "" ? null : Number(accountId),
      });
      showMessage(t("proxies.allowlist.added", { ip: entry.value }), "success");
      if (value === ip) {
        setIp("");
        setRemark("");
        setAccountId("");
        setTouched(false);
      }
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.message);
      else throw error;
    }
  };

  const remove = async () => {
    // On failure the client has shown "Delete failed: …".
    if (!toDelete || !(await callSucceeded(deletion.mutateAsync(toDelete.id)))) return;
    showMessage(t("proxies.allowlist.removed", { ip: toDelete.ip }), "success");
    setToDelete(null);
  };

  return (
    <div id="allowlist" className="scroll-mt-24">
      <Panel
        title={t("proxies.allowlist.title")}
        titleId={`${id}-title`}
        testId="allowlist"
        actions={
          <span className="text-slate-500 text-sm tabular-nums">
            {t("proxies.allowlist.count", { count: entries.length, max })}
          </span>
        }
      >
        <p className="-mt-1 text-pretty text-slate-600 text-sm leading-6">{t("proxies.allowlist.intro")}</p>

        <form noValidate onSubmit={add} className="mt-4 space-y-3">
          <FormError message={formError} />
          <div className="grid gap-3 md:grid-cols-[minmax(0,14rem)_minmax(0,12rem)_minmax(0,1fr)_auto] md:items-start">
            <div>
              <label htmlFor={`${id}-ip`} className="block font-medium text-slate-700 text-sm">
                {t("proxies.allowlist.ip")}
              </label>
              <input
                id={`${id}-ip`}
                value={ip}
                onChange={(event) => setIp(event.target.value)}
                onBlur={() => setTouched(ip !== "")}
                placeholder="203.0.113.7"
                autoComplete="off"
                spellCheck={false}
                inputMode="decimal"
                aria-invalid={ipError ? true : undefined}
                aria-describedby={`${id}-ip-note`}
                className={`mt-1.5 font-mono ${inputClass(Boolean(ipError))}`}
              />
              <p
                id={`${id}-ip-note`}
                role={ipError ? "alert" : undefined}
                className={`mt-1.5 text-xs leading-5 ${ipError ? "text-red-600" : "text-slate-500"}`}
              >
                {ipError ??
                  (parsed.ok && parsed.value !== ip.trim()
                    ? t("proxies.allowlist.savedAs", { value: parsed.value })
                    : t("proxies.allowlist.ipHint"))}
              </p>
            </div>
            <div>
              <label htmlFor={`${id}-account`} className="block font-medium text-slate-700 text-sm">
                {t("proxies.allowlist.account")}
              </label>
              <select
                id={`${id}-account`}
                value={accountId}
                onChange={(event) => setAccountId(event.target.value)}
                aria-describedby={`${id}-account-note`}
                className={`mt-1.5 w-full ${selectBaseClass}`}
              >
                <option value="">{t("proxies.allowlist.accountDefault")}</option>
                {(accounts.data?.list ?? []).map((account) => (
                  <option key={account.id} value={String(account.id)}>
                    {account.username}
                  </option>
                ))}
              </select>
              <p id={`${id}-account-note`} className="mt-1.5 text-slate-500 text-xs leading-5">
                {t("proxies.allowlist.accountHint")}
              </p>
            </div>
            <div>
              <label htmlFor={`${id}-remark`} className="block font-medium text-slate-700 text-sm">
                {t("proxies.allowlist.remark")}
              </label>
              <input
                id={`${id}-remark`}
                value={remark}
                onChange={(event) => setRemark(event.target.value)}
                placeholder={t("proxies.allowlist.remarkPlaceholder")}
                autoComplete="off"
                aria-invalid={remarkError ? true : undefined}
                className={`mt-1.5 ${inputClass(Boolean(remarkError))}`}
              />
              {remarkError && (
                <p role="alert" className="mt-1.5 text-red-600 text-xs">
                  {remarkError}
                </p>
              )}
            </div>
            <button type="submit" className={`${primaryButtonClass} md:mt-7`} disabled={busy || isFull}>
              {t("proxies.allowlist.add")}
            </button>
          </div>
          {isFull && <p className="text-amber-700 text-sm">{t("proxies.allowlist.full", { max })}</p>}
          {ownIpNote && (
            <p className="text-slate-600 text-sm" data-testid="allowlist-own-ip">
              {t("proxies.allowlist.yourIp")} <code className="font-mono text-ink">{ownIp}</code>
              {ownIpNote}
            </p>
          )}
          {canAddOwnIp && !isFull && (
            <p className="text-slate-600 text-sm">
              {t("proxies.allowlist.yourIp")} <code className="font-mono text-ink">{ownIp}</code>{" "}
              <button
                type="button"
                className="font-medium text-brand hover:underline"
                disabled={busy}
                onClick={() => {
                  if (ownIp) void add(undefined, ownIp);
                }}
              >
                {t("proxies.allowlist.addYourIp")}
              </button>
            </p>
          )}
        </form>

        <LoadingOverlay loading={allowlist.isFetching} label={t("common.loading")}>
          <div className="mt-5">
            {allowlist.isError && !allowlist.data ? (
              <p className="py-6 text-center text-slate-600 text-sm">
                <LoadFailedRetry onRetry={() => allowlist.refetch()} />
              </p>
            ) : entries.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-500 text-sm">
                {allowlist.data ? t("proxies.allowlist.empty") : "\u00a0"}
              </p>
            ) : (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {entries.map((entry) => (
                  <li
                    key={entry.id}
                    data-testid="allowlist-entry"
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
                  >
                    <div className="min-w-0">
                      <code className="font-medium font-mono text-ink">{entry.ip}</code>
                      {entry.remark && <span className="ml-3 break-words text-slate-600">{entry.remark}</span>}
                      <span className="block text-slate-600 text-xs" data-testid="allowlist-entry-account">
                        {entry.accountUsername === null
                          ? t("proxies.allowlist.chargedDefault")
                          : t("proxies.allowlist.chargedTo", { username: entry.accountUsername })}
                      </span>
                      <span className="block text-slate-500 text-xs">{formatDateTime(entry.createTime, locale)}</span>
                    </div>
                    <button
                      type="button"
                      className="font-medium text-red-600 text-sm hover:underline"
                      aria-label={t("proxies.allowlist.removeOf", { ip: entry.ip })}
                      onClick={() => setToDelete(entry)}
                    >
                      {t("proxies.allowlist.remove")}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </LoadingOverlay>
        <ConfirmDialog
          open={toDelete !== null}
          title={t("proxies.allowlist.removeTitle")}
          confirmLabel={t("proxies.allowlist.remove")}
          busy={deletion.isPending}
          danger
          onConfirm={remove}
          onClose={() => setToDelete(null)}
        >
          {toDelete && t("proxies.allowlist.removeText", { ip: toDelete.ip })}
        </ConfirmDialog>
      </Panel>
    </div>
  );
}
