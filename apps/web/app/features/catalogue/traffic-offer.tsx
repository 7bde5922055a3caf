import { useT } from "../../i18n/use-locale.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { TrafficPackageCard } from "./traffic-package-card.tsx";
import type { PackageView, PayAsYouGoView } from "./views.ts";

/** The traffic packages and the pay-as-you-go offer, each leading into /buy (home page and the dynamic product page). */
export function TrafficOffer({ packages, payg }: { packages: PackageView[]; payg: PayAsYouGoView }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {packages.map((item) => (
          <TrafficPackageCard
            key={item.id}
            item={item}
            href={`/buy?product=dynamic&package=${item.id}`}
            actionLabel={t("catalogue.buyNow")}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-ink">{t("home.packages.paygTitle")}</p>
          <p className="mt-1 text-slate-600 text-sm">
            {t("home.packages.paygText", {
              price: payg.unitPriceText,
              min: payg.minGb,
              max: payg.maxGb.toLocaleString("en-US"),
            })}
          </p>
        </div>
        <ButtonLink to="/buy?product=dynamic#dynamic" variant="secondary" size="lg" className="shrink-0 text-center">
          {t("home.packages.paygAction")}
        </ButtonLink>
      </div>
    </>
  );
}
