import { StaticResourceType } from "@shop/contract";
import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { formatTraffic } from "../../lib/format.ts";
import { Icon, type IconName } from "../../ui/icon.tsx";
import { productHighlights, productTargeting } from "../marketing/index.ts";
import { useDashboardSummary } from "./api/dashboard-summary.ts";
import { useActiveStaticIpCount } from "./api/static-ip-count.ts";
import { PageHeader, primaryButtonClass, secondaryButtonClass } from "./page-header.tsx";
import { TrafficWarningBanner } from "./traffic-warning.tsx";

export type ProductMenuPage = "dynamic" | "static" | "datacenter";

interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** One holding: a figure with its label, a skeleton while it loads. */
function Holding({ label, value, testId }: { label: string; value: string | undefined; testId: string }) {
  return (
    <div data-testid={testId} className="rounded-lg bg-white/80 px-4 py-3 ring-1 ring-slate-200">
      <p className="text-slate-500 text-xs">{label}</p>
      {value === undefined ? (
        <span className="mt-1.5 block h-7 w-20 animate-pulse rounded bg-slate-100" />
      ) : (
        <p className="mt-0.5 font-bold text-2xl text-ink tabular-nums">{value}</p>
      )}
    </div>
  );
}

function ActiveIpHolding({ type, label }: { type: number; label: string }) {
  const t = useT();
  const count = useActiveStaticIpCount(type);
  return (
    <Holding
      testId={`active-ips-${type}`}
      label={label}
      value={
        count.isError ? "—" : count.data === undefined ? undefined : t("proxies.products.ips", { count: count.data })
      }
    />
  );
}

function DynamicHoldings() {
  const t = useT();
  const locale = useLocale();
  const summary = useDashboardSummary();
  const data = summary.data;
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Holding
          testId="holding-remaining"
          label={t("proxies.dashboard.remaining")}
          value={data ? formatTraffic(data.remainingBytes, locale) : summary.isError ? "—" : undefined}
        />
        <Holding
          testId="holding-consumption"
          label={t("proxies.dashboard.totalConsumption")}
          value={data ? formatTraffic(data.totalConsumptionBytes, locale) : summary.isError ? "—" : undefined}
        />
      </div>
      {data && data.trafficWarning !== "none" && (
        <div className="mt-3">
          <TrafficWarningBanner warning={data.trafficWarning} />
        </div>
      )}
    </>
  );
}

/** The shape of the three product pages of the user-centre menu: what it is, what the member holds, and the way to buy. */
function ProductLayout({
  title,
  intro,
  eyebrow,
  highlights,
  holdings,
  actions,
  features,
  detailsHref,
}: {
  title: string;
  intro: string;
  eyebrow: string;
  highlights: string[];
  holdings: ReactNode;
  actions: ReactNode;
  features: Feature[];
  detailsHref: string | null;
}) {
  const t = useT();
  return (
    <div className="space-y-6 p-4 sm:p-8">
      <PageHeader title={title} intro={intro} />
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-slate-700 text-sm">
        {highlights.map((text) => (
          <li key={text} className="flex items-center gap-2">
            <Icon name="check" className="size-4 text-brand" />
            {text}
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="holdings-title"
        data-testid="product-holdings"
        className="rounded-xl border border-brand/20 bg-gradient-to-br from-brand/5 to-white p-4 sm:p-6"
      >
        <p className="font-semibold text-brand text-xs uppercase tracking-wide">{eyebrow}</p>
        <h2 id="holdings-title" className="mt-1 font-semibold text-ink text-lg">
          {t("proxies.products.holdingsTitle")}
        </h2>
        <div className="mt-4">{holdings}</div>
        <div className="mt-5 flex flex-wrap gap-3">{actions}</div>
      </section>
      <section aria-labelledby="features-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="features-title" className="font-semibold text-ink text-lg">
            {t("proxies.products.featuresTitle")}
          </h2>
          {detailsHref && (
            <LocalizedLink to={detailsHref} className="font-medium text-brand text-sm hover:underline">
              {t("products.common.learnMore")} →
            </LocalizedLink>
          )}
        </div>
        <div className={`mt-4 grid gap-4 sm:grid-cols-2 ${features.length % 3 === 0 ? "xl:grid-cols-3" : ""}`}>
          {features.map((feature) => (
            <div key={feature.title} className="rounded-xl border border-slate-200 p-4 sm:p-5">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand/10 text-brand">
                  <Icon name={feature.icon} className="size-5" />
                </span>
                <h3 className="font-semibold text-ink">{feature.title}</h3>
              </div>
              <p className="mt-2 text-pretty text-slate-600 text-sm leading-6">{feature.text}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const datacenterFeatures: Array<{ key: string; icon: IconName }> = [
  { key: "speed", icon: "bolt" },
  { key: "dedicated", icon: "lock" },
  { key: "volume", icon: "database" },
  { key: "protocols", icon: "plug" },
];

/** The Dynamic Proxy, Static Proxy and Dedicated Data Centers pages of the user-centre menu (SPEC §2). */
export function ProductOverview({ product }: { product: ProductMenuPage }) {
  const t = useT();
  const ctaLink = (to: string, label: string, primary = false) => (
    <LocalizedLink
      to={to}
      className={primary ? `${primaryButtonClass} px-5 py-2.5` : `${secondaryButtonClass} px-5 py-2.5`}
    >
      {label}
    </LocalizedLink>
  );
  /** What the shop's own page of a line says first: its eyebrow, highlights and targeting cards. */
  const shopLineCopy = (line: "dynamic" | "static") => ({
    eyebrow: t(`products.${line}.eyebrow`),
    highlights: productHighlights[line].map((key) => t(`products.${line}.highlights.${key}`)),
    features: productTargeting[line].map(({ key, icon }) => ({
      icon,
      title: t(`products.${line}.targeting.${key}.title`),
      text: t(`products.${line}.targeting.${key}.text`),
    })),
  });

  if (product === "dynamic") {
    return (
      <ProductLayout
        title={t("admin.menu.dynamicProxy")}
        intro={t("pages.dynamicResidential.intro")}
        {...shopLineCopy("dynamic")}
        holdings={<DynamicHoldings />}
        actions={
          <>
            {ctaLink("/admin/dynamic/buy", t("products.dynamic.ctaBuy"), true)}
            {ctaLink("/admin", t("admin.menu.getProxy"))}
            {ctaLink("/admin/dynamic/list", t("admin.menu.dynamicOrders"))}
          </>
        }
        detailsHref="/dynamic-residential-proxies"
      />
    );
  }

  if (product === "static") {
    return (
      <ProductLayout
        title={t("admin.menu.staticProxy")}
        intro={t("pages.staticResidential.intro")}
        {...shopLineCopy("static")}
        holdings={
          <div className="grid gap-3 sm:grid-cols-3">
            <ActiveIpHolding
              type={StaticResourceType.Static}
              label={t("proxies.products.activeOf", { line: t("catalogue.lines.static.name") })}
            />
            <ActiveIpHolding
              type={StaticResourceType.Native}
              label={t("proxies.products.activeOf", { line: t("catalogue.lines.native.name") })}
            />
            <ActiveIpHolding
              type={StaticResourceType.CnStatic}
              label={t("proxies.products.activeOf", { line: t("catalogue.lines.static-cn.name") })}
            />
          </div>
        }
        actions={
          <>
            {ctaLink("/admin/static/buy", t("products.static.ctaBuy"), true)}
            {ctaLink("/admin/static/management", t("admin.menu.ipManagement"))}
            {ctaLink("/admin/static/list", t("admin.menu.staticOrders"))}
          </>
        }
        detailsHref="/static-residential-proxies"
      />
    );
  }

  return (
    <ProductLayout
      title={t("admin.menu.dedicatedDataCenters")}
      intro={t("proxies.products.datacenter.intro")}
      eyebrow={t("proxies.products.datacenter.eyebrow")}
      highlights={["speed", "dedicated", "terms"].map((key) => t(`proxies.products.datacenter.highlights.${key}`))}
      holdings={
        <div className="grid gap-3 sm:grid-cols-2">
          <ActiveIpHolding
            type={StaticResourceType.DataCenter}
            label={t("proxies.products.activeOf", { line: t("catalogue.lines.datacenter.name") })}
          />
        </div>
      }
      actions={
        <>
          {ctaLink("/admin/static/buy?type=1", t("proxies.products.datacenter.ctaBuy"), true)}
          {ctaLink("/admin/static/management", t("admin.menu.ipManagement"))}
          {ctaLink("/admin/static/list", t("admin.menu.staticOrders"))}
        </>
      }
      features={datacenterFeatures.map(({ key, icon }) => ({
        icon,
        title: t(`proxies.products.datacenter.features.${key}.title`),
        text: t(`proxies.products.datacenter.features.${key}.text`),
      }))}
      detailsHref={null}
    />
  );
}
