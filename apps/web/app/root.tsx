import {
  analyticsScriptOf,
  detectLocale,
  type Locale,
  localeCookieName,
  localizePath,
  type Substation,
  splitLocalePath,
} from "@shop/contract/core";
import { useEffect } from "react";
import {
  Links,
  type LoaderFunctionArgs,
  Meta,
  type MiddlewareFunction,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import appStylesheet from "./app.css?url";
import { useSessionBootstrap } from "./features/auth/session-bootstrap.ts";
import { hasSessionCookie } from "./features/auth/session-cookie.ts";
import { ErrorPage, errorPageKindOf } from "./features/errors/error-page.tsx";
import { useGlobalStore } from "./features/shell/global-store.ts";
import { getTranslator, loadTextsFor, translate } from "./i18n/i18n.ts";
import { TranslatorProvider } from "./i18n/translator-context.tsx";
import { checkForNewBuild } from "./lib/build-update.ts";
import { readCookie } from "./lib/cookies.ts";
import { setBusinessTimeZone } from "./lib/format.ts";
import { useNonce } from "./lib/nonce.ts";
import { rootSubstation } from "./lib/page-meta.ts";
import { ssrContext } from "./ssr-context.ts";
import { AppToaster } from "./ui/toast.tsx";
import { TopLoadingBar } from "./ui/top-loading-bar.tsx";

export interface RootData {
  locale: Locale;
  origin: string;
  substation: Substation;
  hasSession: boolean;
  isDemo: boolean;
  /** BUSINESS_TIME_ZONE: every time a customer sees is on its clock, with its name. */
  businessTimeZone: string;
  /** Shows the "overseas use only" notice (SPEC §1). */
  isMainlandVisitor: boolean;
}

/** Single-fetch data requests ("/buy.data", "/_root.data") stand for their page's path. */
function pagePathOf(url: URL): string {
  let path = url.pathname;
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path === "/_root" || path === "/en/_root") path = path.slice(0, -"/_root".length) || "/";
  return path;
}

/**
 * Before rendering: the route middleware table (SPEC §2) and, for paths without
 * a language prefix, the locale rule of SPEC §4 (cookie, then exact browser
 * language, then zh-CN), so the URL and the rendered language always agree.
 */
const localeAndRedirects: MiddlewareFunction<Response> = async ({ request, context }) => {
  const url = new URL(request.url);
  const { locale: urlLocale, path } = splitLocalePath(pagePathOf(url));
  const locale =
    urlLocale === "en"
      ? "en"
      : detectLocale({
          cookie: readCookie(request.headers.get("cookie"), localeCookieName),
          acceptLanguage: request.headers.get("accept-language"),
        });

  const rule = await context.get(ssrContext).resolveRedirect(path);
  if (rule) {
    throw redirect(rule.isExternal ? rule.target : `${localizePath(rule.target, locale)}`, rule.statusCode);
  }
  if (locale !== urlLocale && !url.pathname.endsWith(".data")) {
    throw redirect(`${localizePath(path, locale)}${url.search}`, 302);
  }
};

export const middleware = [localeAndRedirects];

/** A page renders only once the texts of its language and area are here (app/i18n/i18n.ts). */
const loadPageTexts: MiddlewareFunction = async ({ request }) => {
  await loadTextsFor(new URL(request.url).pathname);
};

export const clientMiddleware = [loadPageTexts];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const services = context.get(ssrContext);
  const { locale } = splitLocalePath(pagePathOf(new URL(request.url)));
  return {
    locale,
    origin: services.origin,
    substation: await services.getSubstation(locale),
    hasSession: hasSessionCookie(request.headers.get("cookie")),
    isDemo: services.isDemo,
    businessTimeZone: services.businessTimeZone,
    isMainlandVisitor: await services.isMainlandVisitor(),
  };
}

export function meta({
  error,
  location,
  matches,
}: {
  error?: unknown;
  location: { pathname: string };
  matches: Parameters<typeof rootSubstation>[0];
}) {
  if (!error) return [];
  const { locale } = splitLocalePath(location.pathname);
  // The same "{page} - {site}" as every other page, the unknown-path 404 included.
  const title = translate(locale, `errors.${errorPageKindOf(error)}.title`);
  const siteName = rootSubstation(matches)?.name;
  return [{ title: siteName ? `${title} - ${siteName}` : title }, { name: "robots", content: "noindex" }];
}

export function links() {
  return [
    // With a precedence React puts the stylesheet before the scripts' modulepreload links, so the
    // one file that holds up the first paint is asked for first.
    { rel: "stylesheet", href: appStylesheet, precedence: "default" },
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ];
}

function AlternateLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const { path } = splitLocalePath(location.pathname);
  const zh = `${origin}${localizePath(path, "zh-CN")}`;
  const en = `${origin}${localizePath(path, "en")}`;
  const own = splitLocalePath(location.pathname).locale === "en" ? en : zh;
  return (
    <>
      <link rel="canonical" href={own} />
      <link rel="alternate" hrefLang="zh-CN" href={zh} />
      <link rel="alternate" hrefLang="en" href={en} />
      <link rel="alternate" hrefLang="x-default" href={zh} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // Before any page renders a time: one zone for the whole installation, on the server and in the browser.
  if (data?.businessTimeZone) setBusinessTimeZone(data.businessTimeZone);
  const location = useLocation();
  const locale = data?.locale ?? splitLocalePath(location.pathname).locale;
  const nonce = useNonce();
  const brand = data?.substation.primaryColor;
  return (
    <html lang={locale} style={brand ? ({ "--brand": brand } as React.CSSProperties) : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand ?? "#2563eb"} />
        <Meta />
        {data && <AlternateLinks origin={data.origin} />}
        {data && <meta property="og:site_name" content={data.substation.name} />}
        <meta property="og:locale" content={locale === "en" ? "en_US" : "zh_CN"} />
        <Links />
        {data && !isConsolePath(location.pathname) && (
          <AnalyticsScript analyticsId={data.substation.analyticsId} nonce={nonce} />
        )}
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The operator console's pages: staff, not visitors, so no analytics. */
function isConsolePath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path === "/ops" || path.startsWith("/ops/");
}

/** The substation's visitor-analytics script (SPEC §7), only when it configures one. */
function AnalyticsScript({ analyticsId, nonce }: { analyticsId: string | null; nonce: string | undefined }) {
  const script = analyticsScriptOf(analyticsId);
  if (!script) return null;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet built from a validated id. */}
      {script.init && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script.init }} />}
      <script async src={script.src} nonce={nonce} data-analytics={script.provider} />
    </>
  );
}

function useSyncGlobalState(data: RootData | undefined) {
  const { setLocale, setSubstation } = useGlobalStore();
  useEffect(() => {
    if (!data) return;
    setLocale(data.locale);
    setSubstation(data.substation);
  }, [data, setLocale, setSubstation]);
}

export default function App() {
  const data = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const locale = data?.locale ?? splitLocalePath(location.pathname).locale;
  useSyncGlobalState(data);
  useSessionBootstrap(Boolean(data?.hasSession));
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks for a new deployment on each navigation.
  useEffect(() => {
    void checkForNewBuild();
  }, [location.pathname]);

  return (
    <TranslatorProvider translator={getTranslator(locale)}>
      <TopLoadingBar />
      <Outlet />
      <AppToaster />
    </TranslatorProvider>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const location = useLocation();
  const locale = splitLocalePath(location.pathname).locale;
  return (
    <TranslatorProvider translator={getTranslator(locale)}>
      <ErrorPage kind={errorPageKindOf(error)} />
    </TranslatorProvider>
  );
}
