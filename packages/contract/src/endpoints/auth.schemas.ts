import {
  changePasswordRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  loginSecondFactorRequestSchema,
  memberUserSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sendCodeRequestSchema,
  tokenPairSchema,
} from "../auth.ts";
import { ResponseCode } from "../codes.ts";
import { type DescribedEndpoint, describeEndpoint } from "../endpoint-schemas.ts";
import { z } from "../zod.ts";
import { authEndpoints as e } from "./auth.ts";

/** The answer of calls that only succeed or refuse. */
const done = z.literal(true);

export const authCalls = {
  sendCode: describeEndpoint(e.sendCode, {
    body: sendCodeRequestSchema,
    response: done,
    errors: [ResponseCode.TooManyRequests],
  }),
  register: describeEndpoint(e.register, { body: registerRequestSchema, response: tokenPairSchema }),
  login: describeEndpoint(e.login, {
    body: loginRequestSchema,
    response: loginAnswerSchema,
    errors: [ResponseCode.LoginFailed, ResponseCode.CaptchaRequired],
  }),
  loginSecondFactor: describeEndpoint(e.loginSecondFactor, {
    body: loginSecondFactorRequestSchema,
    response: tokenPairSchema,
    errors: [ResponseCode.LoginFailed, ResponseCode.CaptchaRequired],
  }),
  refreshToken: describeEndpoint(e.refreshToken, {
    body: refreshTokenRequestSchema,
    response: tokenPairSchema,
    errors: [ResponseCode.Unauthorized],
  }),
  resetPassword: describeEndpoint(e.resetPassword, { body: resetPasswordRequestSchema, response: done }),
  logout: describeEndpoint(e.logout, { response: done }),
  getMemberUser: describeEndpoint(e.getMemberUser, { response: memberUserSchema }),
  changePassword: describeEndpoint(e.changePassword, { body: changePasswordRequestSchema, response: done }),
} satisfies Record<keyof typeof e, DescribedEndpoint>;
