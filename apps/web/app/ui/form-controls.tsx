import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated message shown under the field. */
  error?: string;
  /** Something beside the input, e.g. a send-code button. */
  addon?: ReactNode;
}

const inputClass = (invalid: boolean) =>
  `block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-sm text-ink shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
    invalid ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand focus:ring-brand/20"
  }`;

/** A labelled text input with its error; the error is announced and linked to the input. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, addon, id, className = "", ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-medium text-slate-700 text-sm">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass(Boolean(error))}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-red-600 text-sm">
          {error}
        </p>
      )}
    </div>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, FieldProps & { showLabel: string; hideLabel: string }>(
  function PasswordField({ showLabel, hideLabel, ...props }, ref) {
    const [visible, setVisible] = useState(false);
    return (
      <TextField
        ref={ref}
        {...props}
        type={visible ? "text" : "password"}
        addon={
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            className="shrink-0 rounded-lg border border-slate-300 px-3 text-slate-500 hover:text-ink"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path
                d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
                stroke="currentColor"
                strokeWidth="1.8"
                fill="none"
              />
              <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" fill="none" />
              {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
            </svg>
          </button>
        }
      />
    );
  },
);

export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2.5 font-semibold text-sm text-white shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {busy ? busyLabel : children}
    </button>
  );
}

/** A short error over the whole form (e.g. "Login failed"). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700 text-sm">
      {message}
    </p>
  );
}
