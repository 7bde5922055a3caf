import { type Locale, messageCatalogues } from "@shop/contract/core";
import { createInstance, type i18n } from "i18next";
import en from "./en.json" with { type: "json" };
import zhCN from "./zh-CN.json" with { type: "json" };

const catalogues: Record<Locale, typeof zhCN> = { "zh-CN": zhCN, en };
const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per language, shared by SSR and the browser. Both
 * catalogues ship with the app, so an instance is ready synchronously.
 * The contract's messages (the server's `msg` texts) are the "messages" namespace.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      initAsync: false,
      defaultNS: "translation",
      resources: {
        [locale]: { translation: catalogues[locale], messages: messageCatalogues[locale] },
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

export function translate(locale: Locale, key: string, options?: Record<string, unknown>): string {
  return getI18n(locale).t(key, options);
}
