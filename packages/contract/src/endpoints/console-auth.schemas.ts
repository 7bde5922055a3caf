import { ResponseCode } from "../codes.ts";
import {
  consoleLoginRequestSchema,
  consoleOperatorSchema,
  enrolmentSchema,
  enrolmentTokenParamsSchema,
  enrolRequestSchema,
  enrolResultSchema,
  passwordChangeRequestSchema,
} from "../console.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { consoleAuthEndpoints as e } from "./console-auth.ts";

export const consoleAuthCalls = describeEndpoints(e, {
  login: {
    body: consoleLoginRequestSchema,
    response: consoleOperatorSchema,
    errors: [ResponseCode.LoginFailed, ResponseCode.TooManyRequests],
  },
  getSession: { response: consoleOperatorSchema },
  logout: { response: z.boolean() },
  changePassword: { body: passwordChangeRequestSchema, response: z.boolean(), errors: [ResponseCode.LoginFailed] },
  getEnrolment: { params: enrolmentTokenParamsSchema, response: enrolmentSchema, errors: [ResponseCode.NotFound] },
  enrol: { body: enrolRequestSchema, response: enrolResultSchema, errors: [ResponseCode.NotFound] },
});
