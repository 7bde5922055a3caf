import { forwardRef, type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { FieldError, fieldControlProps, inputClass } from "./field.tsx";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Already translated message shown under the field. */
  error?: string;
  /** Something beside the input, e.g. a send-code button. */
  addon?: ReactNode;
}

/** A labelled text input with its error; the error is announced and linked to the input. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField(
  { label, error, addon, id, className = "", ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-medium text-slate-700 text-sm">
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={ref}
          {...fieldControlProps(inputId, error, false)}
          className={inputClass(Boolean(error))}
          {...input}
        />
        {addon}
      </div>
      <FieldError id={inputId} error={error} />
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
    <Button type="submit" size="md" block loading={busy} loadingLabel={busyLabel}>
      {children}
    </Button>
  );
}

/** A short error over the whole form (e.g. "Login failed"). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}
