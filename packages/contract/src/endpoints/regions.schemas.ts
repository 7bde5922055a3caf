import { describeEndpoints } from "../endpoint-schemas.ts";
import {
  areaListRequestSchema,
  areaListSchema,
  cityListRequestSchema,
  cityListSchema,
  countryListSchema,
} from "../regions.ts";
import { regionsEndpoints as e } from "./regions.ts";

export const regionsCalls = describeEndpoints(e, {
  listCountries: { response: countryListSchema },
  listAreas: { query: areaListRequestSchema, response: areaListSchema },
  listCities: { query: cityListRequestSchema, response: cityListSchema },
});
