import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LocalizedLink, LocalizedNavLink } from "../../i18n/localized-link.tsx";
import { useLocalizePath, useT } from "../../i18n/use-locale.ts";
import { logOut } from "../../lib/session/log-out.ts";
import { useIsLoggedIn } from "../../lib/session/use-session.ts";
import { ButtonLink, buttonClass } from "../../ui/button.tsx";
import { chevronDown, type Stroke, StrokeIcon } from "../../ui/stroke-icon.tsx";
import { showMessage } from "../../ui/toast.tsx";
import { BrandMark } from "./brand-mark.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

const closeStrokes: Stroke[] = [{ d: "M6 6l12 12M18 6 6 18", width: 2, cap: "round" }];
const menuStrokes: Stroke[] = [{ d: "M4 7h16M4 12h16M4 17h16", width: 2, cap: "round" }];

const productLinks = [
  { to: "/dynamic-residential-proxies", label: "nav.dynamicResidential", hint: "nav.dynamicResidentialHint" },
  { to: "/static-residential-proxies", label: "nav.staticResidential", hint: "nav.staticResidentialHint" },
  { to: "/native-residential-proxies", label: "nav.nativeResidential", hint: "nav.nativeResidentialHint" },
] as const;

const resourceLinks = [
  { to: "/blog", label: "nav.blog" },
  { to: "/help-center", label: "nav.helpCenter" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand" : "text-slate-700 hover:text-brand"}`;

type NavLinkItem = { to: string; label: string; end?: boolean };

/** The first links of the header, wide or on a phone. */
const shopLinks: readonly NavLinkItem[] = [
  { to: "/", label: "nav.home", end: true },
  { to: "/buy", label: "nav.purchase" },
];

/** Plain header links that show which page is open. */
function NavLinks({ links }: { links: readonly NavLinkItem[] }) {
  const t = useT();
  return links.map((link) => (
    <LocalizedNavLink key={link.to} to={link.to} end={link.end} className={navLinkClass}>
      {t(link.label)}
    </LocalizedNavLink>
  ));
}

/** A group of the phone menu: its small heading, then its links. */
function MobileMenuGroup({ title, links }: { title: string; links: readonly NavLinkItem[] }) {
  return (
    <>
      <p className="px-3 pt-3 pb-1 font-semibold text-slate-400 text-xs">{title}</p>
      <NavLinks links={links} />
    </>
  );
}

function Dropdown({ label, children }: { label: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // Close on navigation and on a click elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change on purpose.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname]);
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, []);
  return (
    <details ref={ref} className="group relative">
      <summary className="flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 font-medium text-slate-700 text-sm hover:text-brand">
        {label}
        <StrokeIcon strokes={chevronDown} grid={20} className="size-4 transition group-open:rotate-180" />
      </summary>
      <div className="absolute left-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        {children}
      </div>
    </details>
  );
}

function AccountActions({ onDone }: { onDone?: () => void }) {
  const t = useT();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const localize = useLocalizePath();

  if (isLoggedIn) {
    return (
      <>
        <LocalizedLink
          to="/admin/dashboard"
          onClick={onDone}
          className="rounded-lg px-3 py-2 font-medium text-slate-700 text-sm hover:text-brand"
        >
          {t("nav.userCenter")}
        </LocalizedLink>
        <button
          type="button"
          onClick={async () => {
            onDone?.();
            await logOut();
            showMessage(t("auth.loggedOut"), "success");
            navigate(localize("/"));
          }}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          {t("nav.logout")}
        </button>
      </>
    );
  }
  return (
    <>
      <LocalizedLink
        to="/login"
        onClick={onDone}
        className="rounded-lg px-3 py-2 font-medium text-slate-700 text-sm hover:text-brand"
      >
        {t("nav.login")}
      </LocalizedLink>
      <ButtonLink to="/register" onClick={onDone} size="sm">
        {t("nav.register")}
      </ButtonLink>
    </>
  );
}

export function SiteHeader() {
  const t = useT();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile menu whenever the page changes.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-30 border-slate-200 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandMark />
        <nav aria-label={t("nav.main")} className="ml-6 hidden items-center gap-1 lg:flex">
          <NavLinks links={shopLinks} />
          <Dropdown label={t("nav.proxies")}>
            {productLinks.map((link) => (
              <LocalizedLink key={link.to} to={link.to} className="block rounded-lg px-3 py-2 hover:bg-slate-50">
                <span className="block font-medium text-ink text-sm">{t(link.label)}</span>
                <span className="block text-slate-500 text-xs">{t(link.hint)}</span>
              </LocalizedLink>
            ))}
          </Dropdown>
          <LocalizedNavLink to="/use-scene" className={navLinkClass}>
            {t("nav.useScene")}
          </LocalizedNavLink>
          <Dropdown label={t("nav.resource")}>
            {resourceLinks.map((link) => (
              <LocalizedLink
                key={link.to}
                to={link.to}
                className="block rounded-lg px-3 py-2 font-medium text-ink text-sm hover:bg-slate-50"
              >
                {t(link.label)}
              </LocalizedLink>
            ))}
          </Dropdown>
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <LanguageSwitcher />
          <AccountActions />
        </div>
        <button
          type="button"
          className="ml-auto inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <StrokeIcon strokes={mobileOpen ? closeStrokes : menuStrokes} className="size-6" />
        </button>
      </div>
      {mobileOpen && (
        <div id="mobile-menu" className="border-slate-200 border-t bg-white px-4 pt-2 pb-4 lg:hidden">
          <nav aria-label={t("nav.main")} className="flex flex-col">
            <NavLinks links={shopLinks} />
            <MobileMenuGroup title={t("nav.proxies")} links={productLinks} />
            <LocalizedNavLink to="/use-scene" className={navLinkClass}>
              {t("nav.useScene")}
            </LocalizedNavLink>
            <MobileMenuGroup title={t("nav.resource")} links={resourceLinks} />
          </nav>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-slate-100 border-t pt-3">
            <AccountActions onDone={() => setMobileOpen(false)} />
            <LanguageSwitcher className="ml-auto" />
          </div>
        </div>
      )}
    </header>
  );
}
