import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "brand" | "info" | "success" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-500/20",
  brand: "bg-brand/10 text-brand ring-brand/20",
  info: "bg-sky-50 text-sky-800 ring-sky-600/20",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
  warning: "bg-amber-50 text-amber-800 ring-amber-600/25",
  danger: "bg-red-50 text-red-700 ring-red-600/20",
};

/** A status pill: a word in a colour, optionally with a dot before it. */
export function Badge({
  tone,
  children,
  dot = false,
  testId,
}: {
  tone: BadgeTone;
  children: ReactNode;
  dot?: boolean;
  testId?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${tones[tone]}`}
      data-testid={testId}
    >
      {dot && <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />}
      {children}
    </span>
  );
}
