import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field, fieldControlProps, inputClass } from "./field.tsx";

/** One choice of a SelectField. */
export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

/**
 * A labelled drop-down in a Field: `options` in order, after an optional first `emptyOption`
 * (value "") for "any" or "none", with the Field's `hint` or `error` under it. `selectClassName`
 * replaces the input look for a feature with its own. The rest of the props go to the `<select>`.
 */
export function SelectField({
  id,
  label,
  options,
  emptyOption,
  hint,
  error,
  className,
  selectClassName = inputClass(false),
  ...select
}: {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  emptyOption?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  selectClassName?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children">) {
  const choices = emptyOption === undefined ? options : [{ value: "", label: emptyOption }, ...options];
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      <select {...fieldControlProps(id, error, Boolean(hint))} className={selectClassName} {...select}>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
