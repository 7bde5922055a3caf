import type { CityList } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { regionsStaleTime } from "./region-countries.ts";

/** GET /app-api/ip/country-code/cityList?countryCode=US&areaCode=CA: the area's cities. */
export const listCities = (countryCode: string, areaCode: string) =>
  api.get<CityList>("/app-api/ip/country-code/cityList", { query: { countryCode, areaCode } });

export function useCities(countryCode: string, areaCode: string) {
  return useQuery({
    queryKey: ["regions", "cities", countryCode, areaCode],
    queryFn: () => listCities(countryCode, areaCode),
    enabled: countryCode !== "" && areaCode !== "",
    staleTime: regionsStaleTime,
  });
}
