import { regionsCalls } from "@shop/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serveEndpoint } from "../../http/serve-endpoint.ts";
import type { RegionsService } from "./service.ts";

/** The lists change only with a deployment: browsers and CDNs may keep them for a day, per language. */
function cacheForADay(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=86400").header("vary", "accept-language");
}

export async function regionsRoutes(app: FastifyInstance, opts: { regions: RegionsService }) {
  serveEndpoint(app, regionsCalls.listCountries, async (_input, request, reply) => {
    const countries = await opts.regions.listCountries(request.locale);
    cacheForADay(reply);
    return countries;
  });
  serveEndpoint(app, regionsCalls.listAreas, async ({ query }, request, reply) => {
    const areas = await opts.regions.listAreas(query.countryCode, request.locale);
    cacheForADay(reply);
    return areas;
  });
  serveEndpoint(app, regionsCalls.listCities, async ({ query }, request, reply) => {
    const cities = await opts.regions.listCities(query.countryCode, query.areaCode, request.locale);
    cacheForADay(reply);
    return cities;
  });
}
