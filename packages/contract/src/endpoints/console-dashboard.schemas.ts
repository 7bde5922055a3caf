import { dashboardSchema } from "../console.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleDashboardEndpoints as e } from "./console-dashboard.ts";

export const consoleDashboardCalls = {
  getDashboard: describeEndpoint(e.getDashboard, { response: dashboardSchema }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
