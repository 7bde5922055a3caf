import type {
  EnrolmentLink,
  OperatorCreateRequest,
  OperatorIdRequest,
  OperatorList,
  OperatorRoleChangeRequest,
  OperatorSummary,
} from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: operators";

/** The owner's management of operator accounts; every change is audited. */
export const consoleOperatorsEndpoints = {
  listOperators: defineEndpoint<{ data: OperatorList }>({
    method: "GET",
    path: "/ops-api/operators",
    audience: "operator",
    permission: "operators.manage",
    tag,
    summary: "Every operator with role, status and open sessions",
  }),
  createOperator: defineEndpoint<{ body: OperatorCreateRequest; data: EnrolmentLink }>({
    method: "POST",
    path: "/ops-api/operators/create",
    audience: "operator",
    permission: "operators.manage",
    tag,
    summary: "Adds an operator and answers their one-time enrolment link",
  }),
  resetEnrolment: defineEndpoint<{ body: OperatorIdRequest; data: EnrolmentLink }>({
    method: "POST",
    path: "/ops-api/operators/reset-enrolment",
    audience: "operator",
    permission: "operators.manage",
    tag,
    summary: "Ends an operator's sessions and answers a new enrolment link (new password and authenticator)",
  }),
  disableOperator: defineEndpoint<{ body: OperatorIdRequest; data: OperatorSummary }>({
    method: "POST",
    path: "/ops-api/operators/disable",
    audience: "operator",
    permission: "operators.manage",
    tag,
    summary: "Disables an operator and ends their sessions",
  }),
  endSessions: defineEndpoint<{ body: OperatorIdRequest; data: OperatorSummary }>({
    method: "POST",
    path: "/ops-api/operators/end-sessions",
    audience: "operator",
    permission: "operators.manage",
    tag,
    summary: "Ends every session of an operator (their next request answers 401)",
  }),
  changeRole: defineEndpoint<{ body: OperatorRoleChangeRequest; data: OperatorSummary }>({
    method: "POST",
    path: "/ops-api/operators/change-role",
    audience: "operator",
    permission: "operators.manage",
    tag,
    summary: "Changes an operator's role and substation limit",
  }),
};
