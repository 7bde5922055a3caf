import { formatFen } from "@shop/contract";
import { PaymentMethod } from "@shop/contract/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from "react-router";
import { useIsLoggedIn } from "../features/auth/use-session.ts";
import {
  loadStaticCatalogue,
  loadTrafficPackages,
  loadUnitPrice,
  requestLocale,
} from "../features/catalogue/load-catalogue.server.ts";
import { type ChoiceProblem, parseOrderChoice } from "../features/catalogue/order-choice.ts";
import type { ProductKey } from "../features/catalogue/product-lines.ts";
import { handlingFeeFen, type OrderQuote, quoteOrder } from "../features/catalogue/quote-order.ts";
import { CountryBadge } from "../features/catalogue/static-price-table.tsx";
import { formatGb as gb } from "../features/catalogue/views.ts";
import { useGlobalStore } from "../features/shell/global-store.ts";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { Icon } from "../ui/icon.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";
import { showMessage } from "../ui/toast.tsx";

export const meta = pageMeta("pages.order.title", "pages.order.description");

/** The order as the page shows it: what was chosen and the money, formatted on the server. */
function toOrderView(quote: OrderQuote) {
  const money = {
    feeText: formatFen(quote.kind === "static" ? quote.undiscountedFen : quote.amountFen),
    discountText:
      quote.kind === "static" && quote.undiscountedFen > quote.amountFen
        ? formatFen(quote.undiscountedFen - quote.amountFen)
        : null,
    handlingFeeText: formatFen(handlingFeeFen),
    totalText: formatFen(quote.amountFen + handlingFeeFen),
  };
  if (quote.kind === "package") {
    const { name, trafficGb, giftGb, validDays, unitPrice } = quote.item;
    return {
      ...money,
      kind: quote.kind,
      product: quote.product as ProductKey,
      item: { name, trafficGb, giftGb, validDays, unitPriceText: formatFen(unitPrice) },
    };
  }
  if (quote.kind === "payg") {
    return {
      ...money,
      kind: quote.kind,
      product: quote.product as ProductKey,
      gb: quote.gb,
      unitPriceText: formatFen(quote.unitPriceFen),
    };
  }
  return {
    ...money,
    kind: quote.kind,
    product: quote.product as ProductKey,
    region: { name: quote.node.regionName, countryCode: quote.node.countryCode, isp: quote.node.ispName },
    days: quote.duration.days,
    discountPercent: quote.duration.discountPercent,
    count: quote.count,
    perIpText: formatFen(quote.perIpFen),
  };
}

type OrderView = ReturnType<typeof toOrderView>;

/** Prices the choice in the query string against the live catalogue; the query never carries a price. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const parsed = parseOrderChoice(url.searchParams);
  if ("problem" in parsed) return { problem: parsed.problem, order: null };
  const { choice } = parsed;
  const result =
    choice.product === "dynamic"
      ? quoteOrder(choice, {
          packages: await loadTrafficPackages(context, locale),
          unitPrice: await loadUnitPrice(context, locale),
        })
      : quoteOrder(choice, await loadStaticCatalogue(context, locale, choice.product));
  if ("problem" in result) return { problem: result.problem, order: null };
  return { problem: null, order: toOrderView(result.quote) };
}

const paymentMethods = [PaymentMethod.Alipay, PaymentMethod.Wechat] as const;
type Method = (typeof paymentMethods)[number];

function MethodMark({ method }: { method: Method }) {
  return method === PaymentMethod.Alipay ? (
    <span
      aria-hidden="true"
      className="inline-flex size-9 items-center justify-center rounded-lg bg-[#1677ff] font-bold text-white"
    >
      支
    </span>
  ) : (
    <span
      aria-hidden="true"
      className="inline-flex size-9 items-center justify-center rounded-lg bg-[#07c160] text-white"
    >
      <Icon name="chat" className="size-5" />
    </span>
  );
}

function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-6 py-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-ink">{children}</dd>
    </div>
  );
}

function OrderDetail({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <dl className="divide-y divide-slate-100 px-6 text-sm">
      <DetailRow label={t("order.product")}>{t(`catalogue.lines.${order.product}.name`)}</DetailRow>
      {order.kind === "package" && (
        <>
          <DetailRow label={t("order.package")}>{order.item.name}</DetailRow>
          <DetailRow label={t("order.traffic")}>{`${gb(order.item.trafficGb)} GB`}</DetailRow>
          {order.item.giftGb > 0 && (
            <DetailRow label={t("order.gift")}>
              <span className="text-emerald-700">{`+${gb(order.item.giftGb)} GB`}</span>
            </DetailRow>
          )}
          <DetailRow label={t("order.validity")}>{t("catalogue.days", { count: order.item.validDays })}</DetailRow>
          <DetailRow label={t("order.unitPrice")}>
            {order.item.giftGb > 0
              ? t("catalogue.perGbWithGift", { price: order.item.unitPriceText })
              : t("catalogue.perGb", { price: order.item.unitPriceText })}
          </DetailRow>
        </>
      )}
      {order.kind === "payg" && (
        <>
          <DetailRow label={t("order.traffic")}>{`${gb(order.gb)} GB`}</DetailRow>
          <DetailRow label={t("order.unitPrice")}>{t("catalogue.perGb", { price: order.unitPriceText })}</DetailRow>
        </>
      )}
      {order.kind === "static" && (
        <>
          <DetailRow label={t("order.region")}>
            <span className="inline-flex items-center gap-2">
              <CountryBadge code={order.region.countryCode} />
              {order.region.name}
            </span>
          </DetailRow>
          {order.region.isp && <DetailRow label={t("order.isp")}>{order.region.isp}</DetailRow>}
          <DetailRow label={t("order.duration")}>
            {t("catalogue.days", { count: order.days })}
            {order.discountPercent > 0 && (
              <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-700 text-xs">
                {t("catalogue.discount", { percent: order.discountPercent })}
              </span>
            )}
          </DetailRow>
          <DetailRow label={t("order.count")}>{order.count}</DetailRow>
          <DetailRow label={t("order.unitPrice")}>{t("order.perIp", { price: order.perIpText })}</DetailRow>
        </>
      )}
    </dl>
  );
}

function Problem({ problem }: { problem: ChoiceProblem }) {
  const t = useT();
  return (
    <section
      role="alert"
      className="mt-8 flex flex-col items-start gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:flex-row"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon name="receipt" className="size-5" />
      </span>
      <div>
        <h2 className="font-semibold text-ink text-lg">{t("order.problemHeading")}</h2>
        <p className="mt-1 text-slate-700">{t(`order.problems.${problem}`)}</p>
        <LocalizedLink
          to="/buy"
          className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-semibold text-sm text-white shadow-sm hover:opacity-90"
        >
          {t("order.backToBuy")}
          <Icon name="arrowRight" className="size-4" />
        </LocalizedLink>
      </div>
    </section>
  );
}

export default function OrderPage() {
  const t = useT();
  const localize = useLocalizePath();
  const location = useLocation();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const openCustomerService = useGlobalStore((state) => state.setCustomerServiceVisible);
  const { problem, order } = useLoaderData<typeof loader>();
  const [method, setMethod] = useState<Method>(PaymentMethod.Alipay);
  const [paymentPending, setPaymentPending] = useState(false);
  const here = `${location.pathname}${location.search}`;

  // Without JavaScript the form itself goes to the login page with the way back.
  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLoggedIn) {
      showMessage(t("order.loginFirst"), "warning");
      navigate(`${localize("/login")}?redirect=${encodeURIComponent(here)}`);
      return;
    }
    setPaymentPending(true);
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <SectionHeading level={1} title={t("pages.order.heading")} intro={t("pages.order.intro")} />
      {problem || !order ? (
        <Problem problem={problem ?? "missing"} />
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-6">
            <section aria-labelledby="order-detail" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
              <div className="flex items-center justify-between gap-4 border-slate-100 border-b px-6 py-4">
                <h2 id="order-detail" className="font-semibold text-ink">
                  {t("order.detail")}
                </h2>
                <LocalizedLink
                  to={`/buy?product=${order.product}#${order.product}`}
                  className="font-medium text-brand text-sm hover:underline"
                >
                  {t("order.changeChoice")}
                </LocalizedLink>
              </div>
              <OrderDetail order={order} />
            </section>

            <fieldset className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <legend className="float-left mb-4 w-full font-semibold text-ink">{t("order.paymentMethod")}</legend>
              <div className="clear-both grid gap-3 sm:grid-cols-2">
                {paymentMethods.map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 p-4 transition hover:border-brand/60 has-[:checked]:border-brand has-[:checked]:bg-brand/5 has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/40"
                  >
                    <input
                      type="radio"
                      name="method"
                      value={option}
                      checked={method === option}
                      onChange={() => setMethod(option)}
                      className="sr-only"
                    />
                    <MethodMark method={option} />
                    <span className="min-w-0">
                      <span className="block font-semibold text-ink text-sm">{t(`order.methods.${option}`)}</span>
                      <span className="block text-slate-600 text-xs">{t(`order.methodHints.${option}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </div>

          <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
            <h2 className="font-semibold text-ink">{t("order.summary")}</h2>
            <dl className="mt-4 space-y-2.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-slate-500">{t("order.amount")}</dt>
                <dd className="font-medium text-ink">{order.feeText}</dd>
              </div>
              {order.discountText && (
                <div className="flex justify-between gap-4 text-emerald-700">
                  <dt>{t("order.discount")}</dt>
                  <dd className="font-medium">−{order.discountText}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4">
                <dt className="text-slate-500">{t("order.handlingFee")}</dt>
                <dd className="font-medium text-ink">{order.handlingFeeText}</dd>
              </div>
            </dl>
            <div className="mt-4 flex items-baseline justify-between gap-4 border-slate-200 border-t pt-4">
              <span className="font-semibold text-ink">{t("order.total")}</span>
              <span className="font-bold text-3xl text-ink tracking-tight" data-testid="order-total">
                {order.totalText}
              </span>
            </div>
            <form method="get" action={localize("/login")} onSubmit={pay} className="mt-5">
              <input type="hidden" name="redirect" value={here} />
              <button
                type="submit"
                className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-4 py-3 font-semibold text-white shadow-sm hover:opacity-90"
              >
                <Icon name="lock" className="size-4" />
                {t("order.payNow")}
              </button>
            </form>
            <div role="status">
              {paymentPending && (
                <div className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm">
                  <p className="font-semibold text-sky-900">{t("order.paymentPending.title")}</p>
                  <p className="mt-1 text-sky-900/80 leading-6">{t("order.paymentPending.text")}</p>
                  <button
                    type="button"
                    onClick={() => openCustomerService(true)}
                    className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand hover:underline"
                  >
                    <Icon name="chat" className="size-4" />
                    {t("order.paymentPending.contact")}
                  </button>
                </div>
              )}
            </div>
            <p className="mt-4 text-slate-500 text-xs leading-5">
              {t("order.termsPrefix")}{" "}
              <LocalizedLink to="/terms" className="text-brand underline underline-offset-2">
                {t("footer.terms")}
              </LocalizedLink>
              {t("order.termsSuffix")}
            </p>
            <p className="mt-2 text-slate-500 text-xs leading-5">{t("order.pricesChecked")}</p>
          </aside>
        </div>
      )}
    </main>
  );
}
