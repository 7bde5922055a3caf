import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadStaticLineView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { StaticProductPage } from "../features/marketing/static-product-page.tsx";
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
  return (
    <StaticProductPage
      line={useLoaderData<typeof loader>()}
      product="native"
      page="nativeResidential"
      highlights={["native", "residential", "dedicated"]}
      targeting={targeting}
    />
  );
}
