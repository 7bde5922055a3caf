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
import type { ContentTranslation } from "./content/types.ts";
import { insertRowReturningId } from "./insert-row.ts";

const locales = ["zh-CN", "en"] as const;

/** The columns a blog post's or help article's translation rows share, one row per language. */
function translationTexts(translations: Record<(typeof locales)[number], ContentTranslation>) {
  return locales.map((locale) => {
    const { title, summary, body } = translations[locale];
    return { locale, title, summary, bodyMarkdown: body };
  });
}

/** Seeds the demo blog and help centre once; later runs change nothing. */
export async function seedDemoContent(db: Database): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(blogPosts);
  if (Number(count) > 0) return;

  await db.transaction(async (tx) => {
    for (const post of blogPostSeeds) {
      const postId = await insertRowReturningId(tx, blogPosts, {
        slug: post.slug,
        tags: post.tags,
        publishedAt: new Date(post.publishedAt),
      });
      await tx
        .insert(blogPostTranslations)
        .values(translationTexts(post.translations).map((text) => ({ postId, ...text })));
    }
    for (const category of helpCategorySeeds) {
      const categoryId = await insertRowReturningId(tx, helpCategories, {
        slug: category.slug,
        sort: category.sort,
        nameZh: category.names["zh-CN"],
        nameEn: category.names.en,
      });
      for (const article of category.articles) {
        const articleId = await insertRowReturningId(tx, helpArticles, {
          categoryId,
          slug: article.slug,
          sort: article.sort,
        });
        await tx
          .insert(helpArticleTranslations)
          .values(translationTexts(article.translations).map((text) => ({ articleId, ...text })));
      }
    }
  });
}
