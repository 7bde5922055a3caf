import { blogPageSchema, blogPostSchema, envelopeSchema, helpArticleSchema, helpPageSchema } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, startWithApi } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

/** Content of its own, so the test does not depend on the demo articles. */
async function insertFixtures(server: TestServer) {
  const db = server.database.db;
  await db.delete(tables.helpArticleTranslations);
  await db.delete(tables.helpArticles);
  await db.delete(tables.helpCategories);
  await db.delete(tables.blogPostTranslations);
  await db.delete(tables.blogPosts);
  const posts = [
    { slug: "first-post", tags: ["seo", "web-scraping"], publishedAt: new Date("2026-06-01T00:00:00Z") },
    { slug: "second-post", tags: ["web-scraping"], publishedAt: new Date("2026-07-01T00:00:00Z") },
    { slug: "third-post", tags: ["security"], publishedAt: new Date("2026-08-01T00:00:00Z") },
    { slug: "future-post", tags: ["seo"], publishedAt: new Date("2099-01-01T00:00:00Z") },
  ];
  for (const post of posts) {
    const [row] = await db.insert(tables.blogPosts).values(post).returning({ id: tables.blogPosts.id });
    await db.insert(tables.blogPostTranslations).values([
      {
        postId: row?.id as number,
        locale: "en",
        title: `Title of ${post.slug}`,
        summary: "An English summary.",
        bodyMarkdown: `## Section one\n\n${"word ".repeat(500)}\n\n<script>alert('x')</script>\n\n### Detail\n\nText.`,
      },
      {
        postId: row?.id as number,
        locale: "zh-CN",
        title: `${post.slug} 的标题`,
        summary: "中文摘要。",
        bodyMarkdown: "## 第一节\n\n正文。",
      },
    ]);
  }
  const [tutorials] = await db
    .insert(tables.helpCategories)
    .values({ slug: "tutorials", nameZh: "接入教程", nameEn: "Tutorials", sort: 1 })
    .returning({ id: tables.helpCategories.id });
  const [billing] = await db
    .insert(tables.helpCategories)
    .values({ slug: "billing", nameZh: "账户与计费", nameEn: "Billing", sort: 2 })
    .returning({ id: tables.helpCategories.id });
  const articles = [
    {
      slug: "adspower",
      categoryId: tutorials?.id as number,
      sort: 1,
      en: "Use our proxies in AdsPower",
      zh: "在 AdsPower 中使用代理",
    },
    {
      slug: "curl",
      categoryId: tutorials?.id as number,
      sort: 2,
      en: "Use our proxies with curl",
      zh: "在 curl 中使用代理",
    },
    { slug: "pay", categoryId: billing?.id as number, sort: 1, en: "How to pay", zh: "如何付款" },
  ];
  for (const article of articles) {
    const [row] = await db
      .insert(tables.helpArticles)
      .values({ slug: article.slug, categoryId: article.categoryId, sort: article.sort })
      .returning({ id: tables.helpArticles.id });
    await db.insert(tables.helpArticleTranslations).values([
      {
        articleId: row?.id as number,
        locale: "en",
        title: article.en,
        summary: `About ${article.slug}.`,
        bodyMarkdown: "## Steps\n\n1. Open it.\n2. Add the proxy.",
      },
      {
        articleId: row?.id as number,
        locale: "zh-CN",
        title: article.zh,
        summary: "说明。",
        bodyMarkdown: "## 步骤\n\n1. 打开。",
      },
    ]);
  }
}

describe.each(testDatabaseKinds())("blog and help centre calls (%s)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    ({ server, api } = await startWithApi(kind));
    await insertFixtures(server);
  });
  afterAll(() => server?.close());

  it("pages published posts, newest first, with tags and reading time, never a future post", async () => {
    const page = envelopeSchema(blogPageSchema).parse(
      await api.get("/app-api/system/blog/page?pageNo=1&pageSize=2"),
    ).data;
    expect(page?.total).toBe(3);
    expect(page?.list.map((post) => post.slug)).toEqual(["third-post", "second-post"]);
    expect(page?.tags).toEqual(["security", "seo", "web-scraping"]);
    expect(page?.list[0]?.readingMinutes).toBe(2);
    const second = await api.get<{ list: Array<{ slug: string }> }>("/app-api/system/blog/page?pageNo=2&pageSize=2");
    expect(second.data.list.map((post) => post.slug)).toEqual(["first-post"]);
  });

  it("filters by tag and speaks the request's language", async () => {
    const zh = await api.get<{ list: Array<{ title: string }> }>("/app-api/system/blog/page?tag=web-scraping", {
      language: "zh-CN",
    });
    expect(zh.data.list.map((post) => post.title)).toEqual(["second-post 的标题", "first-post 的标题"]);
  });

  it("serves a post as sanitised HTML with headings and related posts, and 404 for others", async () => {
    const raw = await api.get("/app-api/system/blog/get?slug=first-post");
    expect(raw.code, raw.msg).toBe(0);
    const post = envelopeSchema(blogPostSchema).parse(raw).data;
    expect(post?.bodyHtml).toContain('<h2 id="section-one">Section one</h2>');
    expect(post?.bodyHtml).not.toContain("<script");
    expect(post?.headings.map((h) => h.text)).toEqual(["Section one", "Detail"]);
    expect(post?.related[0]?.slug).toBe("second-post");
    expect((await api.get("/app-api/system/blog/get?slug=future-post")).code).toBe(404);
    expect((await api.get("/app-api/system/blog/get?slug=nope")).code).toBe(404);
    expect((await api.get("/app-api/system/blog/get")).code).toBe(400);
  });

  it("pages help articles with categories, filters and search", async () => {
    const all = envelopeSchema(helpPageSchema).parse(await api.get("/app-api/system/helpCenter/page")).data;
    expect(all?.total).toBe(3);
    expect(all?.categories.map((c) => [c.name, c.articleCount])).toEqual([
      ["Tutorials", 2],
      ["Billing", 1],
    ]);
    const billing = all?.categories[1]?.id;
    const filtered = await api.get<{ list: Array<{ slug: string }> }>(
      `/app-api/system/helpCenter/page?categoryId=${billing}`,
    );
    expect(filtered.data.list.map((a) => a.slug)).toEqual(["pay"]);
    const search = await api.get<{ list: Array<{ slug: string }> }>("/app-api/system/helpCenter/page?keyword=ADSPOWER");
    expect(search.data.list.map((a) => a.slug)).toEqual(["adspower"]);
    const odd = await api.get<{ total: number }>("/app-api/system/helpCenter/page?keyword=%25_");
    expect(odd.data.total).toBe(0);
    expect((await api.get("/app-api/system/helpCenter/page?pageSize=500")).code).toBe(400);
  });

  it("gets a help article by id or slug in both languages, and 404 for an unknown one", async () => {
    const bySlug = envelopeSchema(helpArticleSchema).parse(
      await api.get("/app-api/system/helpCenter/get?slug=adspower"),
    ).data;
    expect(bySlug).toMatchObject({ title: "Use our proxies in AdsPower", categoryName: "Tutorials" });
    expect(bySlug?.bodyHtml).toContain("<ol>");
    const byId = await api.get<{ title: string }>(`/app-api/system/helpCenter/get?id=${bySlug?.id}`, {
      language: "zh-CN",
    });
    expect(byId.data.title).toBe("在 AdsPower 中使用代理");
    expect((await api.get("/app-api/system/helpCenter/get?slug=none")).code).toBe(404);
    expect(await api.get("/app-api/system/helpCenter/get")).toMatchObject({ code: 400, msg: "Please name an article" });
  });

  it("lists posts and articles in the sitemap", async () => {
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(
      /<loc>http:\/\/127\.0\.0\.1:\d+\/en\/blog\/first-post<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    expect(sitemap).toContain("/help-center/adspower</loc>");
    expect(sitemap).not.toContain("future-post");
  });
});
