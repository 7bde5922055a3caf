import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ApiError } from "../../lib/api-client.ts";
import { FormError, SubmitButton, TextField } from "../../ui/form-controls.tsx";
import { ModalDialog } from "../../ui/modal-dialog.tsx";

export interface EditField<T> {
  key: keyof T & string;
  label: string;
  type: "text" | "int" | "bool" | "nullableText";
}

/**
 * Edits one versioned row: the row's version goes back with the form, so a row someone else saved
 * meanwhile is refused by the server (409, "changed by … at …") and the message shows here.
 */
export function EditDialog<T extends object>({
  title,
  row,
  fields,
  onClose,
  save,
}: {
  title: string;
  row: T;
  fields: EditField<T>[];
  onClose(): void;
  save(row: T): Promise<unknown>;
}) {
  const t = useT();
  const [draft, setDraft] = useState<Record<string, unknown>>({ ...(row as Record<string, unknown>) });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await save(draft as T);
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog open onClose={onClose} title={title} closeLabel={t("consoleCatalogue.common.close")} size="lg">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormError message={error} />
        </div>
        {fields.map((field) =>
          field.type === "bool" ? (
            <label key={field.key} className="flex items-center gap-2 text-slate-700 text-sm">
              <input
                type="checkbox"
                checked={Boolean(draft[field.key])}
                onChange={(event) => setDraft({ ...draft, [field.key]: event.target.checked })}
              />
              {field.label}
            </label>
          ) : (
            <TextField
              key={field.key}
              label={field.label}
              inputMode={field.type === "int" ? "numeric" : undefined}
              value={draft[field.key] === null || draft[field.key] === undefined ? "" : String(draft[field.key])}
              onChange={(event) => {
                const text = event.target.value;
                const value =
                  field.type === "int"
                    ? text.trim() === ""
                      ? ""
                      : Number(text)
                    : field.type === "nullableText" && text.trim() === ""
                      ? null
                      : text;
                setDraft({ ...draft, [field.key]: value });
              }}
            />
          ),
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700 text-sm hover:bg-slate-50"
          >
            {t("consoleCatalogue.common.cancel")}
          </button>
          <div>
            <SubmitButton busy={busy} busyLabel={t("consoleCatalogue.common.saving")}>
              {t("consoleCatalogue.common.save")}
            </SubmitButton>
          </div>
        </div>
      </form>
    </ModalDialog>
  );
}
