import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { buttonClass } from "../../ui/button.tsx";

export type StatusTone = "success" | "pending" | "danger" | "info";

const toneStyles: Record<StatusTone, { ring: string; icon: ReactNode }> = {
  success: {
    ring: "bg-green-50 text-green-600",
    icon: <path d="m5 12.5 4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />,
  },
  pending: {
    ring: "bg-amber-50 text-amber-600",
    icon: (
      <>
        <circle cx="12" cy="12" r="8.5" stroke="currentColor" strokeWidth="2" fill="none" />
        <path d="M12 7.5V12l3 2" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  danger: {
    ring: "bg-red-50 text-red-600",
    icon: <path d="m7 7 10 10M17 7 7 17" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />,
  },
  info: {
    ring: "bg-brand/10 text-brand",
    icon: (
      <>
        <path
          d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z"
          stroke="currentColor"
          strokeWidth="1.8"
          fill="none"
        />
        <path d="m8.8 12 2.2 2.2 4.2-4.4" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </>
    ),
  },
};

/** One outcome of a verification (passed, under review, not passed …): an icon, a title, the words and what to do next. */
export function StatusScreen({
  tone,
  title,
  children,
  actions,
  testId,
}: {
  tone: StatusTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  const style = toneStyles[tone];
  return (
    <section
      data-testid={testId}
      aria-labelledby={testId ? `${testId}-title` : undefined}
      className="rounded-xl border border-slate-200 px-5 py-8 sm:px-10"
    >
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className={`flex size-14 items-center justify-center rounded-full ${style.ring}`}>
          <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
            {style.icon}
          </svg>
        </span>
        <h2 id={testId ? `${testId}-title` : undefined} className="mt-4 font-semibold text-ink text-xl">
          {title}
        </h2>
        <div className="mt-2 w-full space-y-3 text-pretty text-slate-600 text-sm leading-6">{children}</div>
        {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
      </div>
    </section>
  );
}

/** Label/value rows, e.g. the details a user submitted. */
export function DetailList({ rows }: { rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-left sm:grid-cols-[minmax(7rem,auto)_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-slate-500 text-sm">{row.label}</dt>
          <dd className="-mt-2 break-words font-medium text-ink text-sm sm:mt-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const primaryActionClass = buttonClass({ size: "lg" });
export const secondaryActionClass = buttonClass({ variant: "secondary", size: "lg" });

/**
 * This kind of verification is closed because the other kind is under review or done. The words
 * come from `keys` (`.title`, `.text`, and `.view` for the link when `viewTo` leads to the other page).
 */
export function OtherVerificationScreen({
  tone,
  keys,
  viewTo,
}: {
  tone: "info" | "pending";
  keys: string;
  viewTo?: string;
}) {
  const t = useT();
  return (
    <StatusScreen
      tone={tone}
      title={t(`${keys}.title`)}
      actions={
        viewTo && (
          <LocalizedLink to={viewTo} className={secondaryActionClass}>
            {t(`${keys}.view`)}
          </LocalizedLink>
        )
      }
    >
      <p>{t(`${keys}.text`)}</p>
    </StatusScreen>
  );
}
