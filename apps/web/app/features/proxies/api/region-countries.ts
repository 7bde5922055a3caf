import { type Locale, regionsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** Place lists only change with a deployment. */
export const regionsStaleTime = 60 * 60_000;

/** Every country, named and sorted in the page's language. */
const listCountries = () => api.call(regionsEndpoints.listCountries);

export function useCountries(locale: Locale) {
  return useQuery({ queryKey: proxiesKeys.countries(locale), queryFn: listCountries, staleTime: regionsStaleTime });
}
