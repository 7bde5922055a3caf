import type { BlogPage, BlogPost, HelpArticle, HelpPage } from "../content.ts";
import { endpointGroup } from "../endpoint.ts";

const { get } = endpointGroup({ tag: "Help centre and blog", audience: "public" });
type Paging = { pageNo?: number; pageSize?: number };

/** The help centre and the blog (SPEC §7 Help): public, so search engines and visitors read them. */
export const contentEndpoints = {
  pageHelp: get<{ query: Paging & { categoryId?: number; keyword?: string }; data: HelpPage }>(
    "/app-api/system/helpCenter/page",
    "A page of help articles, by category or keyword, with the categories",
  ),
  getHelpArticle: get<{ query: { id?: number; slug?: string }; data: HelpArticle }>(
    "/app-api/system/helpCenter/get",
    "One help article by id or slug, rendered with the site's own gateway address",
  ),
  pageBlog: get<{ query: Paging & { tag?: string }; data: BlogPage }>(
    "/app-api/system/blog/page",
    "A page of published blog posts, newest first, optionally by tag",
  ),
  getBlogPost: get<{ query: { slug: string }; data: BlogPost }>(
    "/app-api/system/blog/get",
    "One published blog post by slug, with related posts",
  ),
};
