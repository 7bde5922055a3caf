import type { BlogPage, BlogPost, HelpArticle, HelpPage } from "../content.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Help centre and blog";
type Paging = { pageNo?: number; pageSize?: number };

/** The help centre and the blog (SPEC §7 Help): public, so search engines and visitors read them. */
export const contentEndpoints = {
  pageHelp: defineEndpoint<{ query: Paging & { categoryId?: number; keyword?: string }; data: HelpPage }>({
    method: "GET",
    path: "/app-api/system/helpCenter/page",
    audience: "public",
    tag,
    summary: "A page of help articles, by category or keyword, with the categories",
  }),
  getHelpArticle: defineEndpoint<{ query: { id?: number; slug?: string }; data: HelpArticle }>({
    method: "GET",
    path: "/app-api/system/helpCenter/get",
    audience: "public",
    tag,
    summary: "One help article by id or slug, rendered with the site's own gateway address",
  }),
  pageBlog: defineEndpoint<{ query: Paging & { tag?: string }; data: BlogPage }>({
    method: "GET",
    path: "/app-api/system/blog/page",
    audience: "public",
    tag,
    summary: "A page of published blog posts, newest first, optionally by tag",
  }),
  getBlogPost: defineEndpoint<{ query: { slug: string }; data: BlogPost }>({
    method: "GET",
    path: "/app-api/system/blog/get",
    audience: "public",
    tag,
    summary: "One published blog post by slug, with related posts",
  }),
};
