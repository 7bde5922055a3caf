import type { MemberIdParams, StaticIpParams } from "../console-members.ts";
import { endpointGroup } from "../endpoint.ts";
import type {
  ConsoleStaticIpLimitsRequest,
  ConsoleTunnelPlans,
  MemberTunnelPlan,
  StaticIpLimits,
  StaticIpLimitsRequest,
  TunnelPlan,
  TunnelPlanEndRequest,
  TunnelPlanGrantRequest,
} from "../tunnel-plans.ts";

const member = endpointGroup({ tag: "Tunnel plans and static IP limits", audience: "member", scope: "usage:read" });
/** A static IP's limits: what an API key with proxy-accounts:write reaches (its proxy credential). */
const limits = endpointGroup({
  tag: "Tunnel plans and static IP limits",
  audience: "member",
  scope: "proxy-accounts:write",
});

/** The member's tunnel plan and their static IPs' limits. */
export const tunnelPlanEndpoints = {
  getTunnelPlan: member.get<{ data: MemberTunnelPlan }>(
    "/app-api/ip/tunnel-plan",
    "The member's tunnel plan in force (unmetered traffic within a connection and bandwidth cap), or null",
  ),
  setStaticIpLimits: limits.post<{ body: StaticIpLimitsRequest; data: StaticIpLimits }>(
    "/app-api/ip/static-ip/limits",
    "Sets one of the member's static IPs' cap on open connections and its bandwidth (null removes a cap)",
  ),
};

const operator = endpointGroup({ tag: "Console: tunnel plans", audience: "operator" });

/** The console's tunnel plans and static IP limits on a member's page (audited). */
export const consoleTunnelPlanEndpoints = {
  listTunnelPlans: operator.get<{ params: MemberIdParams; data: ConsoleTunnelPlans }>(
    "/ops-api/members/:memberId/tunnel-plans",
    "The member's tunnel plan in force and their earlier ones",
    { permission: "members.read" },
  ),
  giveTunnelPlan: operator.post<{ params: MemberIdParams; body: TunnelPlanGrantRequest; data: TunnelPlan }>(
    "/ops-api/members/:memberId/tunnel-plans",
    "Gives the member a tunnel plan starting now (refused while one is in force)",
    { permission: "members.adjust-traffic-unlimited" },
  ),
  endTunnelPlan: operator.post<{ params: MemberIdParams; body: TunnelPlanEndRequest; data: TunnelPlan }>(
    "/ops-api/members/:memberId/tunnel-plans/end",
    "Ends the member's tunnel plan now: gateways stop carrying its traffic within 2 seconds",
    { permission: "members.adjust-traffic-unlimited" },
  ),
  setStaticIpLimits: operator.post<{
    params: StaticIpParams;
    body: ConsoleStaticIpLimitsRequest;
    data: StaticIpLimits;
  }>(
    "/ops-api/members/:memberId/static-ips/:staticIpId/limits",
    "Sets one of the member's static IPs' connection cap and bandwidth",
    { permission: "members.static-ips" },
  ),
};
