import { useRouteLoaderData } from "react-router";
import { LocalizedLink } from "../../i18n/localized-link.tsx";
import { useT } from "../../i18n/use-locale.ts";
import type { RootData } from "../../root.tsx";
import { EmailText } from "../../ui/email-text.tsx";

const columns = [
  {
    title: "footer.products",
    links: [
      { to: "/dynamic-residential-proxies", label: "nav.dynamicResidential" },
      { to: "/static-residential-proxies", label: "nav.staticResidential" },
      { to: "/native-residential-proxies", label: "nav.nativeResidential" },
      { to: "/buy", label: "nav.purchase" },
    ],
  },
  {
    title: "footer.resources",
    links: [
      { to: "/blog", label: "nav.blog" },
      { to: "/help-center", label: "nav.helpCenter" },
      { to: "/use-scene", label: "nav.useScene" },
      { to: "/api-docs", label: "footer.apiDocs" },
    ],
  },
  {
    title: "footer.company",
    links: [
      { to: "/service", label: "footer.service" },
      { to: "/terms", label: "footer.terms" },
      { to: "/privacy", label: "footer.privacy" },
    ],
  },
] as const;

export function SiteFooter() {
  const t = useT();
  const substation = useRouteLoaderData<RootData>("root")?.substation;
  const year = new Date().getUTCFullYear();
  return (
    <footer className="border-slate-200 border-t bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="font-bold text-ink text-lg">{substation?.name}</p>
          <p className="mt-3 text-slate-600 text-sm leading-6">{t("footer.tagline")}</p>
          {substation?.contactEmail && (
            <a
              href={`mailto:${substation.contactEmail}`}
              className="mt-3 block break-words text-brand text-sm hover:underline"
            >
              <EmailText address={substation.contactEmail} />
            </a>
          )}
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="font-semibold text-ink text-sm">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <LocalizedLink to={link.to} className="text-slate-600 text-sm hover:text-brand">
                    {t(link.label)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-slate-200 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-6 pb-24 text-slate-500 text-xs sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p>{t("footer.overseasOnly")}</p>
          <p>
            © {year} {substation?.name} · {t("footer.rights")}
            {substation?.icpNumber ? ` · ${substation.icpNumber}` : ""}
          </p>
        </div>
      </div>
    </footer>
  );
}
