import { useT } from "../../i18n/use-locale.ts";
import { Icon } from "../../ui/icon.tsx";

const faqKeys = [
  "residential",
  "dynamicOrStatic",
  "billing",
  "invalidIps",
  "protocols",
  "mainland",
  "verification",
  "payment",
] as const;

/**
 * The FAQ accordion: native <details>/<summary>, so it opens with Enter or
 * Space, is announced as expandable and works without JavaScript.
 */
export function Faq() {
  const t = useT();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {faqKeys.map((key) => (
        <details key={key} className="group" data-testid="faq-item">
          <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-4 font-medium text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand focus-visible:outline-offset-[-2px] sm:px-6">
            <span>{t(`home.faq.items.${key}.question`)}</span>
            <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500 transition group-open:rotate-45 group-open:bg-brand/10 group-open:text-brand">
              <Icon name="plus" className="size-4" />
            </span>
          </summary>
          <p className="px-5 pb-5 text-pretty text-slate-600 text-sm leading-7 sm:px-6">
            {t(`home.faq.items.${key}.answer`)}
          </p>
        </details>
      ))}
    </div>
  );
}
