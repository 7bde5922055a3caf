import { tunnelPlanCalls } from "@shop/contract";
import type { FastifyInstance } from "fastify";
import { currentMember } from "../../../http/authenticate.ts";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import type { StaticIpLimitsService } from "../../commerce/orders/static-ip-limits.ts";
import type { TunnelPlansService } from "./service.ts";

/** The member's tunnel plan and their static IPs' limits (user centre and API keys). */
export async function tunnelPlanRoutes(
  app: FastifyInstance,
  opts: { tunnelPlans: TunnelPlansService; staticIpLimits: StaticIpLimitsService },
) {
  serveEndpoint(app, tunnelPlanCalls.getTunnelPlan, async (_input, request) =>
    opts.tunnelPlans.memberPlan(currentMember(request).memberId),
  );
  serveEndpoint(app, tunnelPlanCalls.setStaticIpLimits, async ({ body }, request) => {
    const { before: _before, ...limits } = await opts.staticIpLimits.set(
      currentMember(request).memberId,
      body.id,
      body,
    );
    return limits;
  });
}
