import { consoleTunnelPlanCalls } from "@shop/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveEndpoint } from "../../../http/serve-endpoint.ts";
import { auditContextOf } from "../audit/service.ts";
import { currentOperator } from "../operators/console-http.ts";
import type { ConsoleActor } from "./service.ts";
import type { ConsoleTunnelPlansService } from "./tunnel-plans.ts";

/** The member page's tunnel plans and static IP limits (operator host only). */
export async function consoleTunnelPlanRoutes(app: FastifyInstance, opts: { plans: ConsoleTunnelPlansService }) {
  const { plans } = opts;
  const actorOf = (request: FastifyRequest): ConsoleActor => ({
    operator: currentOperator(request),
    audit: auditContextOf(request),
  });
  const c = consoleTunnelPlanCalls;
  serveEndpoint(app, c.listTunnelPlans, async ({ params }, request) => plans.list(actorOf(request), params.memberId));
  serveEndpoint(app, c.giveTunnelPlan, async ({ params, body }, request) =>
    plans.give(actorOf(request), params.memberId, body),
  );
  serveEndpoint(app, c.endTunnelPlan, async ({ params, body }, request) =>
    plans.end(actorOf(request), params.memberId, body),
  );
  serveEndpoint(app, c.setStaticIpLimits, async ({ params, body }, request) =>
    plans.setStaticIpLimits(actorOf(request), params.memberId, params.staticIpId, body),
  );
}
