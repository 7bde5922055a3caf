import type { ReactNode } from "react";

/** The lines of a price summary (what is bought, at what price), one label and value a line. */
export function SummaryList({ children }: { children: ReactNode }) {
  return <dl className="mt-4 space-y-2.5 text-sm">{children}</dl>;
}

/** One line of a `SummaryList`; a `saving` line (a discount) is green. */
export function SummaryRow({
  label,
  children,
  tone = "plain",
  valueClassName = "font-medium text-ink",
}: {
  label: ReactNode;
  children: ReactNode;
  tone?: "plain" | "saving";
  valueClassName?: string;
}) {
  if (tone === "saving") {
    return (
      <div className="flex justify-between gap-4 text-emerald-700">
        <dt>{label}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    );
  }
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-500">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** The amount due under a summary, large, after a rule; `live` amounts follow the choices above and are announced. */
export function SummaryTotal({
  label,
  children,
  testId,
  size = "2xl",
  live = false,
  className = "mt-4",
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
  size?: "2xl" | "3xl";
  live?: boolean;
  /** Its distance from what is above (none where the container spaces its children). */
  className?: string;
}) {
  return (
    <div className={`${className} flex items-baseline justify-between gap-4 border-slate-200 border-t pt-4`.trim()}>
      <span className="font-semibold text-ink">{label}</span>
      <span
        className={size === "3xl" ? "font-bold text-3xl text-ink tracking-tight" : "font-bold text-2xl text-ink"}
        data-testid={testId}
        aria-live={live ? "polite" : undefined}
      >
        {children}
      </span>
    </div>
  );
}
