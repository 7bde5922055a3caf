import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { Icon } from "../../ui/icon.tsx";
import { formatGb as gb, type PackageView } from "./views.ts";

/** One traffic package with its live price; the action leads on into the purchase flow. */
export function TrafficPackageCard({
  item,
  href,
  actionLabel,
  selected = false,
  headingLevel = 3,
}: {
  item: PackageView & { cnyOnly?: boolean };
  href: string;
  actionLabel: string;
  selected?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const highlighted = item.recommended || selected;
  return (
    <article
      data-testid="traffic-package"
      aria-current={selected ? "true" : undefined}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 ${
        selected
          ? "border-brand shadow-lg ring-2 ring-brand"
          : item.recommended
            ? "border-brand shadow-lg ring-1 ring-brand"
            : "border-slate-200 shadow-sm"
      }`}
    >
      {(item.recommended || selected) && (
        <span className="-top-3 absolute left-6 rounded-full bg-brand px-3 py-1 font-semibold text-white text-xs shadow-sm">
          {selected ? t("catalogue.selected") : t("catalogue.recommended")}
        </span>
      )}
      <div className="flex items-start justify-between gap-4 sm:block">
        <Heading className="font-semibold text-ink text-lg">{item.name}</Heading>
        <div className="text-right sm:mt-3 sm:text-left">
          <p className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">{item.priceText}</p>
          <p className="mt-1 text-slate-500 text-xs sm:text-sm">
            {item.giftGb > 0
              ? t("catalogue.perGbWithGift", { price: item.unitPriceText })
              : t("catalogue.perGb", { price: item.unitPriceText })}
          </p>
          {item.cnyOnly && (
            <p className="mt-1 font-medium text-amber-700 text-xs" data-testid="cny-only">
              {t("catalogue.currency.cnyOnly")}
            </p>
          )}
        </div>
      </div>
      <ul className="mt-4 flex flex-1 flex-wrap content-start gap-x-4 gap-y-1.5 border-slate-100 border-t pt-4 text-slate-700 text-sm sm:mt-5 sm:block sm:space-y-2.5 sm:pt-5">
        <li className="flex gap-2">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" />
          {t("catalogue.traffic", { count: item.trafficGb, amount: gb(item.trafficGb) })}
        </li>
        {item.giftGb > 0 && (
          <li className="flex gap-2 font-medium text-emerald-700">
            <Icon name="check" className="mt-0.5 size-4 shrink-0" />
            {t("catalogue.gift", { count: item.giftGb, amount: gb(item.giftGb) })}
          </li>
        )}
        <li className="flex gap-2">
          <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand" />
          {/* Traffic lots do not expire (docs/decisions.md): the catalogue's validDays is not promised. */}
          {t("catalogue.noExpiry")}
        </li>
      </ul>
      <LocalizedLink
        to={href}
        className={`mt-5 block rounded-lg px-4 py-2.5 text-center font-semibold text-sm ${
          highlighted
            ? "bg-brand text-white shadow-sm hover:opacity-90"
            : "border border-slate-300 text-slate-800 hover:border-brand hover:text-brand"
        }`}
      >
        {actionLabel}
        <span className="sr-only"> · {item.name}</span>
      </LocalizedLink>
    </article>
  );
}
