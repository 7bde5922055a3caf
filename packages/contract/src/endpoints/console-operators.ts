import type {
  EnrolmentLink,
  OperatorCreateRequest,
  OperatorIdRequest,
  OperatorList,
  OperatorRoleChangeRequest,
  OperatorSummary,
} from "../console.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({
  tag: "Console: operators",
  audience: "operator",
  permission: "operators.manage",
});

/** The owner's management of operator accounts; every change is audited. */
export const consoleOperatorsEndpoints = {
  listOperators: get<{ data: OperatorList }>(
    "/ops-api/operators",
    "Every operator with role, status and open sessions",
  ),
  createOperator: post<{ body: OperatorCreateRequest; data: EnrolmentLink }>(
    "/ops-api/operators/create",
    "Adds an operator and answers their one-time enrolment link",
  ),
  resetEnrolment: post<{ body: OperatorIdRequest; data: EnrolmentLink }>(
    "/ops-api/operators/reset-enrolment",
    "Ends an operator's sessions and answers a new enrolment link (new password and authenticator)",
  ),
  disableOperator: post<{ body: OperatorIdRequest; data: OperatorSummary }>(
    "/ops-api/operators/disable",
    "Disables an operator and ends their sessions",
  ),
  endSessions: post<{ body: OperatorIdRequest; data: OperatorSummary }>(
    "/ops-api/operators/end-sessions",
    "Ends every session of an operator (their next request answers 401)",
  ),
  changeRole: post<{ body: OperatorRoleChangeRequest; data: OperatorSummary }>(
    "/ops-api/operators/change-role",
    "Changes an operator's role and substation limit",
  ),
};
