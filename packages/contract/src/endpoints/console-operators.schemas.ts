import { ResponseCode } from "../codes.ts";
import {
  enrolmentLinkSchema,
  operatorCreateRequestSchema,
  operatorIdRequestSchema,
  operatorListSchema,
  operatorRoleChangeRequestSchema,
  operatorSummarySchema,
} from "../console.ts";
import { describeEndpoints } from "../endpoint-schemas.ts";
import { consoleOperatorsEndpoints as e } from "./console-operators.ts";

const notFound = [ResponseCode.NotFound];

export const consoleOperatorsCalls = describeEndpoints(e, {
  listOperators: { response: operatorListSchema },
  createOperator: { body: operatorCreateRequestSchema, response: enrolmentLinkSchema },
  resetEnrolment: { body: operatorIdRequestSchema, response: enrolmentLinkSchema, errors: notFound },
  disableOperator: { body: operatorIdRequestSchema, response: operatorSummarySchema, errors: notFound },
  endSessions: { body: operatorIdRequestSchema, response: operatorSummarySchema, errors: notFound },
  changeRole: {
    body: operatorRoleChangeRequestSchema,
    response: operatorSummarySchema,
    errors: notFound,
  },
});
