import { type Locale, locales } from "@shop/contract/core";
// Types only, erased from the build: no catalogue is bundled with this module.
import type serverMessages from "@shop/contract/messages/zh-CN.json";
import { createInstance, type i18n } from "i18next";
import type zhCN from "./zh-CN.json";

type Catalogue = { ui: typeof zhCN; messages: typeof serverMessages };

/**
 * Each language's catalogues (the UI's and the server messages') are chunks
 * of their own: a page downloads only the language it shows. The server
 * preloads both (entry.server.tsx); the browser loads its language before
 * hydrating (entry.client.tsx) and the other one before the language switcher
 * navigates to it.
 */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  "zh-CN": async () => {
    const [ui, messages] = await Promise.all([import("./zh-CN.json"), import("@shop/contract/messages/zh-CN.json")]);
    return { ui: ui.default, messages: messages.default };
  },
  en: async () => {
    const [ui, messages] = await Promise.all([import("./en.json"), import("@shop/contract/messages/en.json")]);
    return { ui: ui.default as typeof zhCN, messages: messages.default as typeof serverMessages };
  },
};
const catalogues = new Map<Locale, Catalogue>();
const instances = new Map<Locale, i18n>();

export async function loadLocale(locale: Locale): Promise<void> {
  if (!catalogues.has(locale)) catalogues.set(locale, await loaders[locale]());
}

export async function loadAllLocales(): Promise<void> {
  await Promise.all(locales.map(loadLocale));
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
        [locale]: { translation: catalogue.ui, messages: catalogue.messages },
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
