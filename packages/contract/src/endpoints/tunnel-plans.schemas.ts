import { ResponseCode } from "../codes.ts";
import { memberIdParamsSchema, staticIpParamsSchema } from "../console-members.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import {
  consoleStaticIpLimitsRequestSchema,
  consoleTunnelPlansSchema,
  memberTunnelPlanSchema,
  staticIpLimitsRequestSchema,
  staticIpLimitsSchema,
  tunnelPlanEndRequestSchema,
  tunnelPlanGrantRequestSchema,
  tunnelPlanSchema,
} from "../tunnel-plans.ts";
import { consoleTunnelPlanEndpoints, tunnelPlanEndpoints } from "./tunnel-plans.ts";

export const tunnelPlanCalls = describeEndpoints(tunnelPlanEndpoints, {
  getTunnelPlan: { response: memberTunnelPlanSchema },
  setStaticIpLimits: {
    body: staticIpLimitsRequestSchema,
    response: staticIpLimitsSchema,
    errors: [ResponseCode.NotFound],
  },
});

const onMember = { params: memberIdParamsSchema, errors: [ResponseCode.NotFound] };

export const consoleTunnelPlanCalls = describeEndpoints(consoleTunnelPlanEndpoints, {
  listTunnelPlans: { ...onMember, response: consoleTunnelPlansSchema },
  giveTunnelPlan: {
    params: memberIdParamsSchema,
    body: tunnelPlanGrantRequestSchema,
    response: tunnelPlanSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  },
  endTunnelPlan: {
    params: memberIdParamsSchema,
    body: tunnelPlanEndRequestSchema,
    response: tunnelPlanSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  },
  setStaticIpLimits: {
    params: staticIpParamsSchema,
    body: consoleStaticIpLimitsRequestSchema,
    response: staticIpLimitsSchema,
    errors: [ResponseCode.NotFound],
  },
});
