import { contentCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { SiteService } from "../site/service.ts";
import type { ContentService } from "./service.ts";

/** Help centre (SPEC §7 Help) and blog: public, so search engines and visitors can read them. */
export async function contentRoutes(app: FastifyInstance, opts: { content: ContentService; site: SiteService }) {
  const { content } = opts;
  serveEndpoint(app, contentCalls.pageHelp, ({ query }, request) => content.pageHelp(request.locale, query));
  serveEndpoint(app, contentCalls.getHelpArticle, async ({ query }, request) =>
    content.getHelpArticle(request.locale, query, await opts.site.getGateway(request.hostname)),
  );
  serveEndpoint(app, contentCalls.pageBlog, ({ query }, request) => content.pageBlog(request.locale, query));
  serveEndpoint(app, contentCalls.getBlogPost, async ({ query }, request) =>
    content.getBlogPost(request.locale, query.slug, await opts.site.getGateway(request.hostname)),
  );
}
