import { LocalizedLink } from "../i18n/localized-link.tsx";
import { useT } from "../i18n/use-locale.ts";

/** A translated section for a page whose feature ships in a later release. */
export function ComingSoon({ page, compact = false }: { page: string; compact?: boolean }) {
  const t = useT();
  return (
    <section className={compact ? "py-4" : "mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24"}>
      <span className="inline-flex rounded-full bg-brand/10 px-3 py-1 font-medium text-brand text-xs">
        {t("common.comingSoonBadge")}
      </span>
      <h1 className="mt-4 font-bold text-3xl text-ink tracking-tight sm:text-4xl">{t(`pages.${page}.heading`)}</h1>
      <p className="mt-4 text-pretty text-lg text-slate-600 leading-8">{t(`pages.${page}.intro`)}</p>
      <p className="mt-3 text-pretty text-slate-500 text-sm leading-6">{t("common.comingSoonNote")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <LocalizedLink
          to="/buy"
          className="rounded-lg bg-brand px-5 py-2.5 font-medium text-sm text-white shadow-sm hover:opacity-90"
        >
          {t("common.browseProducts")}
        </LocalizedLink>
        <LocalizedLink
          to="/"
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium text-slate-700 text-sm hover:border-brand hover:text-brand"
        >
          {t("common.backHome")}
        </LocalizedLink>
      </div>
    </section>
  );
}
