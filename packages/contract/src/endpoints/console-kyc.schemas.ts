import { ResponseCode } from "../codes.ts";
import {
  kycApplicationSchema,
  kycDecisionRequestSchema,
  kycQueueQuerySchema,
  kycQueueSchema,
  kycRefParamsSchema,
} from "../console-members.ts";
import { describeEndpoint, fileAnswerSchema } from "../endpoint-schemas.ts";
import { consoleKycEndpoints as e } from "./console-kyc.ts";

export const consoleKycCalls = {
  listApplications: describeEndpoint(e.listApplications, { query: kycQueueQuerySchema, response: kycQueueSchema }),
  getApplication: describeEndpoint(e.getApplication, {
    params: kycRefParamsSchema,
    response: kycApplicationSchema,
    errors: [ResponseCode.NotFound],
  }),
  viewLicence: describeEndpoint(e.viewLicence, {
    params: kycRefParamsSchema,
    response: fileAnswerSchema,
    file: "application/octet-stream",
    errors: [ResponseCode.NotFound],
  }),
  decideApplication: describeEndpoint(e.decideApplication, {
    params: kycRefParamsSchema,
    body: kycDecisionRequestSchema,
    response: kycApplicationSchema,
    errors: [ResponseCode.NotFound, ResponseCode.Conflict],
  }),
};
