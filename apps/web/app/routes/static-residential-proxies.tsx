import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadStaticLineView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { StaticProductPage } from "../features/marketing/static-product-page.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.staticResidential.title", "pages.staticResidential.description");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStaticLineView(context, requestLocale(request), "static");
}

export default function StaticResidentialProxiesPage() {
  return <StaticProductPage line={useLoaderData<typeof loader>()} product="static" page="staticResidential" />;
}
