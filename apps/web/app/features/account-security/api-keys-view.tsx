import { type ApiKey, type ApiKeyScope, apiKeyLimits, apiKeyScopes, type CreatedApiKey } from "@shop/contract";
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
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "./api/api-keys.ts";

const controlClass = inputClass(false);

type KeyState = "active" | "expired" | "revoked";
const stateOf = (key: ApiKey): KeyState =>
  key.revokedAt ? "revoked" : key.expiresAt && Date.parse(key.expiresAt) <= Date.now() ? "expired" : "active";
const stateClass: Record<KeyState, string> = {
  active: "bg-green-50 text-green-700",
  expired: "bg-amber-50 text-amber-700",
  revoked: "bg-slate-100 text-slate-500",
};

/** The form of a new key: name, scopes, optional expiry (days from now) and source addresses. */
function CreateKeyForm({ onCreated }: { onCreated(created: CreatedApiKey): void }) {
  const t = useT();
  const id = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["usage:read"]);
  const [expiryDays, setExpiryDays] = useState("");
  const [cidrs, setCidrs] = useState("");
  const [error, setError] = useState<string | null>(null);

  const toggle = (scope: ApiKeyScope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const days = expiryDays === "" ? null : Number(expiryDays);
    try {
      const created = await create.mutateAsync({
        name,
        scopes,
        expiresAt: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
        allowedCidrs: cidrs
          .split(/[\s,，]+/)
          .map((value) => value.trim())
          .filter(Boolean),
      });
      setName("");
      setCidrs("");
      onCreated(created);
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
      else throw caught;
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="api-key-form">
      <FormError message={error} />
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-name`} label={t("apiKeys.name")}>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={apiKeyLimits.nameMaxLength}
            placeholder={t("apiKeys.namePlaceholder")}
            autoComplete="off"
            className={controlClass}
          />
        </Field>
        <Field id={`${id}-expiry`} label={t("apiKeys.expiry")}>
          <select
            id={`${id}-expiry`}
            value={expiryDays}
            onChange={(event) => setExpiryDays(event.target.value)}
            className={controlClass}
          >
            <option value="">{t("apiKeys.noExpiry")}</option>
            {[7, 30, 90, 365].map((days) => (
              <option key={days} value={days}>
                {t("apiKeys.expiresInDays", { count: days })}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset>
        <legend className="font-medium text-slate-700 text-sm">{t("apiKeys.scopes")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {apiKeyScopes.map((scope) => (
            <label
              key={scope}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand"
            >
              <input
                type="checkbox"
                className="mt-1"
                checked={scopes.includes(scope)}
                onChange={() => toggle(scope)}
                name="scope"
                value={scope}
              />
              <span>
                <span className="block font-mono text-ink text-sm">{scope}</span>
                <span className="block text-slate-600 text-xs leading-5">{t(`apiKeys.scope.${scope}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-cidrs`} className="block font-medium text-slate-700 text-sm">
          {t("apiKeys.allowedCidrs")}
        </label>
        <textarea
          id={`${id}-cidrs`}
          value={cidrs}
          onChange={(event) => setCidrs(event.target.value)}
          rows={2}
          placeholder="203.0.113.0/24, 2001:db8::/32"
          spellCheck={false}
          className={`mt-1.5 font-mono ${controlClass}`}
          aria-describedby={`${id}-cidrs-hint`}
        />
        <p id={`${id}-cidrs-hint`} className="mt-1.5 text-slate-500 text-xs">
          {t("apiKeys.allowedCidrsHint")}
        </p>
      </div>
      <button type="submit" className={primaryButtonClass} disabled={create.isPending}>
        {t("apiKeys.create")}
      </button>
    </form>
  );
}

/** The secret, shown once after creating a key, with a copy button. */
function SecretDialog({ created, onClose }: { created: CreatedApiKey | null; onClose(): void }) {
  const t = useT();
  return (
    <ModalDialog
      open={created !== null}
      onClose={onClose}
      title={t("apiKeys.secretTitle")}
      closeLabel={t("common.close")}
      size="md"
      testId="api-key-secret"
    >
      <p className="text-pretty text-amber-800 text-sm leading-6">{t("apiKeys.secretOnce")}</p>
      <code
        className="mt-4 block break-all rounded-lg bg-slate-900 p-3 font-mono text-slate-100 text-sm"
        data-testid="api-key-secret-value"
      >
        {created?.secret}
      </code>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {t("apiKeys.done")}
        </button>
        <CopyTextButton text={created?.secret ?? ""} copiedMessage={t("apiKeys.copied")} className={primaryButtonClass}>
          {t("apiKeys.copy")}
        </CopyTextButton>
      </div>
    </ModalDialog>
  );
}

export function ApiKeysView() {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const list = keys.data?.list ?? [];
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : t("apiKeys.never"));

  const confirmRevoke = async () => {
    if (!toRevoke || !(await callSucceeded(revoke.mutateAsync(toRevoke.id)))) return;
    showMessage(t("apiKeys.revoked", { name: toRevoke.name }), "success");
    setToRevoke(null);
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("apiKeys.title")}
        intro={
          <>
            {t("apiKeys.intro")}{" "}
            <LocalizedLink to="/api-docs" className="font-medium text-brand hover:underline">
              {t("apiKeys.docsLink")}
            </LocalizedLink>
          </>
        }
      />
      <Panel title={t("apiKeys.newKey")} titleId={`${id}-new`}>
        <CreateKeyForm onCreated={setCreated} />
      </Panel>
      <Panel
        title={t("apiKeys.yourKeys")}
        titleId={`${id}-list`}
        testId="api-key-list"
        actions={
          <span className="text-slate-500 text-sm">
            {t("apiKeys.count", {
              active: list.filter((k) => stateOf(k) === "active").length,
              max: keys.data?.max ?? apiKeyLimits.maxKeys,
            })}
          </span>
        }
      >
        <LoadingOverlay loading={keys.isPending} label={t("apiKeys.loading")}>
          {list.length === 0 ? (
            <p className="py-6 text-center text-slate-500 text-sm">{t("apiKeys.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {list.map((key) => {
                const state = stateOf(key);
                return (
                  <li
                    key={key.id}
                    className="flex flex-col gap-3 py-4 md:flex-row md:items-start md:justify-between"
                    data-testid="api-key-row"
                  >
                    <div className="min-w-0 space-y-1.5">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-ink">{key.name}</span>
                        <span className={`rounded-full px-2 py-0.5 text-xs ${stateClass[state]}`}>
                          {t(`apiKeys.state.${state}`)}
                        </span>
                      </p>
                      <p className="break-all font-mono text-slate-500 text-xs">{key.hint}</p>
                      <p className="flex flex-wrap gap-1.5">
                        {key.scopes.map((scope) => (
                          <span
                            key={scope}
                            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700 text-xs"
                          >
                            {scope}
                          </span>
                        ))}
                      </p>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-600 text-xs">
                        <dt>{t("apiKeys.lastUsed")}</dt>
                        <dd>
                          {when(key.lastUsedAt)}
                          {key.lastUsedIp && <span className="font-mono"> · {key.lastUsedIp}</span>}
                        </dd>
                        <dt>{t("apiKeys.expiresAt")}</dt>
                        <dd>{key.expiresAt ? formatDateTime(key.expiresAt, locale) : t("apiKeys.noExpiry")}</dd>
                        <dt>{t("apiKeys.sources")}</dt>
                        <dd className="break-all font-mono">
                          {key.allowedCidrs.length > 0 ? key.allowedCidrs.join(", ") : t("apiKeys.anySource")}
                        </dd>
                        <dt>{t("apiKeys.createdAt")}</dt>
                        <dd>{formatDateTime(key.createdAt, locale)}</dd>
                      </dl>
                    </div>
                    {state !== "revoked" && (
                      <button type="button" className={secondaryButtonClass} onClick={() => setToRevoke(key)}>
                        {t("apiKeys.revoke")}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </LoadingOverlay>
      </Panel>
      <SecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={toRevoke !== null}
        title={t("apiKeys.revokeTitle")}
        confirmLabel={t("apiKeys.revoke")}
        busy={revoke.isPending}
        danger
        onConfirm={confirmRevoke}
        onClose={() => setToRevoke(null)}
      >
        {t("apiKeys.revokeConfirm", { name: toRevoke?.name ?? "" })}
      </ConfirmDialog>
    </div>
  );
}
