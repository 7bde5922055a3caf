import { envelopeSchema, helpArticleSchema, substationSchema } from "@shop/contract";
import { tables } from "@shop/db";
import { testDatabaseKinds } from "@shop/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server.ts";

/** What a customer copies from the help centre must reach the gateway the generator names. */
describe.each(testDatabaseKinds())("gateway addresses in articles (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, undefined, {
      env: { PROXY_GATEWAY_HOST: "gate.shop.test", PROXY_GATEWAY_HTTP_PORT: "8111", PROXY_GATEWAY_SOCKS5_PORT: "8112" },
    });
    await server.database.db
      .update(tables.substations)
      .set({ proxyGatewayHost: "proxy.partner.test", proxyGatewayHttpPort: 9001, proxyGatewaySocks5Port: 9002 })
      .where(eq(tables.substations.host, "partner.localhost"));
  });
  afterAll(() => server?.close());

  const get = async (url: string, host: string, language = "en") => {
    const response = await server.app.inject({ url, headers: { host, "accept-language": language } });
    return response.json();
  };

  it("fills the quick start with the installation's gateway on the main site, in both languages", async () => {
    for (const language of ["en", "zh-CN"]) {
      const article = envelopeSchema(helpArticleSchema).parse(
        await get("/app-api/system/helpCenter/get?slug=quick-start", "localhost", language),
      ).data;
      expect(article?.bodyHtml).toContain("gate.shop.test:8111");
      expect(article?.bodyHtml).not.toMatch(/\{\{|gw\.cloudstack|:7000\b|:7001\b/);
    }
  });

  it("gives a substation's customers its own gateway, in articles and in the site answer", async () => {
    const article = envelopeSchema(helpArticleSchema).parse(
      await get("/app-api/system/helpCenter/get?slug=quick-start", "partner.localhost"),
    ).data;
    expect(article?.bodyHtml).toContain("proxy.partner.test:9001");
    expect(article?.bodyHtml).not.toContain("gate.shop.test");
    const site = envelopeSchema(substationSchema).parse(await get("/app-api/ip/website/get", "partner.localhost")).data;
    expect(site?.gateway).toEqual({ host: "proxy.partner.test", httpPort: 9001, socks5Port: 9002 });
    const main = envelopeSchema(substationSchema).parse(await get("/app-api/ip/website/get", "localhost")).data;
    expect(main?.gateway).toEqual({ host: "gate.shop.test", httpPort: 8111, socks5Port: 8112 });
  });

  it("renders every seeded article and post with no template value left", async () => {
    const db = server.database.db;
    const help = await db.select({ slug: tables.helpArticles.slug }).from(tables.helpArticles);
    const blog = await db.select({ slug: tables.blogPosts.slug }).from(tables.blogPosts);
    for (const language of ["en", "zh-CN"]) {
      for (const { slug } of help) {
        const body = (await get(`/app-api/system/helpCenter/get?slug=${slug}`, "localhost", language)).data?.bodyHtml;
        expect(body, slug).not.toMatch(/\{\{\s*gateway|gw\.cloudstack/);
      }
      for (const { slug } of blog) {
        const answer = await get(`/app-api/system/blog/get?slug=${slug}`, "localhost", language);
        if (answer.code === 404) continue; // a post in the future
        expect(answer.data?.bodyHtml, slug).not.toMatch(/\{\{gateway|gw\.cloudstack/);
      }
    }
  });
});
