import { consoleDashboardEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { consoleApi, consoleKeys } from "./console-api.ts";

export const getDashboard = () => consoleApi.call(consoleDashboardEndpoints.getDashboard);

export function useDashboard() {
  return useQuery({ queryKey: consoleKeys.dashboard(), queryFn: getDashboard, refetchInterval: 60_000 });
}
