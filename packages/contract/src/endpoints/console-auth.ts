import type {
  ConsoleLoginRequest,
  ConsoleOperator,
  Enrolment,
  EnrolmentTokenParams,
  EnrolRequest,
  EnrolResult,
  PasswordChangeRequest,
} from "../console.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Console: sign-in";

/**
 * Operators' sign-in, served only on the operator host. Login and enrolment are open (they start a
 * session); every failed login answers the same, whichever part was wrong.
 */
export const consoleAuthEndpoints = {
  login: defineEndpoint<{ body: ConsoleLoginRequest; data: ConsoleOperator }>({
    method: "POST",
    path: "/ops-api/auth/login",
    audience: "public",
    tag,
    summary: "Starts a console session with e-mail, password and a TOTP or recovery code",
  }),
  getSession: defineEndpoint<{ data: ConsoleOperator }>({
    method: "GET",
    path: "/ops-api/auth/session",
    audience: "operator",
    tag,
    summary: "The operator of this console session, with their role and permissions",
  }),
  logout: defineEndpoint<{ data: boolean }>({
    method: "POST",
    path: "/ops-api/auth/logout",
    audience: "operator",
    tag,
    summary: "Ends this console session",
  }),
  changePassword: defineEndpoint<{ body: PasswordChangeRequest; data: boolean }>({
    method: "POST",
    path: "/ops-api/auth/password",
    audience: "operator",
    tag,
    summary: "Changes the operator's own password (current password and a code); every session of theirs ends",
  }),
  getEnrolment: defineEndpoint<{ params: EnrolmentTokenParams; data: Enrolment }>({
    method: "GET",
    path: "/ops-api/auth/enrolment/:token",
    audience: "public",
    tag,
    summary: "Who a one-time enrolment link is for, with the authenticator secret to scan",
  }),
  enrol: defineEndpoint<{ body: EnrolRequest; data: EnrolResult }>({
    method: "POST",
    path: "/ops-api/auth/enrol",
    audience: "public",
    tag,
    summary: "Sets the password and authenticator of an enrolment link; answers the recovery codes once",
  }),
};
