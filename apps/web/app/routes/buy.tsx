import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { CurrencySwitch } from "../features/catalogue/currency-switch.tsx";
import { loadCatalogueView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { orderSearch } from "../features/catalogue/order-choice.ts";
import { PayAsYouGoForm } from "../features/catalogue/pay-as-you-go-form.tsx";
import { findStaticLine, type ProductKey } from "../features/catalogue/product-lines.ts";
import { StaticConfigurator } from "../features/catalogue/static-configurator.tsx";
import { TrafficPackageCard } from "../features/catalogue/traffic-package-card.tsx";
import { displayCurrency, formatGb as gb, packageIn } from "../features/catalogue/views.ts";
import { useLocale, useLocalizePath, useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { Alert } from "../ui/alert.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";
import { ArrowLink } from "../ui/text-link.tsx";

export const meta = pageMeta("pages.buy.title", "pages.buy.description");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const catalogue = await loadCatalogueView(context, locale);
  const currency = displayCurrency(url, locale);
  const product = url.searchParams.get("product");
  const wanted = Number(url.searchParams.get(product === "dynamic" ? "package" : "node")) || undefined;
  return {
    ...catalogue,
    traffic: { ...catalogue.traffic, packages: catalogue.traffic.packages.map((item) => packageIn(item, currency)) },
    currency,
    selection: {
      packageId: product === "dynamic" ? wanted : undefined,
      staticLine: product && findStaticLine(product) ? product : undefined,
      nodeId: product !== "dynamic" ? wanted : undefined,
    },
  };
}

const productPages: Partial<Record<ProductKey, string>> = {
  dynamic: "/dynamic-residential-proxies",
  static: "/static-residential-proxies",
  native: "/native-residential-proxies",
};

function LineHeading({ line }: { line: ProductKey }) {
  const t = useT();
  const page = productPages[line];
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <SectionHeading
        id={`${line}-heading`}
        title={t(`catalogue.lines.${line}.name`)}
        intro={t(`buy.lines.${line}.intro`)}
      />
      {page && (
        <ArrowLink to={page} className="inline-flex shrink-0 gap-1 font-medium">
          {t(`products.common.learnMore`)}
        </ArrowLink>
      )}
    </div>
  );
}

export default function BuyPage() {
  const t = useT();
  const { traffic, statics, selection, currency } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const localize = useLocalizePath();
  // A package bought in USD carries the choice to /order; one without a USD price is bought in CNY.
  const packageOrder = (item: { id: number; cnyOnly: boolean }) =>
    `/order${orderSearch({
      product: "dynamic",
      kind: "package",
      packageId: item.id,
      ...(currency === "USD" && !item.cnyOnly ? { currency: "USD" as const } : {}),
    })}`;
  const chosenPackage = traffic.packages.find((item) => item.id === selection.packageId);
  const cheapestPerGb = Math.min(
    traffic.payg.unitPrice,
    ...traffic.packages.filter((item) => currency === "CNY" || item.cnyOnly).map((item) => item.unitPrice),
  );
  // In USD the cheapest USD package per GB (pay-as-you-go has no USD price); never CNY and USD compared.
  const inUsd = traffic.packages.filter((item) => currency === "USD" && !item.cnyOnly);
  const cheapestUsd = Math.min(...inUsd.map((item) => item.unitPrice));
  const cheapestText =
    inUsd.length > 0
      ? (inUsd.find((item) => item.unitPrice === cheapestUsd)?.unitPriceText ?? "")
      : (traffic.packages.find((item) => item.unitPrice === cheapestPerGb)?.unitPriceText ??
        traffic.payg.unitPriceText);

  const overview = [
    { key: "dynamic" as ProductKey, fromText: cheapestText, unit: t("catalogue.perGbUnit") },
    ...statics.map((line) => ({
      key: line.key as ProductKey,
      fromText: line.fromText,
      unit: t("catalogue.perIp30Days"),
    })),
  ];

  return (
    <main className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <SectionHeading level={1} title={t("pages.buy.heading")} intro={t("pages.buy.intro")} />
      {/* Said before payment: proxies work only after real-name verification, and what it accepts today. */}
      <Alert tone="info" className="mt-6" testId="verification-notice">
        {t("buy.verificationNotice")}
      </Alert>
      {/* Visitors of the English site choose the currency; the Chinese site sells in CNY. */}
      {locale === "en" && traffic.packages.some((item) => item.usdPriceText !== null) && (
        <div className="mt-6 flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
          <CurrencySwitch current={currency} path={localize("/buy")} />
          {currency === "USD" && <p className="text-slate-600 text-sm">{t("catalogue.currency.usdNote")}</p>}
        </div>
      )}
      {/* The Chinese site sells in CNY; a customer from abroad reading it learns where dollars and cards are. */}
      {locale === "zh-CN" && traffic.packages.some((item) => item.usdPriceText !== null) && (
        <p className="mt-4 text-pretty text-slate-600 text-sm" data-testid="usd-on-english-site">
          {t("catalogue.currency.usdOnEnglishSite")}{" "}
          <a
            href="/en/buy?currency=USD"
            hrefLang="en"
            className="whitespace-nowrap font-medium text-brand hover:underline"
          >
            {t("catalogue.currency.usdOnEnglishSiteLink")}
          </a>
        </p>
      )}

      {chosenPackage && (
        <section
          aria-labelledby="selection-heading"
          className="mt-8 flex flex-col gap-4 rounded-2xl border border-brand/40 bg-brand/5 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="selection-heading" className="font-semibold text-brand text-sm">
              {t("buy.selection.heading")}
            </h2>
            <p className="mt-1 font-semibold text-ink text-lg">
              {t("catalogue.lines.dynamic.name")} · {chosenPackage.name} · {chosenPackage.priceText}
            </p>
            <p className="text-slate-600 text-sm">
              {t("catalogue.traffic", { count: chosenPackage.trafficGb, amount: gb(chosenPackage.trafficGb) })}
              {chosenPackage.giftGb > 0
                ? ` · ${t("catalogue.gift", { count: chosenPackage.giftGb, amount: gb(chosenPackage.giftGb) })}`
                : ""}
            </p>
          </div>
          <ButtonLink to={packageOrder(chosenPackage)} size="xl" className="shrink-0">
            {t("buy.selection.continue")}
            <Icon name="arrowRight" className="size-4" />
          </ButtonLink>
        </section>
      )}

      <nav aria-label={t("buy.linesLabel")} className="mt-10">
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid lg:grid-cols-5 lg:gap-4 lg:divide-y-0 lg:border-0 lg:bg-transparent lg:shadow-none">
          {overview.map((line) => (
            <li key={line.key}>
              <a
                href={`#${line.key}`}
                className="group flex h-full items-center justify-between gap-4 px-4 py-3.5 hover:bg-slate-50 lg:flex-col lg:items-stretch lg:justify-start lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:p-5 lg:shadow-sm lg:hover:border-brand lg:hover:bg-white"
              >
                <span className="min-w-0 lg:flex-1">
                  <span className="block font-semibold text-ink group-hover:text-brand">
                    {t(`catalogue.lines.${line.key}.name`)}
                  </span>
                  <span className="mt-1 hidden text-slate-500 text-xs leading-5 lg:block">
                    {t(`catalogue.lines.${line.key}.summary`)}
                  </span>
                </span>
                <span className="shrink-0 text-right lg:mt-3 lg:text-left">
                  {line.fromText ? (
                    <>
                      <span className="block font-bold text-ink lg:text-lg">
                        {t("catalogue.from", { price: line.fromText })}
                      </span>
                      <span className="block text-slate-500 text-xs">{line.unit}</span>
                    </>
                  ) : (
                    <span className="text-slate-500 text-sm">{t("catalogue.soldOut")}</span>
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="dynamic" aria-labelledby="dynamic-heading" className="mt-16 scroll-mt-24">
        <LineHeading line="dynamic" />
        <div className="mt-8 grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3">
          {traffic.packages.map((item) => (
            <TrafficPackageCard
              key={item.id}
              item={item}
              headingLevel={3}
              selected={item.id === chosenPackage?.id}
              href={packageOrder(item)}
              actionLabel={t("catalogue.choose")}
            />
          ))}
          <PayAsYouGoForm payg={traffic.payg} />
        </div>
      </section>

      {statics.map((line) => (
        <section
          key={line.key}
          id={line.key}
          aria-labelledby={`${line.key}-heading`}
          className="mt-16 scroll-mt-24 border-slate-200 border-t pt-12"
        >
          <LineHeading line={line.key} />
          <div className="mt-8">
            <StaticConfigurator
              line={line}
              initialNodeId={selection.staticLine === line.key ? selection.nodeId : undefined}
            />
          </div>
        </section>
      ))}
    </main>
  );
}
