import { type ConsoleSubstation, substationCreateSchema, substationUpdateSchema } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { DialogActions } from "../../ui/dialog.tsx";
import { Field, fieldControlProps, inputClass } from "../../ui/field.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { useSubstationMutations } from "./api/sites.ts";

/** Every setting the command line can set, in the form's groups; the key is the field's name. */
const groups = [
  { title: "basics", fields: ["host", "nameZh", "nameEn", "primaryColor"] },
  {
    title: "brand",
    fields: [
      "logoUrl",
      "customerServiceQrUrl",
      "contactEmail",
      "contactHoursZh",
      "contactHoursEn",
      "icpNumber",
      "analyticsId",
    ],
  },
  { title: "gateway", fields: ["proxyGatewayHost", "proxyGatewayHttpPort", "proxyGatewaySocks5Port"] },
  { title: "seo", fields: ["seoTitleZh", "seoTitleEn", "seoDescriptionZh", "seoDescriptionEn"] },
] as const;
type SettingKey = (typeof groups)[number]["fields"][number];
const settingKeys: SettingKey[] = groups.flatMap((group) => [...group.fields]);

/** The fields with a hint under them (what the value is for, or its form). */
const hinted = new Set<string>(["host", "primaryColor", "analyticsId", "proxyGatewayHost", "code"]);

type Draft = Record<SettingKey | "code", string>;
type Issue = { code: string; message: string; maximum?: unknown; origin?: string };

/** A schema problem as the shared message catalogue words it (lengths and numbers by zod's own issue). */
function issueMessage(issue: Issue, field: string): [string, Record<string, unknown>] {
  const params = { ns: "messages", field, max: Number(issue.maximum) };
  if (issue.message.startsWith("consoleSites.")) return [issue.message, params];
  if (issue.code === "too_big") return [issue.origin === "string" ? "validation.tooLong" : "validation.tooBig", params];
  if (issue.code === "too_small") return ["validation.required", params];
  return ["validation.invalid", params];
}

function draftOf(row: ConsoleSubstation | null): Draft {
  const draft = { code: row?.code ?? "" } as Draft;
  for (const key of settingKeys) {
    const value = row?.[key];
    draft[key] = value === null || value === undefined ? "" : String(value);
  }
  if (!row) draft.primaryColor = "#2563eb";
  return draft;
}

/**
 * Adds a substation (`row` null) or edits one: every setting of `sites:add` / `sites:set`, checked
 * here with the server's own schema; an empty optional field clears the setting. The row's
 * version goes back with an edit, so a form someone else saved meanwhile is refused (409).
 */
export function SubstationForm({
  row,
  onClose,
  onSaved,
}: {
  row: ConsoleSubstation | null;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const k = (key: string, params?: Record<string, unknown>) => t(`consoleSites.sites.${key}`, params);
  const mutations = useSubstationMutations();
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const busy = mutations.create.isPending || mutations.update.isPending;
  const issueText = (issue: Issue, field: string) => t(...issueMessage(issue, field));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: Record<string, string | number> = { ...draft };
    if (row) {
      delete input.code;
      input.version = row.version;
    }
    const parsed = (row ? substationUpdateSchema : substationCreateSchema).safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        errors[String(issue.path[0])] ??= issueText(issue, k(`fields.${String(issue.path[0])}`));
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    try {
      if (row) {
        await mutations.update.mutateAsync({
          id: row.id,
          body: parsed.data as typeof parsed.data & { version: number },
        });
      } else {
        await mutations.create.mutateAsync(parsed.data as typeof parsed.data & { code: string });
      }
      onSaved();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : null);
    }
  };

  const input = (key: SettingKey | "code") => {
    const id = `substation-${key}`;
    const hint = hinted.has(key) ? k(`hints.${key}`) : undefined;
    const numeric = key === "proxyGatewayHttpPort" || key === "proxyGatewaySocks5Port";
    return (
      <Field key={key} id={id} label={k(`fields.${key}`)} hint={hint} error={fieldErrors[key]}>
        <div className="flex items-center gap-2">
          <input
            {...fieldControlProps(id, fieldErrors[key], Boolean(hint))}
            name={key}
            className={inputClass(Boolean(fieldErrors[key]))}
            inputMode={numeric ? "numeric" : undefined}
            autoComplete="off"
            value={draft[key]}
            onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
          />
          {key === "primaryColor" && /^#[0-9a-fA-F]{6}$/.test(draft.primaryColor) && (
            <span
              aria-hidden="true"
              className="size-9 shrink-0 rounded-lg border border-slate-300"
              style={{ backgroundColor: draft.primaryColor }}
            />
          )}
        </div>
      </Field>
    );
  };

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={row ? k("editTitle", { code: row.code }) : k("addTitle")}
      closeLabel={t("consoleSites.common.close")}
      size="lg"
      testId="substation-form"
    >
      <form onSubmit={submit} noValidate className="space-y-6">
        {error && <Alert tone="error">{error}</Alert>}
        {row?.isMain && <Alert tone="info">{k("mainHint")}</Alert>}
        {groups.map((group) => (
          <fieldset key={group.title} className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 font-semibold text-ink text-sm">{k(`groups.${group.title}`)}</legend>
            {group.title === "basics" && !row && input("code")}
            {group.fields.map((key) => input(key))}
          </fieldset>
        ))}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            {t("consoleSites.common.cancel")}
          </Button>
          <Button type="submit" loading={busy} loadingLabel={t("consoleSites.common.saving")}>
            {row ? t("consoleSites.common.save") : k("add")}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
