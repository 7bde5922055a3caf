import { catalogueEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** The catalogue's node list of one resource type (SPEC §7 static-isp / static-native / static-isp-cn node). */
function listNodes(type: 1 | 2 | 3 | 12) {
  if (type === 3) return api.call(catalogueEndpoints.listStaticNativeNodes, {}, { quiet: true });
  if (type === 12) return api.call(catalogueEndpoints.listStaticCnNodes, {}, { quiet: true });
  return api.call(catalogueEndpoints.listStaticIspNodes, { query: { type } }, { quiet: true });
}

const regionOptionKeys = {
  ofType: (type: number) => ["region-options", type] as const,
};

/** The regions a member can filter their IPs of one type by. */
export function useRegionOptions(type: number) {
  return useQuery({
    queryKey: regionOptionKeys.ofType(type),
    queryFn: () => listNodes(type === 1 || type === 3 || type === 12 ? type : 2),
    staleTime: 5 * 60_000,
  });
}
