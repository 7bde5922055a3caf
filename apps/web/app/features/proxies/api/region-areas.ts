import type { AreaList } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { regionsStaleTime } from "./region-countries.ts";

/** GET /app-api/ip/country-code/areaList?countryCode=US: the country's states or provinces. */
export const listAreas = (countryCode: string) =>
  api.get<AreaList>("/app-api/ip/country-code/areaList", { query: { countryCode } });

export function useAreas(countryCode: string) {
  return useQuery({
    queryKey: ["regions", "areas", countryCode],
    queryFn: () => listAreas(countryCode),
    enabled: countryCode !== "",
    staleTime: regionsStaleTime,
  });
}
