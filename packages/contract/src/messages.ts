import type { Locale } from "./locale.ts";
import en from "./messages/en.json" with { type: "json" };
import zhCN from "./messages/zh-CN.json" with { type: "json" };

/** Messages the server sends in `msg` and the forms show for the same rules. */
export const messageCatalogues: Record<Locale, typeof zhCN> = { "zh-CN": zhCN, en };

export type MessageParams = Record<string, string | number>;

function lookup(locale: Locale, key: string): string | undefined {
  const found = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      messageCatalogues[locale],
    );
  return typeof found === "string" ? found : undefined;
}

/**
 * Looks up a dotted key ("validation.required") and fills {{name}} slots. A
 * numeric `count` picks the plural form `key_one` / `key_other` by the
 * language's CLDR rules, as the web app's translator does.
 */
export function translateMessage(locale: Locale, key: string, params: MessageParams = {}): string {
  const count = params.count;
  const plural =
    typeof count === "number" ? lookup(locale, `${key}_${new Intl.PluralRules(locale).select(count)}`) : undefined;
  const found =
    plural ?? lookup(locale, key) ?? (typeof count === "number" ? lookup(locale, `${key}_other`) : undefined);
  if (found === undefined) return key;
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

export function hasMessage(key: string): boolean {
  return translateMessage("en", key) !== key;
}
