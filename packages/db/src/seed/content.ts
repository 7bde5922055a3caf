import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import {
  blogPosts,
  blogPostTranslations,
  helpArticles,
  helpArticleTranslations,
  helpCategories,
} from "../schema/index.ts";
import { blogPostSeeds } from "./content/blog-posts.ts";
import { helpCategorySeeds } from "./content/help-articles.ts";

const locales = ["zh-CN", "en"] as const;

/** Seeds the demo blog and help centre once; later runs change nothing. */
export async function seedDemoContent(db: Database): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
  if (Number(count) > 0) return;

  await db.transaction(async (tx) => {
    for (const post of blogPostSeeds) {
      const [row] = await tx
        .insert(blogPosts)
        .values({ slug: post.slug, tags: post.tags, publishedAt: new Date(post.publishedAt) })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error("insert returned no row");
      await tx.insert(blogPostTranslations).values(
        locales.map((locale) => ({
          postId: row.id,
          locale,
          title: post.translations[locale].title,
          summary: post.translations[locale].summary,
          bodyMarkdown: post.translations[locale].body,
        })),
      );
    }
    for (const category of helpCategorySeeds) {
      const [categoryRow] = await tx
        .insert(helpCategories)
        .values({
          slug: category.slug,
          sort: category.sort,
          nameZh: category.names["zh-CN"],
          nameEn: category.names.en,
        })
        .returning({ id: helpCategories.id });
      if (!categoryRow) throw new Error("insert returned no row");
      for (const article of category.articles) {
        const [articleRow] = await tx
          .insert(helpArticles)
          .values({ categoryId: categoryRow.id, slug: article.slug, sort: article.sort })
          .returning({ id: helpArticles.id });
        if (!articleRow) throw new Error("insert returned no row");
        await tx.insert(helpArticleTranslations).values(
          locales.map((locale) => ({
            articleId: articleRow.id,
            locale,
            title: article.translations[locale].title,
            summary: article.translations[locale].summary,
            bodyMarkdown: article.translations[locale].body,
          })),
        );
      }
    }
  });
}
