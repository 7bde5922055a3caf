import type { Dashboard } from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";

export const consoleDashboardEndpoints = {
  getDashboard: defineEndpoint<{ data: Dashboard }>({
    method: "GET",
    path: "/ops-api/dashboard",
    audience: "operator",
    permission: "dashboard.read",
    tag: "Console: dashboard",
    summary: "Today's and this month's revenue, orders and sign-ups, queues, traffic, low stock and 30 days by day",
  }),
};
