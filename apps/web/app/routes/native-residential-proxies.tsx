import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadStaticLineView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { DurationDiscounts, StaticPriceTable } from "../features/catalogue/static-price-table.tsx";
import { ProductPage } from "../features/marketing/product-page.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.nativeResidential.title", "pages.nativeResidential.description");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStaticLineView(context, requestLocale(request), "native");
}

const targeting = [
  { key: "native", icon: "globe" },
  { key: "isp", icon: "home" },
  { key: "platforms", icon: "shieldCheck" },
  { key: "fixed", icon: "lock" },
] as const;

export default function NativeResidentialProxiesPage() {
  const t = useT();
  const line = useLoaderData<typeof loader>();
  return (
    <ProductPage
      product="native"
      page="nativeResidential"
      highlights={["native", "residential", "dedicated"]}
      targeting={targeting}
      fromPrice={line.fromText ? { text: line.fromText, unit: t("catalogue.perIp30Days") } : null}
      buyHref="/buy?product=native#native"
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
