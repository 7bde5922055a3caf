import { memberSecurityEndpoints } from "@shop/contract/core";
import { api } from "../../lib/api.ts";

// The account page's security calls; forms show business errors themselves, so those are quiet.

export const securityKeys = {
  sessions: () => ["security", "sessions"] as const,
  history: () => ["security", "history"] as const,
  twoFactor: () => ["security", "two-factor"] as const,
};

export const listSessions = () => api.call(memberSecurityEndpoints.listSessions);
export const revokeSession = (sessionId: string) =>
  api.call(memberSecurityEndpoints.revokeSession, { body: { sessionId } });
export const revokeOtherSessions = () => api.call(memberSecurityEndpoints.revokeOtherSessions);
export const loginHistory = () => api.call(memberSecurityEndpoints.loginHistory);
export const twoFactorStatus = () => api.call(memberSecurityEndpoints.twoFactorStatus);
export const twoFactorSetup = (body: { password: string; code?: string }) =>
  api.call(memberSecurityEndpoints.twoFactorSetup, { body }, { quiet: true });
export const twoFactorEnable = (code: string, endOtherAccess: boolean) =>
  api.call(memberSecurityEndpoints.twoFactorEnable, { body: { code, endOtherAccess } }, { quiet: true });
export const twoFactorDisable = (body: { password: string; code: string }) =>
  api.call(memberSecurityEndpoints.twoFactorDisable, { body }, { quiet: true });
