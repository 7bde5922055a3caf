import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog, DialogActions } from "../../ui/dialog.tsx";
import { Field, fieldControlProps, inputClass } from "../../ui/field.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";

export interface EditField<T> {
  key: keyof T & string;
  label: string;
  /**
   * `upper`: a code typed in capitals (country); `choice`: one of `options`, stored as a number;
   * `yuan`: a price typed in yuan ("68" or "12.50") and stored in fen, as every price is below the UI;
   * `dollars`: an optional USD price typed in dollars ("22" or "19.99") and stored in cents, empty for none.
   */
  type: "text" | "int" | "bool" | "nullableText" | "upper" | "choice" | "yuan" | "dollars";
  options?: { value: number; label: string }[];
  hint?: string;
}

/** "12.5" -> 1250 fen; NaN for what is not an amount of yuan with at most two decimals (the schema names it). */
export function yuanToFen(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const fenToYuanText = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? (value / 100).toFixed(2) : "";

/** What a control holds while typed: numbers stay text until they parse, so "" is not read as 0. */
function typedValue(type: EditField<object>["type"], text: string): unknown {
  if (type === "yuan") return text.trim() === "" ? "" : yuanToFen(text);
  // Cents from dollars: the same two-decimal rule as yuan; nothing typed means no USD price.
  if (type === "dollars") return text.trim() === "" ? null : yuanToFen(text);
  if (type === "int" || type === "choice") return text.trim() === "" ? "" : Number(text);
  if (type === "nullableText") return text.trim() === "" ? null : text;
  if (type === "upper") return text.toUpperCase();
  return text;
}

/**
 * A form for one catalogue row, new or existing. The contract's schema checks it first and names
 * each bad field under its control; the server's refusal (a duplicate, a stale version's "changed
 * by … at …") shows above the fields. Editing sends the row's version, so a row someone else saved
 * meanwhile is refused rather than overwritten.
 */
export function EditDialog<T extends object>({
  title,
  row,
  fields,
  schema,
  submitLabel,
  testId,
  onClose,
  save,
}: {
  title: string;
  row: T;
  fields: EditField<T>[];
  /** The contract's schema of the body; its messages are the server's. */
  schema?: z.ZodType;
  submitLabel?: string;
  testId?: string;
  onClose(): void;
  save(row: T): Promise<unknown>;
}) {
  const t = useT();
  const [draft, setDraft] = useState<Record<string, unknown>>({ ...(row as Record<string, unknown>) });
  // A yuan field keeps what was typed ("12.5"); the draft holds its fen.
  const [yuanTexts, setYuanTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields
        .filter((field) => field.type === "yuan" || field.type === "dollars")
        .map((field) => [
          field.key,
          fenToYuanText(field.key in row ? (row as Record<string, unknown>)[field.key] : ""),
        ]),
    ),
  );
  // A changed price of an existing row is confirmed with its old and new amount before it is saved.
  const [priceChanges, setPriceChanges] = useState<{ label: string; from: number; to: number }[] | null>(null);
  const isExisting = "version" in row;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const saving = useMutation({
    mutationFn: save,
    onSuccess: onClose,
    onError: (caught) => setError(caught instanceof ApiError ? caught.message : t("consoleCatalogue.common.failed")),
  });
  const labelOf = (key: string) => fields.find((field) => field.key === key)?.label ?? key;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = schema?.safeParse(draft);
    if (parsed && !parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const bound =
          issue.code === "too_small" ? { min: issue.minimum } : issue.code === "too_big" ? { max: issue.maximum } : {};
        // A price is typed in yuan here; the contract's message speaks of fen (what the API takes).
        const type = fields.find((field) => field.key === key)?.type;
        errors[key] ??=
          type === "yuan"
            ? t("consoleCatalogue.catalogue.yuanInvalid")
            : type === "dollars"
              ? t("consoleCatalogue.catalogue.dollarsInvalid")
              : t(issue.message, { ns: "messages", field: labelOf(key), ...bound });
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    const changes = isExisting
      ? fields
          .filter((field) => field.type === "yuan")
          .map((field) => ({
            label: field.label,
            from: Number((row as Record<string, unknown>)[field.key]),
            to: Number(draft[field.key]),
          }))
          .filter((change) => change.from !== change.to)
      : [];
    if (changes.length > 0 && priceChanges === null) return setPriceChanges(changes);
    setPriceChanges(null);
    saving.mutate(draft as T);
  };
  const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

  return (
    <ModalDialog
      open
      onClose={onClose}
      title={title}
      closeLabel={t("consoleCatalogue.common.close")}
      size="lg"
      testId={testId}
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {error && (
          <div className="sm:col-span-2">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        {fields.map((field) => {
          const id = `catalogue-${field.key}`;
          const fieldError = fieldErrors[field.key];
          if (field.type === "bool") {
            return (
              <label key={field.key} className="flex items-center gap-2 self-end pb-2 text-slate-700 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={Boolean(draft[field.key])}
                  onChange={(event) => setDraft({ ...draft, [field.key]: event.target.checked })}
                />
                {field.label}
              </label>
            );
          }
          const value = draft[field.key] === null || draft[field.key] === undefined ? "" : String(draft[field.key]);
          const control = fieldControlProps(id, fieldError, Boolean(field.hint));
          return (
            <Field key={field.key} id={id} label={field.label} hint={field.hint} error={fieldError}>
              {field.type === "choice" ? (
                <select
                  {...control}
                  className={inputClass(Boolean(fieldError))}
                  value={value}
                  onChange={(event) => setDraft({ ...draft, [field.key]: typedValue(field.type, event.target.value) })}
                >
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  className={inputClass(Boolean(fieldError))}
                  inputMode={
                    field.type === "int"
                      ? "numeric"
                      : field.type === "yuan" || field.type === "dollars"
                        ? "decimal"
                        : undefined
                  }
                  autoComplete="off"
                  value={field.type === "yuan" || field.type === "dollars" ? (yuanTexts[field.key] ?? "") : value}
                  onChange={(event) => {
                    if (field.type === "yuan" || field.type === "dollars")
                      setYuanTexts({ ...yuanTexts, [field.key]: event.target.value });
                    setDraft({ ...draft, [field.key]: typedValue(field.type, event.target.value) });
                  }}
                />
              )}
            </Field>
          );
        })}
        <div className="sm:col-span-2">
          <DialogActions>
            <Button variant="secondary" size="sm" onClick={onClose}>
              {t("consoleCatalogue.common.cancel")}
            </Button>
            <Button type="submit" size="sm" loading={saving.isPending}>
              {submitLabel ?? t("consoleCatalogue.common.save")}
            </Button>
          </DialogActions>
        </div>
      </form>
      <ConfirmDialog
        open={priceChanges !== null}
        title={t("consoleCatalogue.common.priceConfirmTitle")}
        confirmLabel={t("consoleCatalogue.common.priceConfirm")}
        busy={saving.isPending}
        onClose={() => setPriceChanges(null)}
        onConfirm={() => {
          setPriceChanges(null);
          saving.mutate(draft as T);
        }}
        testId="price-confirm"
      >
        <p>{t("consoleCatalogue.common.priceConfirmIntro")}</p>
        <ul className="mt-2 space-y-1">
          {priceChanges?.map((change) => (
            <li key={change.label} className="font-medium text-ink">
              {t("consoleCatalogue.common.priceChange", {
                label: change.label,
                from: yuan(change.from),
                to: yuan(change.to),
              })}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </ModalDialog>
  );
}
