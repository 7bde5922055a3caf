import {
  hourRecordListQuerySchema,
  ok,
  usageDomainsQuerySchema,
  usageExportQuerySchema,
  usageRangeQuerySchema,
  usageStatsQuerySchema,
} from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../http/authenticate.ts";
import { parseInput } from "../../http/validation.ts";
import type { UsageService } from "./service.ts";

/** The dashboard's calls (SPEC §7 Dashboard): a login is enough, no certification. Times in UTC. */
export async function usageRoutes(app: FastifyInstance, opts: { usage: UsageService }) {
  const { usage } = opts;
  const guard = { preHandler: app.memberGuards.loggedIn };

  app.get("/app-api/ip/deduct-hour-record/list", guard, async (request) => {
    const query = parseInput(hourRecordListQuerySchema, request.query);
    return ok(await usage.listHourRecords(currentMember(request).memberId, query));
  });

  app.get("/app-api/ip/deduct-hour-record/stats", guard, async (request) => {
    const query = parseInput(usageStatsQuerySchema, request.query);
    return ok(await usage.getStats(currentMember(request).memberId, query));
  });

  app.get("/app-api/ip/deduct-hour-record/accounts", guard, async (request) => {
    const query = parseInput(usageRangeQuerySchema, request.query);
    return ok(await usage.getUsageByAccount(currentMember(request).memberId, query));
  });

  // A file, not the envelope; refusals (bad range, another member's account) are the envelope as usual.
  app.get("/app-api/ip/deduct-hour-record/export", guard, async (request, reply) => {
    const query = parseInput(usageExportQuerySchema, request.query);
    const { filename, csv } = await usage.exportUsageCsv(currentMember(request).memberId, query, request.locale);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "private, no-store")
      .send(csv);
  });

  app.get("/app-api/ip/deduct-hour-record/domains", guard, async (request) => {
    const query = parseInput(usageDomainsQuerySchema, request.query);
    return ok(await usage.getTopDomains(currentMember(request).memberId, query));
  });

  app.get("/app-api/ip/dashboard/summary", guard, async (request) => {
    return ok(await usage.getDashboardSummary(currentMember(request).memberId));
  });
}
