import { siteCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { SiteService } from "./service.ts";

export async function siteRoutes(app: FastifyInstance, opts: { site: SiteService }) {
  serveEndpoint(app, siteCalls.getSubstation, (_input, request) =>
    opts.site.getSubstation(request.hostname, request.locale),
  );
}
