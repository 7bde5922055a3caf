import { createChargingService, type UsageServiceDeps } from "./charging.ts";
import { createUsageReports } from "./reports.ts";

export { UsageBatchError, type UsageServiceDeps } from "./charging.ts";

/**
 * Usage of proxy gateways: charging (grants, usage batches, the gateways'
 * account checks and access changes, charging.ts) and what members read of it
 * (records, charts, CSV, the dashboard, reports.ts).
 */
export function createUsageService(deps: UsageServiceDeps) {
  return { ...createChargingService(deps), ...createUsageReports(deps) };
}

export type UsageService = ReturnType<typeof createUsageService>;
