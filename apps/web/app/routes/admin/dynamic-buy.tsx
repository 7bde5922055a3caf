import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { loadTrafficView, requestLocale } from "../../features/catalogue/load-catalogue.server.ts";
import { orderSearch } from "../../features/catalogue/order-choice.ts";
import { PayAsYouGoForm } from "../../features/catalogue/pay-as-you-go-form.tsx";
import { TrafficPackageCard } from "../../features/catalogue/traffic-package-card.tsx";
import { CentreHeading } from "../../features/orders/centre-heading.tsx";
import { CheckoutSteps } from "../../features/orders/checkout/checkout-steps.tsx";
import { ConfirmOrder } from "../../features/orders/checkout/confirm-order.tsx";
import { loadOrderChoice } from "../../features/orders/checkout/load-order-choice.server.ts";
import { ChoiceProblemNotice } from "../../features/orders/checkout/order-detail.tsx";
import { orderRefSearch, parseOrderRef } from "../../features/orders/order-ref.ts";
import { PaymentPanel } from "../../features/orders/payment-panel.tsx";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.dynamicBuy.title", "pages.dynamicBuy.description");

const here = "/admin/dynamic/buy";

/** The /buy → /order flow for traffic inside the user centre: choose, confirm (?product=), pay (?orderType=&id=). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const orderRef = parseOrderRef(params);
  if (orderRef) return { step: "pay" as const, orderRef, confirm: null, traffic: null };
  if (params.has("product")) {
    return {
      step: "confirm" as const,
      orderRef: null,
      confirm: await loadOrderChoice(request, context, params),
      traffic: null,
    };
  }
  return {
    step: "choose" as const,
    orderRef: null,
    confirm: null,
    traffic: await loadTrafficView(context, requestLocale(request)),
  };
}

export default function AdminDynamicBuyPage() {
  const t = useT();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { step, orderRef, confirm, traffic } = useLoaderData<typeof loader>();

  return (
    <div className="space-y-6 p-4 sm:p-8">
      <CentreHeading
        title={t("pages.dynamicBuy.heading")}
        intro={t("orders.centre.dynamicIntro")}
        action={<CheckoutSteps current={step === "pay" ? "pay" : "confirm"} />}
      />
      {step === "pay" && orderRef && <PaymentPanel orderRef={orderRef} buyAgainPath={here} />}
      {step === "confirm" &&
        (confirm?.problem || !confirm?.order ? (
          <ChoiceProblemNotice problem={confirm?.problem ?? "missing"} backTo={here} />
        ) : (
          <ConfirmOrder
            choice={confirm.choice}
            order={confirm.order}
            source="admin"
            changeTo={here}
            onPlaced={(ref) => navigate(`${localize(here)}${orderRefSearch(ref)}`, { replace: true })}
          />
        ))}
      {step === "choose" && traffic && (
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
    </div>
  );
}
