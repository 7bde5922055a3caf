import { tunnelPlanEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** GET /app-api/ip/tunnel-plan: the member's tunnel plan in force, or null. */
export function useTunnelPlan() {
  return useQuery({
    queryKey: [...proxiesKeys.all, "tunnel-plan"],
    queryFn: () => api.call(tunnelPlanEndpoints.getTunnelPlan, undefined),
  });
}
