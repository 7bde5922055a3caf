import { type LoaderFunctionArgs, useLoaderData, useNavigate } from "react-router";
import { CheckoutSteps } from "../features/orders/checkout/checkout-steps.tsx";
import { ConfirmOrder } from "../features/orders/checkout/confirm-order.tsx";
import { loadOrderChoice } from "../features/orders/checkout/load-order-choice.server.ts";
import { ChoiceProblemNotice } from "../features/orders/checkout/order-detail.tsx";
import { orderRefSearch, parseOrderRef } from "../features/orders/order-ref.ts";
import { PaymentPanel } from "../features/orders/payment-panel.tsx";
import { QueryProvider } from "../features/shell/query-provider.tsx";
import { useLocalizePath, useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta = pageMeta("pages.order.title", "pages.order.description");

/**
 * Two steps on one page: ?product=... confirms a choice from /buy (priced
 * here from the live catalogue); ?orderType=&id= is the cashier of an order.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const orderRef = parseOrderRef(params);
  if (orderRef) return { orderRef, confirm: null };
  return { orderRef: null, confirm: await loadOrderChoice(request, context, params) };
}

export default function OrderPage() {
  const t = useT();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { orderRef, confirm } = useLoaderData<typeof loader>();

  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading level={1} title={t("pages.order.heading")} intro={t("pages.order.intro")} />
        <CheckoutSteps current={orderRef ? "pay" : "confirm"} />
      </div>
      <div className="mt-8">
        <QueryProvider>
          {orderRef ? (
            <PaymentPanel key={`${orderRef.orderType}-${orderRef.id}`} orderRef={orderRef} />
          ) : confirm?.problem || !confirm?.order ? (
            <ChoiceProblemNotice problem={confirm?.problem ?? "missing"} />
          ) : (
            <ConfirmOrder
              choice={confirm.choice}
              order={confirm.order}
              source="web"
              changeTo={`/buy?product=${confirm.order.product}#${confirm.order.product}`}
              onPlaced={(ref) => navigate(`${localize("/order")}${orderRefSearch(ref)}`, { replace: true })}
            />
          )}
        </QueryProvider>
      </div>
    </main>
  );
}
