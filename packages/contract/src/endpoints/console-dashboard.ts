import type { Dashboard } from "../console.ts";
import { endpointGroup } from "../endpoint.ts";

const { get } = endpointGroup({ tag: "Console: dashboard", audience: "operator", permission: "dashboard.read" });

export const consoleDashboardEndpoints = {
  getDashboard: get<{ data: Dashboard }>(
    "/ops-api/dashboard",
    "Today's and this month's revenue, orders and sign-ups, queues, traffic, low stock and 30 days by day",
  ),
};
