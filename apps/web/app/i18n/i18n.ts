import { type Locale, locales, messageCatalogues } from "@shop/contract/core";
import { createInstance, type i18n } from "i18next";
// Type only: erased from the build, so neither catalogue is bundled with this module.
import type zhCN from "./zh-CN.json";

type Catalogue = typeof zhCN;

/**
 * Each language's catalogue is a chunk of its own: a page downloads only the
 * language it shows. The server preloads both (entry.server.tsx); the browser
 * loads its language before hydrating (entry.client.tsx) and the other one
 * before the language switcher navigates to it.
 */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  "zh-CN": () => import("./zh-CN.json").then((module) => module.default),
  en: () => import("./en.json").then((module) => module.default as Catalogue),
};
const catalogues = new Map<Locale, Catalogue>();
const instances = new Map<Locale, i18n>();

export async function loadLocale(locale: Locale): Promise<void> {
  if (!catalogues.has(locale)) catalogues.set(locale, await loaders[locale]());
}

export function loadAllLocales(): Promise<void[]> {
  return Promise.all(locales.map(loadLocale));
}

/**
 * One i18next instance per language, shared by SSR and the browser; ready
 * synchronously once its catalogue is loaded. The contract's messages (the
 * server's `msg` texts) are the "messages" namespace.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    const catalogue = catalogues.get(locale);
    if (!catalogue) throw new Error(`The ${locale} catalogue is not loaded: call loadLocale first`);
    instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: false,
      initAsync: false,
      defaultNS: "translation",
      resources: {
        [locale]: { translation: catalogue, messages: messageCatalogues[locale] },
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
