import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadStaticLineView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { DurationDiscounts, StaticPriceTable } from "../features/catalogue/static-price-table.tsx";
import { ProductPage } from "../features/marketing/product-page.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.staticResidential.title", "pages.staticResidential.description");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStaticLineView(context, requestLocale(request), "static");
}

const targeting = [
  { key: "region", icon: "pin" },
  { key: "isp", icon: "server" },
  { key: "fixed", icon: "lock" },
  { key: "replace", icon: "refresh" },
] as const;

export default function StaticResidentialProxiesPage() {
  const t = useT();
  const line = useLoaderData<typeof loader>();
  return (
    <ProductPage
      product="static"
      page="staticResidential"
      highlights={["dedicated", "isp", "terms"]}
      targeting={targeting}
      fromPrice={line.fromText ? { text: line.fromText, unit: t("catalogue.perIp30Days") } : null}
      buyHref="/buy?product=static#static"
      isStatic
      pricing={
        <div className="space-y-6">
          <StaticPriceTable line={line} />
          <DurationDiscounts line={line} />
        </div>
      }
    />
  );
}
