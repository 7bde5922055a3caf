import type {
  ChangePasswordRequest,
  LoginAnswer,
  LoginRequest,
  LoginSecondFactorRequest,
  MemberUser,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeRequest,
  TokenPair,
} from "../auth.ts";
import { defineEndpoint } from "../endpoint.ts";

const tag = "Auth";

/**
 * Accounts and sessions (SPEC §6, §7 User): codes, registration, login, refresh, logout and
 * passwords. Each call keeps its own limits in the service: codes per IP and per target,
 * login attempts before the captcha, the captcha itself.
 */
export const authEndpoints = {
  sendCode: defineEndpoint<{ body: SendCodeRequest; data: true }>({
    method: "POST",
    path: "/app-api/member/auth/send-sms-code",
    audience: "public",
    tag,
    summary: "Sends a registration or password-reset code to a mobile (SMS) or an e-mail, after a solved captcha",
  }),
  register: defineEndpoint<{ body: RegisterRequest; data: TokenPair }>({
    method: "POST",
    path: "/app-api/member/auth/register",
    audience: "public",
    tag,
    summary: "Creates an account from a mobile or e-mail and its code, and logs it in",
  }),
  login: defineEndpoint<{ body: LoginRequest; data: LoginAnswer }>({
    method: "POST",
    path: "/app-api/member/auth/login",
    audience: "public",
    tag,
    summary:
      "Logs in with a mobile or e-mail and password; a solved captcha is needed after repeated failures. With two-factor login on, answers a challenge for login-second-factor instead of tokens",
  }),
  loginSecondFactor: defineEndpoint<{ body: LoginSecondFactorRequest; data: TokenPair }>({
    method: "POST",
    path: "/app-api/member/auth/login-second-factor",
    audience: "public",
    tag,
    summary: "Completes a two-factor login with the challenge and an authenticator or recovery code (each works once)",
  }),
  refreshToken: defineEndpoint<{ body: { refreshToken?: string }; data: TokenPair }>({
    method: "POST",
    path: "/app-api/member/auth/refresh-token",
    audience: "public",
    tag,
    summary:
      "Trades a refresh token (the body's, or the browser's session cookie) for a new pair; a refresh token used twice ends its session",
  }),
  resetPassword: defineEndpoint<{ body: ResetPasswordRequest; data: true }>({
    method: "POST",
    path: "/app-api/member/auth/reset-password",
    audience: "public",
    tag,
    summary: "Sets a new password with a code sent to the account, ending every session of the account",
  }),
  logout: defineEndpoint<{ data: true }>({
    method: "POST",
    path: "/app-api/member/auth/logout",
    audience: "member",
    tag,
    summary: "Ends the caller's session (every token of its login)",
  }),
  getMemberUser: defineEndpoint<{ data: MemberUser }>({
    method: "GET",
    path: "/app-api/ip/member-user/get",
    audience: "member",
    scope: "usage:read",
    tag,
    summary: "The logged-in member: masked contacts, remaining traffic and certification",
  }),
  changePassword: defineEndpoint<{ body: ChangePasswordRequest; data: true }>({
    method: "POST",
    path: "/app-api/member/user/update-password",
    audience: "member",
    tag,
    summary: "Changes the password after checking the old one, ending every session of the member",
  }),
};
