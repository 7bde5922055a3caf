import { localizePath } from "@shop/contract/core";
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from "react-router";
import { requestLocale } from "../../features/catalogue/load-catalogue.server.ts";
import { ConfirmOrder } from "../../features/orders/checkout/confirm-order.tsx";
import { loadOrderChoice } from "../../features/orders/checkout/load-order-choice.server.ts";
import { ChoiceProblemNotice } from "../../features/orders/checkout/order-detail.tsx";
import { H5Card, H5Heading } from "../../features/orders/h5/h5-card.tsx";
import { orderRefSearch, parseOrderRef } from "../../features/orders/order-ref.ts";
import { PaymentPanel } from "../../features/orders/payment-panel.tsx";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";
import { BackLink } from "../../ui/text-link.tsx";

export const meta = pageMeta("pages.h5Pay.title", "pages.h5Pay.description");

/**
 * The same two steps as /order, sized for a phone: ?product=... (the /order
 * choice format) confirms and places the order; ?orderType=&id= pays it with
 * Alipay's mobile cashier or WeChat Pay.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const orderRef = parseOrderRef(params);
  if (orderRef) return { orderRef, confirm: null };
  if (!params.has("product")) throw redirect(localizePath("/h5", requestLocale(request)));
  return { orderRef: null, confirm: await loadOrderChoice(request, context, params) };
}

export default function H5PayPage() {
  const t = useT();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const { orderRef, confirm } = useLoaderData<typeof loader>();
  return (
    <H5Card testId="h5-pay">
      <BackLink to="/h5" tone="brand">
        {t("orders.h5.back")}
      </BackLink>
      <H5Heading title={orderRef ? t("pages.h5Pay.heading") : t("pages.order.heading")} />
      {orderRef ? (
        <PaymentPanel orderRef={orderRef} device="wap" layout="stack" buyAgainPath="/h5" />
      ) : confirm?.problem || !confirm?.order ? (
        <ChoiceProblemNotice problem={confirm?.problem ?? "missing"} backTo="/h5" />
      ) : (
        <ConfirmOrder
          choice={confirm.choice}
          order={confirm.order}
          source="h5"
          changeTo="/h5"
          layout="stack"
          onPlaced={(ref) => navigate(`${localize("/h5/pay")}${orderRefSearch(ref)}`, { replace: true })}
        />
      )}
    </H5Card>
  );
}
