import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";

export const meta = pageMeta("home.metaTitle", "home.metaDescription");

const stats = [
  { value: "home.stats.ips", label: "home.stats.ipsLabel" },
  { value: "home.stats.uptime", label: "home.stats.uptimeLabel" },
  { value: "home.stats.locations", label: "home.stats.locationsLabel" },
] as const;

const features = [
  {
    key: "targeting",
    icon: "M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  },
  { key: "sessions", icon: "M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" },
  { key: "protocols", icon: "M4 7h16M4 12h16M4 17h10" },
  {
    key: "support",
    icon: "M4 13v-1a8 8 0 0 1 16 0v1m-16 0v3a2 2 0 0 0 2 2h1v-6H6a2 2 0 0 0-2 2Zm16 0v3a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2Z",
  },
] as const;

export default function HomePage() {
  const t = useT();
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
              <LocalizedLink
                to="/buy"
                className="rounded-lg bg-brand px-6 py-3 font-semibold text-sm text-white shadow-sm hover:opacity-90"
              >
                {t("home.ctaBuy")}
              </LocalizedLink>
              <LocalizedLink
                to="/dynamic-residential-proxies"
                className="rounded-lg border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-700 text-sm hover:border-brand hover:text-brand"
              >
                {t("home.ctaDynamic")}
              </LocalizedLink>
            </div>
          </div>
          <dl className="mt-14 grid gap-4 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.value} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <dt className="text-slate-600 text-sm">{t(stat.label)}</dt>
                <dd className="mt-2 font-bold text-3xl text-ink tracking-tight">{t(stat.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 className="font-bold text-2xl text-ink sm:text-3xl">{t("home.featuresHeading")}</h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <div key={feature.key} className="rounded-2xl border border-slate-200 p-6">
              <svg viewBox="0 0 24 24" className="size-8 text-brand" aria-hidden="true">
                <path
                  d={feature.icon}
                  stroke="currentColor"
                  strokeWidth="1.8"
                  fill="none"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <h3 className="mt-4 font-semibold text-ink">{t(`home.features.${feature.key}.title`)}</h3>
              <p className="mt-2 text-slate-600 text-sm leading-6">{t(`home.features.${feature.key}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
    </main>
  );
}
