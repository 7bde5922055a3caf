import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadStaticLineView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { StaticProductPage } from "../features/marketing/static-product-page.tsx";
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
  return (
    <StaticProductPage
      line={useLoaderData<typeof loader>()}
      product="static"
      page="staticResidential"
      highlights={["dedicated", "isp", "terms"]}
      targeting={targeting}
    />
  );
}
