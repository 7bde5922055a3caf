import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, consoleEdits, id, ref } from "./columns.ts";

/** Blog posts (SPEC §2 /blog): one row per post, the text per language in blog_post_translations. */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    slug: text("slug").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: at("published_at").notNull(),
    ...consoleEdits(),
  },
  (t) => [uniqueIndex("blog_posts_slug_key").on(t.slug), index("blog_posts_published_idx").on(t.publishedAt)],
);

/** A post's title, summary and Markdown body in one language (rendered sanitised). */
export const blogPostTranslations = pgTable(
  "blog_post_translations",
  {
    postId: ref("post_id", () => blogPosts.id, "cascade"),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.locale] }),
    check("blog_post_translations_locale_check", sql`${t.locale} in ('zh-CN', 'en')`),
  ],
);

/** Help-centre categories (SPEC §7 helpCenter). */
export const helpCategories = pgTable(
  "help_categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("help_categories_slug_key").on(t.slug)],
);

export const helpArticles = pgTable(
  "help_articles",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => helpCategories.id),
    slug: text("slug").notNull(),
    sort: integer("sort").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(true),
    ...consoleEdits(),
  },
  (t) => [
    uniqueIndex("help_articles_slug_key").on(t.slug),
    index("help_articles_category_idx").on(t.categoryId, t.sort),
  ],
);

export const helpArticleTranslations = pgTable(
  "help_article_translations",
  {
    articleId: ref("article_id", () => helpArticles.id, "cascade"),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    check("help_article_translations_locale_check", sql`${t.locale} in ('zh-CN', 'en')`),
  ],
);
