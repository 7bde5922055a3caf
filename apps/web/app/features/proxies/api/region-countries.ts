import type { CountryList, Locale } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** Place lists only change with a deployment. */
export const regionsStaleTime = 60 * 60_000;

/** GET /app-api/ip/country-code/countryList: every country, named and sorted in the page's language. */
export const listCountries = () => api.get<CountryList>("/app-api/ip/country-code/countryList");

export function useCountries(locale: Locale) {
  return useQuery({ queryKey: ["regions", "countries", locale], queryFn: listCountries, staleTime: regionsStaleTime });
}
