import { Link } from "react-router";
import { useT } from "../../i18n/use-locale.ts";
import type { DisplayCurrency } from "./views.ts";

/**
 * The English site's currency choice: CNY or USD prices. Plain links (?currency=USD), so the price
 * list is rendered in the chosen currency on the server and works without JavaScript.
 */
export function CurrencySwitch({ current, path }: { current: DisplayCurrency; path: string }) {
  const t = useT();
  return (
    <nav aria-label={t("catalogue.currency.label")} className="inline-flex items-center gap-3 text-sm">
      <span className="text-slate-600">{t("catalogue.currency.label")}</span>
      <span className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5" data-testid="currency-switch">
        {(["CNY", "USD"] as const).map((currency) => (
          <Link
            key={currency}
            to={currency === "USD" ? `${path}?currency=USD` : path}
            aria-current={currency === current ? "true" : undefined}
            preventScrollReset
            className={`rounded-md px-3 py-1.5 font-semibold ${
              currency === current ? "bg-brand text-white" : "text-slate-700 hover:text-brand"
            }`}
          >
            {t(`catalogue.currency.${currency}`)}
          </Link>
        ))}
      </span>
    </nav>
  );
}
