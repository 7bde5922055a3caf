import { useT } from "../../../i18n/use-locale.ts";
import { Icon } from "../../../ui/icon.tsx";

const steps = ["confirm", "pay", "done"] as const;

/** Confirm order → pay → done, with the current step marked for screen readers too. */
export function CheckoutSteps({ current }: { current: (typeof steps)[number] }) {
  const t = useT();
  const at = steps.indexOf(current);
  return (
    <ol className="flex items-center gap-2 text-sm sm:gap-3" aria-label={t("orders.steps.label")}>
      {steps.map((step, index) => (
        <li key={step} className="flex items-center gap-2 sm:gap-3" aria-current={index === at ? "step" : undefined}>
          <span
            className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full font-semibold text-xs ${
              index < at
                ? "bg-emerald-600 text-white"
                : index === at
                  ? "bg-brand text-white"
                  : "border border-slate-300 bg-white text-slate-500"
            }`}
          >
            {index < at ? <Icon name="check" className="size-3.5" /> : index + 1}
          </span>
          <span
            className={
              index === at
                ? "whitespace-nowrap font-semibold text-ink"
                : "sr-only whitespace-nowrap text-slate-500 sm:not-sr-only"
            }
          >
            {t(`orders.steps.${step}`)}
          </span>
          {index < steps.length - 1 && <span aria-hidden="true" className="h-px w-6 bg-slate-300 sm:w-10" />}
        </li>
      ))}
    </ol>
  );
}
