import { type Locale, regionsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";
import { regionsStaleTime } from "./region-countries.ts";

/** The country's states or provinces (?countryCode=US). */
const listAreas = (countryCode: string) => api.call(regionsEndpoints.listAreas, { query: { countryCode } });

export function useAreas(countryCode: string, locale: Locale) {
  return useQuery({
    queryKey: proxiesKeys.areas(countryCode, locale),
    queryFn: () => listAreas(countryCode),
    enabled: countryCode !== "",
    staleTime: regionsStaleTime,
  });
}
