import { regionsCalls } from "@shop/contract";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { loadCatalogueView, requestLocale } from "../features/catalogue/load-catalogue.server.ts";
import { TrafficOffer } from "../features/catalogue/traffic-offer.tsx";
import { CtaBand, ctaPrimaryClass, ctaSecondaryClass } from "../features/marketing/cta-band.tsx";
import { Faq } from "../features/marketing/faq.tsx";
import { IconCard } from "../features/marketing/icon-card.tsx";
import { useScenes } from "../features/marketing/use-scenes.ts";
import { useGlobalStore } from "../features/shell/global-store.ts";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { loadCall } from "../lib/ssr-api.server.ts";
import { ButtonLink, buttonClass } from "../ui/button.tsx";
import { Icon, type IconName } from "../ui/icon.tsx";
import { PageSection } from "../ui/page-section.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

export const meta = pageMeta("home.metaTitle", "home.metaDescription");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const [{ traffic, statics }, countries] = await Promise.all([
    loadCatalogueView(context, locale),
    // The countries some gateway's exits serve now: the figure the page states, never a promise beyond it.
    loadCall(context, regionsCalls.listCountries, {}, locale, { recent: true }).catch(() => []),
  ]);
  return {
    packages: traffic.packages,
    payg: traffic.payg,
    statics: statics.map(({ key, fromText }) => ({ key, fromText })),
    countriesServed: countries.length,
  };
}

const advantages: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: "realIps", icon: "home" },
  { key: "stable", icon: "shieldCheck" },
  { key: "pricing", icon: "receipt" },
  { key: "integration", icon: "bolt" },
];

const features: ReadonlyArray<{ key: string; icon: IconName }> = [
  { key: "targeting", icon: "pin" },
  { key: "sessions", icon: "clock" },
  { key: "protocols", icon: "plug" },
  { key: "support", icon: "headset" },
  { key: "invalidIps", icon: "shieldCheck" },
];

/** Two wide cards over three narrow ones; on two columns the last card takes a whole row. */
function featureSpan(index: number, count: number): string {
  if (index < 2) return "lg:col-span-3";
  return index === count - 1 ? "sm:col-span-2 lg:col-span-2" : "lg:col-span-2";
}

const staticProductPaths: Record<string, string> = {
  static: "/static-residential-proxies",
  native: "/native-residential-proxies",
};

export default function HomePage() {
  const t = useT();
  const { packages, payg, statics, countriesServed } = useLoaderData<typeof loader>();
  const stats = [
    { key: "ips", value: t("home.stats.ips"), label: t("home.stats.ipsLabel") },
    { key: "uptime", value: t("home.stats.uptime"), label: t("home.stats.uptimeLabel") },
    ...(countriesServed > 0
      ? [{ key: "locations", value: String(countriesServed), label: t("home.stats.locationsLabel") }]
      : []),
  ];
  const openCustomerService = useGlobalStore((state) => state.setCustomerServiceVisible);
  /** A section's heading from its copy under home.<section>, named by `id` for the section around it. */
  const homeHeading = (section: "advantages" | "packages" | "scenes" | "faq", id: string) => ({
    id,
    eyebrow: t(`home.${section}.eyebrow`),
    title: t(`home.${section}.heading`),
    intro: t(`home.${section}.intro`),
  });
  return (
    <main>
      <section className="relative overflow-hidden bg-gradient-to-b from-slate-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pt-16 pb-14 sm:px-6 sm:pt-24 lg:px-8">
          <div className="max-w-3xl">
            <p className="font-semibold text-brand text-sm">{t("home.eyebrow")}</p>
            <h1 className="mt-3 text-balance font-bold text-4xl text-ink leading-tight tracking-tight sm:text-5xl">
              {t("home.heading")}
            </h1>
            <p className="mt-6 text-pretty text-lg text-slate-600 leading-8">{t("home.intro")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/buy" size="xl">
                {t("home.ctaBuy")}
              </ButtonLink>
              <ButtonLink to="/dynamic-residential-proxies" variant="secondary" size="xl">
                {t("home.ctaDynamic")}
              </ButtonLink>
            </div>
          </div>
          <dl className={`mt-14 grid gap-4 ${stats.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
            {stats.map((stat) => (
              <div
                key={stat.key}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                data-stat={stat.key}
              >
                <dt className="text-slate-600 text-sm">{stat.label}</dt>
                <dd className="mt-2 font-bold text-3xl text-ink tracking-tight">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <PageSection heading={homeHeading("advantages", "advantages-heading")}>
        <div className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {advantages.map((item) => (
            <div key={item.key}>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand text-white shadow-sm">
                <Icon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-ink text-lg">{t(`home.advantages.items.${item.key}.title`)}</h3>
              <p className="mt-2 text-pretty text-slate-600 text-sm leading-6">
                {t(`home.advantages.items.${item.key}.text`)}
              </p>
            </div>
          ))}
        </div>
      </PageSection>

      <PageSection
        tinted
        heading={{ id: "features-heading", title: t("home.featuresHeading"), intro: t("home.featuresIntro") }}
      >
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {features.map((feature, index) => (
            <IconCard
              key={feature.key}
              icon={feature.icon}
              title={t(`home.features.${feature.key}.title`)}
              text={t(`home.features.${feature.key}.text`)}
              className={featureSpan(index, features.length)}
            />
          ))}
        </div>
      </PageSection>

      <PageSection anchor="pricing" heading={homeHeading("packages", "pricing-heading")}>
        <div className="mt-12">
          <TrafficOffer packages={packages} payg={payg} />
        </div>

        <div className="mt-12">
          <h3 className="font-semibold text-ink text-xl">{t("home.packages.staticHeading")}</h3>
          <p className="mt-1 text-slate-600 text-sm">{t("home.packages.staticIntro")}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {statics.map((line) => (
              <li key={line.key}>
                <LocalizedLink
                  to={staticProductPaths[line.key] ?? `/buy?product=${line.key}#${line.key}`}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 p-5 transition hover:border-brand hover:shadow-sm"
                >
                  <span className="font-semibold text-ink group-hover:text-brand">
                    {t(`catalogue.lines.${line.key}.name`)}
                  </span>
                  <span className="mt-1 flex-1 text-slate-500 text-sm">{t(`catalogue.lines.${line.key}.summary`)}</span>
                  <span className="mt-4 text-sm">
                    {line.fromText ? (
                      <>
                        <span className="font-bold text-ink text-xl">
                          {t("catalogue.from", { price: line.fromText })}
                        </span>{" "}
                        <span className="text-slate-500">{t("catalogue.perIp30Days")}</span>
                      </>
                    ) : (
                      <span className="text-slate-500">{t("catalogue.soldOut")}</span>
                    )}
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>

      <PageSection tinted heading={homeHeading("scenes", "scenes-heading")}>
        <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {useScenes.map((scene) => (
            <LocalizedLink
              key={scene.key}
              to={`/use-scene#${scene.anchor}`}
              className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-brand hover:shadow-sm"
            >
              <span className="flex items-center gap-3 sm:block">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
                  <Icon name={scene.icon} className="size-5" />
                </span>
                <span className="font-semibold text-ink group-hover:text-brand sm:mt-4 sm:block">
                  {t(`scenes.items.${scene.key}.title`)}
                </span>
              </span>
              <span className="mt-2 flex-1 text-slate-600 text-sm leading-6">
                {t(`scenes.items.${scene.key}.summary`)}
              </span>
              <span className="mt-4 hidden items-center gap-1 font-medium text-brand text-sm sm:inline-flex">
                {t("home.scenes.more")}
                <Icon name="arrowRight" className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </LocalizedLink>
          ))}
        </div>
      </PageSection>

      <section
        aria-labelledby="faq-heading"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:px-8"
      >
        <div>
          <SectionHeading {...homeHeading("faq", "faq-heading")} />
          <button
            type="button"
            onClick={() => openCustomerService(true)}
            className={buttonClass({ variant: "secondary", size: "lg", className: "mt-6" })}
          >
            <Icon name="chat" className="size-4" />
            {t("home.faq.contact")}
          </button>
        </div>
        <Faq />
      </section>

      <CtaBand title={t("home.cta.heading")} text={t("home.cta.text")}>
        <LocalizedLink to="/register" className={ctaPrimaryClass}>
          {t("home.cta.primary")}
        </LocalizedLink>
        <LocalizedLink to="/buy" className={ctaSecondaryClass}>
          {t("home.cta.secondary")}
        </LocalizedLink>
      </CtaBand>
    </main>
  );
}
