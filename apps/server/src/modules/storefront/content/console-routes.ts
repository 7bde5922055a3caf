import { consoleContentCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { consoleActorOf } from "../../../lib/console-actor.ts";
import type { ContentConsoleService } from "./console-service.ts";

/** The console's blog and help editing calls. */
export async function contentConsoleRoutes(app: FastifyInstance, opts: { service: ContentConsoleService }) {
  const { service } = opts;
  const c = consoleContentCalls;
  serveEndpoint(app, c.pageContent, ({ params, query }) => service.page(params.kind, query));
  serveEndpoint(app, c.getContent, ({ params }) => service.get(params.kind, params.id));
  serveEndpoint(app, c.createContent, ({ params, body }, request) =>
    service.create(consoleActorOf(request), params.kind, body),
  );
  serveEndpoint(app, c.updateContent, ({ params, body }, request) =>
    service.update(consoleActorOf(request), params.kind, params.id, body),
  );
  serveEndpoint(app, c.previewMarkdown, async ({ body }) => service.preview(body.markdown));
}
