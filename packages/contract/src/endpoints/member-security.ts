import { endpointGroup } from "../endpoint.ts";
import type { LoginHistoryEntry, MemberSession, TwoFactorSetup, TwoFactorStatus } from "../member-security.ts";

const { get, post } = endpointGroup({ tag: "Account security", audience: "member" });

/**
 * A member's own sessions, login history and two-factor login. Browsers reach these with their
 * HttpOnly session cookie; API clients with the bearer token of SPEC §6.
 */
export const memberSecurityEndpoints = {
  listSessions: get<{ data: MemberSession[] }>(
    "/app-api/member/security/sessions",
    "The member's active sessions: device, IP, approximate place, first and last seen, this one marked",
  ),
  revokeSession: post<{ body: { sessionId: string }; data: true }>(
    "/app-api/member/security/sessions/revoke",
    "Ends one session of the member; its next call answers 401",
  ),
  revokeOtherSessions: post<{ data: true }>(
    "/app-api/member/security/sessions/revoke-others",
    "Ends every session of the member but the caller's",
  ),
  loginHistory: get<{ data: LoginHistoryEntry[] }>(
    "/app-api/member/security/login-history",
    "Logins of the last 90 days, successful and failed, newest first",
  ),
  twoFactorStatus: get<{ data: TwoFactorStatus }>(
    "/app-api/member/security/two-factor",
    "Whether two-factor login is on, since when, and how many recovery codes are left",
  ),
  twoFactorSetup: post<{ body: { password: string; code?: string }; data: TwoFactorSetup }>(
    "/app-api/member/security/two-factor/setup",
    "Starts enrolment with the password (and a current code when already on): a new secret for the QR code",
  ),
  twoFactorEnable: post<{ body: { code: string; endOtherAccess?: boolean }; data: { recoveryCodes: string[] } }>(
    "/app-api/member/security/two-factor/enable",
    "Turns two-factor login on with a code from the new secret; answers ten recovery codes, once",
  ),
  twoFactorDisable: post<{ body: { password: string; code: string }; data: true }>(
    "/app-api/member/security/two-factor/disable",
    "Turns two-factor login off with the password and a current or recovery code",
  ),
};
