import { consoleSitesCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { consoleActorOf } from "../../../lib/console-actor.ts";
import type { SiteConsoleService } from "./console-service.ts";

/** The console's substation and redirect calls. */
export async function siteConsoleRoutes(app: FastifyInstance, opts: { service: SiteConsoleService }) {
  const { service } = opts;
  const c = consoleSitesCalls;
  serveEndpoint(app, c.listSubstations, () => service.listSubstations());
  serveEndpoint(app, c.createSubstation, ({ body }, request) =>
    service.createSubstation(consoleActorOf(request), body),
  );
  serveEndpoint(app, c.updateSubstation, ({ params, body }, request) =>
    service.updateSubstation(consoleActorOf(request), params.id, body),
  );
  serveEndpoint(app, c.listRedirects, () => service.listRedirects());
  serveEndpoint(app, c.createRedirect, ({ body }, request) => service.createRedirect(consoleActorOf(request), body));
  serveEndpoint(app, c.setRedirectEnabled, ({ params, body }, request) =>
    service.setRedirectEnabled(consoleActorOf(request), params.id, body),
  );
}
