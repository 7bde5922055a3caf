import {
  type CannedReply,
  type ConsoleTicketQuery,
  type TicketCategory,
  type TicketStatus,
  ticketCategories,
  ticketStatuses,
} from "@shop/contract";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { inputClass } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { Table, TableBody, TableHead, TableMessageRow, Th } from "../../ui/table.tsx";
import { ConsoleCard, useConsoleSession } from "../console/index.ts";
import { AttachmentList } from "../support/index.ts";
import {
  downloadConsoleAttachment,
  useCanned,
  useConsoleTicket,
  useQueue,
  useSaveCanned,
  useTicketCommands,
} from "./api.ts";

const control = inputClass(false);
const labelClass = "block font-medium text-slate-700 text-sm";
const statusTone = { open: "info", waiting: "warning", resolved: "success" } as const;

function useK() {
  const t = useT();
  return (key: string, params?: Record<string, unknown>) => t(`consoleSupport.${key}`, params);
}

/** The ticket queue, oldest first, with its filters; and the canned replies below. */
export function SupportQueueView() {
  const k = useK();
  const t = useT();
  const locale = useLocale();
  const [query, setQuery] = useState<ConsoleTicketQuery>({ status: "open" });
  const queue = useQueue(query);
  const set = (patch: Partial<ConsoleTicketQuery>) => setQuery((q) => ({ ...q, ...patch }));
  return (
    <div className="space-y-6">
      <ConsoleCard id="support-queue" title={k("queue")}>
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
          <label className={labelClass}>
            {k("filterStatus")}
            <select
              className={`${control} mt-1`}
              value={query.status ?? ""}
              onChange={(e) => set({ status: (e.target.value || undefined) as TicketStatus | undefined })}
            >
              <option value="">{k("all")}</option>
              {ticketStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`ticketLabels.status.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {k("filterCategory")}
            <select
              className={`${control} mt-1`}
              value={query.category ?? ""}
              onChange={(e) => set({ category: (e.target.value || undefined) as TicketCategory | undefined })}
            >
              <option value="">{k("all")}</option>
              {ticketCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`ticketLabels.category.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            {k("filterAssignee")}
            <select
              className={`${control} mt-1`}
              value={query.assignee ?? ""}
              onChange={(e) => set({ assignee: e.target.value || undefined })}
            >
              <option value="">{k("all")}</option>
              <option value="me">{k("assignedToMe")}</option>
              <option value="none">{k("unassigned")}</option>
            </select>
          </label>
        </div>
        <Table>
          <TableHead>
            <Th>{k("ticket")}</Th>
            <Th>{k("member")}</Th>
            <Th>{k("category")}</Th>
            <Th>{k("status")}</Th>
            <Th>{k("assignee")}</Th>
            <Th>{k("due")}</Th>
          </TableHead>
          <TableBody>
            {queue.data?.length === 0 && <TableMessageRow colSpan={6}>{k("empty")}</TableMessageRow>}
            {queue.data?.map((ticket) => (
              <tr key={ticket.id} data-testid="queue-row">
                <td className="px-3 py-2">
                  <LocalizedLink to={`/ops/support/${ticket.id}`} className="font-medium text-brand hover:underline">
                    #{ticket.id} {ticket.subject}
                  </LocalizedLink>
                </td>
                <td className="px-3 py-2 text-sm">{ticket.memberName}</td>
                <td className="px-3 py-2 text-sm">{t(`ticketLabels.category.${ticket.category}`)}</td>
                <td className="px-3 py-2">
                  <Badge tone={statusTone[ticket.status]}>{t(`ticketLabels.status.${ticket.status}`)}</Badge>
                </td>
                <td className="px-3 py-2 text-sm">{ticket.assigneeName ?? "—"}</td>
                <td className="px-3 py-2 text-sm">
                  {ticket.firstRespondedAt ? (
                    k("answered")
                  ) : (
                    <span className="flex flex-wrap items-center gap-2">
                      {formatDateTime(ticket.firstResponseDueAt, locale)}
                      {ticket.overdue && <Badge tone="danger">{k("overdue")}</Badge>}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </TableBody>
        </Table>
      </ConsoleCard>
      <CannedRepliesCard />
    </div>
  );
}

function CannedRepliesCard() {
  const k = useK();
  const canned = useCanned();
  const save = useSaveCanned();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [draft, setDraft] = useState({ title: "", bodyZh: "", bodyEn: "" });
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ id: editing?.id ?? null, fields: { ...draft, isActive: true } });
      setEditing(null);
      setDraft({ title: "", bodyZh: "", bodyEn: "" });
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };
  return (
    <ConsoleCard id="support-canned" title={k("canned")}>
      <ul className="mb-4 divide-y divide-slate-100">
        {canned.data?.map((reply) => (
          <li key={reply.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="min-w-0 truncate">{reply.title}</span>
            <button
              type="button"
              className="font-medium text-brand hover:underline"
              onClick={() => {
                setEditing(reply);
                setDraft({ title: reply.title, bodyZh: reply.bodyZh, bodyEn: reply.bodyEn });
              }}
            >
              {k("edit")}
            </button>
          </li>
        ))}
      </ul>
      <form className="space-y-3" onSubmit={submit} noValidate>
        <FormError message={error} />
        <label className={labelClass}>
          {k("cannedTitle")}
          <input
            className={`${control} mt-1`}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={labelClass}>
            {k("cannedZh")}
            <textarea
              rows={3}
              className={`${control} mt-1`}
              value={draft.bodyZh}
              onChange={(e) => setDraft({ ...draft, bodyZh: e.target.value })}
            />
          </label>
          <label className={labelClass}>
            {k("cannedEn")}
            <textarea
              rows={3}
              className={`${control} mt-1`}
              value={draft.bodyEn}
              onChange={(e) => setDraft({ ...draft, bodyEn: e.target.value })}
            />
          </label>
        </div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {editing ? k("saveCanned") : k("addCanned")}
        </Button>
      </form>
    </ConsoleCard>
  );
}

/** One ticket in the console: the conversation with notes, reply or note, assignment and status. */
export function SupportTicketConsoleView() {
  const k = useK();
  const t = useT();
  const locale = useLocale();
  const id = Number(useParams().ticketId);
  const ticket = useConsoleTicket(id);
  const commands = useTicketCommands(id);
  const session = useConsoleSession();
  const canned = useCanned();
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const data = ticket.data;
  if (!data) return null;
  const me = session.data?.id ?? null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await commands.reply.mutateAsync({ body, internal });
      setBody("");
      setInternal(false);
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };

  return (
    <div className="space-y-6">
      <LocalizedLink to="/ops/support" className="text-brand text-sm hover:underline">
        ← {k("backToQueue")}
      </LocalizedLink>
      <ConsoleCard id="support-ticket" title={`#${data.id} ${data.subject}`}>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">{k("member")}</dt>
            <dd>
              <LocalizedLink to={`/ops/members/${data.memberId}`} className="text-brand hover:underline">
                {data.memberName}
              </LocalizedLink>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{k("status")}</dt>
            <dd>
              <Badge tone={statusTone[data.status]} testId="console-ticket-status">
                {t(`ticketLabels.status.${data.status}`)}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{k("due")}</dt>
            <dd>
              {data.firstRespondedAt
                ? k("answeredAt", { at: formatDateTime(data.firstRespondedAt, locale) })
                : formatDateTime(data.firstResponseDueAt, locale)}
              {data.overdue && (
                <span className="ml-2">
                  <Badge tone="danger">{k("overdue")}</Badge>
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{k("category")}</dt>
            <dd>{t(`ticketLabels.category.${data.category}`)}</dd>
          </div>
          {data.orderNo && (
            <div>
              <dt className="text-slate-500">{k("order")}</dt>
              <dd>{data.orderNo}</dd>
            </div>
          )}
          {data.proxyAccountName && (
            <div>
              <dt className="text-slate-500">{k("subAccount")}</dt>
              <dd>{data.proxyAccountName}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-500">{k("assignee")}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {data.assigneeName ?? k("unassigned")}
              {me !== null && data.assigneeOperatorId !== me && (
                <button
                  type="button"
                  className="font-medium text-brand hover:underline"
                  onClick={() => commands.assign.mutate(me)}
                >
                  {k("assignMe")}
                </button>
              )}
              {data.assigneeOperatorId !== null && (
                <button
                  type="button"
                  className="font-medium text-brand hover:underline"
                  onClick={() => commands.assign.mutate(null)}
                >
                  {k("unassign")}
                </button>
              )}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {ticketStatuses
            .filter((s) => s !== data.status)
            .map((s) => (
              <Button key={s} type="button" size="sm" variant="secondary" onClick={() => commands.setStatus.mutate(s)}>
                {k("markAs", { status: t(`ticketLabels.status.${s}`) })}
              </Button>
            ))}
        </div>
      </ConsoleCard>
      <ol className="space-y-3" data-testid="console-messages">
        {data.messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-xl border p-4 ${message.kind === "note" ? "border-amber-300 bg-amber-50" : message.kind === "operator" ? "border-brand/20 bg-brand/5" : "border-slate-200 bg-white"}`}
          >
            <p className="flex flex-wrap justify-between gap-2 text-slate-500 text-xs">
              <span className="font-medium text-slate-700">
                {message.kind === "member"
                  ? data.memberName
                  : message.kind === "note"
                    ? k("noteBy", { name: message.operatorName ?? "" })
                    : (message.operatorName ?? "")}
              </span>
              <span>{formatDateTime(message.createdAt, locale)}</span>
            </p>
            <p className="mt-2 whitespace-pre-wrap break-words text-ink text-sm">{message.body}</p>
            <AttachmentList attachments={message.attachments} download={downloadConsoleAttachment} />
          </li>
        ))}
      </ol>
      <ConsoleCard id="support-reply" title={k("reply")}>
        <form className="space-y-3" onSubmit={send} noValidate>
          <FormError message={error} />
          {(canned.data?.length ?? 0) > 0 && (
            <label className={labelClass}>
              {k("insertCanned")}
              <select
                className={`${control} mt-1`}
                value=""
                onChange={(e) => {
                  const reply = canned.data?.find((c) => c.id === Number(e.target.value));
                  if (reply) setBody(locale === "en" ? reply.bodyEn : reply.bodyZh);
                }}
              >
                <option value="">{k("chooseCanned")}</option>
                {canned.data
                  ?.filter((c) => c.isActive)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
              </select>
            </label>
          )}
          <label className={labelClass}>
            {internal ? k("noteLabel") : k("replyLabel")}
            <textarea rows={5} className={`${control} mt-1`} value={body} onChange={(e) => setBody(e.target.value)} />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
            {k("internal")}
          </label>
          <Button type="submit" size="sm" disabled={commands.reply.isPending}>
            {internal ? k("addNote") : k("sendReply")}
          </Button>
        </form>
      </ConsoleCard>
    </div>
  );
}
