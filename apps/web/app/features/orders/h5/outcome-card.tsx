import type { ReactNode } from "react";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useT } from "../../../i18n/use-locale.ts";
import { buttonClass } from "../../../ui/button.tsx";

/**
 * The white card of the mobile payment pages (/h5/result, /h5/success, /h5/fail). `roomy` cards
 * get more padding from `sm` up; `centred` ones centre their text.
 */
export function OutcomeCard({
  testId,
  roomy = true,
  centred = true,
  busy,
  children,
}: {
  testId: string;
  roomy?: boolean;
  centred?: boolean;
  /** While the outcome is still being checked. */
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`rounded-2xl border border-slate-200 bg-white p-6${centred ? " text-center" : ""} shadow-sm${roomy ? " sm:p-8" : ""}`}
      aria-busy={busy}
      data-testid={testId}
    >
      {children}
    </section>
  );
}

const badgeTones = {
  success: "bg-emerald-100 text-emerald-700",
  danger: "bg-red-50 text-red-600",
  warning: "bg-amber-50 text-amber-700",
  brand: "bg-brand/10",
} as const;

/** The round badge above an outcome's heading: a tick, a cross, a clock or a spinner. */
export function OutcomeBadge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return (
    <span className={`mx-auto inline-flex size-14 items-center justify-center rounded-full ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}

/** "Order no. …" in a small grey box, so the buyer can quote it to support. */
export function OrderNoNote({ orderNo }: { orderNo: string }) {
  const t = useT();
  return (
    <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-slate-600 text-xs">
      {t("orders.fields.orderNo")} <span className="font-mono text-ink">{orderNo}</span>
    </p>
  );
}

/** An outcome that only needs saying: a heading, perhaps a line, and the one way on. */
export function OutcomeNotice({
  testId,
  roomy = false,
  title,
  text,
  to,
  action,
}: {
  testId: string;
  roomy?: boolean;
  title: string;
  text?: string;
  to: string;
  action: string;
}) {
  return (
    <OutcomeCard testId={testId} roomy={roomy}>
      <h1 className="font-bold text-ink text-xl">{title}</h1>
      {text && <p className="mt-2 text-slate-600 text-sm">{text}</p>}
      <LocalizedLink to={to} className={`${buttonClass({ size: "h11" })} mt-4`}>
        {action}
      </LocalizedLink>
    </OutcomeCard>
  );
}
