import { regionsCalls } from "@shop/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { RegionsService } from "./service.ts";

/**
 * The lists hold only the places the gateways' exits serve, which changes when a gateway's pools do:
 * browsers and CDNs may keep them five minutes, per language.
 */
function cacheForAWhile(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=300").header("vary", "accept-language");
}

export async function regionsRoutes(app: FastifyInstance, opts: { regions: RegionsService }) {
  serveEndpoint(app, regionsCalls.listCountries, async (_input, request, reply) => {
    const countries = await opts.regions.listCountries(request.locale);
    cacheForAWhile(reply);
    return countries;
  });
  serveEndpoint(app, regionsCalls.listAreas, async ({ query }, request, reply) => {
    const areas = await opts.regions.listAreas(query.countryCode, request.locale);
    cacheForAWhile(reply);
    return areas;
  });
  serveEndpoint(app, regionsCalls.listCities, async ({ query }, request, reply) => {
    const cities = await opts.regions.listCities(query.countryCode, query.areaCode, request.locale);
    cacheForAWhile(reply);
    return cities;
  });
}
