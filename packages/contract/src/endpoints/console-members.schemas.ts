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
import { describeEndpoint } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { consoleMembersEndpoints as e } from "./console-members.ts";

const memberNoteSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});

export const consoleMembersCalls = {
  searchMembers: describeEndpoint(e.searchMembers, { query: memberSearchQuerySchema, response: memberPageSchema }),
  getMember: describeEndpoint(e.getMember, {
    params: memberIdParamsSchema,
    response: memberDetailSchema,
    errors: [ResponseCode.NotFound],
  }),
  unmaskCertification: describeEndpoint(e.unmaskCertification, {
    params: memberIdParamsSchema,
    body: unmaskRequestSchema,
    response: unmaskedCertificationSchema,
    errors: [ResponseCode.NotFound],
  }),
  addNote: describeEndpoint(e.addNote, {
    params: memberIdParamsSchema,
    body: memberNoteRequestSchema,
    response: memberNoteSchema,
    errors: [ResponseCode.NotFound],
  }),
  suspendMember: describeEndpoint(e.suspendMember, {
    params: memberIdParamsSchema,
    body: suspensionRequestSchema,
    response: memberSuspensionSchema,
    errors: [ResponseCode.NotFound],
  }),
  liftSuspension: describeEndpoint(e.liftSuspension, {
    params: memberIdParamsSchema,
    body: suspensionRequestSchema,
    response: memberSuspensionSchema,
    errors: [ResponseCode.NotFound],
  }),
  adjustTraffic: describeEndpoint(e.adjustTraffic, {
    params: memberIdParamsSchema,
    body: trafficAdjustmentRequestSchema,
    response: trafficAdjustmentSchema,
    errors: [ResponseCode.NotFound],
  }),
  listPendingAdjustments: describeEndpoint(e.listPendingAdjustments, { response: adjustmentListSchema }),
  decideAdjustment: describeEndpoint(e.decideAdjustment, {
    params: adjustmentIdParamsSchema,
    body: adjustmentDecisionRequestSchema,
    response: trafficAdjustmentSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Forbidden, ResponseCode.Conflict],
  }),
  extendStaticIp: describeEndpoint(e.extendStaticIp, {
    params: staticIpParamsSchema,
    body: staticIpExtendRequestSchema,
    response: staticIpChangeSchema,
    errors: [ResponseCode.NotFound],
  }),
  replaceStaticIp: describeEndpoint(e.replaceStaticIp, {
    params: staticIpParamsSchema,
    body: staticIpReplaceRequestSchema,
    response: staticIpChangeSchema,
    errors: [ResponseCode.NotFound],
  }),
};
