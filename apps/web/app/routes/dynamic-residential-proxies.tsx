import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadTrafficView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { TrafficOffer } from "../features/catalogue/traffic-offer.tsx";
import { ProductPage } from "../features/marketing/product-page.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.dynamicResidential.title", "pages.dynamicResidential.description");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadTrafficView(context, requestLocale(request));
}

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
      fromPrice={cheapest ? { text: cheapest.unitPriceText, unit: t("catalogue.perGbUnit") } : null}
      buyHref="/buy?product=dynamic#dynamic"
      pricing={
        <div className="pt-3">
          <TrafficOffer packages={packages} payg={payg} />
        </div>
      }
    />
  );
}
