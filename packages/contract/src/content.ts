import { int4Max } from "./column-bounds.ts";
import { pageNumber, pageOf } from "./paging.ts";
import { z } from "./zod.ts";

const pageNo = pageNumber("content.pageInvalid");
const pageSize = z.coerce
  .number({ error: "content.pageInvalid" })
  .int()
  .min(1)
  .max(50, { error: "content.pageInvalid" })
  .default(10);

/** GET /app-api/system/helpCenter/page */
export const helpPageQuerySchema = z.object({
  pageNo,
  pageSize,
  categoryId: z.coerce.number().int().positive().max(int4Max).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const helpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  articleCount: z.number().int(),
});

export const helpArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  updatedAt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

export const helpPageSchema = pageOf(helpArticleSummarySchema).extend({ categories: z.array(helpCategorySchema) });
export type HelpPage = z.infer<typeof helpPageSchema>;

/** GET /app-api/system/helpCenter/get?id= or ?slug= */
export const helpGetQuerySchema = z
  .object({ id: z.coerce.number().int().positive().optional(), slug: z.string().max(100).optional() })
  .refine((value) => value.id !== undefined || Boolean(value.slug), { error: "content.idOrSlugRequired" });

export const helpArticleSchema = helpArticleSummarySchema.extend({
  /** The Markdown body rendered to sanitised HTML (no scripts, no event handlers). */
  bodyHtml: z.string(),
  /** Headings of the body for a table of contents. */
  headings: z.array(z.object({ id: z.string(), text: z.string(), depth: z.number().int() })),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /app-api/system/blog/page (our call: the blog of SPEC §2). */
export const blogPageQuerySchema = z.object({ pageNo, pageSize, tag: z.string().trim().max(40).optional() });

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPageSchema = pageOf(blogPostSummarySchema).extend({ tags: z.array(z.string()) });
export type BlogPage = z.infer<typeof blogPageSchema>;

/** GET /app-api/system/blog/get?slug= */
export const blogGetQuerySchema = z.object({ slug: z.string({ error: "content.idOrSlugRequired" }).min(1).max(100) });

export const blogPostSchema = blogPostSummarySchema.extend({
  bodyHtml: z.string(),
  headings: z.array(z.object({ id: z.string(), text: z.string(), depth: z.number().int() })),
  related: z.array(blogPostSummarySchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
