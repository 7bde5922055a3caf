import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadStaticLineView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { StaticProductPage } from "../features/marketing/static-product-page.tsx";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("pages.nativeResidential.title", "pages.nativeResidential.description");

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadStaticLineView(context, requestLocale(request), "native");
}

export default function NativeResidentialProxiesPage() {
  return <StaticProductPage line={useLoaderData<typeof loader>()} product="native" page="nativeResidential" />;
}
