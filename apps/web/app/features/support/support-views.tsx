import { type TicketAttachment, type TicketCategory, type TicketStatus, ticketCategories } from "@shop/contract";
import { localizePath } from "@shop/contract/core";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { PageHeader, Panel, primaryButtonClass, secondaryButtonClass } from "../proxies/index.ts";
import {
  downloadAttachment,
  uploadAttachment,
  useCreateTicket,
  useTicket,
  useTicketActions,
  useTickets,
} from "./api.ts";
import { AttachmentList, AttachmentPicker } from "./attachments.tsx";

const control = inputClass(false);
const statusTone = { open: "info", waiting: "warning", resolved: "success" } as const;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <Badge tone={statusTone[status]} testId="ticket-status">
      {t(`ticketLabels.status.${status}`)}
    </Badge>
  );
}

/** The member's tickets and the form that opens one (issue #31). */
export function TicketsView() {
  const t = useT();
  const locale = useLocale();
  const tickets = useTickets();
  const [opening, setOpening] = useState(false);
  const titleId = useId();
  return (
    <div className="space-y-6 p-4 sm:p-6">
      <PageHeader
        title={t("tickets.title")}
        intro={t("tickets.intro")}
        aside={
          !opening && (
            <button type="button" className={primaryButtonClass} onClick={() => setOpening(true)}>
              {t("tickets.open")}
            </button>
          )
        }
      />
      {opening && <NewTicketForm onCancel={() => setOpening(false)} />}
      <Panel title={t("tickets.mine")} titleId={titleId}>
        <LoadingOverlay loading={tickets.isPending} label={t("tickets.loading")}>
          {tickets.data?.length === 0 ? (
            <p className="mt-3 text-slate-500 text-sm">{t("tickets.none")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100" data-testid="ticket-list">
              {tickets.data?.map((ticket) => (
                <li
                  key={ticket.id}
                  className="flex flex-col items-start gap-1 py-3 sm:flex-row sm:items-center sm:gap-4"
                >
                  <LocalizedLink
                    to={`/admin/support/${ticket.id}`}
                    className="w-full min-w-0 flex-1 truncate font-medium text-brand hover:underline sm:w-auto"
                  >
                    #{ticket.id} {ticket.subject}
                  </LocalizedLink>
                  <span className="text-slate-500 text-xs">{t(`ticketLabels.category.${ticket.category}`)}</span>
                  <span className="text-slate-500 text-xs">{formatDateTime(ticket.lastMessageAt, locale)}</span>
                  <TicketStatusBadge status={ticket.status} />
                </li>
              ))}
            </ul>
          )}
        </LoadingOverlay>
      </Panel>
    </div>
  );
}

function NewTicketForm({ onCancel }: { onCancel(): void }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const locale = useLocale();
  const create = useCreateTicket();
  const [subject, setSubject] = useState("");
  const [category, setCategory] = useState<TicketCategory | "">("");
  const [body, setBody] = useState("");
  const [orderNo, setOrderNo] = useState("");
  const [files, setFiles] = useState<TicketAttachment[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const ticket = await create.mutateAsync({
        subject,
        category: category as TicketCategory,
        body,
        orderNo: orderNo.trim() || null,
        fileIds: files.map((f) => f.fileId),
      });
      navigate(localizePath(`/admin/support/${ticket.id}`, locale));
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };

  return (
    <Panel title={t("tickets.newTitle")} titleId={`${id}-title`} testId="new-ticket">
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <FormError message={error} />
        <Field id={`${id}-subject`} label={t("tickets.subject")}>
          <input
            id={`${id}-subject`}
            name="subject"
            value={subject}
            maxLength={120}
            onChange={(e) => setSubject(e.target.value)}
            className={control}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-category`} label={t("tickets.categoryLabel")}>
            <select
              id={`${id}-category`}
              name="category"
              value={category}
              onChange={(e) => setCategory(e.target.value as TicketCategory)}
              className={control}
            >
              <option value="">{t("tickets.chooseCategory")}</option>
              {ticketCategories.map((c) => (
                <option key={c} value={c}>
                  {t(`ticketLabels.category.${c}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-order`} label={t("tickets.orderNo")} hint={t("tickets.orderNoHint")}>
            <input
              id={`${id}-order`}
              name="orderNo"
              value={orderNo}
              onChange={(e) => setOrderNo(e.target.value)}
              className={control}
            />
          </Field>
        </div>
        <Field id={`${id}-body`} label={t("tickets.body")}>
          <textarea
            id={`${id}-body`}
            name="body"
            rows={6}
            value={body}
            maxLength={5000}
            onChange={(e) => setBody(e.target.value)}
            className={control}
          />
        </Field>
        <AttachmentPicker files={files} onChange={setFiles} upload={uploadAttachment} onError={setError} />
        <div className="flex gap-3">
          <button type="submit" className={primaryButtonClass} disabled={create.isPending}>
            {t("tickets.submit")}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            {t("tickets.cancel")}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** One ticket: its conversation, a reply box, and resolve/reopen. */
export function TicketView() {
  const t = useT();
  const locale = useLocale();
  const id = Number(useParams().ticketId);
  const ticket = useTicket(id);
  const actions = useTicketActions(id);
  const [body, setBody] = useState("");
  const [files, setFiles] = useState<TicketAttachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const data = ticket.data;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await actions.reply.mutateAsync({ body, fileIds: files.map((f) => f.fileId) });
      setBody("");
      setFiles([]);
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };

  return (
    <div className="space-y-6 p-4 sm:p-6">
      <LocalizedLink to="/admin/support" className="text-brand text-sm hover:underline">
        ← {t("tickets.back")}
      </LocalizedLink>
      <LoadingOverlay loading={ticket.isPending} label={t("tickets.loading")}>
        {data && (
          <div className="space-y-6">
            <PageHeader
              title={`#${data.id} ${data.subject}`}
              intro={
                <span className="flex flex-wrap items-center gap-2">
                  <TicketStatusBadge status={data.status} />
                  <span>{t(`ticketLabels.category.${data.category}`)}</span>
                  {data.orderNo && <span>{t("tickets.aboutOrder", { orderNo: data.orderNo })}</span>}
                  {data.proxyAccountName && <span>{t("tickets.aboutAccount", { name: data.proxyAccountName })}</span>}
                </span>
              }
              aside={
                data.status === "resolved" ? (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => actions.setStatus.mutate("open")}
                  >
                    {t("tickets.reopen")}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => actions.setStatus.mutate("resolved")}
                  >
                    {t("tickets.resolve")}
                  </button>
                )
              }
            />
            <ol className="space-y-3" data-testid="ticket-messages">
              {data.messages.map((message) => (
                <li
                  key={message.id}
                  className={`rounded-xl border p-4 ${message.kind === "member" ? "border-slate-200 bg-white sm:ml-12" : "border-brand/20 bg-brand/5 sm:mr-12"}`}
                >
                  <p className="flex flex-wrap justify-between gap-2 text-slate-500 text-xs">
                    <span className="font-medium text-slate-700">
                      {message.kind === "member" ? t("tickets.you") : t("tickets.supportTeam")}
                    </span>
                    <span>{formatDateTime(message.createdAt, locale)}</span>
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words text-ink text-sm">{message.body}</p>
                  <AttachmentList attachments={message.attachments} download={downloadAttachment} />
                </li>
              ))}
            </ol>
            <Panel title={t("tickets.reply")} titleId={`${formId}-reply`}>
              <form className="mt-3 space-y-3" onSubmit={send} noValidate>
                <FormError message={error} />
                <label htmlFor={`${formId}-body`} className="sr-only">
                  {t("tickets.reply")}
                </label>
                <textarea
                  id={`${formId}-body`}
                  name="body"
                  rows={4}
                  value={body}
                  maxLength={5000}
                  onChange={(e) => setBody(e.target.value)}
                  className={control}
                />
                <AttachmentPicker files={files} onChange={setFiles} upload={uploadAttachment} onError={setError} />
                <button type="submit" className={primaryButtonClass} disabled={actions.reply.isPending}>
                  {t("tickets.send")}
                </button>
              </form>
            </Panel>
          </div>
        )}
      </LoadingOverlay>
    </div>
  );
}
