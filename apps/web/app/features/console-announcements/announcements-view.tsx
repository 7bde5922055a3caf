import {
  type AnnouncementAccountsMatch,
  type AnnouncementCreate,
  type AnnouncementSegment,
  announcementSegments,
} from "@shop/contract";
import { consoleAnnouncementEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { inputClass, TextBox } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { consoleApi, consoleKeys } from "../console/index.ts";

const listKey = () => [...consoleKeys.all(), "announcements"] as const;
const empty: AnnouncementCreate = { title: "", titleEn: "", body: "", bodyEn: "", segment: "all" };

/** The listed accounts that match no member, each on its own line, so the operator can fix or drop them. */
function UnmatchedAccounts({ accounts, testId }: { accounts: string[]; testId: string }) {
  return (
    <ul
      className="mt-2 max-h-48 overflow-y-auto rounded-md bg-white/70 px-3 py-2 font-mono text-xs"
      data-testid={testId}
    >
      {accounts.map((account) => (
        <li key={account} className="[overflow-wrap:anywhere]">
          {account}
        </li>
      ))}
    </ul>
  );
}

/** How a checked list of accounts came out: all found, or exactly which are no member. */
function AccountsCheck({ match }: { match: AnnouncementAccountsMatch }) {
  const t = useT();
  if (match.unmatched.length === 0) {
    return (
      <p className="mt-2 rounded-md bg-emerald-50 px-3 py-2 text-emerald-800 text-sm" data-testid="accounts-check">
        {t("consoleAnnouncements.allMatched", { count: match.matched })}
      </p>
    );
  }
  return (
    <div className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-amber-900 text-sm" data-testid="accounts-check">
      <p>
        {t("consoleAnnouncements.someUnmatched", {
          matched: match.matched,
          listed: match.listed,
          count: match.unmatched.length,
        })}
      </p>
      <UnmatchedAccounts accounts={match.unmatched} testId="unmatched-accounts" />
    </div>
  );
}

/** Announcements to every member's message centre, or a segment's, written in both languages. */
export function AnnouncementsView() {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: listKey(),
    queryFn: () => consoleApi.call(consoleAnnouncementEndpoints.listAnnouncements),
  });
  const send = useMutation({
    mutationFn: (body: AnnouncementCreate) =>
      consoleApi.call(consoleAnnouncementEndpoints.sendAnnouncement, { body }, { quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey() }),
  });
  const check = useMutation({
    mutationFn: (accounts: string) =>
      consoleApi.call(consoleAnnouncementEndpoints.checkAccounts, { body: { accounts } }, { quiet: true }),
  });
  const [draft, setDraft] = useState<AnnouncementCreate>(empty);
  const [error, setError] = useState<string | null>(null);
  // The last check of the listed accounts, and whether the "some match no member" confirmation is open.
  const [match, setMatch] = useState<AnnouncementAccountsMatch | null>(null);
  const [confirming, setConfirming] = useState(false);
  // After a send to listed members: the accounts nothing was sent to.
  const [skipped, setSkipped] = useState<{ recipients: number; unmatched: string[] } | null>(null);

  const checkAccounts = async (): Promise<AnnouncementAccountsMatch | null> => {
    setError(null);
    try {
      const checked = await check.mutateAsync(draft.accounts ?? "");
      setMatch(checked);
      return checked;
    } catch (e) {
      setMatch(null);
      setError(e instanceof ApiError ? e.message : t("consoleAnnouncements.failed"));
      return null;
    }
  };
  const sendNow = async () => {
    setError(null);
    setConfirming(false);
    try {
      const sent = await send.mutateAsync(draft);
      showMessage(t("consoleAnnouncements.sent", { count: sent.recipients }), "success");
      setSkipped(sent.unmatched.length > 0 ? { recipients: sent.recipients, unmatched: sent.unmatched } : null);
      setMatch(null);
      setDraft(empty);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("consoleAnnouncements.failed"));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSkipped(null);
    if (draft.segment !== "members") return sendNow();
    // Listed members: say which accounts match no member before anything is sent.
    const checked = await checkAccounts();
    if (!checked) return;
    if (checked.matched === 0) return setError(t("consoleAnnouncements.noneMatched"));
    if (checked.unmatched.length > 0) return setConfirming(true);
    return sendNow();
  };
  const area = (name: "body" | "bodyEn") => (
    <label className="block text-slate-700 text-sm">
      {t(`consoleAnnouncements.fields.${name}`)}
      <textarea
        name={name}
        required
        maxLength={2000}
        rows={4}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        className={`mt-1 ${inputClass(false)}`}
      />
    </label>
  );
  return (
    <div className="space-y-6">
      <form className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2" onSubmit={submit}>
        <TextBox
          name="title"
          required
          maxLength={100}
          label={t("consoleAnnouncements.fields.title")}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
        <TextBox
          name="titleEn"
          required
          maxLength={100}
          label={t("consoleAnnouncements.fields.titleEn")}
          value={draft.titleEn}
          onChange={(event) => setDraft({ ...draft, titleEn: event.target.value })}
        />
        {area("body")}
        {area("bodyEn")}
        <label className="block text-slate-700 text-sm">
          {t("consoleAnnouncements.fields.segment")}
          <select
            name="segment"
            value={draft.segment}
            onChange={(event) => setDraft({ ...draft, segment: event.target.value as AnnouncementSegment })}
            className={`mt-1 ${inputClass(false)}`}
          >
            {announcementSegments.map((segment) => (
              <option key={segment} value={segment}>
                {t(`consoleAnnouncements.segments.${segment}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.segment === "members" ? (
          <label className="block text-slate-700 text-sm md:col-span-2">
            {t("consoleAnnouncements.fields.accounts")}
            <textarea
              name="accounts"
              required
              maxLength={10_000}
              rows={3}
              value={draft.accounts ?? ""}
              placeholder={t("consoleAnnouncements.accountsPlaceholder")}
              onChange={(event) => {
                setDraft({ ...draft, accounts: event.target.value });
                setMatch(null);
              }}
              className={`mt-1 ${inputClass(false)}`}
            />
            <span className="mt-1 block text-slate-500 text-xs">{t("consoleAnnouncements.accountsHint")}</span>
          </label>
        ) : null}
        {draft.segment === "members" ? (
          <div className="md:col-span-2">
            <Button type="button" variant="secondary" size="sm" onClick={checkAccounts} disabled={check.isPending}>
              {t("consoleAnnouncements.checkAccounts")}
            </Button>
            {match ? <AccountsCheck match={match} /> : null}
          </div>
        ) : null}
        <div className="md:col-span-2">
          <FormError message={error} />
          <Button type="submit" disabled={send.isPending || check.isPending}>
            {t("consoleAnnouncements.send")}
          </Button>
        </div>
      </form>
      {skipped ? (
        <div
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
          data-testid="announcement-result"
        >
          <p>
            {t("consoleAnnouncements.sentSkipped", {
              recipients: skipped.recipients,
              count: skipped.unmatched.length,
            })}
          </p>
          <UnmatchedAccounts accounts={skipped.unmatched} testId="skipped-accounts" />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming && match !== null}
        onClose={() => setConfirming(false)}
        title={t("consoleAnnouncements.confirmTitle")}
        confirmLabel={t("consoleAnnouncements.confirmSend", { count: match?.matched ?? 0 })}
        busy={send.isPending}
        onConfirm={() => void sendNow()}
        testId="announcement-confirm"
      >
        <p>
          {t("consoleAnnouncements.someUnmatched", {
            matched: match?.matched ?? 0,
            listed: match?.listed ?? 0,
            count: match?.unmatched.length ?? 0,
          })}
        </p>
        <UnmatchedAccounts accounts={match?.unmatched ?? []} testId="confirm-unmatched-accounts" />
      </ConfirmDialog>
      <table className="w-full rounded-lg border border-slate-200 bg-white text-sm" data-testid="announcements-table">
        <caption className="sr-only">{t("consoleAnnouncements.listLabel")}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th className="px-4 py-2">{t("consoleAnnouncements.titleColumn")}</th>
            <th className="hidden px-4 py-2 sm:table-cell">{t("consoleAnnouncements.fields.segment")}</th>
            <th className="px-4 py-2 text-right sm:text-left">{t("consoleAnnouncements.recipients")}</th>
            <th className="hidden px-4 py-2 sm:table-cell">{t("consoleAnnouncements.sentAt")}</th>
          </tr>
        </thead>
        <tbody>
          {(list.data?.list ?? []).map((row) => (
            <tr key={row.id} className="border-slate-100 border-t align-top">
              <td className="px-4 py-2 [overflow-wrap:anywhere]">
                <p className="text-ink">{row.title}</p>
                <p className="text-slate-500 text-xs">{row.titleEn}</p>
                {/* On a phone the segment and the time sit under the title instead of in columns of their own. */}
                <p className="mt-1 text-slate-500 text-xs sm:hidden">
                  {t(`consoleAnnouncements.segments.${row.segment}`)} · {formatDateTime(row.createdAt, locale)}
                </p>
              </td>
              <td className="hidden px-4 py-2 sm:table-cell">{t(`consoleAnnouncements.segments.${row.segment}`)}</td>
              <td className="px-4 py-2 text-right tabular-nums sm:text-left">{row.recipients}</td>
              <td className="hidden whitespace-nowrap px-4 py-2 sm:table-cell">
                {formatDateTime(row.createdAt, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
