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
import { endpointGroup } from "../endpoint.ts";

const { get, post } = endpointGroup({ tag: "Auth", audience: "public" });

/**
 * Accounts and sessions (SPEC §6, §7 User): codes, registration, login, refresh, logout and
 * passwords. Each call keeps its own limits in the service: codes per IP and per target,
 * login attempts before the captcha, the captcha itself.
 */
export const authEndpoints = {
  sendCode: post<{ body: SendCodeRequest; data: true }>(
    "/app-api/member/auth/send-sms-code",
    "Sends a registration or password-reset code to a mobile (SMS) or an e-mail, after a solved captcha",
  ),
  register: post<{ body: RegisterRequest; data: TokenPair }>(
    "/app-api/member/auth/register",
    "Creates an account from a mobile or e-mail and its code, and logs it in",
  ),
  login: post<{ body: LoginRequest; data: LoginAnswer }>(
    "/app-api/member/auth/login",
    "Logs in with a mobile or e-mail and password; a solved captcha is needed after repeated failures. With two-factor login on, answers a challenge for login-second-factor instead of tokens",
  ),
  loginSecondFactor: post<{ body: LoginSecondFactorRequest; data: TokenPair }>(
    "/app-api/member/auth/login-second-factor",
    "Completes a two-factor login with the challenge and an authenticator or recovery code (each works once)",
  ),
  refreshToken: post<{ body: { refreshToken?: string }; data: TokenPair }>(
    "/app-api/member/auth/refresh-token",
    "Trades a refresh token (the body's, or the browser's session cookie) for a new pair; a refresh token used twice ends its session",
  ),
  resetPassword: post<{ body: ResetPasswordRequest; data: true }>(
    "/app-api/member/auth/reset-password",
    "Sets a new password with a code sent to the account, ending every session of the account",
  ),
  logout: post<{ data: true }>("/app-api/member/auth/logout", "Ends the caller's session (every token of its login)", {
    audience: "member",
  }),
  getMemberUser: get<{ data: MemberUser }>(
    "/app-api/ip/member-user/get",
    "The logged-in member: masked contacts, remaining traffic and certification",
    { audience: "member", scope: "usage:read" },
  ),
  changePassword: post<{ body: ChangePasswordRequest; data: true }>(
    "/app-api/member/user/update-password",
    "Changes the password after checking the old one, ending every session of the member",
    { audience: "member" },
  ),
};
