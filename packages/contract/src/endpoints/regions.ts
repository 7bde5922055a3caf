import { defineEndpoint } from "../endpoint.ts";
import type { AreaList, CityList, CountryList } from "../regions.ts";

const tag = "Regions";

/** The places proxies can target (SPEC §7 Regions), named in the request's language. */
export const regionsEndpoints = {
  listCountries: defineEndpoint<{ data: CountryList }>({
    method: "GET",
    path: "/app-api/ip/country-code/countryList",
    audience: "public",
    tag,
    summary: "Every country proxies can target, sorted by name",
  }),
  listAreas: defineEndpoint<{ query: { countryCode: string }; data: AreaList }>({
    method: "GET",
    path: "/app-api/ip/country-code/areaList",
    audience: "public",
    tag,
    summary: "A country's states or regions",
  }),
  listCities: defineEndpoint<{ query: { countryCode: string; areaCode: string }; data: CityList }>({
    method: "GET",
    path: "/app-api/ip/country-code/cityList",
    audience: "public",
    tag,
    summary: "A state's or region's cities",
  }),
};
