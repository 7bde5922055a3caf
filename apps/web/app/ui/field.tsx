import type { InputHTMLAttributes, ReactNode } from "react";

/** The classes of a text input, red while it holds a problem. */
export const inputClass = (invalid: boolean) =>
  `block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 text-sm text-ink shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 ${
    invalid ? "border-red-500 focus:ring-red-200" : "border-slate-300 focus:border-brand focus:ring-brand/20"
  }`;

/**
 * The accessibility attributes of the control inside a Field with this id: it is invalid
 * while there is an error and described by the error, or else by the hint.
 */
export function fieldControlProps(
  id: string,
  error: string | null | undefined,
  hasHint: boolean,
): { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  };
}

/** A field's error under its control, announced when it appears; its id is `${id}-error`. */
export function FieldError({
  id,
  error,
  size = "sm",
  className = "mt-1.5",
  testId,
}: {
  id: string;
  error: string | null | undefined;
  size?: "xs" | "sm";
  className?: string;
  testId?: string;
}) {
  if (!error) return null;
  return (
    <p
      id={`${id}-error`}
      role="alert"
      data-testid={testId}
      className={`${className} text-red-600 ${size === "xs" ? "text-xs" : "text-sm"}`}
    >
      {error}
    </p>
  );
}

/**
 * A labelled control with its hint and its error, linked for screen readers. The control
 * takes `id` and gets the rest of its wiring from `fieldControlProps(id, error, Boolean(hint))`.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className = "",
  labelClassName = "block font-medium text-slate-700 text-sm",
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {error ? (
        <FieldError id={id} error={error} />
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-slate-500 text-xs leading-5">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A labelled text input without error state: the console's short forms (site bank account, announcements). */
export function TextBox({
  label,
  ...input
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  return (
    <label className="block text-slate-700 text-sm">
      {label}
      <input {...input} className={`mt-1 ${inputClass(false)}`} />
    </label>
  );
}
