import { type AnnouncementCreate, type AnnouncementSegment, announcementSegments } from "@shop/contract";
import { consoleAnnouncementEndpoints } from "@shop/contract/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { inputClass, TextBox } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { consoleApi, consoleKeys } from "../console/index.ts";

const listKey = () => [...consoleKeys.all(), "announcements"] as const;
const empty: AnnouncementCreate = { title: "", titleEn: "", body: "", bodyEn: "", segment: "all" };

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
  const [draft, setDraft] = useState<AnnouncementCreate>(empty);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const sent = await send.mutateAsync(draft);
      showMessage(t("consoleAnnouncements.sent", { count: sent.recipients }), "success");
      setDraft(empty);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("consoleAnnouncements.failed"));
    }
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
              onChange={(event) => setDraft({ ...draft, accounts: event.target.value })}
              className={`mt-1 ${inputClass(false)}`}
            />
            <span className="mt-1 block text-slate-500 text-xs">{t("consoleAnnouncements.accountsHint")}</span>
          </label>
        ) : null}
        <div className="md:col-span-2">
          <FormError message={error} />
          <Button type="submit" disabled={send.isPending}>
            {t("consoleAnnouncements.send")}
          </Button>
        </div>
      </form>
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
