import { blogGetQuerySchema, blogPageQuerySchema, helpGetQuerySchema, helpPageQuerySchema, ok } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { parseInput } from "../../http/validation.ts";
import type { ContentService } from "./service.ts";

/** Help centre (SPEC §7 Help) and blog: public, so search engines and visitors can read them. */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService }) {
  const { content } = opts;
  app.get("/app-api/system/helpCenter/page", async (request) =>
    ok(await content.pageHelp(request.locale, parseInput(helpPageQuerySchema, request.query))),
  );
  app.get("/app-api/system/helpCenter/get", async (request) =>
    ok(await content.getHelpArticle(request.locale, parseInput(helpGetQuerySchema, request.query))),
  );
  app.get("/app-api/system/blog/page", async (request) =>
    ok(await content.pageBlog(request.locale, parseInput(blogPageQuerySchema, request.query))),
  );
  app.get("/app-api/system/blog/get", async (request) =>
    ok(await content.getBlogPost(request.locale, parseInput(blogGetQuerySchema, request.query).slug)),
  );
}
