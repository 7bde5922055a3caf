import { type FormEvent, type ReactNode, useId } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { ModalDialog } from "../../ui/modal-dialog.tsx";
import { useServerCall } from "../../ui/use-server-call.ts";

/**
 * A dialog with a form whose submit calls the server; the server's refusal
 * (already translated) shows under the form, and nothing closes until it succeeds.
 */
export function ActionDialog({
  open,
  onClose,
  title,
  help,
  submitLabel,
  onSubmit,
  children,
  danger,
  testId,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  help?: string;
  submitLabel: string;
  onSubmit(form: FormData): Promise<void>;
  children: ReactNode;
  danger?: boolean;
  testId?: string;
}) {
  const t = useT();
  const { busy, error, run } = useServerCall();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await run(
      async () => {
        await onSubmit(form);
        onClose();
      },
      { fallback: t("opsMembers.loadFailed") },
    );
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={t("opsMembers.detail.cancel")} testId={testId}>
      <form onSubmit={submit} className="space-y-4">
        {help ? <p className="text-slate-600 text-sm">{help}</p> : null}
        {children}
        {error ? (
          <p role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className="rounded-lg border border-slate-300 px-4 py-2 text-sm">
            {t("opsMembers.detail.cancel")}
          </button>
          <button
            type="submit"
            disabled={busy}
            className={`rounded-lg px-4 py-2 font-semibold text-sm text-white disabled:opacity-50 ${danger ? "bg-red-600" : "bg-brand"}`}
          >
            {submitLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A labelled text input or textarea of an action dialog. */
export function DialogField({
  name,
  label,
  multiline,
  type = "text",
  required = true,
  maxLength,
  placeholder,
  defaultValue,
  hint,
  inputMode,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  type?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
  /** What the field starts with (a current value the operator changes). */
  defaultValue?: string;
  /** A line under the field: what it accepts. */
  hint?: string;
  inputMode?: "numeric" | "text";
}) {
  const id = useId();
  const hintId = useId();
  // The same attributes whichever control it is.
  const control = {
    id,
    name,
    required,
    maxLength,
    placeholder,
    defaultValue,
    inputMode,
    "aria-describedby": hint ? hintId : undefined,
    className: "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm",
  };
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      {multiline ? <textarea {...control} rows={3} /> : <input {...control} type={type} />}
      {hint ? (
        <p id={hintId} className="text-slate-600 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
