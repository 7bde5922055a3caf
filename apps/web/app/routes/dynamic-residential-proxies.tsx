import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadTrafficView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { TrafficPackageCard } from "../features/catalogue/traffic-package-card.tsx";
import { ProductPage } from "../features/marketing/product-page.tsx";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.dynamicResidential.title", "pages.dynamicResidential.description");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadTrafficView(context, requestLocale(request));
}

const targeting = [
  { key: "country", icon: "globe" },
  { key: "city", icon: "pin" },
  { key: "postcode", icon: "home" },
  { key: "isp", icon: "server" },
  { key: "rotating", icon: "refresh" },
  { key: "sticky", icon: "clock" },
] as const;

export default function DynamicResidentialProxiesPage() {
  const t = useT();
  const { packages, payg } = useLoaderData<typeof loader>();
  const cheapest = packages.reduce<(typeof packages)[number] | undefined>(
    (best, item) => (!best || item.unitPrice < best.unitPrice ? item : best),
    undefined,
  );
  return (
    <ProductPage
      product="dynamic"
      page="dynamicResidential"
      highlights={["pool", "locations", "sessions"]}
      targeting={targeting}
      fromPrice={cheapest ? { text: cheapest.unitPriceText, unit: t("catalogue.perGbUnit") } : null}
      buyHref="/buy?product=dynamic#dynamic"
      pricing={
        <>
          <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-5">
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
            <LocalizedLink
              to="/buy?product=dynamic#dynamic"
              className="shrink-0 rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-center font-semibold text-slate-800 text-sm hover:border-brand hover:text-brand"
            >
              {t("home.packages.paygAction")}
            </LocalizedLink>
          </div>
        </>
      }
    />
  );
}
