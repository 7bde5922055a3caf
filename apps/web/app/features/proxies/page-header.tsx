import type { ReactNode } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { buttonClass } from "../../ui/button.tsx";
import { RetryMessage } from "../../ui/retry-message.tsx";

/** The heading of a proxy-centre page: title, a line of intro and, on the right, its actions or a note. */
export function PageHeader({ title, intro, aside }: { title: string; intro?: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="font-bold text-2xl text-ink">{title}</h1>
        {intro && <p className="mt-2 max-w-3xl text-pretty text-slate-600 text-sm leading-6">{intro}</p>}
      </div>
      {aside && <div className="shrink-0">{aside}</div>}
    </div>
  );
}

/** A bordered block of a page with its own heading. */
export function Panel({
  title,
  titleId,
  actions,
  children,
  className = "",
  testId,
}: {
  title: string;
  titleId: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-labelledby={titleId}
      data-testid={testId}
      className={`rounded-xl border border-slate-200 p-4 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="font-semibold text-ink text-lg">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** "UTC+0" as a small tag beside statistics. */
export function UtcTag({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-600 text-xs">
      {label}
    </span>
  );
}

export const primaryButtonClass = buttonClass({ size: "sm" });
export const secondaryButtonClass = buttonClass({ variant: "secondary", size: "sm" });
export const dangerButtonClass = buttonClass({ variant: "danger", size: "sm" });
export const linkButtonClass = "font-medium text-brand text-sm hover:underline disabled:opacity-50";
/** A select without a width, for one that sits in a row of buttons. */
export const selectBaseClass =
  "block min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/20 disabled:bg-slate-50 disabled:text-slate-400";
export const selectClass = `w-full ${selectBaseClass}`;

/** "Could not load. Retry" in the proxy centre's words; the caller gives the box around it. */
export function LoadFailedRetry({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return (
    <RetryMessage message={t("proxies.common.loadFailed")} retryLabel={t("proxies.common.retry")} onRetry={onRetry} />
  );
}
