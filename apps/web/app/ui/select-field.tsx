import type { ReactNode, SelectHTMLAttributes } from "react";
import { Field, inputClass } from "./field.tsx";

/** One choice of a SelectField. */
export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

/**
 * A labelled drop-down in a Field: `options` in order, after an optional first `emptyOption`
 * (value "") for "any" or "none". The rest of the props go to the `<select>`.
 */
export function SelectField({
  id,
  label,
  options,
  emptyOption,
  className,
  ...select
}: {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  emptyOption?: ReactNode;
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children">) {
  const choices = emptyOption === undefined ? options : [{ value: "", label: emptyOption }, ...options];
  return (
    <Field id={id} label={label} className={className}>
      <select id={id} className={inputClass(false)} {...select}>
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
