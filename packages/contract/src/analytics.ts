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

/**
 * Hosts each provider's script loads from and reports to: a shop page's CSP allows those of the
 * provider its site configures, and no others (the console never any).
 */
export const analyticsHosts = {
  baidu: { script: ["https://hm.baidu.com"], connect: ["https://hm.baidu.com"], img: ["https://hm.baidu.com"] },
  ga: {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com"],
    img: ["https://*.google-analytics.com"],
  },
} as const satisfies Record<AnalyticsScript["provider"], { script: string[]; connect: string[]; img: string[] }>;

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
