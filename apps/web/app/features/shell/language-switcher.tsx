import {
  type Locale,
  localeCookieMaxAgeSeconds,
  localeCookieName,
  locales,
  localizePath,
  splitLocalePath,
} from "@shop/contract/core";
import { useLocation, useNavigate } from "react-router";
import { useLocale, useT } from "../../i18n/use-locale.ts";
import { writeBrowserCookie } from "../../lib/cookies.ts";

/** The server endpoint that sets the cookie and redirects, so switching works without JavaScript too. */
function switchLocaleHref(to: Locale, pathWithSearch: string): string {
  return `/locale/switch?to=${encodeURIComponent(to)}&redirect=${encodeURIComponent(pathWithSearch)}`;
}

/** Switches language, keeping the current path and query; remembered in a cookie for 365 days. */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const t = useT();
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { path } = splitLocalePath(location.pathname);

  return (
    <nav aria-label={t("language.switchLabel")} className={`flex items-center gap-1 text-sm ${className}`}>
      {locales.map((locale) => {
        const target = `${localizePath(path, locale)}${location.search}`;
        const active = locale === current;
        return (
          <a
            key={locale}
            href={switchLocaleHref(locale, target)}
            hrefLang={locale}
            lang={locale}
            aria-current={active ? "true" : undefined}
            data-locale={locale}
            onClick={(event) => {
              event.preventDefault();
              writeBrowserCookie(localeCookieName, locale, localeCookieMaxAgeSeconds);
              // The root's clientMiddleware fetches the other language's texts before the page renders in it.
              if (!active) navigate(target);
            }}
            className={`whitespace-nowrap rounded-md px-2 py-1 ${active ? "bg-slate-100 font-semibold text-ink" : "text-slate-600 hover:text-ink"}`}
          >
            <span className="hidden sm:inline">{t(`language.${locale}`)}</span>
            <span className="sm:hidden" aria-hidden="true">
              {t(`language.short.${locale}`)}
            </span>
            <span className="sr-only sm:hidden">{t(`language.${locale}`)}</span>
          </a>
        );
      })}
    </nav>
  );
}
