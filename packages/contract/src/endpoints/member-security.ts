import { defineEndpoint } from "../endpoint.ts";
import type { LoginHistoryEntry, MemberSession, TwoFactorSetup, TwoFactorStatus } from "../member-security.ts";

const tag = "Account security";

/**
 * A member's own sessions, login history and two-factor login. Browsers reach these with their
 * HttpOnly session cookie; API clients with the bearer token of SPEC §6.
 */
export const memberSecurityEndpoints = {
  listSessions: defineEndpoint<{ data: MemberSession[] }>({
    method: "GET",
    path: "/app-api/member/security/sessions",
    audience: "member",
    tag,
    summary: "The member's active sessions: device, IP, approximate place, first and last seen, this one marked",
  }),
  revokeSession: defineEndpoint<{ body: { sessionId: string }; data: true }>({
    method: "POST",
    path: "/app-api/member/security/sessions/revoke",
    audience: "member",
    tag,
    summary: "Ends one session of the member; its next call answers 401",
  }),
  revokeOtherSessions: defineEndpoint<{ data: true }>({
    method: "POST",
    path: "/app-api/member/security/sessions/revoke-others",
    audience: "member",
    tag,
    summary: "Ends every session of the member but the caller's",
  }),
  loginHistory: defineEndpoint<{ data: LoginHistoryEntry[] }>({
    method: "GET",
    path: "/app-api/member/security/login-history",
    audience: "member",
    tag,
    summary: "Logins of the last 90 days, successful and failed, newest first",
  }),
  twoFactorStatus: defineEndpoint<{ data: TwoFactorStatus }>({
    method: "GET",
    path: "/app-api/member/security/two-factor",
    audience: "member",
    tag,
    summary: "Whether two-factor login is on, since when, and how many recovery codes are left",
  }),
  twoFactorSetup: defineEndpoint<{ body: { password: string; code?: string }; data: TwoFactorSetup }>({
    method: "POST",
    path: "/app-api/member/security/two-factor/setup",
    audience: "member",
    tag,
    summary: "Starts enrolment with the password (and a current code when already on): a new secret for the QR code",
  }),
  twoFactorEnable: defineEndpoint<{ body: { code: string }; data: { recoveryCodes: string[] } }>({
    method: "POST",
    path: "/app-api/member/security/two-factor/enable",
    audience: "member",
    tag,
    summary: "Turns two-factor login on with a code from the new secret; answers ten recovery codes, once",
  }),
  twoFactorDisable: defineEndpoint<{ body: { password: string; code: string }; data: true }>({
    method: "POST",
    path: "/app-api/member/security/two-factor/disable",
    audience: "member",
    tag,
    summary: "Turns two-factor login off with the password and a current or recovery code",
  }),
};
