import type { StaticNode } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

/** The catalogue's node list of one resource type (SPEC §7 static-isp / static-native / static-isp-cn node). */
function nodePath(type: number): string {
  if (type === 3) return "/app-api/ip/static-native/node";
  if (type === 12) return "/app-api/ip/static-isp-cn/node";
  return `/app-api/ip/static-isp/node?type=${type}`;
}

/** The regions a member can filter their IPs of one type by. */
export function useRegionOptions(type: number) {
  return useQuery({
    queryKey: ["region-options", type],
    queryFn: () => api.get<StaticNode[]>(nodePath(type), { quiet: true }),
    staleTime: 5 * 60_000,
  });
}
