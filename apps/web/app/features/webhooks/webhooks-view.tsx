import {
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookEventTypes,
  webhookLimits,
} from "@shop/contract";
import { type FormEvent, useId, useState } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { ApiError, callSucceeded } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { CopyTextButton } from "../../ui/copy-text-button.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { FormError } from "../../ui/form-controls.tsx";
import { LoadingOverlay } from "../../ui/loading-overlay.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { PageHeader, Panel, primaryButtonClass, secondaryButtonClass } from "../proxies/index.ts";
import {
  useCreateWebhook,
  useDeleteWebhook,
  useResendWebhookDelivery,
  useSendWebhookTest,
  useSetWebhookEnabled,
  useWebhookDeliveries,
  useWebhooks,
} from "./api/webhooks.ts";

const controlClass = inputClass(false);

const statusClass: Record<WebhookDelivery["status"], string> = {
  pending: "bg-amber-50 text-amber-700",
  succeeded: "bg-green-50 text-green-700",
  failed: "bg-red-50 text-red-700",
};

/** A new endpoint: its HTTPS address and the events it receives. */
function CreateEndpointForm({ onCreated }: { onCreated(created: CreatedWebhookEndpoint): void }) {
  const t = useT();
  const id = useId();
  const create = useCreateWebhook();
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["order.paid"]);
  const [error, setError] = useState<string | null>(null);
  const toggle = (event: WebhookEventType) =>
    setEvents((current) => (current.includes(event) ? current.filter((e) => e !== event) : [...current, event]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const created = await create.mutateAsync({ url, events });
      setUrl("");
      onCreated(created);
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="webhook-form">
      <FormError message={error} />
      <Field id={`${id}-url`} label={t("webhooks.url")}>
        <input
          id={`${id}-url`}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          maxLength={webhookLimits.urlMaxLength}
          placeholder="https://example.com/webhooks"
          autoComplete="off"
          spellCheck={false}
          className={`font-mono ${controlClass}`}
        />
      </Field>
      <fieldset>
        <legend className="font-medium text-slate-700 text-sm">{t("webhooks.events")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {webhookEventTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand"
            >
              <input
                type="checkbox"
                className="mt-1"
                checked={events.includes(type)}
                onChange={() => toggle(type)}
                name="event"
                value={type}
              />
              <span>
                <span className="block font-mono text-ink text-sm">{type}</span>
                <span className="block text-slate-600 text-xs leading-5">
                  {t(`webhooks.event.${type.replace(".", "_")}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={primaryButtonClass} disabled={create.isPending}>
        {t("webhooks.create")}
      </button>
    </form>
  );
}

/** The signing secret, shown once after registering an endpoint. */
function SecretDialog({ created, onClose }: { created: CreatedWebhookEndpoint | null; onClose(): void }) {
  const t = useT();
  return (
    <ModalDialog
      open={created !== null}
      onClose={onClose}
      title={t("webhooks.secretTitle")}
      closeLabel={t("common.close")}
      size="md"
      testId="webhook-secret"
    >
      <p className="text-pretty text-amber-800 text-sm leading-6">{t("webhooks.secretOnce")}</p>
      <code
        className="mt-4 block break-all rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-sm"
        data-testid="webhook-secret-value"
      >
        {created?.secret}
      </code>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("webhooks.done")}
        </button>
        <CopyTextButton
          text={created?.secret ?? ""}
          copiedMessage={t("webhooks.copied")}
          className={primaryButtonClass}
        >
          {t("webhooks.copy")}
        </CopyTextButton>
      </div>
    </ModalDialog>
  );
}

/** An endpoint's latest deliveries, with "send again" on each. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const t = useT();
  const locale = useLocale();
  const deliveries = useWebhookDeliveries(endpoint.id);
  const resend = useResendWebhookDelivery();
  const rows = deliveries.data?.list ?? [];
  const again = async (delivery: WebhookDelivery) => {
    if (await callSucceeded(resend.mutateAsync(delivery.id))) showMessage(t("webhooks.resent"), "success");
  };
  return (
    <LoadingOverlay loading={deliveries.isPending} label={t("webhooks.loading")}>
      {rows.length === 0 ? (
        <p className="py-4 text-slate-500 text-sm">{t("webhooks.noDeliveries")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm" data-testid="webhook-deliveries">
            <thead className="text-slate-500 text-xs">
              <tr>
                <th className="py-2 pr-3 font-medium">{t("webhooks.col.event")}</th>
                <th className="py-2 pr-3 font-medium">{t("webhooks.col.status")}</th>
                <th className="py-2 pr-3 font-medium">{t("webhooks.col.response")}</th>
                <th className="py-2 pr-3 font-medium">{t("webhooks.col.attempts")}</th>
                <th className="py-2 pr-3 font-medium">{t("webhooks.col.lastAttempt")}</th>
                <th className="py-2" />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id} data-testid="webhook-delivery-row">
                  <td className="py-2 pr-3">
                    <span className="block font-mono text-ink text-xs">{row.eventType}</span>
                    <span className="block font-mono text-slate-400 text-xs">{row.eventId}</span>
                  </td>
                  <td className="py-2 pr-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs ${statusClass[row.status]}`}>
                      {t(`webhooks.status.${row.status}`)}
                    </span>
                  </td>
                  <td className="py-2 pr-3 font-mono text-xs">
                    {row.lastStatusCode !== null
                      ? `HTTP ${row.lastStatusCode}`
                      : row.lastError
                        ? t(`webhooks.error.${row.lastError}`)
                        : "—"}
                  </td>
                  <td className="py-2 pr-3 text-xs">{row.attempts}</td>
                  <td className="py-2 pr-3 text-xs">
                    {row.lastAttemptAt ? formatDateTime(row.lastAttemptAt, locale) : "—"}
                    {row.status === "pending" && row.nextAttemptAt && (
                      <span className="block text-slate-500">
                        {t("webhooks.nextAttempt", { at: formatDateTime(row.nextAttemptAt, locale) })}
                      </span>
                    )}
                  </td>
                  <td className="py-2 text-right">
                    {endpoint.enabled && (
                      <button
                        type="button"
                        className="text-brand text-xs hover:underline disabled:opacity-50"
                        disabled={resend.isPending}
                        onClick={() => void again(row)}
                      >
                        {t("webhooks.resend")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </LoadingOverlay>
  );
}

export function WebhooksView() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const endpoints = useWebhooks();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const sendTest = useSendWebhookTest();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const list = endpoints.data?.list ?? [];

  const test = async (endpoint: WebhookEndpoint) => {
    try {
      const delivery = await sendTest.mutateAsync(endpoint.id);
      // The log opens once the delivery exists: a first read of it started beside the test would
      // answer "no deliveries yet", and a reload asked for while a first read runs reuses that read.
      setOpen(endpoint.id);
      showMessage(
        delivery.status === "succeeded" ? t("webhooks.testSucceeded") : t("webhooks.testFailed"),
        delivery.status === "succeeded" ? "success" : "error",
      );
    } catch (caught) {
      if (!(caught instanceof ApiError)) throw caught;
    }
  };
  const confirmDelete = async () => {
    if (!toDelete || !(await callSucceeded(remove.mutateAsync(toDelete.id)))) return;
    showMessage(t("webhooks.deleted"), "success");
    setToDelete(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("webhooks.title")}
        intro={
          <>
            {t("webhooks.intro")}{" "}
            <LocalizedLink to="/api-docs" className="font-medium text-brand hover:underline">
              {t("webhooks.docsLink")}
            </LocalizedLink>
          </>
        }
      />
      <Panel title={t("webhooks.newEndpoint")} titleId={`${id}-new`}>
        <CreateEndpointForm
          onCreated={(value) => {
            setCreated(value);
            setOpen(value.endpoint.id);
          }}
        />
      </Panel>
      <Panel
        title={t("webhooks.yourEndpoints")}
        titleId={`${id}-list`}
        testId="webhook-list"
        actions={
          <span className="text-slate-500 text-sm">
            {t("webhooks.count", { used: list.length, max: endpoints.data?.max ?? webhookLimits.maxEndpoints })}
          </span>
        }
      >
        <LoadingOverlay loading={endpoints.isPending} label={t("webhooks.loading")}>
          {list.length === 0 ? (
            <p className="py-6 text-center text-slate-500 text-sm">{t("webhooks.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {list.map((endpoint) => (
                <li key={endpoint.id} className="space-y-3 py-4" data-testid="webhook-row">
                  <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                    <div className="min-w-0 space-y-1.5">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="break-all font-mono text-ink text-sm">{endpoint.url}</span>
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs ${endpoint.enabled ? "bg-green-50 text-green-700" : "bg-slate-100 text-slate-500"}`}
                        >
                          {endpoint.enabled ? t("webhooks.enabled") : t("webhooks.disabled")}
                        </span>
                      </p>
                      <p className="font-mono text-slate-500 text-xs">{endpoint.secretHint}</p>
                      <p className="flex flex-wrap gap-1.5">
                        {endpoint.events.map((event) => (
                          <span
                            key={event}
                            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700 text-xs"
                          >
                            {event}
                          </span>
                        ))}
                      </p>
                      <p className="text-slate-500 text-xs">
                        {t("webhooks.createdAt")} {formatDateTime(endpoint.createdAt, locale)}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {endpoint.enabled && (
                        <button
                          type="button"
                          className={primaryButtonClass}
                          disabled={sendTest.isPending}
                          onClick={() => void test(endpoint)}
                        >
                          {t("webhooks.sendTest")}
                        </button>
                      )}
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                        aria-expanded={open === endpoint.id}
                      >
                        {t("webhooks.deliveryLog")}
                      </button>
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        disabled={setEnabled.isPending}
                        onClick={() => void setEnabled.mutateAsync({ id: endpoint.id, enabled: !endpoint.enabled })}
                      >
                        {endpoint.enabled ? t("webhooks.disable") : t("webhooks.enable")}
                      </button>
                      <button type="button" className={secondaryButtonClass} onClick={() => setToDelete(endpoint)}>
                        {t("webhooks.delete")}
                      </button>
                    </div>
                  </div>
                  {open === endpoint.id && <DeliveryLog endpoint={endpoint} />}
                </li>
              ))}
            </ul>
          )}
        </LoadingOverlay>
      </Panel>
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t("webhooks.deleteTitle")}
        confirmLabel={t("webhooks.delete")}
        busy={remove.isPending}
        danger
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {t("webhooks.deleteConfirm", { url: toDelete?.url ?? "" })}
      </ConfirmDialog>
    </div>
  );
}
