import { ResponseCode } from "../codes.ts";
import {
  certificationApplicationSchema,
  certificationDecisionRequestSchema,
  certificationQueueQuerySchema,
  certificationQueueSchema,
  certificationRefParamsSchema,
} from "../console-members.ts";
import { describeEndpoint, fileAnswerSchema } from "../endpoint-schemas.ts";
import { consoleCertificationReviewEndpoints as e } from "./console-certifications.ts";

export const consoleCertificationReviewCalls = {
  listApplications: describeEndpoint(e.listApplications, {
    query: certificationQueueQuerySchema,
    response: certificationQueueSchema,
  }),
  getApplication: describeEndpoint(e.getApplication, {
    params: certificationRefParamsSchema,
    response: certificationApplicationSchema,
    errors: [ResponseCode.NotFound],
  }),
  viewLicence: describeEndpoint(e.viewLicence, {
    params: certificationRefParamsSchema,
    response: fileAnswerSchema,
    file: "application/octet-stream",
    errors: [ResponseCode.NotFound],
  }),
  decideApplication: describeEndpoint(e.decideApplication, {
    params: certificationRefParamsSchema,
    body: certificationDecisionRequestSchema,
    response: certificationApplicationSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  }),
};
