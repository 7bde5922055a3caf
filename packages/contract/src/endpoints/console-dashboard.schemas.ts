import { dashboardSchema } from "../console.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleDashboardEndpoints as e } from "./console-dashboard.ts";

export const consoleDashboardCalls = describeEndpoints(e, {
  getDashboard: { response: dashboardSchema },
});
