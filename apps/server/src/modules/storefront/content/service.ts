import type {
  BlogPage,
  BlogPost,
  BlogPostSummary,
  HelpArticle,
  HelpArticleSummary,
  HelpPage,
  Locale,
  ProxyGatewayAddress,
} from "@shop/contract";
import { AppError } from "../../../http/app-error.ts";
import { TtlCache } from "../../../lib/ttl-cache.ts";
import { fillGatewayTemplate, gatewayKey } from "./gateway-template.ts";
import { readingMinutes, renderMarkdown } from "./markdown.ts";
import type { ContentRepo } from "./repo.ts";

type BlogRow = NonNullable<Awaited<ReturnType<ContentRepo["findBlogPost"]>>>;
type HelpRow = NonNullable<Awaited<ReturnType<ContentRepo["findHelpArticle"]>>>;

/** The blog and the help centre: Markdown in the database, served as sanitised HTML. */
export function createContentService(repo: ContentRepo) {
  // Rendering Markdown is the costly part of an article; articles change rarely.
  const rendered = new TtlCache<ReturnType<typeof renderMarkdown>>(10 * 60_000, 500);
  const render = (key: string, updatedAt: Date, markdown: string, gateway: ProxyGatewayAddress) =>
    rendered.get(`${key}:${updatedAt.getTime()}:${gatewayKey(gateway)}`, async () =>
      renderMarkdown(fillGatewayTemplate(markdown, gateway)),
    );

  const blogSummary = (row: BlogRow, locale: Locale): BlogPostSummary => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags: row.tags,
    publishedAt: row.publishedAt.toISOString(),
    readingMinutes: readingMinutes(row.bodyMarkdown, locale),
  });
  const helpSummary = (row: HelpRow, locale: Locale): HelpArticleSummary => ({
    id: row.id,
    slug: row.slug,
    categoryId: row.categoryId,
    categoryName: locale === "en" ? row.categoryNameEn : row.categoryNameZh,
    title: row.title,
    summary: row.summary,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    async pageBlog(locale: Locale, input: { pageNo: number; pageSize: number; tag?: string }): Promise<BlogPage> {
      const [{ rows, total }, tags] = await Promise.all([
        repo.pageBlogPosts(locale, {
          offset: (input.pageNo - 1) * input.pageSize,
          limit: input.pageSize,
          tag: input.tag,
        }),
        repo.listBlogTags(),
      ]);
      return { list: rows.map((row) => blogSummary(row, locale)), total, tags };
    },

    async getBlogPost(locale: Locale, slug: string, gateway: ProxyGatewayAddress): Promise<BlogPost> {
      const row = await repo.findBlogPost(locale, slug);
      if (!row) throw AppError.notFound();
      const [body, related] = await Promise.all([
        render(`blog:${row.id}:${locale}`, row.updatedAt, row.bodyMarkdown, gateway),
        repo.findRelatedPosts(locale, row.id, row.tags, 3),
      ]);
      return {
        ...blogSummary(row, locale),
        bodyHtml: body.html,
        headings: body.headings,
        related: related.map((post) => blogSummary(post, locale)),
      };
    },

    async pageHelp(
      locale: Locale,
      input: { pageNo: number; pageSize: number; categoryId?: number; keyword?: string },
    ): Promise<HelpPage> {
      const [{ rows, total }, categories] = await Promise.all([
        repo.pageHelpArticles(locale, { ...input, offset: (input.pageNo - 1) * input.pageSize, limit: input.pageSize }),
        repo.listHelpCategories(),
      ]);
      return {
        list: rows.map((row) => helpSummary(row, locale)),
        total,
        categories: categories.map((category) => ({
          id: category.id,
          slug: category.slug,
          name: locale === "en" ? category.nameEn : category.nameZh,
          articleCount: Number(category.articleCount),
        })),
      };
    },

    async getHelpArticle(
      locale: Locale,
      by: { id?: number; slug?: string },
      gateway: ProxyGatewayAddress,
    ): Promise<HelpArticle> {
      const row = await repo.findHelpArticle(locale, by);
      if (!row) throw AppError.notFound();
      const body = await render(`help:${row.id}:${locale}`, row.updatedAt, row.bodyMarkdown, gateway);
      return { ...helpSummary(row, locale), bodyHtml: body.html, headings: body.headings };
    },

    listPublishedSlugs: () => repo.listPublishedSlugs(),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
