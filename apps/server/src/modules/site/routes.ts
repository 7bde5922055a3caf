import { ok } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import type { SiteService } from "./service.ts";

export async function siteRoutes(app: FastifyInstance, opts: { site: SiteService }) {
  app.get("/app-api/ip/website/get", async (request) => {
    return ok(await opts.site.getSubstation(request.hostname, request.locale));
  });
}
