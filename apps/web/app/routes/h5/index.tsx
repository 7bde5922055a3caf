import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadCatalogueView, requestLocale } from "../../features/catalogue/load-catalogue.server.ts";
import { H5Card, H5Heading } from "../../features/orders/h5/h5-card.tsx";
import { H5PackageList, H5StaticLines } from "../../features/orders/h5/h5-catalogue.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.h5.title", "pages.h5.description");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCatalogueView(context, requestLocale(request));
}

/** Buying on a phone: traffic packages and static IPs, each leading to /h5/pay. */
export default function H5Page() {
  const t = useT();
  const { traffic, statics } = useLoaderData<typeof loader>();
  return (
    <H5Card testId="h5-catalogue">
      <H5Heading title={t("orders.h5.title")} intro={t("orders.h5.intro")} />
      <section aria-labelledby="h5-traffic">
        <h2 id="h5-traffic" className="mb-2 font-semibold text-ink">
          {t("catalogue.lines.dynamic.name")}
        </h2>
        <H5PackageList packages={traffic.packages} payg={traffic.payg} />
      </section>
      <section aria-labelledby="h5-static" className="mt-6">
        <h2 id="h5-static" className="mb-2 font-semibold text-ink">
          {t("orders.h5.staticHeading")}
        </h2>
        <H5StaticLines lines={statics} />
      </section>
    </H5Card>
  );
}
