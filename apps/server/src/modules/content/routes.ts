import { blogGetQuerySchema, blogPageQuerySchema, helpGetQuerySchema, helpPageQuerySchema, ok } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { parseInput } from "../../http/validation.ts";
import type { SiteService } from "../site/service.ts";
import type { ContentService } from "./service.ts";

/** Help centre (SPEC §7 Help) and blog: public, so search engines and visitors can read them. */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService; site: SiteService }) {
  const { content } = opts;
  const gatewayOf = async (host: string) => (await opts.site.getSubstation(host, "en")).gateway;
  app.get("/app-api/system/helpCenter/page", async (request) =>
    ok(await content.pageHelp(request.locale, parseInput(helpPageQuerySchema, request.query))),
  );
  app.get("/app-api/system/helpCenter/get", async (request) =>
    ok(
      await content.getHelpArticle(
        request.locale,
        parseInput(helpGetQuerySchema, request.query),
        await gatewayOf(request.hostname),
      ),
    ),
  );
  app.get("/app-api/system/blog/page", async (request) =>
    ok(await content.pageBlog(request.locale, parseInput(blogPageQuerySchema, request.query))),
  );
  app.get("/app-api/system/blog/get", async (request) =>
    ok(
      await content.getBlogPost(
        request.locale,
        parseInput(blogGetQuerySchema, request.query).slug,
        await gatewayOf(request.hostname),
      ),
    ),
  );
}
