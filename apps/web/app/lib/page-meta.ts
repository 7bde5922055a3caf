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
 * The head of an article page (blog post, help article): its title with the site's name, its
 * summary as the description, and the og tags of an article.
 */
export function articleMeta(
  article: { title: string; summary: string },
  matches: MetaInput["matches"],
): MetaDescriptor[] {
  const site = rootSubstation(matches)?.name;
  return [
    { title: site ? `${article.title} - ${site}` : article.title },
    { name: "description", content: article.summary },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.title },
    { property: "og:description", content: article.summary },
  ];
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
