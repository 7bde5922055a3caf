import { areaListRequestSchema, cityListRequestSchema, ok } from "@shop/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { parseInput } from "../../http/validation.ts";
import type { RegionsService } from "./service.ts";

/** The lists change only with a deployment: browsers and CDNs may keep them for a day, per language. */
function cacheForADay(reply: FastifyReply) {
  reply.header("cache-control", "public, max-age=86400").header("vary", "accept-language");
}

export async function regionsRoutes(app: FastifyInstance, opts: { regions: RegionsService }) {
  app.get("/app-api/ip/country-code/countryList", async (request, reply) => {
    const countries = await opts.regions.listCountries(request.locale);
    cacheForADay(reply);
    return ok(countries);
  });

  app.get("/app-api/ip/country-code/areaList", async (request, reply) => {
    const { countryCode } = parseInput(areaListRequestSchema, request.query);
    const areas = await opts.regions.listAreas(countryCode, request.locale);
    cacheForADay(reply);
    return ok(areas);
  });

  app.get("/app-api/ip/country-code/cityList", async (request, reply) => {
    const { countryCode, areaCode } = parseInput(cityListRequestSchema, request.query);
    const cities = await opts.regions.listCities(countryCode, areaCode, request.locale);
    cacheForADay(reply);
    return ok(cities);
  });
}
