import { useLocation } from "react-router";
import { H5Card } from "../../features/orders/h5/h5-card.tsx";
import { PaymentResult } from "../../features/orders/h5/payment-result.tsx";
import { parseOrderRef } from "../../features/orders/order-ref.ts";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.h5Result.title", "pages.h5Result.description");

/** Where Alipay's cashier (desktop and mobile) sends the buyer back: ?orderType=&id= plus Alipay's return parameters. */
export default function H5ResultPage() {
  const t = useT();
  const params = new URLSearchParams(useLocation().search);
  const orderRef = parseOrderRef(params);
  return (
    <H5Card testId="h5-result">
      <h1 className="sr-only">{t("pages.h5Result.heading")}</h1>
      {orderRef ? (
        <PaymentResult
          key={`${orderRef.orderType}-${orderRef.id}`}
          orderRef={orderRef}
          returnedFromPayment={params.has("out_trade_no") || params.has("trade_no")}
        />
      ) : (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <p className="text-slate-700">{t("orders.result.noOrder")}</p>
          <LocalizedLink to="/h5" className="mt-4 inline-block font-semibold text-brand hover:underline">
            {t("orders.h5.back")}
          </LocalizedLink>
        </section>
      )}
    </H5Card>
  );
}
