import type { DescribedEndpoint } from "../endpoint-schemas.ts";
import { consoleAuditCalls } from "./console-audit.schemas.ts";
import { consoleAuthCalls } from "./console-auth.schemas.ts";
import { consoleCatalogueCalls } from "./console-catalogue.schemas.ts";
import { consoleCertificationReviewCalls } from "./console-certifications.schemas.ts";
import { consoleContentCalls } from "./console-content.schemas.ts";
import { consoleDashboardCalls } from "./console-dashboard.schemas.ts";
import { consoleDenyCalls } from "./console-deny.schemas.ts";
import { consoleExitsCalls } from "./console-exits.schemas.ts";
import { consoleExportsCalls } from "./console-exports.schemas.ts";
import { consoleMembersCalls } from "./console-members.schemas.ts";
import { consoleOperatorsCalls } from "./console-operators.schemas.ts";
import { consoleOrdersCalls } from "./console-orders.schemas.ts";
import { consoleRefundsCalls } from "./console-refunds.schemas.ts";
import { consoleSitesCalls } from "./console-sites.schemas.ts";
import { consoleStockCalls } from "./console-stock.schemas.ts";
import { consoleGrowthCalls } from "./growth.schemas.ts";
import { consoleAnnouncementCalls } from "./inbox.schemas.ts";
import { consoleInvoiceCalls } from "./invoices.schemas.ts";
import { consoleSupportCalls } from "./support.schemas.ts";
import { consoleTunnelPlanCalls } from "./tunnel-plans.schemas.ts";

/**
 * Every operator-console call (/ops-api) with its schemas, kept apart from `allCalls` so the shop's
 * public API reference never lists them. Each console area adds its calls here, one line each; the
 * access and role tests call every one of them.
 */
export const allConsoleCalls: readonly DescribedEndpoint[] = [
  ...Object.values(consoleAuthCalls),
  ...Object.values(consoleDashboardCalls),
  ...Object.values(consoleMembersCalls),
  ...Object.values(consoleCertificationReviewCalls),
  ...Object.values(consoleOperatorsCalls),
  ...Object.values(consoleCatalogueCalls),
  ...Object.values(consoleStockCalls),
  ...Object.values(consoleGrowthCalls),
  ...Object.values(consoleContentCalls),
  ...Object.values(consoleExportsCalls),
  ...Object.values(consoleOrdersCalls),
  ...Object.values(consoleRefundsCalls),
  ...Object.values(consoleSitesCalls),
  ...Object.values(consoleAnnouncementCalls),
  ...Object.values(consoleAuditCalls),
  ...Object.values(consoleExitsCalls),
  ...Object.values(consoleSupportCalls),
  ...Object.values(consoleInvoiceCalls),
  ...Object.values(consoleDenyCalls),
  ...Object.values(consoleTunnelPlanCalls),
];
