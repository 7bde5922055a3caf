import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatDateTime } from "../../lib/format.ts";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { PageHeader } from "../proxies/index.ts";
import { useMarkRead, useMessages } from "./api.ts";

/** The member's message centre (站内信): the shop's notices and announcements, newest first. */
export function InboxView() {
  const t = useT();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const messages = useMessages(page);
  const markRead = useMarkRead();
  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / 20)) : 1;

  return (
    <div className="space-y-6 p-4 sm:p-8" data-testid="inbox">
      <PageHeader
        title={t("inbox.title")}
        intro={t("inbox.intro")}
        aside={
          <button
            type="button"
            className="rounded-lg border border-slate-200 bg-white px-4 py-2 font-medium text-slate-700 text-sm hover:border-brand hover:text-brand disabled:opacity-60"
            disabled={!data || data.unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate("all")}
            data-testid="inbox-read-all"
          >
            {t("inbox.readAll")}
          </button>
        }
      />
      <LoadingOverlay loading={messages.isPending} label={t("common.loading")}>
        <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <p className="border-slate-100 border-b px-5 py-3 text-slate-600 text-sm" data-testid="inbox-unread">
            {t("inbox.unreadCount", { count: data?.unread ?? 0 })}
          </p>
          {data && data.list.length === 0 ? (
            <p className="px-5 py-10 text-center text-slate-500 text-sm">{t("inbox.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {(data?.list ?? []).map((message) => (
                <li
                  key={message.id}
                  className={`px-5 py-4 ${message.read ? "" : "bg-brand/5"}`}
                  data-testid="inbox-message"
                  data-read={message.read ? "true" : "false"}
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2 className="flex min-w-0 items-center gap-2 font-semibold text-ink text-sm">
                      {message.read ? null : (
                        <span className="inline-block size-2 shrink-0 rounded-full bg-red-500" aria-hidden="true" />
                      )}
                      <span className="break-words">{message.title}</span>
                      {message.kind === "announcement" ? (
                        <span className="shrink-0 whitespace-nowrap rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-800 text-xs">
                          {t("inbox.announcement")}
                        </span>
                      ) : null}
                    </h2>
                    <time className="shrink-0 text-slate-500 text-xs" dateTime={message.createdAt}>
                      {formatDateTime(message.createdAt, locale)}
                    </time>
                  </div>
                  <p className="mt-1.5 whitespace-pre-line break-words text-slate-700 text-sm leading-6">
                    {withLinks(message.text)}
                  </p>
                  {message.read ? null : (
                    <button
                      type="button"
                      className="mt-2 font-medium text-brand text-sm hover:underline"
                      onClick={() => markRead.mutate(message.id)}
                      disabled={markRead.isPending}
                      data-testid="inbox-mark-read"
                    >
                      {t("inbox.markRead")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <div className="flex items-center justify-end gap-3 border-slate-100 border-t px-5 py-3 text-sm">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
                className="text-brand disabled:text-slate-400"
              >
                {t("inbox.previous")}
              </button>
              <span className="text-slate-500">
                {page} / {pages}
              </span>
              <button
                type="button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
                className="text-brand disabled:text-slate-400"
              >
                {t("inbox.next")}
              </button>
            </div>
          ) : null}
        </section>
      </LoadingOverlay>
    </div>
  );
}

/** The unread count beside "Messages" in the user-centre menu. */
export function UnreadBadge({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-red-500 px-1.5 font-semibold text-white text-xs leading-5"
      data-testid="inbox-badge"
    >
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{t("inbox.unreadBadge", { count })}</span>
    </span>
  );
}

// A web address, or a path of this site's user centre (notices name one when the shop has no PUBLIC_URL).
const linkPattern = /(https?:\/\/[^\s，。；]+|(?<![\w/])\/(?:en\/)?admin\/[\w\-/?=&.%]+)/g;

/** The message's text with its web addresses and user-centre paths as links (a full stop after one stays text). */
export function withLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const target = match[0].replace(/[.,;:!?)]+$/, "");
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      target.startsWith("/") ? (
        <Link key={at} to={target} className="text-brand underline-offset-2 hover:underline">
          {target}
        </Link>
      ) : (
        <a key={at} href={target} className="text-brand underline-offset-2 hover:underline" rel="noopener noreferrer">
          {target}
        </a>
      ),
    );
    last = at + target.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
