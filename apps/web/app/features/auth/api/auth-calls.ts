import type {
  ChangePasswordRequest,
  LoginRequest,
  MemberUser,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeRequest,
  TokenPair,
} from "@shop/contract";
import { api } from "../../../lib/api.ts";

// One function per SPEC §7 User call. Forms show business errors themselves, so calls are quiet.

export const sendCode = (body: SendCodeRequest) =>
  api.post<boolean>("/app-api/member/auth/send-sms-code", body, { quiet: true });

export const register = (body: RegisterRequest) =>
  api.post<TokenPair>("/app-api/member/auth/register", body, { quiet: true });

export const login = (body: LoginRequest) => api.post<TokenPair>("/app-api/member/auth/login", body, { quiet: true });

export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<boolean>("/app-api/member/auth/reset-password", body, { quiet: true });

export const logout = () => api.post<boolean>("/app-api/member/auth/logout", {}, { quiet: true });

export const getMemberUser = (options: { sessionOptional?: boolean } = {}) =>
  api.get<MemberUser>("/app-api/ip/member-user/get", { quiet: options.sessionOptional, ...options });

export const changePassword = (body: ChangePasswordRequest) =>
  api.post<boolean>("/app-api/member/user/update-password", body, { quiet: true });
