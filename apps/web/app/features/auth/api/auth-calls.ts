import type {
  ChangePasswordRequest,
  LoginRequest,
  LoginSecondFactorRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeRequest,
} from "@shop/contract";
import { authEndpoints } from "@shop/contract/core";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api.ts";

// One function per SPEC §7 User call. Forms show business errors themselves, so calls are quiet.

/** Query keys of this feature: every useQuery and invalidateQueries of the member user goes through them. */
export const authKeys = {
  memberUser: () => ["member-user"] as const,
};

const sendCode = (body: SendCodeRequest) => api.call(authEndpoints.sendCode, { body }, { quiet: true });

/** Sends a verification code; `isPending` keeps the button from sending twice. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}

export const register = (body: RegisterRequest) => api.call(authEndpoints.register, { body }, { quiet: true });

export const login = (body: LoginRequest) => api.call(authEndpoints.login, { body }, { quiet: true });

export const resetPassword = (body: ResetPasswordRequest) =>
  api.call(authEndpoints.resetPassword, { body }, { quiet: true });

export const loginSecondFactor = (body: LoginSecondFactorRequest) =>
  api.call(authEndpoints.loginSecondFactor, { body }, { quiet: true });

export const getMemberUser = (options: { sessionOptional?: boolean } = {}) =>
  api.call(authEndpoints.getMemberUser, {}, { quiet: options.sessionOptional, ...options });

export const changePassword = (body: ChangePasswordRequest) =>
  api.call(authEndpoints.changePassword, { body }, { quiet: true });
