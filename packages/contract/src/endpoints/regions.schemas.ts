import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import {
  areaListRequestSchema,
  areaListSchema,
  cityListRequestSchema,
  cityListSchema,
  countryListSchema,
} from "../regions.ts";
import { regionsEndpoints as e } from "./regions.ts";

export const regionsCalls = {
  listCountries: describeEndpoint(e.listCountries, { response: countryListSchema }),
  listAreas: describeEndpoint(e.listAreas, { query: areaListRequestSchema, response: areaListSchema }),
  listCities: describeEndpoint(e.listCities, { query: cityListRequestSchema, response: cityListSchema }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
