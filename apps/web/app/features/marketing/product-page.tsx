import type { ReactNode } from "react";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import { useProxyGateway } from "../../lib/use-proxy-gateway.ts";
import { ButtonAnchor, ButtonLink } from "../../ui/button.tsx";
import { Icon } from "../../ui/icon.tsx";
import { PageSection } from "../../ui/page-section.tsx";
import { SectionHeading } from "../../ui/section-heading.tsx";
import { AvailableLocations } from "./available-locations.tsx";
import { CodeSamples } from "./code-samples.tsx";
import { CtaBand, ctaPrimaryClass, ctaSecondaryClass } from "./cta-band.tsx";
import { IconCard } from "./icon-card.tsx";
import { productHighlights, productTargeting } from "./product-copy.ts";

export interface ProductPageProps {
  /** Copy under products.<product>. */
  product: "dynamic" | "static" | "native";
  /** Title and intro under pages.<page>. */
  page: "dynamicResidential" | "staticResidential" | "nativeResidential";
  /** The starting price for the hero, e.g. "¥21.55" and its unit. */
  fromPrice: { text: string; unit: string } | null;
  buyHref: string;
  pricing: ReactNode;
  isStatic?: boolean;
}

/** The shared shape of the three product pages: hero, live prices, targeting, protocols, code and a call to buy. */
export function ProductPage({ product, page, fromPrice, buyHref, pricing, isStatic = false }: ProductPageProps) {
  const t = useT();
  const proxyGateway = useProxyGateway();
  const copy = (key: string, options?: Record<string, unknown>) => t(`products.${product}.${key}`, options);
  const highlights = productHighlights[product];
  const targeting = productTargeting[product];
  return (
    <main>
      <section className="bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 pb-12 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:px-8">
          <div>
            <p className="font-semibold text-brand text-sm">{copy("eyebrow")}</p>
            <h1 className="mt-3 text-balance font-bold text-4xl text-ink leading-tight tracking-tight sm:text-5xl">
              {t(`pages.${page}.heading`)}
            </h1>
            <p className="mt-6 max-w-2xl text-pretty text-lg text-slate-600 leading-8">{t(`pages.${page}.intro`)}</p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-slate-700 text-sm">
              {highlights.map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <Icon name="check" className="size-4 text-brand" />
                  {copy(`highlights.${key}`)}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={buyHref} size="xl">
                {copy("ctaBuy")}
              </ButtonLink>
              <ButtonAnchor href="#pricing" variant="secondary" size="xl">
                {t("products.common.viewPricing")}
              </ButtonAnchor>
            </div>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            {fromPrice && (
              <div className="border-slate-100 border-b pb-5">
                <p className="text-slate-500 text-sm">{t("catalogue.startingAt")}</p>
                <p className="mt-1 font-bold text-4xl text-ink tracking-tight">
                  {fromPrice.text}
                  <span className="ml-1.5 font-medium text-base text-slate-500">{fromPrice.unit}</span>
                </p>
              </div>
            )}
            <dl className="mt-5 space-y-3 text-sm">
              {(
                [
                  ["HTTP(S)", proxyGateway.httpPort],
                  ["SOCKS5", proxyGateway.socks5Port],
                ] as const
              ).map(([protocol, port]) => (
                <div key={protocol}>
                  <dt className="text-slate-500 text-xs">{protocol}</dt>
                  <dd className="mt-0.5 break-all font-mono text-ink text-sm">
                    {proxyGateway.host}:{port}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <PageSection
        anchor="pricing"
        spacing="py-14"
        heading={{ eyebrow: t("home.packages.eyebrow"), title: copy("pricingHeading"), intro: copy("pricingIntro") }}
      >
        <div className="mt-8">{pricing}</div>
      </PageSection>

      <PageSection
        tinted
        spacing="py-14"
        heading={{
          eyebrow: t("products.common.targetingEyebrow"),
          title: copy("targetingHeading"),
          intro: copy("targetingIntro"),
        }}
      >
        <div className={`mt-8 grid gap-5 sm:grid-cols-2 ${targeting.length > 4 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
          {targeting.map((item) => (
            <IconCard
              key={item.key}
              icon={item.icon}
              title={copy(`targeting.${item.key}.title`)}
              text={copy(`targeting.${item.key}.text`)}
            />
          ))}
        </div>
        {product === "dynamic" && <AvailableLocations />}
      </PageSection>

      <PageSection
        spacing="py-14"
        heading={{
          eyebrow: t("products.common.protocolsEyebrow"),
          title: t("products.common.protocolsHeading"),
          intro: t("products.common.protocolsIntro"),
        }}
      >
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {(
            [
              { key: "http", icon: "globe", port: proxyGateway.httpPort },
              { key: "socks", icon: "plug", port: proxyGateway.socks5Port },
              { key: "auth", icon: "lock", port: null },
            ] as const
          ).map((item) => (
            <div key={item.key} className="rounded-2xl border border-slate-200 p-6">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand/10 text-brand">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <h3 className="font-semibold text-ink">{t(`products.common.${item.key}.title`)}</h3>
              </div>
              <p className="mt-3 text-slate-600 text-sm leading-6">
                {t(`products.common.${item.key}.text`, { port: item.port })}
              </p>
            </div>
          ))}
        </div>
      </PageSection>

      <section className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
          <div>
            <SectionHeading
              eyebrow={t("products.common.codeEyebrow")}
              title={t("products.common.codeHeading")}
              intro={t("products.common.codeIntro")}
            />
            {isStatic && <p className="mt-4 text-slate-600 text-sm leading-6">{t("products.common.codeStaticNote")}</p>}
          </div>
          <div className="min-w-0">
            <CodeSamples />
          </div>
        </div>
      </section>

      <CtaBand title={copy("ctaHeading")} text={copy("ctaText")}>
        <LocalizedLink to={buyHref} className={ctaPrimaryClass}>
          {copy("ctaBuy")}
        </LocalizedLink>
        <LocalizedLink to="/buy" className={ctaSecondaryClass}>
          {t("home.packages.compare")}
        </LocalizedLink>
      </CtaBand>
    </main>
  );
}
