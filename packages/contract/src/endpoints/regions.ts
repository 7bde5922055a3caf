import { endpointGroup } from "../endpoint.ts";
import type { AreaList, CityList, CountryList } from "../regions.ts";

const { get } = endpointGroup({ tag: "Regions", audience: "public" });

/** The places proxies can target (SPEC §7 Regions), named in the request's language. */
export const regionsEndpoints = {
  listCountries: get<{ data: CountryList }>(
    "/app-api/ip/country-code/countryList",
    "Every country proxies can target, sorted by name",
  ),
  listAreas: get<{ query: { countryCode: string }; data: AreaList }>(
    "/app-api/ip/country-code/areaList",
    "A country's states or regions",
  ),
  listCities: get<{ query: { countryCode: string; areaCode: string }; data: CityList }>(
    "/app-api/ip/country-code/cityList",
    "A state's or region's cities",
  ),
};
