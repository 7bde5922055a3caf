import type { DashboardSummary } from "@shop/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

export const dashboardSummaryQueryKey = ["proxies", "dashboard-summary"] as const;

/** GET /app-api/ip/dashboard/summary: remaining traffic, totals, certification and the low-traffic warning. */
export const getDashboardSummary = () => api.get<DashboardSummary>("/app-api/ip/dashboard/summary");

export function useDashboardSummary() {
  return useQuery({ queryKey: dashboardSummaryQueryKey, queryFn: getDashboardSummary });
}
