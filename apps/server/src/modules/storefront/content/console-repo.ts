import type { ContentKind, ContentListQuery } from "@shop/contract";
import { tables } from "@shop/db";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../lib/executor.ts";

const { blogPosts, blogPostTranslations, helpCategories, helpArticles, helpArticleTranslations } = tables;

export interface ContentRecord {
  id: number;
  slug: string;
  tags: string[];
  categoryId: number | null;
  isPublished: boolean;
  publishedAt: Date | null;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  translations: Array<{ locale: string; title: string; summary: string; bodyMarkdown: string }>;
}

export interface ContentWrite {
  slug: string;
  tags: string[];
  categoryId: number | null;
  isPublished: boolean;
  updatedBy: string;
  translations: Array<{ locale: "zh-CN" | "en"; title: string; summary: string; bodyMarkdown: string }>;
}

/** The console's reads and writes of blog posts and help articles, inside the caller's transaction. */
export function createContentConsoleRepo(x: Executor) {
  const tableOf = (kind: ContentKind) => (kind === "blog" ? blogPosts : helpArticles);

  async function translationsOf(kind: ContentKind, id: number) {
    if (kind === "blog") {
      return x
        .select({
          locale: blogPostTranslations.locale,
          title: blogPostTranslations.title,
          summary: blogPostTranslations.summary,
          bodyMarkdown: blogPostTranslations.bodyMarkdown,
        })
        .from(blogPostTranslations)
        .where(eq(blogPostTranslations.postId, id));
    }
    return x
      .select({
        locale: helpArticleTranslations.locale,
        title: helpArticleTranslations.title,
        summary: helpArticleTranslations.summary,
        bodyMarkdown: helpArticleTranslations.bodyMarkdown,
      })
      .from(helpArticleTranslations)
      .where(eq(helpArticleTranslations.articleId, id));
  }

  async function writeTranslations(kind: ContentKind, id: number, rows: ContentWrite["translations"]) {
    for (const row of rows) {
      if (kind === "blog") {
        await x
          .insert(blogPostTranslations)
          .values({ postId: id, ...row })
          .onConflictDoUpdate({
            target: [blogPostTranslations.postId, blogPostTranslations.locale],
            set: { title: row.title, summary: row.summary, bodyMarkdown: row.bodyMarkdown },
          });
      } else {
        await x
          .insert(helpArticleTranslations)
          .values({ articleId: id, ...row })
          .onConflictDoUpdate({
            target: [helpArticleTranslations.articleId, helpArticleTranslations.locale],
            set: { title: row.title, summary: row.summary, bodyMarkdown: row.bodyMarkdown },
          });
      }
    }
  }

  return {
    async listCategories() {
      return x
        .select({ id: helpCategories.id, nameZh: helpCategories.nameZh, nameEn: helpCategories.nameEn })
        .from(helpCategories)
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
    },

    async page(kind: ContentKind, query: ContentListQuery) {
      const table = tableOf(kind);
      const translations = kind === "blog" ? blogPostTranslations : helpArticleTranslations;
      const ownerColumn = sql.identifier(kind === "blog" ? "post_id" : "article_id");
      const where: SQL[] = [];
      if (query.status) where.push(eq(table.isPublished, query.status === "published"));
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          sql`(${table.slug} ilike ${like} or exists (select 1 from ${translations} t where t.${ownerColumn} = ${table.id} and t.title ilike ${like}))`,
        );
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const title = (locale: string) =>
        sql<string>`coalesce((select t.title from ${translations} t where t.${ownerColumn} = ${table.id} and t.locale = ${locale}), '')`;
      const list = await x
        .select({
          id: table.id,
          slug: table.slug,
          isPublished: table.isPublished,
          updatedAt: table.updatedAt,
          updatedBy: table.updatedBy,
          titleZh: title("zh-CN"),
          titleEn: title("en"),
        })
        .from(table)
        .where(condition)
        .orderBy(desc(table.updatedAt), desc(table.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const [counted] = await x.select({ total: sql<number>`count(*)::int` }).from(table).where(condition);
      return { list, total: Number(counted?.total ?? 0) };
    },

    async find(kind: ContentKind, id: number, lock = false): Promise<ContentRecord | undefined> {
      let row: ContentRecord | undefined;
      if (kind === "blog") {
        const query = x.select().from(blogPosts).where(eq(blogPosts.id, id));
        const [found] = lock ? await query.for("update") : await query;
        if (found) row = { ...found, categoryId: null, translations: [] };
      } else {
        const query = x.select().from(helpArticles).where(eq(helpArticles.id, id));
        const [found] = lock ? await query.for("update") : await query;
        if (found) row = { ...found, tags: [], publishedAt: null, translations: [] };
      }
      if (!row) return undefined;
      row.translations = await translationsOf(kind, id);
      return row;
    },

    async slugHolder(kind: ContentKind, slug: string): Promise<number | undefined> {
      const table = tableOf(kind);
      const [row] = await x.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
      return row?.id;
    },

    async categoryExists(id: number): Promise<boolean> {
      const [row] = await x.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, id));
      return row !== undefined;
    },

    async insert(kind: ContentKind, values: ContentWrite, at: Date): Promise<number> {
      let id: number;
      if (kind === "blog") {
        const [row] = await x
          .insert(blogPosts)
          .values({
            slug: values.slug,
            tags: values.tags,
            isPublished: values.isPublished,
            publishedAt: at,
            updatedBy: values.updatedBy,
          })
          .returning({ id: blogPosts.id });
        id = row?.id ?? 0;
      } else {
        const [row] = await x
          .insert(helpArticles)
          .values({
            slug: values.slug,
            categoryId: values.categoryId ?? 0,
            isPublished: values.isPublished,
            updatedBy: values.updatedBy,
          })
          .returning({ id: helpArticles.id });
        id = row?.id ?? 0;
      }
      await writeTranslations(kind, id, values.translations);
      return id;
    },

    /** `publishedAt` moves to `at` when a draft post is first published, so it appears as new. */
    async update(kind: ContentKind, id: number, values: ContentWrite, at: Date, firstPublished: boolean) {
      if (kind === "blog") {
        await x
          .update(blogPosts)
          .set({
            slug: values.slug,
            tags: values.tags,
            isPublished: values.isPublished,
            ...(firstPublished ? { publishedAt: at } : {}),
            updatedBy: values.updatedBy,
            updatedAt: at,
            version: sql`${blogPosts.version} + 1`,
          })
          .where(eq(blogPosts.id, id));
      } else {
        await x
          .update(helpArticles)
          .set({
            slug: values.slug,
            categoryId: values.categoryId ?? 0,
            isPublished: values.isPublished,
            updatedBy: values.updatedBy,
            updatedAt: at,
            version: sql`${helpArticles.version} + 1`,
          })
          .where(eq(helpArticles.id, id));
      }
      await writeTranslations(kind, id, values.translations);
    },
  };
}
