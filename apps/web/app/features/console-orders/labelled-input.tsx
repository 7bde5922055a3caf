import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "./format.ts";

/**
 * A box of the orders pages inside its label: the label's text, then the input under it.
 * `labelClassName` sizes and places the label; the rest goes to the `<input>`.
 */
export function LabelledInput({
  label,
  labelClassName = "text-slate-700 text-sm",
  ...input
}: { label: ReactNode; labelClassName?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  return (
    <label className={labelClassName}>
      {label}
      <input {...input} className={`mt-1 ${inputClass}`} />
    </label>
  );
}
