/** One language version of a blog post or help article. `body` is Markdown. */
export interface ContentTranslation {
  title: string;
  summary: string;
  body: string;
}

/** The small shared set of blog tags. */
export type BlogTag =
  | "web-scraping"
  | "e-commerce"
  | "residential-proxies"
  | "static-ip"
  | "market-research"
  | "ad-verification"
  | "seo"
  | "security"
  | "travel";

export interface BlogPostSeed {
  /** Kebab-case English, shared by both languages: /blog/{slug} and /en/blog/{slug}. */
  slug: string;
  /** ISO date, YYYY-MM-DD. */
  publishedAt: string;
  /** Two to four tags. */
  tags: BlogTag[];
  translations: { "zh-CN": ContentTranslation; en: ContentTranslation };
}

export interface HelpArticleSeed {
  /** Kebab-case English, unique across all categories. */
  slug: string;
  /** Position within its category, from 1. */
  sort: number;
  translations: { "zh-CN": ContentTranslation; en: ContentTranslation };
}

export interface HelpCategorySeed {
  slug: string;
  /** Position among categories, from 1. */
  sort: number;
  names: { "zh-CN": string; en: string };
  articles: HelpArticleSeed[];
}
