import type { Locale } from "@shop/contract/core";

/** A catalogue: nested objects of texts, addressed by dotted keys ("home.hero.title"). */
export type Catalogue = { [key: string]: string | Catalogue };

/** "translation" is the web app's own texts; "messages" the contract's (the server's `msg` texts). */
export type Namespace = "translation" | "messages";

type TranslateOptions = {
  ns?: Namespace;
  /** Chooses the plural form: `key_one`, `key_other` ... by the language's CLDR rules. */
  count?: number;
  /** Shown when the key has no text (a tag name without a translation, say). */
  defaultValue?: string;
} & Record<string, unknown>;

export interface Translator {
  readonly locale: Locale;
  /** The text for a key with its {{name}} slots filled; the key itself when there is none. */
  t(key: string, options?: TranslateOptions): string;
  exists(key: string, options?: { ns?: Namespace }): boolean;
}

const slot = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The few things the app asks of an i18n library — dotted keys, {{name}}
 * slots, plural forms and a second namespace — in a page of code, so the home
 * page does not ship one (docs/decisions.md). Catalogues are read at call
 * time: texts loaded later (a route's own part) are found without a new translator.
 */
export function createTranslator(
  locale: Locale,
  namespaces: Record<Namespace, Catalogue>,
  onMissing: (key: string, locale: Locale) => void = () => {},
): Translator {
  const plurals = new Intl.PluralRules(locale);

  const find = (key: string, options: TranslateOptions | undefined): string | undefined => {
    const catalogue = namespaces[options?.ns ?? "translation"];
    if (typeof options?.count === "number") {
      const plural = lookup(catalogue, `${key}_${plurals.select(options.count)}`) ?? lookup(catalogue, `${key}_other`);
      if (plural !== undefined) return plural;
    }
    return lookup(catalogue, key);
  };

  return {
    locale,
    t(key, options) {
      const text = find(key, options);
      if (text === undefined) {
        if (options?.defaultValue !== undefined) return options.defaultValue;
        onMissing(key, locale);
        return key;
      }
      if (!options) return text;
      return text.replace(slot, (_, name: string) => {
        const value = options[name];
        return value === undefined || value === null ? "" : String(value);
      });
    },
    exists(key, options) {
      return find(key, options) !== undefined;
    },
  };
}
