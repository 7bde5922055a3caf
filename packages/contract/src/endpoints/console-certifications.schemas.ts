import { ResponseCode } from "../codes.ts";
import {
  certificationApplicationSchema,
  certificationDecisionRequestSchema,
  certificationQueueQuerySchema,
  certificationQueueSchema,
  certificationRefParamsSchema,
} from "../console-members.ts";
import { describeEndpoints, fileAnswerSchema } from "../endpoint-schemas.ts";
import { consoleCertificationReviewEndpoints as e } from "./console-certifications.ts";

export const consoleCertificationReviewCalls = describeEndpoints(e, {
  listApplications: { query: certificationQueueQuerySchema, response: certificationQueueSchema },
  getApplication: {
    params: certificationRefParamsSchema,
    response: certificationApplicationSchema,
    errors: [ResponseCode.NotFound],
  },
  viewLicence: {
    params: certificationRefParamsSchema,
    response: fileAnswerSchema,
    file: "application/octet-stream",
    errors: [ResponseCode.NotFound],
  },
  decideApplication: {
    params: certificationRefParamsSchema,
    body: certificationDecisionRequestSchema,
    response: certificationApplicationSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  },
});
