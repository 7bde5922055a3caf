import { ResponseCode } from "../codes.ts";
import {
  enrolmentLinkSchema,
  operatorCreateRequestSchema,
  operatorIdRequestSchema,
  operatorListSchema,
  operatorRoleChangeRequestSchema,
  operatorSummarySchema,
} from "../console.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { consoleOperatorsEndpoints as e } from "./console-operators.ts";

export const consoleOperatorsCalls = {
  listOperators: describeEndpoint(e.listOperators, { response: operatorListSchema }),
  createOperator: describeEndpoint(e.createOperator, {
    body: operatorCreateRequestSchema,
    response: enrolmentLinkSchema,
  }),
  resetEnrolment: describeEndpoint(e.resetEnrolment, {
    body: operatorIdRequestSchema,
    response: enrolmentLinkSchema,
    errors: [ResponseCode.NotFound],
  }),
  disableOperator: describeEndpoint(e.disableOperator, {
    body: operatorIdRequestSchema,
    response: operatorSummarySchema,
    errors: [ResponseCode.NotFound],
  }),
  endSessions: describeEndpoint(e.endSessions, {
    body: operatorIdRequestSchema,
    response: operatorSummarySchema,
    errors: [ResponseCode.NotFound],
  }),
  changeRole: describeEndpoint(e.changeRole, {
    body: operatorRoleChangeRequestSchema,
    response: operatorSummarySchema,
    errors: [ResponseCode.NotFound],
  }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
