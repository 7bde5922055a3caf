import type {
  ConsoleLoginRequest,
  ConsoleOperator,
  Enrolment,
  EnrolmentTokenParams,
  EnrolRequest,
  EnrolResult,
  PasswordChangeRequest,
} from "../console.ts";
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Console: sign-in", audience: "public" });

/**
 * Operators' sign-in, served only on the operator host. Login and enrolment are open (they start a
 * session); every failed login answers the same, whichever part was wrong.
 */
export const consoleAuthEndpoints = {
  login: post<{ body: ConsoleLoginRequest; data: ConsoleOperator }>(
    "/ops-api/auth/login",
    "Starts a console session with e-mail, password and a TOTP or recovery code",
  ),
  getSession: get<{ data: ConsoleOperator }>(
    "/ops-api/auth/session",
    "The operator of this console session, with their role and permissions",
    { audience: "operator" },
  ),
  logout: post<{ data: boolean }>("/ops-api/auth/logout", "Ends this console session", { audience: "operator" }),
  changePassword: post<{ body: PasswordChangeRequest; data: boolean }>(
    "/ops-api/auth/password",
    "Changes the operator's own password (current password and a code); every session of theirs ends",
    { audience: "operator" },
  ),
  getEnrolment: get<{ params: EnrolmentTokenParams; data: Enrolment }>(
    "/ops-api/auth/enrolment/:token",
    "Who a one-time enrolment link is for, with the authenticator secret to scan",
  ),
  enrol: post<{ body: EnrolRequest; data: EnrolResult }>(
    "/ops-api/auth/enrol",
    "Sets the password and authenticator of an enrolment link; answers the recovery codes once",
  ),
};
