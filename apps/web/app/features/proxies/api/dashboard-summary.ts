import { usageEndpoints } from "@shop/contract/core";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";
import { proxiesKeys } from "./proxies-keys.ts";

/** Remaining traffic, totals, certification and the low-traffic warning. */
const getDashboardSummary = () => api.call(usageEndpoints.getDashboardSummary);

export function useDashboardSummary() {
  return useQuery({ queryKey: proxiesKeys.dashboardSummary(), queryFn: getDashboardSummary });
}
