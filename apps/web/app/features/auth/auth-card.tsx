import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";

/** The white card the auth pages sit in (empty layout). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8 sm:py-9">
      <h1 className="font-bold text-2xl text-ink">{title}</h1>
      {subtitle && <p className="mt-1.5 text-slate-500 text-sm">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** The line under the login or register form that leads to the other: "No account? Register now". */
export function OtherFormLine({ question, to, action }: { question: string; to: string; action: string }) {
  return (
    <p className="mt-6 text-center text-slate-600 text-sm">
      {question}{" "}
      <LocalizedLink to={to} className="font-medium text-brand hover:underline">
        {action}
      </LocalizedLink>
    </p>
  );
}

/** Mobile / e-mail switch of the register form. */
export function ModeTabs<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange(value: T): void;
}) {
  return (
    <div role="tablist" className="mb-5 grid grid-cols-2 rounded-lg bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-md py-2 font-medium text-sm ${value === option.value ? "bg-white text-ink shadow-sm" : "text-slate-700 hover:text-ink"}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
