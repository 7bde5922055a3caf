import { ResponseCode } from "../codes.ts";
import {
  adjustmentDecisionRequestSchema,
  adjustmentIdParamsSchema,
  adjustmentListSchema,
  memberDetailSchema,
  memberIdParamsSchema,
  memberNoteRequestSchema,
  memberNoteSchema,
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
import { consoleMembersEndpoints as e } from "./console-members.ts";

/** A call on one member, who may not exist. */
const onMember = { params: memberIdParamsSchema, errors: [ResponseCode.NotFound] };
/** A call on one of a member's static IPs. */
const onStaticIp = { params: staticIpParamsSchema, errors: [ResponseCode.NotFound] };

export const consoleMembersCalls = describeEndpoints(e, {
  searchMembers: { query: memberSearchQuerySchema, response: memberPageSchema },
  getMember: { ...onMember, response: memberDetailSchema },
  unmaskCertification: { ...onMember, body: unmaskRequestSchema, response: unmaskedCertificationSchema },
  addNote: { ...onMember, body: memberNoteRequestSchema, response: memberNoteSchema },
  suspendMember: { ...onMember, body: suspensionRequestSchema, response: memberSuspensionSchema },
  liftSuspension: { ...onMember, body: suspensionRequestSchema, response: memberSuspensionSchema },
  adjustTraffic: { ...onMember, body: trafficAdjustmentRequestSchema, response: trafficAdjustmentSchema },
  listPendingAdjustments: { response: adjustmentListSchema },
  decideAdjustment: {
    params: adjustmentIdParamsSchema,
    body: adjustmentDecisionRequestSchema,
    response: trafficAdjustmentSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Forbidden, ResponseCode.Conflict],
  },
  extendStaticIp: { ...onStaticIp, body: staticIpExtendRequestSchema, response: staticIpChangeSchema },
  replaceStaticIp: { ...onStaticIp, body: staticIpReplaceRequestSchema, response: staticIpChangeSchema },
});
