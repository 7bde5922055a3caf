import { CtaBand, ctaPrimaryClass, ctaSecondaryClass } from "../features/marketing/cta-band.tsx";
import { PageHero } from "../features/marketing/page-hero.tsx";
import { useScenes } from "../features/marketing/use-scenes.ts";
import { useGlobalStore } from "../features/shell/global-store.ts";
import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { Icon } from "../ui/icon.tsx";

export const meta = pageMeta("pages.useScene.title", "pages.useScene.description");

export default function UseScenePage() {
  const t = useT();
  const openCustomerService = useGlobalStore((state) => state.setCustomerServiceVisible);
  return (
    <main>
      <PageHero
        eyebrow={t("home.scenes.eyebrow")}
        title={t("pages.useScene.heading")}
        intro={t("pages.useScene.intro")}
      >
        <nav aria-label={t("scenes.navLabel")} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {useScenes.map((scene) => (
              <li key={scene.key}>
                <a
                  href={`#${scene.anchor}`}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 font-medium text-slate-700 text-sm hover:border-brand hover:text-brand"
                >
                  <Icon name={scene.icon} className="size-4" />
                  {t(`scenes.items.${scene.key}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {useScenes.map((scene, index) => (
          <section
            key={scene.key}
            id={scene.anchor}
            aria-labelledby={`${scene.anchor}-heading`}
            className={`grid scroll-mt-20 gap-8 py-12 lg:grid-cols-2 lg:items-center lg:gap-16 ${index > 0 ? "border-slate-200 border-t" : ""}`}
          >
            <div className={index % 2 === 1 ? "lg:order-2" : ""}>
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand text-white shadow-sm">
                <Icon name={scene.icon} className="size-6" />
              </span>
              <h2 id={`${scene.anchor}-heading`} className="mt-5 font-bold text-2xl text-ink sm:text-3xl">
                {t(`scenes.items.${scene.key}.title`)}
              </h2>
              <p className="mt-2 font-medium text-slate-700">{t(`scenes.items.${scene.key}.summary`)}</p>
              <p className="mt-4 text-pretty text-slate-600 leading-7">{t(`scenes.items.${scene.key}.text`)}</p>
              <p className="mt-6 text-sm">
                <span className="text-slate-500">{t("scenes.recommended")}</span>{" "}
                <LocalizedLink to={scene.productPath} className="font-semibold text-brand hover:underline">
                  {t(scene.productLabel)}
                </LocalizedLink>
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
              <h3 className="font-semibold text-ink">{t("scenes.howItHelps")}</h3>
              <ul className="mt-4 space-y-4">
                {scene.points.map((point) => (
                  <li key={point} className="flex gap-3 text-slate-700 text-sm leading-6">
                    <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
                      <Icon name="check" className="size-3.5" />
                    </span>
                    {t(`scenes.items.${scene.key}.points.${point}`)}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        ))}
      </div>

      <CtaBand title={t("scenes.ctaHeading")} text={t("scenes.ctaText")}>
        <button type="button" onClick={() => openCustomerService(true)} className={ctaPrimaryClass}>
          {t("customerService.open")}
        </button>
        <LocalizedLink to="/buy" className={ctaSecondaryClass}>
          {t("home.cta.secondary")}
        </LocalizedLink>
      </CtaBand>
    </main>
  );
}
