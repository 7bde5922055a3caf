import { localizePath, publicPagePaths } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { escapeMarkup } from "../../../lib/markup.ts";

export interface PublishedContent {
  posts: Array<{ slug: string; updatedAt: Date }>;
  articles: Array<{ slug: string; updatedAt: Date }>;
}

export async function seoRoutes(
  app: FastifyInstance,
  opts: {
    /** The origin visitors of this host use (http/request-origin.ts): never the raw Host header. */
    originOf: (request: FastifyRequest) => Promise<string>;
    listContent: () => Promise<PublishedContent>;
  },
) {
  const { originOf } = opts;

  app.get("/robots.txt", async (request, reply) => {
    const origin = await originOf(request);
    const body = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /en/admin",
      "Disallow: /app-api/",
      "Disallow: /h5",
      "Disallow: /en/h5",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ].join("\n");
    return reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(body);
  });

  app.get("/sitemap.xml", async (request, reply) => {
    const origin = await originOf(request);
    const content = await opts.listContent();
    const pages: Array<{ path: string; lastmod?: Date }> = [
      ...publicPagePaths.map((path) => ({ path })),
      ...content.posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
      ...content.articles.map((article) => ({ path: `/help-center/${article.slug}`, lastmod: article.updatedAt })),
    ];
    const entries = pages.map(({ path, lastmod }) => {
      const zh = `${origin}${localizePath(path, "zh-CN")}`;
      const en = `${origin}${localizePath(path, "en")}`;
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeMarkup(zh)}"/>`,
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeMarkup(en)}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(zh)}"/>`,
      ].join("");
      const modified = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
      return [zh, en].map((loc) => `<url><loc>${escapeMarkup(loc)}</loc>${modified}${alternates}</url>`).join("\n");
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      "</urlset>",
      "",
    ].join("\n");
    return reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600").send(xml);
  });
}
