import { type Locale, regionsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** Place lists change when a gateway's exit pools do (the server lets them be kept five minutes). */
export const regionsStaleTime = 5 * 60_000;

/** The countries the gateways' exits serve, named and sorted in the page's language. */
const listCountries = () => api.call(regionsEndpoints.listCountries);

export function useCountries(locale: Locale) {
  return useQuery({ queryKey: proxiesKeys.countries(locale), queryFn: listCountries, staleTime: regionsStaleTime });
}
