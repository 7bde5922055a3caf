import { useLocation } from "react-router";
import { H5Card } from "../../features/orders/h5/h5-card.tsx";
import { PaymentSuccess } from "../../features/orders/h5/payment-outcome.tsx";
import { parseOrderRef } from "../../features/orders/order-ref.ts";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { pageMeta } from "../../lib/page-meta.ts";

export const meta = pageMeta("pages.h5Success.title", "pages.h5Success.description");

export default function H5SuccessPage() {
  const t = useT();
  const orderRef = parseOrderRef(new URLSearchParams(useLocation().search));
  return (
    <H5Card testId="h5-success">
      {orderRef ? (
        <PaymentSuccess orderRef={orderRef} />
      ) : (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <h1 className="font-bold text-ink text-xl">{t("pages.h5Success.heading")}</h1>
          <LocalizedLink to="/admin/dashboard" className="mt-4 inline-block font-semibold text-brand hover:underline">
            {t("orders.success.dashboard")}
          </LocalizedLink>
        </section>
      )}
    </H5Card>
  );
}
