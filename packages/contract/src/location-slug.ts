import { proxyLocationSlugMaxLength } from "./proxy-credentials.ts";

/**
 * The slug a state or city name is targeted by in a proxy username
 * (docs/proxy-credentials.md): "New York" → new_york, "São Paulo" → sao_paulo,
 * "Baden-Württemberg" → baden_wurttemberg. The region lists name states and
 * cities in Latin letters in both languages, the way targeting spells them.
 * Null when nothing usable is left (a name in another script).
 */
export function toLocationSlug(name: string): string | null {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[øØ]/g, "o")
    .replace(/[łŁ]/g, "l")
    .replace(/[đĐ]/g, "d")
    .replace(/[æÆ]/g, "ae")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, proxyLocationSlugMaxLength)
    .replace(/_+$/, "");
  return slug === "" ? null : slug;
}
