import type { CountryList } from "@shop/contract";
import { regionsEndpoints } from "@shop/contract/core";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-locale.ts";
import { api } from "../../lib/api.ts";

/**
 * The countries a line can target today: the same list the generator offers,
 * which holds only places some gateway's exits serve. Nothing is promised
 * beyond it; while it loads (or when it cannot), nothing is shown. Read after
 * hydration: the public pages have no query cache.
 */
export function AvailableLocations() {
  const t = useT();
  const [list, setList] = useState<CountryList | null>(null);
  useEffect(() => {
    let current = true;
    api.call(regionsEndpoints.listCountries, {}, { quiet: true }).then(
      (countries) => current && setList(countries),
      () => current && setList(null),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!list || list.length === 0) return null;
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5" data-testid="available-locations">
      <h3 className="font-semibold text-ink">{t("products.dynamic.availableNow", { count: list.length })}</h3>
      <ul className="mt-3 flex flex-wrap gap-2 text-slate-700 text-sm">
        {list.map((country) => (
          <li key={country.code} className="rounded-full bg-slate-100 px-2.5 py-1">
            {country.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
