import type { OrderSource } from "@shop/contract";
import { formatFen } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LocalizedLink } from "../../../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../../../i18n/use-locale.ts";
import { useIsLoggedIn } from "../../../lib/session/use-session.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { SummaryList, SummaryRow, SummaryTotal } from "../../../ui/price-summary.tsx";
import { showMessage } from "../../../ui/toast.tsx";
import type { OrderChoice } from "../../catalogue/index.ts";
import { type AppliedCoupon, CouponField } from "../../growth/index.ts";
import type { OrderRef } from "../order-ref.ts";
import { MethodMark, payMethods } from "../pay-method-picker.tsx";
import { usePlaceOrder } from "../place-order.ts";
import { OrderDetail } from "./order-detail.tsx";
import type { OrderView } from "./order-view.ts";

/**
 * Step one: the chosen product and its price, and "submit order", which
 * creates the order (reserving static IPs). A visitor is asked to log in
 * first and comes back to the same choice. The handling fee of each payment
 * method is shown in the next step, computed by the server for the order.
 */
export function ConfirmOrder({
  choice,
  order,
  source,
  changeTo,
  onPlaced,
  layout = "page",
}: {
  choice: OrderChoice;
  order: OrderView;
  source: OrderSource;
  /** Where "change selection" goes. */
  changeTo: string;
  onPlaced(ref: OrderRef): void;
  layout?: "page" | "stack";
}) {
  const t = useT();
  const localize = useLocalizePath();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const placing = usePlaceOrder(source, coupon?.code);
  // Once placed the page moves on to paying: the button stays busy until it has gone.
  const isPlacing = placing.isPending || placing.isSuccess;
  const here = `${location.pathname}${location.search}`;

  // Without JavaScript the form itself goes to the login page with the way back.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLoggedIn) {
      showMessage(t("order.loginFirst"), "warning");
      navigate(`${localize("/login")}?redirect=${encodeURIComponent(here)}`);
      return;
    }
    if (isPlacing) return;
    try {
      onPlaced(await placing.mutateAsync(choice));
    } catch {
      // The API client has shown the server's message (e.g. "Only 2 IPs are left in this region").
    }
  };

  const detail = (
    <section aria-labelledby="order-detail" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center justify-between gap-4 border-slate-100 border-b px-5 py-4 sm:px-6">
        <h2 id="order-detail" className="font-semibold text-ink">
          {t("order.detail")}
        </h2>
        <LocalizedLink to={changeTo} className="font-medium text-brand text-sm hover:underline">
          {t("order.changeChoice")}
        </LocalizedLink>
      </div>
      <OrderDetail order={order} />
    </section>
  );

  const methods = (
    <section
      aria-labelledby="pay-methods"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="pay-methods" className="font-semibold text-ink">
        {t("order.paymentMethod")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        {(order.currency === "USD" ? (["card"] as const) : payMethods).map((method) => (
          <li key={method} className="flex items-center gap-2.5 text-sm">
            <MethodMark method={method} size="sm" />
            <span className="font-medium text-ink">{t(`orders.methods.${method}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-slate-600 text-sm leading-6">
        {order.currency === "USD" ? t("orders.confirm.cardOnlyNote") : t("orders.confirm.methodsNote")}
      </p>
    </section>
  );

  const summary = (
    <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 className="font-semibold text-ink">{t("order.summary")}</h2>
      <SummaryList>
        <SummaryRow label={t("order.amount")}>{order.listPriceText}</SummaryRow>
        {order.discountText && (
          <SummaryRow label={t("order.discount")} tone="saving">
            −{order.discountText}
          </SummaryRow>
        )}
        <SummaryRow label={t("order.handlingFee")} valueClassName="text-right text-slate-600">
          {t("orders.confirm.feeLater")}
        </SummaryRow>
      </SummaryList>
      {coupon && (
        <SummaryList>
          <SummaryRow label={t("growth.coupon.discountRow")} tone="saving">
            <span data-testid="coupon-discount">−{formatFen(coupon.discountFen)}</span>
          </SummaryRow>
        </SummaryList>
      )}
      <SummaryTotal label={t("orders.confirm.orderAmount")} testId="order-total" size="3xl">
        {coupon ? formatFen(coupon.amountFen) : order.amountText}
      </SummaryTotal>
      {/* Coupons take fen off CNY prices: a USD order has none to offer. */}
      {order.currency !== "USD" && (
        <CouponField
          choice={quoteChoiceOf(choice)}
          applied={coupon}
          onApplied={setCoupon}
          canAsk={isLoggedIn}
          onNeedLogin={() => {
            showMessage(t("order.loginFirst"), "warning");
            navigate(`${localize("/login")}?redirect=${encodeURIComponent(here)}`);
          }}
        />
      )}
      {/* Before payment: what the proxies need before they work, so nobody pays for what they cannot use. */}
      <p className="mt-5 rounded-lg bg-sky-50 p-3 text-sky-900 text-xs leading-5" data-testid="verification-notice">
        {t("orders.confirm.verificationNote")}
      </p>
      <form method="get" action={localize("/login")} onSubmit={submit} className="mt-5">
        <input type="hidden" name="redirect" value={here} />
        <Button type="submit" disabled={isPlacing} aria-busy={isPlacing} size="cta" block>
          {isPlacing ? (
            <span
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden="true"
            />
          ) : (
            <Icon name="lock" className="size-4" />
          )}
          {t("orders.confirm.submit")}
        </Button>
      </form>
      {order.kind === "static" && (
        <p className="mt-3 text-slate-500 text-xs leading-5">{t("orders.confirm.reserveNote")}</p>
      )}
      <p className="mt-3 text-slate-500 text-xs leading-5">
        {t("orders.confirm.termsPrefix")}{" "}
        <LocalizedLink to="/terms" className="text-brand underline underline-offset-2">
          {t("footer.terms")}
        </LocalizedLink>
        {t("orders.confirm.termsSuffix")}
      </p>
    </aside>
  );

  if (layout === "stack") {
    return (
      <div className="space-y-4">
        {detail}
        {summary}
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        {detail}
        {methods}
      </div>
      {summary}
    </div>
  );
}

/** The choice as the coupon preview takes it: ids and quantities only, the server prices it. */
function quoteChoiceOf(choice: OrderChoice) {
  if (choice.kind === "package") return { packageId: choice.packageId };
  if (choice.kind === "payg") return { trafficGb: choice.gb };
  return { nodeId: choice.nodeId, days: choice.days, count: choice.count };
}
