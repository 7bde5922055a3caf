import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadTrafficView, requestLocale } from "../../features/catalogue/load-catalogue.server.ts";
import { orderSearch } from "../../features/catalogue/order-choice.ts";
import { PayAsYouGoForm } from "../../features/catalogue/pay-as-you-go-form.tsx";
import { TrafficPackageCard } from "../../features/catalogue/traffic-package-card.tsx";
import { loadCheckoutStep } from "../../features/orders/checkout/centre-checkout.server.ts";
import { CentreCheckout } from "../../features/orders/checkout/centre-checkout.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.dynamicBuy.title", "pages.dynamicBuy.description");

const here = "/admin/dynamic/buy";

/** The /buy → /order flow for traffic inside the user centre: choose, confirm (?product=), pay (?orderType=&id=). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const checkout = await loadCheckoutStep(request, context);
  return {
    checkout,
    traffic: checkout.step === "choose" ? await loadTrafficView(context, requestLocale(request)) : null,
  };
}

export default function AdminDynamicBuyPage() {
  const t = useT();
  const { checkout, traffic } = useLoaderData<typeof loader>();

  return (
    <CentreCheckout
      here={here}
      title={t("pages.dynamicBuy.heading")}
      intro={t("orders.centre.dynamicIntro")}
      checkout={checkout}
      changeTo={() => here}
    >
      {traffic && (
        <section aria-labelledby="packages-heading">
          <h2 id="packages-heading" className="sr-only">
            {t("orders.centre.packages")}
          </h2>
          <div className="grid gap-5 pt-3 sm:grid-cols-2 xl:grid-cols-3">
            {traffic.packages.map((item) => (
              <TrafficPackageCard
                key={item.id}
                item={item}
                headingLevel={3}
                href={`${here}${orderSearch({ product: "dynamic", kind: "package", packageId: item.id })}`}
                actionLabel={t("catalogue.choose")}
              />
            ))}
            <PayAsYouGoForm payg={traffic.payg} action={here} />
          </div>
        </section>
      )}
    </CentreCheckout>
  );
}
