import { ResponseCode } from "../codes.ts";
import {
  adjustmentDecisionRequestSchema,
  adjustmentIdParamsSchema,
  adjustmentListSchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberNoteRequestSchema,
  memberPageSchema,
  memberSearchQuerySchema,
  memberSuspensionSchema,
  staticIpChangeSchema,
  staticIpExtendRequestSchema,
  staticIpParamsSchema,
  staticIpReplaceRequestSchema,
  suspensionRequestSchema,
  trafficAdjustmentRequestSchema,
  trafficAdjustmentSchema,
  unmaskedCertificationSchema,
  unmaskRequestSchema,
} from "../console-members.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { consoleMembersEndpoints as e } from "./console-members.ts";

const memberNoteSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});

export const consoleMembersCalls = describeEndpoints(e, {
  searchMembers: { query: memberSearchQuerySchema, response: memberPageSchema },
  getMember: { params: memberIdParamsSchema, response: memberDetailSchema, errors: [ResponseCode.NotFound] },
  unmaskCertification: {
    params: memberIdParamsSchema,
    body: unmaskRequestSchema,
    response: unmaskedCertificationSchema,
    errors: [ResponseCode.NotFound],
  },
  addNote: {
    params: memberIdParamsSchema,
    body: memberNoteRequestSchema,
    response: memberNoteSchema,
    errors: [ResponseCode.NotFound],
  },
  suspendMember: {
    params: memberIdParamsSchema,
    body: suspensionRequestSchema,
    response: memberSuspensionSchema,
    errors: [ResponseCode.NotFound],
  },
  liftSuspension: {
    params: memberIdParamsSchema,
    body: suspensionRequestSchema,
    response: memberSuspensionSchema,
    errors: [ResponseCode.NotFound],
  },
  adjustTraffic: {
    params: memberIdParamsSchema,
    body: trafficAdjustmentRequestSchema,
    response: trafficAdjustmentSchema,
    errors: [ResponseCode.NotFound],
  },
  listPendingAdjustments: { response: adjustmentListSchema },
  decideAdjustment: {
    params: adjustmentIdParamsSchema,
    body: adjustmentDecisionRequestSchema,
    response: trafficAdjustmentSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Forbidden, ResponseCode.Conflict],
  },
  extendStaticIp: {
    params: staticIpParamsSchema,
    body: staticIpExtendRequestSchema,
    response: staticIpChangeSchema,
    errors: [ResponseCode.NotFound],
  },
  replaceStaticIp: {
    params: staticIpParamsSchema,
    body: staticIpReplaceRequestSchema,
    response: staticIpChangeSchema,
    errors: [ResponseCode.NotFound],
  },
});
