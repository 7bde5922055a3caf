/**
 * The visitor-analytics script of SPEC §7, chosen per substation by its
 * analytics id: `baidu:<32 hex>` (Baidu Tongji) or `ga:G-XXXXXXX` (Google
 * Analytics 4). Anything else loads nothing.
 */
export interface AnalyticsScript {
  provider: "baidu" | "ga";
  src: string;
  /** Inline set-up that must run before the script (with the page's nonce). */
  init: string | null;
}

/** Hosts the analytics scripts load from and report to; the CSP allows them. */
export const analyticsHosts = {
  script: ["https://hm.baidu.com", "https://www.googletagmanager.com"],
  connect: ["https://hm.baidu.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  img: ["https://hm.baidu.com", "https://*.google-analytics.com"],
} as const;

export function analyticsScriptOf(analyticsId: string | null | undefined): AnalyticsScript | null {
  const id = analyticsId?.trim() ?? "";
  const baidu = /^baidu:([0-9a-f]{32})$/i.exec(id);
  if (baidu) {
    return {
      provider: "baidu",
      src: `https://hm.baidu.com/hm.js?${baidu[1]?.toLowerCase()}`,
      init: "var _hmt=_hmt||[];",
    };
  }
  const ga = /^ga:(G-[A-Z0-9]{4,16})$/.exec(id);
  if (ga) {
    const measurementId = ga[1] as string;
    return {
      provider: "ga",
      src: `https://www.googletagmanager.com/gtag/js?id=${measurementId}`,
      init: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${measurementId}');`,
    };
  }
  return null;
}
