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
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { consoleAuthEndpoints as e } from "./console-auth.ts";

export const consoleAuthCalls = {
  login: describeEndpoint(e.login, {
    body: consoleLoginRequestSchema,
    response: consoleOperatorSchema,
    errors: [ResponseCode.LoginFailed, ResponseCode.TooManyRequests],
  }),
  getSession: describeEndpoint(e.getSession, { response: consoleOperatorSchema }),
  logout: describeEndpoint(e.logout, { response: z.boolean() }),
  changePassword: describeEndpoint(e.changePassword, {
    body: passwordChangeRequestSchema,
    response: z.boolean(),
    errors: [ResponseCode.LoginFailed],
  }),
  getEnrolment: describeEndpoint(e.getEnrolment, {
    params: enrolmentTokenParamsSchema,
    response: enrolmentSchema,
    errors: [ResponseCode.NotFound],
  }),
  enrol: describeEndpoint(e.enrol, {
    body: enrolRequestSchema,
    response: enrolResultSchema,
    errors: [ResponseCode.NotFound],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
