import { type ConsoleRedirect, redirectCreateSchema, redirectStatusCodes } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Field, fieldControlProps, inputClass } from "../../ui/field.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { ConsoleCard } from "../console/index.ts";
import { useRedirectMutations, useRedirects, useSubstations } from "./api/sites.ts";
import { ChangedByCell, SettingsTable } from "./settings-table.tsx";

/** The route middleware's rules: add one, switch one off or back on. */
export function RedirectsView() {
  return (
    <div className="space-y-6">
      <AddRedirectForm />
      <RedirectsTable />
    </div>
  );
}

const emptyDraft = { substationId: "", fromPath: "", toUrl: "", statusCode: "302", note: "" };

function AddRedirectForm() {
  const t = useT();
  const k = (key: string, params?: Record<string, unknown>) => t(`consoleSites.redirects.${key}`, params);
  const substations = useSubstations().data?.list ?? [];
  const { create } = useRedirectMutations();
  const [draft, setDraft] = useState(emptyDraft);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = redirectCreateSchema.safeParse({
      substationId: draft.substationId ? Number(draft.substationId) : null,
      fromPath: draft.fromPath,
      toUrl: draft.toUrl,
      statusCode: Number(draft.statusCode),
      note: draft.note,
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        errors[field] ??= issue.message.startsWith("consoleSites.")
          ? t(issue.message, { ns: "messages" })
          : t("validation.invalid", { ns: "messages", field: k(`fields.${field}`) });
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    try {
      await create.mutateAsync(parsed.data);
      showMessage(k("added"), "success");
      setDraft(emptyDraft);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : null);
    }
  };

  const text = (key: "fromPath" | "toUrl" | "note", placeholder?: string) => {
    const id = `redirect-${key}`;
    const hint = key === "note" ? undefined : k(`hints.${key}`);
    return (
      <Field id={id} label={k(`fields.${key}`)} hint={hint} error={fieldErrors[key]}>
        <input
          {...fieldControlProps(id, fieldErrors[key], Boolean(hint))}
          name={key}
          className={inputClass(Boolean(fieldErrors[key]))}
          autoComplete="off"
          placeholder={placeholder}
          value={draft[key]}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
      </Field>
    );
  };

  return (
    <ConsoleCard id="add-redirect" title={k("addTitle")}>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        {error && (
          <div className="md:col-span-2">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        {text("fromPath", "/old-offer")}
        {text("toUrl", "/buy")}
        <SelectField
          id="redirect-substation"
          name="substationId"
          label={k("fields.substation")}
          emptyOption={k("allSites")}
          options={substations.map((row) => ({ value: row.id, label: `${row.code} (${row.host ?? k("anyHost")})` }))}
          value={draft.substationId}
          onChange={(event) => setDraft({ ...draft, substationId: event.target.value })}
        />
        <SelectField
          id="redirect-status"
          name="statusCode"
          label={k("fields.statusCode")}
          options={redirectStatusCodes.map((code) => ({ value: code, label: k(`statusCodes.${code}`) }))}
          value={draft.statusCode}
          onChange={(event) => setDraft({ ...draft, statusCode: event.target.value })}
        />
        <div className="md:col-span-2">{text("note")}</div>
        <div className="md:col-span-2">
          <Button type="submit" loading={create.isPending} loadingLabel={t("consoleSites.common.saving")}>
            {k("add")}
          </Button>
        </div>
      </form>
    </ConsoleCard>
  );
}

function RedirectsTable() {
  const t = useT();
  const k = (key: string, params?: Record<string, unknown>) => t(`consoleSites.redirects.${key}`, params);
  const redirects = useRedirects();
  const { setEnabled } = useRedirectMutations();
  const [error, setError] = useState<string | null>(null);

  const toggle = async (row: ConsoleRedirect) => {
    setError(null);
    try {
      await setEnabled.mutateAsync({ id: row.id, body: { isEnabled: !row.isEnabled, version: row.version } });
      showMessage(k(row.isEnabled ? "switchedOff" : "switchedOn", { from: row.fromPath }), "success");
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : null);
    }
  };

  const list = redirects.data?.list;
  if (!list) return <p className="text-slate-500 text-sm">{t("consoleSites.common.loading")}</p>;
  return (
    <section className="space-y-3" aria-labelledby="redirect-rules">
      <h2 id="redirect-rules" className="font-semibold text-ink">
        {k("listTitle")}
      </h2>
      {error && <Alert tone="error">{error}</Alert>}
      {list.length === 0 ? (
        <p className="text-slate-500 text-sm">{k("empty")}</p>
      ) : (
        <SettingsTable
          caption={k("listTitle")}
          testId="redirects-table"
          headings={[k("state"), k("fields.statusCode"), k("rule"), k("fields.substation"), k("noteColumn")]}
        >
          {list.map((row) => (
            <tr key={row.id} data-testid={`redirect-${row.id}`} className={row.isEnabled ? "" : "text-slate-400"}>
              <td className="whitespace-nowrap px-4 py-3">
                <Badge tone={row.isEnabled ? "success" : "neutral"} dot>
                  {k(row.isEnabled ? "on" : "off")}
                </Badge>
              </td>
              <td className="px-4 py-3 tabular-nums">{row.statusCode}</td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">
                {row.fromPath} → {row.toUrl}
              </td>
              <td className="whitespace-nowrap px-4 py-3">{row.substationCode ?? k("allSites")}</td>
              <td className="px-4 py-3 text-slate-600">{row.note ?? ""}</td>
              <ChangedByCell row={row} />
              <td className="whitespace-nowrap px-4 py-3 text-right">
                <Button
                  size="sm"
                  variant={row.isEnabled ? "secondary" : "primary"}
                  disabled={setEnabled.isPending}
                  onClick={() => void toggle(row)}
                >
                  {k(row.isEnabled ? "switchOff" : "switchOn")}
                </Button>
              </td>
            </tr>
          ))}
        </SettingsTable>
      )}
    </section>
  );
}
