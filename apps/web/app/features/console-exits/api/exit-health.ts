import { consoleExitsEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "../../console/index.ts";

export const exitsKeys = {
  health: () => [...consoleKeys.all(), "exit-health"] as const,
};

/** Every gateway's exits and their health, fetched again every 30 seconds (gateways report as often). */
export function useExitHealth() {
  return useQuery({
    queryKey: exitsKeys.health(),
    queryFn: () => consoleApi.call(consoleExitsEndpoints.listExitHealth),
    refetchInterval: 30_000,
  });
}
