import { hourRecordListQuerySchema, ok, usageDomainsQuerySchema, usageRangeQuerySchema } from "@shop/contract";
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
    const query = parseInput(usageRangeQuerySchema, request.query);
    return ok(await usage.getStats(currentMember(request).memberId, query));
  });

  app.get("/app-api/ip/deduct-hour-record/domains", guard, async (request) => {
    const query = parseInput(usageDomainsQuerySchema, request.query);
    return ok(await usage.getTopDomains(currentMember(request).memberId, query));
  });

  app.get("/app-api/ip/dashboard/summary", guard, async (request) => {
    return ok(await usage.getDashboardSummary(currentMember(request).memberId));
  });
}
