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

export const consoleOperatorsCalls = describeEndpoints(e, {
  listOperators: { response: operatorListSchema },
  createOperator: { body: operatorCreateRequestSchema, response: enrolmentLinkSchema },
  resetEnrolment: { body: operatorIdRequestSchema, response: enrolmentLinkSchema, errors: [ResponseCode.NotFound] },
  disableOperator: { body: operatorIdRequestSchema, response: operatorSummarySchema, errors: [ResponseCode.NotFound] },
  endSessions: { body: operatorIdRequestSchema, response: operatorSummarySchema, errors: [ResponseCode.NotFound] },
  changeRole: {
    body: operatorRoleChangeRequestSchema,
    response: operatorSummarySchema,
    errors: [ResponseCode.NotFound],
  },
});
