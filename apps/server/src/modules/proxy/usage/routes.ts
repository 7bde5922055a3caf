import { usageCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { UsageService } from "./service.ts";

/** The dashboard's calls (SPEC §7 Dashboard): a login is enough, no certification. Times in UTC. */
export async function usageRoutes(app: FastifyInstance, opts: { usage: UsageService }) {
  const { usage } = opts;
  const memberOf = (request: Parameters<typeof currentMember>[0]) => currentMember(request).memberId;

  serveEndpoint(app, usageCalls.listHourRecords, ({ query }, request) =>
    usage.listHourRecords(memberOf(request), query),
  );
  serveEndpoint(app, usageCalls.getStats, ({ query }, request) => usage.getStats(memberOf(request), query));
  serveEndpoint(app, usageCalls.getUsageByAccount, ({ query }, request) =>
    usage.getUsageByAccount(memberOf(request), query),
  );
  serveEndpoint(app, usageCalls.exportUsage, async ({ query }, request) => {
    const { filename, csv } = await usage.exportUsageCsv(memberOf(request), query, request.locale);
    return { filename, contentType: "text/csv; charset=utf-8", content: csv };
  });
  serveEndpoint(app, usageCalls.getTopDomains, ({ query }, request) => usage.getTopDomains(memberOf(request), query));
  serveEndpoint(app, usageCalls.getOutcomes, ({ query }, request) => usage.getOutcomes(memberOf(request), query));
  serveEndpoint(app, usageCalls.getDashboardSummary, (_input, request) => usage.getDashboardSummary(memberOf(request)));
}
