import type { Locale } from "@shop/contract";
import type { Database } from "@shop/db";
import { tables } from "@shop/db";
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";

const { blogPosts, blogPostTranslations, helpCategories, helpArticles, helpArticleTranslations } = tables;

export function createContentRepo(db: Database) {
  const blogColumns = {
    id: blogPosts.id,
    slug: blogPosts.slug,
    tags: blogPosts.tags,
    publishedAt: blogPosts.publishedAt,
    updatedAt: blogPosts.updatedAt,
    title: blogPostTranslations.title,
    summary: blogPostTranslations.summary,
    bodyMarkdown: blogPostTranslations.bodyMarkdown,
  };
  const blogJoin = (locale: Locale) =>
    and(eq(blogPostTranslations.postId, blogPosts.id), eq(blogPostTranslations.locale, locale));
  const published = and(eq(blogPosts.isPublished, true), sql`${blogPosts.publishedAt} <= now()`);

  const helpColumns = {
    id: helpArticles.id,
    slug: helpArticles.slug,
    categoryId: helpArticles.categoryId,
    updatedAt: helpArticles.updatedAt,
    title: helpArticleTranslations.title,
    summary: helpArticleTranslations.summary,
    bodyMarkdown: helpArticleTranslations.bodyMarkdown,
    categoryNameZh: helpCategories.nameZh,
    categoryNameEn: helpCategories.nameEn,
  };

  return {
    async pageBlogPosts(locale: Locale, input: { offset: number; limit: number; tag?: string }) {
      const where = input.tag ? and(published, sql`${input.tag} = any(${blogPosts.tags})`) : published;
      const [rows, [total]] = await Promise.all([
        db
          .select(blogColumns)
          .from(blogPosts)
          .innerJoin(blogPostTranslations, blogJoin(locale))
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(input.limit)
          .offset(input.offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },
    async listBlogTags(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ tag: sql<string>`unnest(${blogPosts.tags})` })
        .from(blogPosts)
        .where(published);
      return rows.map((row) => row.tag).sort();
    },
    async findBlogPost(locale: Locale, slug: string) {
      const rows = await db
        .select(blogColumns)
        .from(blogPosts)
        .innerJoin(blogPostTranslations, blogJoin(locale))
        .where(and(published, eq(blogPosts.slug, slug)))
        .limit(1);
      return rows[0];
    },
    /** Posts sharing the most tags with the given one, newest first. */
    async findRelatedPosts(locale: Locale, postId: number, tags: string[], limit: number) {
      // Drizzle would expand a JS array into a list; an explicit array literal keeps it one value.
      const tagArray = sql`array[${sql.join(
        tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`;
      const shared = sql<number>`cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${tagArray})))`;
      return db
        .select(blogColumns)
        .from(blogPosts)
        .innerJoin(blogPostTranslations, blogJoin(locale))
        .where(and(published, sql`${blogPosts.id} <> ${postId}`))
        .orderBy(desc(shared), desc(blogPosts.publishedAt))
        .limit(limit);
    },
    /** Every published post and help article, for the sitemap. */
    async listPublishedSlugs() {
      const [posts, articles] = await Promise.all([
        db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).where(published),
        db
          .select({ slug: helpArticles.slug, updatedAt: helpArticles.updatedAt })
          .from(helpArticles)
          .where(eq(helpArticles.isPublished, true)),
      ]);
      return { posts, articles };
    },

    async listHelpCategories() {
      return db
        .select({
          id: helpCategories.id,
          slug: helpCategories.slug,
          nameZh: helpCategories.nameZh,
          nameEn: helpCategories.nameEn,
          articleCount: sql<number>`(select count(*)::int from ${helpArticles} a where a.category_id = ${helpCategories}.id and a.is_published)`,
        })
        .from(helpCategories)
        .orderBy(asc(helpCategories.sort));
    },
    async pageHelpArticles(
      locale: Locale,
      input: { offset: number; limit: number; categoryId?: number; keyword?: string },
    ) {
      const conditions = [eq(helpArticles.isPublished, true)];
      if (input.categoryId) conditions.push(eq(helpArticles.categoryId, input.categoryId));
      if (input.keyword) {
        const pattern = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const match = or(
          ilike(helpArticleTranslations.title, pattern),
          ilike(helpArticleTranslations.summary, pattern),
        );
        if (match) conditions.push(match);
      }
      const where = and(...conditions);
      const join = and(
        eq(helpArticleTranslations.articleId, helpArticles.id),
        eq(helpArticleTranslations.locale, locale),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(helpColumns)
          .from(helpArticles)
          .innerJoin(helpArticleTranslations, join)
          .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
          .where(where)
          .orderBy(asc(helpCategories.sort), asc(helpArticles.sort), asc(helpArticles.id))
          .limit(input.limit)
          .offset(input.offset),
        db.select({ total: count() }).from(helpArticles).innerJoin(helpArticleTranslations, join).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },
    async findHelpArticle(locale: Locale, by: { id?: number; slug?: string }) {
      const rows = await db
        .select(helpColumns)
        .from(helpArticles)
        .innerJoin(
          helpArticleTranslations,
          and(eq(helpArticleTranslations.articleId, helpArticles.id), eq(helpArticleTranslations.locale, locale)),
        )
        .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
        .where(
          and(
            eq(helpArticles.isPublished, true),
            by.id !== undefined ? eq(helpArticles.id, by.id) : eq(helpArticles.slug, by.slug ?? ""),
          ),
        )
        .limit(1);
      return rows[0];
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
