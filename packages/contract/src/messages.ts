import type { Locale } from "./locale.ts";
import en from "./messages/en.json" with { type: "json" };
import zhCN from "./messages/zh-CN.json" with { type: "json" };

/** Messages the server sends in `msg` and the forms show for the same rules. */
export const messageCatalogues: Record<Locale, typeof zhCN> = { "zh-CN": zhCN, en };

export type MessageParams = Record<string, string | number>;

/** Looks up a dotted key ("validation.required") and fills {{name}} slots. */
export function translateMessage(locale: Locale, key: string, params: MessageParams = {}): string {
  const found = key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      messageCatalogues[locale],
    );
  if (typeof found !== "string") return key;
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

export function hasMessage(key: string): boolean {
  return translateMessage("en", key) !== key;
}
