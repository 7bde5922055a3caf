import { type Locale, locales, splitLocalePath } from "@shop/contract/core";
import { type Catalogue, createTranslator, type Translator } from "./translator.ts";

/**
 * The UI texts come in two parts per language, each a chunk of its own: the
 * public site's (every page) and the user centre's and checkout's ("account",
 * only on the paths below); the server's messages are a third, for the pages
 * with forms. A page downloads only the texts of its language and area. The server preloads everything
 * (entry.server.tsx); the browser loads what a path needs before hydrating
 * (entry.client.tsx) and before each navigation (root clientMiddleware).
 */
type Part = "site" | "account" | "console" | "messages";

const loaders: Record<Locale, Record<Part, () => Promise<{ default: unknown }>>> = {
  "zh-CN": {
    site: () => import("./zh-CN.json"),
    account: () => import("./account/zh-CN.json"),
    console: () => import("./console/zh-CN.json"),
    messages: () => import("@shop/contract/messages/zh-CN.json"),
  },
  en: {
    site: () => import("./en.json"),
    account: () => import("./account/en.json"),
    console: () => import("./console/en.json"),
    messages: () => import("@shop/contract/messages/en.json"),
  },
};

/** Unprefixed paths whose pages use the "account" part. */
const accountAreas = ["/admin", "/order", "/h5"];
/** The operator console's pages use the "console" part. */
const consoleAreas = ["/ops"];
/** ... and those whose forms show the server's messages (schema errors) themselves. */
const messageAreas = [...accountAreas, ...consoleAreas, "/login", "/register", "/forgot-password"];

const isIn = (path: string, areas: string[]) => areas.some((area) => path === area || path.startsWith(`${area}/`));

export function partsForPath(path: string): Part[] {
  return [
    "site",
    ...(isIn(path, messageAreas) ? (["messages"] as const) : []),
    ...(isIn(path, accountAreas) ? (["account"] as const) : []),
    ...(isIn(path, consoleAreas) ? (["console"] as const) : []),
  ];
}

interface LocaleTexts {
  translation: Catalogue;
  messages: Catalogue;
  loaded: Map<Part, Promise<void>>;
}

const texts = new Map<Locale, LocaleTexts>();
const translators = new Map<Locale, Translator>();

function textsOf(locale: Locale): LocaleTexts {
  let entry = texts.get(locale);
  if (!entry) {
    entry = { translation: {}, messages: {}, loaded: new Map() };
    texts.set(locale, entry);
  }
  return entry;
}

function loadPart(locale: Locale, part: Part): Promise<void> {
  const entry = textsOf(locale);
  let loading = entry.loaded.get(part);
  if (!loading) {
    loading = loaders[locale][part]().then((module) => {
      // The parts have disjoint top-level keys, so merging them is a plain assign.
      Object.assign(part === "messages" ? entry.messages : entry.translation, module.default as Catalogue);
    });
    // A failed download (offline) may be tried again by the next navigation.
    loading.catch(() => entry.loaded.delete(part));
    entry.loaded.set(part, loading);
  }
  return loading;
}

/** Loads the texts a localized path ("/en/admin/dashboard") renders with. */
export async function loadTextsFor(pathname: string): Promise<void> {
  const { locale, path } = splitLocalePath(pathname);
  await Promise.all(partsForPath(path).map((part) => loadPart(locale, part)));
}

export async function loadAllTexts(): Promise<void> {
  const parts: Part[] = ["site", "account", "console", "messages"];
  await Promise.all(locales.flatMap((locale) => parts.map((part) => loadPart(locale, part))));
}

function reportMissing(key: string, locale: Locale): void {
  console.error(`No ${locale} text for "${key}"`);
}

/** One translator per language, shared by SSR and the browser; it sees parts loaded after it was made. */
export function getTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const { translation, messages } = textsOf(locale);
    translator = createTranslator(locale, { translation, messages }, reportMissing);
    translators.set(locale, translator);
  }
  return translator;
}

export function translate(locale: Locale, key: string, options?: Record<string, unknown>): string {
  return getTranslator(locale).t(key, options);
}
