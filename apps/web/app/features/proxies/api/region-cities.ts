import { type Locale, regionsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";
import { regionsStaleTime } from "./region-countries.ts";

/** The area's cities (?countryCode=US&areaCode=CA). */
const listCities = (countryCode: string, areaCode: string) =>
  api.call(regionsEndpoints.listCities, { query: { countryCode, areaCode } });

export function useCities(countryCode: string, areaCode: string, locale: Locale) {
  return useQuery({
    queryKey: proxiesKeys.cities(countryCode, areaCode, locale),
    queryFn: () => listCities(countryCode, areaCode),
    enabled: countryCode !== "" && areaCode !== "",
    staleTime: regionsStaleTime,
  });
}
