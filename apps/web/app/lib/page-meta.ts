import { type Substation, splitLocalePath } from "@shop/contract/core";
import type { MetaDescriptor } from "react-router";
import { translate } from "../i18n/i18n.ts";

interface MetaInput {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The substation the root loader found, if the page rendered normally. */
export function rootSubstation(matches: MetaInput["matches"]): Substation | null {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { substation?: Substation } | undefined;
  return root?.substation ?? null;
}

/**
 * Translated <title> and description for a page: "{page} - {site}". Keys point
 * into the catalogue, e.g. "pages.buy.title".
 */
export function pageMeta(titleKey: string, descriptionKey: string) {
  return ({ location, matches }: MetaInput): MetaDescriptor[] => {
    const { locale } = splitLocalePath(location.pathname);
    const siteName = rootSubstation(matches)?.name;
    const title = translate(locale, titleKey);
    return [
      { title: siteName ? `${title} - ${siteName}` : title },
      { name: "description", content: translate(locale, descriptionKey) },
      { property: "og:title", content: title },
      { property: "og:description", content: translate(locale, descriptionKey) },
    ];
  };
}
